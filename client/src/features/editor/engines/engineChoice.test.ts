import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../testing/memoryStorage.ts';
import { ENGINE_CHOICE_KEY, initialEngine, rememberEngine } from './engineChoice.ts';

describe('engine choice', () => {
  it("starts with the configuration's default until the user chooses", () => {
    expect(initialEngine(createMemoryStorage(), 'swaralipi')).toBe('swaralipi');
    expect(initialEngine(createMemoryStorage(), 'abcjs')).toBe('abcjs');
  });

  it("remembers the user's choice over the default", () => {
    const storage = createMemoryStorage();
    rememberEngine(storage, 'abcjs');
    expect(storage.entries.get(ENGINE_CHOICE_KEY)).toBe('abcjs');
    expect(initialEngine(storage, 'swaralipi')).toBe('abcjs');
  });

  it('ignores a kept name that is no engine', () => {
    const storage = createMemoryStorage();
    storage.setItem(ENGINE_CHOICE_KEY, 'abc2svg');
    expect(initialEngine(storage, 'swaralipi')).toBe('swaralipi');
  });
});
