import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../../testing/memoryStorage.ts';
import {
  displayValue,
  LOCAL_HISTORY_CAP,
  LOCAL_HISTORY_MAX_CHARACTERS,
  LOCAL_HISTORY_SONGS,
  localHistoryStorageKey,
  readLocalHistory,
  withEntry,
  writeLocalHistory,
  type LocalHistoryEntry,
} from './localHistory.ts';

const entry = (value: string, name: LocalHistoryEntry['name'] = 'source'): LocalHistoryEntry => ({
  name,
  value,
  at: '2026-11-22T19:00:00.000Z',
});

describe('the local history storage', () => {
  it('keeps the entries of each song apart', () => {
    const storage = createMemoryStorage();
    writeLocalHistory(storage, 7, [entry('X:1\nK:C\nCDEF|')]);
    writeLocalHistory(storage, 'scratch', [entry('scratch text')]);
    expect(readLocalHistory(storage, 7)).toEqual([entry('X:1\nK:C\nCDEF|')]);
    expect(readLocalHistory(storage, 'scratch')).toEqual([entry('scratch text')]);
    expect(readLocalHistory(storage, 8)).toEqual([]);
  });

  it('keeps the newest entries up to the cap', () => {
    const storage = createMemoryStorage();
    const many = Array.from({ length: LOCAL_HISTORY_CAP + 5 }, (_, index) => entry(`v${index}`));
    writeLocalHistory(storage, 1, many);
    const kept = readLocalHistory(storage, 1);
    expect(kept).toHaveLength(LOCAL_HISTORY_CAP);
    expect(kept[0]!.value).toBe('v5');
  });

  it('keeps at most LOCAL_HISTORY_MAX_CHARACTERS of text per song, the newest entries', () => {
    const storage = createMemoryStorage();
    const big = 'x'.repeat(LOCAL_HISTORY_MAX_CHARACTERS / 4 + 1);
    writeLocalHistory(storage, 1, [entry(`a${big}`), entry(`b${big}`), entry(`c${big}`), entry(`d${big}`), entry('e')]);
    expect(readLocalHistory(storage, 1).map((kept) => kept.value[0])).toEqual(['b', 'c', 'd', 'e']);
  });

  it('keeps the histories of the songs written last, dropping the oldest song', () => {
    const storage = createMemoryStorage();
    for (let song = 1; song <= LOCAL_HISTORY_SONGS + 2; song++) writeLocalHistory(storage, song, [entry(`song ${song}`)]);
    expect(readLocalHistory(storage, 1)).toEqual([]);
    expect(readLocalHistory(storage, 2)).toEqual([]);
    expect(readLocalHistory(storage, 3)).toEqual([entry('song 3')]);
    // Writing song 3 again makes it the newest: song 4 goes next.
    writeLocalHistory(storage, 3, [entry('song 3 again')]);
    writeLocalHistory(storage, 99, [entry('song 99')]);
    expect(readLocalHistory(storage, 3)).toEqual([entry('song 3 again')]);
    expect(readLocalHistory(storage, 4)).toEqual([]);
  });

  it('gives up older entries when the storage is full, keeping the newest', () => {
    const memory = createMemoryStorage();
    const storage = {
      ...memory,
      setItem(key: string, value: string) {
        if (value.length > 200) throw new Error('QuotaExceededError');
        memory.setItem(key, value);
      },
    };
    writeLocalHistory(storage, 1, Array.from({ length: 8 }, (_, index) => entry(`value ${index}`)));
    const kept = readLocalHistory(memory, 1);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.at(-1)!.value).toBe('value 7');
  });

  it('reads garbage and foreign entries as nothing', () => {
    const storage = createMemoryStorage();
    storage.setItem(localHistoryStorageKey(3), '{oops');
    expect(readLocalHistory(storage, 3)).toEqual([]);
    storage.setItem(localHistoryStorageKey(3), JSON.stringify([entry('ok'), { name: 'password', value: 'x', at: 'now' }, 5]));
    expect(readLocalHistory(storage, 3)).toEqual([entry('ok')]);
  });
});

describe('withEntry', () => {
  it('adds a snapshot unless the last one of that name holds the same value', () => {
    const once = withEntry([], entry('a'));
    expect(withEntry(once, entry('a'))).toEqual(once);
    expect(withEntry(once, entry('b'))).toHaveLength(2);
    expect(withEntry([entry('a'), entry('Old title', 'title')], entry('a'))).toHaveLength(2);
    expect(withEntry([entry('a', 'title')], entry('a'))).toHaveLength(2);
  });
});

describe('displayValue', () => {
  it('cuts a value to 25 characters and says so', () => {
    expect(displayValue('X:1\nT:Oh! Susanna\nC:Stephen Foster\n')).toEqual({ text: 'X:1↵T:Oh! Susanna↵C:Steph', cut: true });
    expect(displayValue('X:1\nT:Oh! Susanna\nC:Stephen Foster\n').text).toHaveLength(25);
    expect(displayValue('short')).toEqual({ text: 'short', cut: false });
    expect(displayValue('abcdef', 3)).toEqual({ text: 'abc', cut: true });
  });

  it('counts a Bengali text by characters', () => {
    const bengali = 'যদি তোর ডাক শুনে কেউ না আসে তবে একলা চলো রে';
    const { text, cut } = displayValue(bengali);
    expect(cut).toBe(true);
    expect(Array.from(text)).toHaveLength(25);
    expect(bengali.startsWith(text)).toBe(true);
  });
});
