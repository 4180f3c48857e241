/**
 * @fileoverview The key-value storage the client keeps its session and drafts in: the browser's
 * localStorage, behind the smallest interface the modules need, so tests pass an in-memory one
 * (testing/memoryStorage.ts).
 */

/** The part of the Web Storage API the client uses. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A storage that keeps nothing: used where localStorage is missing or refused. */
const noStorage: KeyValueStorage = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
};

/**
 * The browser's localStorage, or a storage that keeps nothing when there is none (Node, or a
 * browser that refuses access: reading `window.localStorage` itself throws in some privacy modes).
 */
export function browserStorage(): KeyValueStorage {
  try {
    return globalThis.localStorage ?? noStorage;
  } catch {
    return noStorage;
  }
}

/**
 * Writes `value` under `key`, and returns false instead of throwing when the storage is full
 * (QuotaExceededError) or refused: losing a cached copy must never break the page.
 */
export function tryWrite(storage: KeyValueStorage, key: string, value: string): boolean {
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
