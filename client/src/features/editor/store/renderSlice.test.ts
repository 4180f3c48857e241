import { describe, expect, it } from 'vitest';
import type { RenderResult } from '../../../../../engine-bindings/src/types.ts';
import { createMemoryStorage } from '../../../testing/memoryStorage.ts';
import { createDraftStorage } from './drafts.ts';
import { createEditorStore } from './index.ts';

const ABC = 'X:1\nT:Scale\nK:C\nCDEF GABc|\n';

const RESULT: RenderResult = {
  pages: ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 793.7 1122.5"></svg>'],
  diagnostics: [
    { severity: 0, code: 12, message: 'Missing L: field, using 1/8', line: 3, column: 1, start: 12, end: 15 },
  ],
  elements: [],
  tunes: [{ x: '1', title: 'Scale', composer: '', start: 0, end: ABC.length, firstPage: 0, systems: 1 }],
};

function newStore() {
  return createEditorStore({ drafts: createDraftStorage(createMemoryStorage()) });
}

describe('render slice', () => {
  it('starts with the engine loading and no score', () => {
    const state = newStore().getState();
    expect(state.engineStatus).toBe('loading');
    expect(state.pages).toEqual([]);
    expect(state.renderedAbc).toBeNull();
  });

  it('shows a render with its text and time, and marks the engine ready', () => {
    const store = newStore();
    store.getState().renderSucceeded(ABC, RESULT, 3.25);
    const state = store.getState();
    expect(state.pages).toBe(RESULT.pages);
    expect(state.diagnostics[0]?.message).toBe('Missing L: field, using 1/8');
    expect(state.renderedAbc).toBe(ABC);
    expect(state.renderMilliseconds).toBe(3.25);
    expect(state.engineStatus).toBe('ready');
  });

  it('keeps the last good score when a text fails to render, and clears the message on the next success', () => {
    const store = newStore();
    store.getState().renderSucceeded(ABC, RESULT, 3);
    store.getState().renderFailed('The engine took more than 15 s on this text and was restarted');
    expect(store.getState().pages).toBe(RESULT.pages);
    expect(store.getState().engineMessage).toMatch(/restarted/);
    store.getState().renderSucceeded(ABC, RESULT, 3);
    expect(store.getState().engineMessage).toBeNull();
  });

  it('records that the engine could not load', () => {
    const store = newStore();
    store.getState().engineLoadFailed('The engine failed to load: HTTP 404');
    expect(store.getState()).toMatchObject({ engineStatus: 'failed', engineMessage: 'The engine failed to load: HTTP 404' });
  });
});
