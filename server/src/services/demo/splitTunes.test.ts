import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { testConfig } from '../../testing/testServer.js';
import { formattingDirectives, splitTunes, tuneSource } from './splitTunes.js';

const FILE = [
  '% a collection',
  '%%pagewidth 21cm',
  '%%scale 0.75',
  '',
  'X:1',
  'T:First',
  '%%MIDI program 1',
  'K:C',
  'CDEF|',
  '',
  'free text between tunes',
  '%%newpage',
  '%%scale 0.75',
  '%%header "page 2"',
  '%%begintext',
  '%% a verse printed as text',
  '%%endtext',
  '',
  'X: 2',
  'T:Second',
  'K:G',
  'GABc|',
  'X:3',
  'T:Third, right after the second',
  'K:D',
  'DEFG|',
].join('\n');

describe('splitTunes', () => {
  const tunes = splitTunes(FILE);

  it('starts a tune at each X: line and ends it at an empty line or the next X:', () => {
    expect(tunes.map((tune) => tune.referenceNumber)).toEqual([1, 2, 3]);
    expect(tunes[0]!.lines).toEqual(['X:1', 'T:First', '%%MIDI program 1', 'K:C', 'CDEF|']);
    expect(tunes[1]!.lines).toEqual(['X: 2', 'T:Second', 'K:G', 'GABc|']);
    expect(tunes[2]!.lines).toEqual(['X:3', 'T:Third, right after the second', 'K:D', 'DEFG|']);
  });

  it("gives each tune the header's directives and those of the block right before it, without page flow or typeset text", () => {
    expect(tunes[0]!.fileDirectives).toEqual(['%%pagewidth 21cm', '%%scale 0.75']);
    // "%%scale 0.75" is already in the header; %%newpage and the text block belong to the page.
    expect(tunes[1]!.fileDirectives).toEqual(['%%pagewidth 21cm', '%%scale 0.75', '%%header "page 2"']);
    // No block between the second and third tune: only the header.
    expect(tunes[2]!.fileDirectives).toEqual(['%%pagewidth 21cm', '%%scale 0.75']);
  });

  it('writes a tune with its directives first, LF-ended', () => {
    expect(tuneSource(tunes[0]!)).toBe('%%pagewidth 21cm\n%%scale 0.75\nX:1\nT:First\n%%MIDI program 1\nK:C\nCDEF|\n');
  });

  it('finds no tune in a file without X:', () => {
    expect(splitTunes('%%scale 1\nT:not a tune\n')).toEqual([]);
  });

  it('keeps a null reference number for an X: line without one', () => {
    expect(splitTunes('X:\nT:a\nK:C\nC|')[0]!.referenceNumber).toBeNull();
  });
});

describe('formattingDirectives', () => {
  it('keeps formatting %% lines, drops comments, text blocks and page flow', () => {
    expect(formattingDirectives(['% comment', '%%vskip 1cm', '%%staffsep 1.6cm', '%%text hello', '%%center x', '%%multicol start', '%%deco x 6 st'])).toEqual([
      '%%staffsep 1.6cm',
      '%%deco x 6 st',
    ]);
  });
});

describe('splitTunes on the Open Hymnal', () => {
  const file = path.join(testConfig('/unused').corpusDir, 'openhymnal', 'OpenHymnal_part1.abc');
  const tunes = splitTunes(readFileSync(file, 'utf8'));

  it('finds its 200 tunes', () => {
    expect(tunes).toHaveLength(200);
  });

  it("keeps each tune's own page layout block (its %%header) after the file header", () => {
    const second = tunes[1]!;
    expect(second.lines[1]).toBe('T: God Himself is Present');
    expect(second.fileDirectives).toContain('%%header "OPENING SONGS\t\t23"');
    expect(second.fileDirectives).toContain('%%deco sintro 6 st 6 0 0');
    expect(second.fileDirectives.indexOf('%%header "22\t\tOPENING SONGS"')).toBeLessThan(
      second.fileDirectives.indexOf('%%header "OPENING SONGS\t\t23"'),
    );
    expect(second.fileDirectives).not.toContain('%%newpage');
    expect(second.fileDirectives.every((line) => line.startsWith('%%'))).toBe(true);
  });
});
