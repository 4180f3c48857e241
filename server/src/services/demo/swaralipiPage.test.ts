import { readFileSync } from 'node:fs';
import path from 'node:path';

import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { cellWidth, columnWords, drawSwaralipiPage, readSwaralipiText, registerPageFonts } from './swaralipiPage.js';

const SARGAM = path.resolve(import.meta.dirname, '../../../../../shared/corpus/tagore-swaralipi/sargam');

describe('columnWords', () => {
  it('gives each word the column it starts at, counting code points as the corpus lines them up', () => {
    expect(columnWords('S   -   S   |  R')).toEqual([
      { column: 0, text: 'S' },
      { column: 4, text: '-' },
      { column: 8, text: 'S' },
      { column: 12, text: '|' },
      { column: 15, text: 'R' },
    ]);
    // দি and ক্ are two code points each, so the bar stands at column 12 in both rows.
    expect(columnWords('য   দি  ক্  |  র্').map((word) => word.column)).toEqual([0, 4, 8, 12, 15]);
  });
});

describe('readSwaralipiText', () => {
  it('reads the title and its transliteration, the taal, the sections and the rows of a corpus page', () => {
    const lines = readSwaralipiText(readFileSync(path.join(SARGAM, 'ekla-chalo-re.txt'), 'utf8'));
    expect(lines[0]).toEqual({ kind: 'title', text: 'যদি তোর ডাক শুনে কেউ না আসে', subtitle: 'Jodi tor dak shune keu na ase (Ekla chalo re)' });
    expect(lines[1]).toEqual({ kind: 'subtitle', text: 'taal: dadra — 6 matras, vibhags [3, 3]' });
    expect(lines.filter((line) => line.kind === 'section').map((line) => (line as { text: string }).text)).toEqual(
      expect.arrayContaining(['sthayi', 'antara', 'sanchari']),
    );
    const rows = lines.filter((line) => line.kind === 'row');
    expect(rows[0]).toMatchObject({ bengali: false });
    expect(rows[1]).toMatchObject({ bengali: true });
  });
});

describe('cellWidth', () => {
  it('is wide enough that no word of any corpus page reaches the next word of its row', () => {
    registerPageFonts();
    const context = createCanvas(1, 1).getContext('2d');
    for (const name of ['ekla-chalo-re', 'phule-phule-dhole-dhole', 'anandaloke-mangalaloke']) {
      const rows = readSwaralipiText(readFileSync(path.join(SARGAM, `${name}.txt`), 'utf8')).flatMap((line) => (line.kind === 'row' ? [line.words] : []));
      const cell = cellWidth(context, rows, 24, 8);
      context.font = '24px "Swaralipi Demo Latin", "Swaralipi Demo Bengali"';
      for (const words of rows) {
        for (let index = 0; index + 1 < words.length; index += 1) {
          const right = words[index]!.column * cell + context.measureText(words[index]!.text).width;
          expect(right + 8).toBeLessThanOrEqual(words[index + 1]!.column * cell + 0.01);
        }
      }
    }
  });
});

describe('drawSwaralipiPage', () => {
  it('shapes Bengali with the npm font: ক্ষ is one conjunct, narrower than ক and ষ side by side', () => {
    registerPageFonts();
    // Registered under our own names, in the regular and bold weights, not a system font.
    for (const family of ['Swaralipi Demo Bengali', 'Swaralipi Demo Latin']) {
      expect(GlobalFonts.has(family)).toBe(true);
      const styles = GlobalFonts.families.find((entry) => entry.family === family)?.styles ?? [];
      expect(styles.map((style) => style.weight).sort()).toEqual([400, 700]);
    }
    const context = createCanvas(1, 1).getContext('2d');
    context.font = '40px "Swaralipi Demo Bengali"';
    const conjunct = context.measureText('ক্ষ').width;
    expect(conjunct).toBeGreaterThan(0);
    expect(conjunct).toBeLessThan(context.measureText('ক').width + context.measureText('ষ').width);
  });

  it('draws a page as a PNG of dark text on white, as wide as its longest row', async () => {
    const png = await drawSwaralipiPage(readFileSync(path.join(SARGAM, 'phule-phule-dhole-dhole.txt'), 'utf8'));
    const metadata = await sharp(png).metadata();
    expect(metadata.format).toBe('png');
    expect(metadata.width).toBeGreaterThan(800);
    expect(metadata.height).toBeGreaterThan(600);
    const { channels } = await sharp(png).stats();
    expect(channels[0]!.mean).toBeGreaterThan(200);
    expect(channels[0]!.min).toBeLessThan(60);
  });
});
