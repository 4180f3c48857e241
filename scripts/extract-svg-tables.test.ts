import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SVG_TABLES_PATH, svgTablesSource } from './extract-svg-tables.js';

describe('the SVG writer tables of the core (scripts/extract-svg-tables.ts)', () => {
  it('are what the bindings modules give now (run the script after changing fonts.ts, elements.ts, text.ts or textEscapes.ts)', () => {
    expect(readFileSync(SVG_TABLES_PATH, 'utf8')).toBe(svgTablesSource());
  });
});
