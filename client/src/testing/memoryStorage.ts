/**
 * @fileoverview An in-memory KeyValueStorage for unit tests (Node has no localStorage).
 */

import type { KeyValueStorage } from '../lib/browserStorage.ts';

/** A fresh, empty storage; `entries` exposes its content for assertions. */
export function createMemoryStorage(): KeyValueStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, String(value)),
    removeItem: (key) => void entries.delete(key),
  };
}
