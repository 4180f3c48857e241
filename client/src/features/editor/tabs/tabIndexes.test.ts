import { describe, expect, it } from 'vitest';
import {
  clampHistorySubTab,
  clampIndex,
  clampLyricsSubTab,
  clampTab,
  EDITOR_TABS,
  tabIndexAfterKey,
  tabIndexOf,
} from './tabIndexes.ts';

describe('the editor tabs', () => {
  it('are the eight of app-spec 2.2 in their order', () => {
    expect(EDITOR_TABS.map((tab) => tab.label)).toEqual([
      'Editor',
      'Playback',
      'Lyrics',
      'Translation',
      'Notes',
      'History',
      'Data',
      'Songbooks',
    ]);
    expect(tabIndexOf('history')).toBe(5);
  });
});

describe('clampTab', () => {
  it('keeps 0 to 7 and clamps the rest to the nearer end', () => {
    expect([0, 3, 7].map(clampTab)).toEqual([0, 3, 7]);
    expect([8, 12, 1e9, Number.POSITIVE_INFINITY].map(clampTab)).toEqual([7, 7, 7, 0]);
    expect([-1, -40].map(clampTab)).toEqual([0, 0]);
  });

  it('cuts fractions and reads anything not a number as the first tab', () => {
    expect(clampTab(5.9)).toBe(5);
    expect([Number.NaN, '3', null, undefined, {}].map(clampTab)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('the sub-tab clamps', () => {
  it('keep History to Online (0) and Local (1)', () => {
    expect([-1, 0, 1, 2, 9].map(clampHistorySubTab)).toEqual([0, 0, 1, 1, 1]);
  });

  it('keep Lyrics to Search Lyrics (0) and ABC Lyrics (1)', () => {
    expect([-1, 0, 1, 2].map(clampLyricsSubTab)).toEqual([0, 0, 1, 1]);
  });

  it('give 0 for an empty range', () => {
    expect(clampIndex(3, 0)).toBe(0);
  });
});

describe('tabIndexAfterKey', () => {
  it('moves right and left round the strip, and Home/End to its ends', () => {
    expect(tabIndexAfterKey('ArrowRight', 2, 8)).toBe(3);
    expect(tabIndexAfterKey('ArrowRight', 7, 8)).toBe(0);
    expect(tabIndexAfterKey('ArrowLeft', 0, 8)).toBe(7);
    expect(tabIndexAfterKey('Home', 5, 8)).toBe(0);
    expect(tabIndexAfterKey('End', 1, 8)).toBe(7);
  });

  it('ignores other keys', () => {
    expect(tabIndexAfterKey('Enter', 1, 8)).toBeNull();
    expect(tabIndexAfterKey('ArrowDown', 1, 8)).toBeNull();
  });
});
