import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ELEMENT_CLASS_ENDING_ROOM, elementClassEnding, SVG_TABLES_PATH, svgTablesSource } from './extract-svg-tables.js';

describe('the SVG writer tables of the core (scripts/extract-svg-tables.ts)', () => {
  it('are what the bindings modules give now (run the script after changing fonts.ts, elements.ts, text.ts or textEscapes.ts)', () => {
    expect(readFileSync(SVG_TABLES_PATH, 'utf8')).toBe(svgTablesSource());
  });

  it('refuse an element class whose ending would not fit the room the SVG writer keeps for it', () => {
    expect(elementClassEnding('chord-symbol')).toBe('" class="chord-symbol">');
    const longest = 'x'.repeat(ELEMENT_CLASS_ENDING_ROOM - '" class="">'.length);
    expect(elementClassEnding(longest)).toHaveLength(ELEMENT_CLASS_ENDING_ROOM);
    expect(() => elementClassEnding(longest + 'x')).toThrow(/24 \(svgWriter.ts/);
  });
});
