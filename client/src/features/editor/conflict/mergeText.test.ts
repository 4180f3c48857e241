import { describe, expect, it } from 'vitest';
import { SUSANNA_ABC } from '../../../testing/songs.ts';
import { hasConflictMarkers, mergeThreeWay, mergeTwoWay } from './mergeText.ts';

const lines = (...text: string[]) => text.join('\n');

// Oh! Susanna as stored: header, one music line, one lyrics line, final newline.
const BASE = SUSANNA_ABC;
const YOURS = BASE.replace('T:Oh! Susanna', 'T:Oh! Susanna (verse 1)');
const STORED = BASE.replace('A3 GA|', 'A4|');

describe('three-way merge', () => {
  it('applies both sides when they changed different, non-touching lines', () => {
    const result = mergeThreeWay(BASE, YOURS, STORED);
    expect(result.conflicts).toBe(0);
    expect(result.text).toBe(BASE.replace('T:Oh! Susanna', 'T:Oh! Susanna (verse 1)').replace('A3 GA|', 'A4|'));
  });

  it("takes one side's whole text when the other did not change", () => {
    expect(mergeThreeWay(BASE, BASE, STORED)).toEqual({ text: STORED, conflicts: 0 });
    expect(mergeThreeWay(BASE, YOURS, BASE)).toEqual({ text: YOURS, conflicts: 0 });
  });

  it('takes a change both sides made alike once', () => {
    const both = BASE.replace('K:G', 'K:D');
    expect(mergeThreeWay(BASE, `${both}% yours\n`, both).text).toBe(`${both}% yours\n`);
  });

  it('writes the two versions of a line both changed between conflict markers, keeping the rest merged', () => {
    const base = lines('X:1', 'T:Song', 'K:G', 'GABc|', 'w:one', '');
    const yours = lines('X:1', 'T:Song', 'K:G', 'GABd|', 'w:one', '% mine', '');
    const stored = lines('X:1', 'T:Song!', 'K:G', 'GABe|', 'w:one', '');
    const result = mergeThreeWay(base, yours, stored);
    expect(result.conflicts).toBe(1);
    expect(result.text).toBe(
      lines('X:1', 'T:Song!', 'K:G', '<<<<<<< yours', 'GABd|', '=======', 'GABe|', '>>>>>>> stored', 'w:one', '% mine', ''),
    );
    expect(hasConflictMarkers(result.text)).toBe(true);
  });

  it('counts insertions at the same place by both sides as a conflict', () => {
    const base = lines('X:1', 'K:C', 'CDEF|', '');
    const result = mergeThreeWay(base, lines('X:1', 'K:C', 'CDEF|', 'GABc|', ''), lines('X:1', 'K:C', 'CDEF|', 'cBAG|', ''));
    expect(result).toEqual({
      text: lines('X:1', 'K:C', 'CDEF|', '<<<<<<< yours', 'GABc|', '=======', 'cBAG|', '>>>>>>> stored', ''),
      conflicts: 1,
    });
  });
});

describe('two-way merge', () => {
  it('marks every difference, with the common lines once', () => {
    const result = mergeTwoWay(YOURS, STORED);
    expect(result.conflicts).toBe(2);
    expect(result.text.split('\n').filter((line) => line === '=======')).toHaveLength(2);
    expect(result.text).toContain('<<<<<<< yours\nT:Oh! Susanna (verse 1)\n=======\nT:Oh! Susanna\n>>>>>>> stored');
    expect(result.text.startsWith('X:1\n')).toBe(true);
  });

  it('leaves equal texts alone', () => {
    expect(mergeTwoWay(BASE, BASE)).toEqual({ text: BASE, conflicts: 0 });
    expect(hasConflictMarkers(BASE)).toBe(false);
  });
});
