import { describe, expect, it } from 'vitest';
import { SUSANNA_ABC, makeSong } from '../../../testing/songs.ts';
import { fieldValuesOf } from '../store/sourceSlice.ts';
import { fieldConflicts, keepYoursValues, mergedValues, valuesOfSong } from './conflictFields.ts';

// The editor opened version 3; someone saved version 4 (a new title, a changed bar, notes).
const BASE_SONG = makeSong();
const STORED = makeSong({
  version: 4,
  title: 'Oh! Susanna (Foster)',
  abc_source: SUSANNA_ABC.replace('A3 GA|', 'A4|'),
  notes: 'checked against the 1848 print',
});
const SAVED = valuesOfSong(BASE_SONG);

describe('save conflict fields', () => {
  it('lists each differing field with both values and who changed it', () => {
    const yours = {
      abc: SUSANNA_ABC.replace('T:Oh! Susanna', 'T:Oh! Susanna (verse 1)'),
      fields: { ...fieldValuesOf(BASE_SONG), title: 'Susanna', language: 'BE' },
    };
    const conflicts = fieldConflicts(yours, SAVED, true, STORED);
    expect(conflicts.map(({ field, changedBy }) => [field, changedBy])).toEqual([
      ['abc_source', 'both'],
      ['title', 'both'],
      ['language', 'yours'],
      ['notes', 'stored'],
    ]);
    const source = conflicts[0];
    expect(source.label).toBe('ABC source');
    expect(source.yours).toBe(yours.abc);
    expect(source.stored).toBe(STORED.abc_source);
    // Different lines changed: merged without markers.
    expect(source.conflicts).toBe(0);
    expect(source.merged).toBe(yours.abc.replace('A3 GA|', 'A4|'));
    // A title is merged by choosing: the prefill is the editor's own.
    expect(conflicts[1]).toMatchObject({ singleLine: true, merged: 'Susanna', stored: 'Oh! Susanna (Foster)' });
  });

  it('marks every difference when the common version is unknown (a draft restored over a newer save)', () => {
    const yours = { abc: `${SUSANNA_ABC}% mine\n`, fields: fieldValuesOf(STORED) };
    const [source] = fieldConflicts(yours, valuesOfSong(STORED), false, makeSong({ version: 5, abc_source: `${SUSANNA_ABC}% theirs\n` }));
    expect(source).toMatchObject({ field: 'abc_source', changedBy: 'both', conflicts: 1 });
    expect(source.merged).toContain('<<<<<<< yours\n% mine\n=======\n% theirs\n>>>>>>> stored');
  });

  it('keeping yours saves your edited fields and the stored value of every other', () => {
    const yours = { abc: SUSANNA_ABC, fields: { ...fieldValuesOf(BASE_SONG), title: 'Susanna' } };
    const values = keepYoursValues(fieldConflicts(yours, SAVED, true, STORED), STORED);
    expect(values.fields.title).toBe('Susanna');
    expect(values.fields.notes).toBe('checked against the 1848 print');
    expect(values.abc).toBe(STORED.abc_source);
  });

  it('a hand merge saves what was typed for each shown field', () => {
    const yours = { abc: SUSANNA_ABC, fields: { ...fieldValuesOf(BASE_SONG), title: 'Susanna' } };
    const conflicts = fieldConflicts(yours, SAVED, true, STORED);
    const values = mergedValues(conflicts, STORED, { title: 'Oh! Susanna (Foster, 1848)', notes: 'checked' });
    expect(values.fields.title).toBe('Oh! Susanna (Foster, 1848)');
    expect(values.fields.notes).toBe('checked');
    expect(values.abc).toBe(STORED.abc_source);
  });
});
