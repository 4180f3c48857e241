import { describe, expect, it } from 'vitest';
import ohSusanna from '../../../../../../shared/corpus/goess-stephen-foster/Oh__Susanna.abc?raw';
import { applyChanges } from './externalChange.ts';
import { clampMargin, DEFAULT_MARGIN, MARGIN_STEP, readMargin, removeMargin, setMargin } from './marginDirective.ts';

describe('the Margins tool', () => {
  it('starts at 100 and moves in steps of 20 (app-spec 2.2)', () => {
    expect(DEFAULT_MARGIN).toBe(100);
    expect(MARGIN_STEP).toBe(20);
    expect([clampMargin(-20), clampMargin(120.4), clampMargin(5000), clampMargin(Number.NaN)]).toEqual([0, 120, 380, 100]);
  });

  it('writes %%leftmargin after the X: line of Oh! Susanna, then changes it in place', () => {
    const withLeft = applyChanges(ohSusanna, [setMargin(ohSusanna, 'left', 100)]);
    expect(withLeft.startsWith('X: 1\r\n%%leftmargin 100\n')).toBe(true);
    expect(readMargin(withLeft, 'left')).toBe(100);
    expect(readMargin(withLeft, 'right')).toBeNull();
    const wider = applyChanges(withLeft, [setMargin(withLeft, 'left', 120)]);
    expect(readMargin(wider, 'left')).toBe(120);
    expect(wider.match(/%%leftmargin/g)).toHaveLength(1);
  });

  it('sets the right margin beside the left, and removes each again', () => {
    const text = 'X:1\nT:Scale\nK:C\nCDEF|\n';
    const both = applyChanges(text, [setMargin(text, 'left', 80)]);
    const withRight = applyChanges(both, [setMargin(both, 'right', 140)]);
    expect(withRight).toBe('X:1\n%%rightmargin 140\n%%leftmargin 80\nT:Scale\nK:C\nCDEF|\n');
    const noRight = applyChanges(withRight, [removeMargin(withRight, 'right')!]);
    expect(noRight).toBe(both);
    expect(removeMargin(text, 'left')).toBeNull();
  });

  it('reads only the header: a directive in the tune body is not the tool\'s', () => {
    const text = 'X:1\nK:C\nCDEF|\n%%leftmargin 200\nGABc|\n';
    expect(readMargin(text, 'left')).toBeNull();
    expect(applyChanges(text, [setMargin(text, 'left', 100)])).toBe('X:1\n%%leftmargin 100\nK:C\nCDEF|\n%%leftmargin 200\nGABc|\n');
  });

  it('leaves a margin in other units unread, and replaces it when set', () => {
    const text = 'X:1\n%%leftmargin 1.4cm\nK:C\nC|\n';
    expect(readMargin(text, 'left')).toBeNull();
    expect(applyChanges(text, [setMargin(text, 'left', 60)])).toBe('X:1\n%%leftmargin 60\nK:C\nC|\n');
  });
});
