import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../testing/memoryStorage.ts';
import { DEFAULT_TAB_SELECTION, readTabSelection, TAB_SELECTION_KEY, writeTabSelection } from './tabMemory.ts';

describe('the remembered tab selection', () => {
  it('reads back what was written', () => {
    const storage = createMemoryStorage();
    writeTabSelection(storage, { tab: 5, lyrics: 1, history: 1 });
    expect(readTabSelection(storage)).toEqual({ tab: 5, lyrics: 1, history: 1 });
  });

  it('starts on the Editor tab when nothing or garbage is stored', () => {
    const storage = createMemoryStorage();
    expect(readTabSelection(storage)).toEqual(DEFAULT_TAB_SELECTION);
    storage.setItem(TAB_SELECTION_KEY, '{not json');
    expect(readTabSelection(storage)).toEqual(DEFAULT_TAB_SELECTION);
    storage.setItem(TAB_SELECTION_KEY, '"History"');
    expect(readTabSelection(storage)).toEqual(DEFAULT_TAB_SELECTION);
  });

  it('clamps stored indexes out of range', () => {
    const storage = createMemoryStorage();
    storage.setItem(TAB_SELECTION_KEY, JSON.stringify({ tab: 42, lyrics: -2, history: 'x' }));
    expect(readTabSelection(storage)).toEqual({ tab: 7, lyrics: 0, history: 0 });
  });

  it('does not throw when the storage refuses to write', () => {
    const storage = { ...createMemoryStorage(), setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(() => writeTabSelection(storage, { tab: 1, lyrics: 0, history: 0 })).not.toThrow();
  });
});
