import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import { createMemoryStorage } from '../../../testing/memoryStorage.ts';
import { SUSANNA_ABC, makeSong } from '../../../testing/songs.ts';
import { approveBengali } from '../api/songs.ts';
import { createDraftStorage } from '../store/drafts.ts';
import { createEditorStore } from '../store/index.ts';
import { selectChanges } from '../store/sourceSlice.ts';
import { approveOpenSong } from './useApproveBengali.ts';

// The HTTP call is replaced; what is sent and what the store makes of each answer is real.
vi.mock('../api/songs.ts', () => ({ approveBengali: vi.fn() }));
const approveMock = vi.mocked(approveBengali);

afterEach(() => {
  approveMock.mockReset();
});

function storeWith(language: string) {
  const store = createEditorStore({ drafts: createDraftStorage(createMemoryStorage()) });
  store.getState().openSong(makeSong({ language }));
  return store;
}

describe('Approve Bengali', () => {
  it('sends the version, takes language B, and keeps unsaved text as unsaved', async () => {
    const store = storeWith('BE');
    const edited = `${SUSANNA_ABC}% mine\n`;
    store.getState().editSource(edited);
    approveMock.mockResolvedValue({ song: makeSong({ language: 'B', version: 4, workflow_status: 23 }), changed: ['language'] });
    await approveOpenSong(store);
    expect(approveMock).toHaveBeenCalledWith(7, { version: 3 });
    expect(store.getState().fields.language).toBe('B');
    expect(store.getState().notice?.text).toBe('Oh! Susanna (7) has been approved as Bengali: its language is now B');
    expect(selectChanges(store.getState())).toEqual({ abc_source: edited });
  });

  it('says a refusal (403) in the notice, changing nothing', async () => {
    const store = storeWith('B');
    approveMock.mockRejectedValue(new ApiError(403, { code: 'forbidden', message: 'You may not do this' }));
    await approveOpenSong(store);
    expect(store.getState().notice).toEqual({ kind: 'error', text: 'Not approved: You may not do this' });
    expect(store.getState().song?.version).toBe(3);
    expect(store.getState().saving).toBe(false);
  });
});
