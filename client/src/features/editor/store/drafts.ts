/**
 * @fileoverview Unsaved ABC text kept in localStorage, one entry per song (DESIGN.md 4: "an
 * expired session asks to log in again without losing the text being edited; unsaved text
 * survives a reload"). The source slice writes a draft on every edit that differs from the stored
 * song and removes it once the song is saved; opening the song again restores it.
 *
 * A draft remembers the song version it was typed against (`baseVersion`), so saving a restored
 * draft still goes through the server's version check and cannot overwrite a newer save silently.
 */

import { tryWrite, type KeyValueStorage } from '../../../lib/browserStorage.ts';

/** Text being edited that the server does not have yet. */
export interface Draft {
  abc: string;
  /** The other updateable fields that differ from the stored song (absent in older drafts). */
  fields?: Partial<Record<string, string>>;
  /** The song version the text was typed against; null for text typed without a song. */
  baseVersion: number | null;
  /** When the draft was last written, ISO 8601. */
  savedAt: string;
}

/**
 * Which text a draft belongs to: a song id, 'scratch' for text typed with no song open, or
 * `ID.set-aside` for the values replaced when the user took the stored song after a conflict.
 */
export type DraftKey = number | 'scratch' | `${number}.set-aside`;

export interface DraftStorage {
  read(key: DraftKey): Draft | null;
  write(key: DraftKey, draft: Draft): void;
  remove(key: DraftKey): void;
}

/** The localStorage key of a draft. */
export function draftStorageKey(key: DraftKey): string {
  return `swaralipi.draft.${key}`;
}

function isDraft(value: unknown): value is Draft {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Draft>;
  return (
    typeof candidate.abc === 'string' &&
    typeof candidate.savedAt === 'string' &&
    (candidate.fields === undefined || (typeof candidate.fields === 'object' && candidate.fields !== null)) &&
    (candidate.baseVersion === null || Number.isInteger(candidate.baseVersion))
  );
}

/** Drafts in `storage`; entries that do not parse as drafts read as absent. */
export function createDraftStorage(storage: KeyValueStorage): DraftStorage {
  return {
    read(key) {
      const raw = storage.getItem(draftStorageKey(key));
      if (raw === null) return null;
      try {
        const parsed: unknown = JSON.parse(raw);
        return isDraft(parsed) ? parsed : null;
      } catch {
        return null;
      }
    },
    write(key, draft) {
      // A full storage loses the draft, not the edit: the text stays in the editor.
      tryWrite(storage, draftStorageKey(key), JSON.stringify(draft));
    },
    remove(key) {
      storage.removeItem(draftStorageKey(key));
    },
  };
}
