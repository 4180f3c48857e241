/**
 * @fileoverview `npx tsx tests/engraving/sideBySide.ts [CASE...]`: draws each engraving case (all
 * by default) with our engine (above) and, under a red rule, with abc2svg 1.22.1 (below), into
 * test-results/engraving/side/CASE.png. This is how FINDINGS.md was written: look at the
 * picture, compare with abc2svg's drawing and with Gould's rules. A tool for people, not a test.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { drawWithAbc2svg } from './abc2svg.js';
import { readCases } from './cases.js';
import { outputDir } from './run.js';
import { openSnapshotter } from './snapshot.js';

/** Height of the red rule between the two pictures, in pixels. */
const RULE_PX = 6;

/** `top` above `bottom` with a red rule between them, as one PNG (pngjs, RGBA). */
function stack(top: Buffer, bottom: Buffer): Buffer {
  const a = PNG.sync.read(top);
  const b = PNG.sync.read(bottom);
  const out = new PNG({ width: Math.max(a.width, b.width), height: a.height + RULE_PX + b.height });
  out.data.fill(255);
  for (let y = a.height + 2; y < a.height + RULE_PX - 2; y++) {
    for (let x = 0; x < out.width; x++) out.data.set([220, 0, 0, 255], (y * out.width + x) * 4);
  }
  PNG.bitblt(a, out, 0, 0, a.width, a.height, 0, 0);
  PNG.bitblt(b, out, 0, 0, b.width, b.height, 0, a.height + RULE_PX);
  return PNG.sync.write(out);
}

const names = process.argv.slice(2).filter((arg) => arg !== '--');
const cases = readCases().filter((item) => names.length === 0 || names.includes(item.name));
const sideDir = join(outputDir, 'side');
mkdirSync(sideDir, { recursive: true });
const snapshotter = await openSnapshotter();
try {
  for (const item of cases) {
    const ours = await snapshotter.snapshot(item.abc);
    const theirs = await snapshotter.snapshotHtml(drawWithAbc2svg(item.abc).svgs.join('\n'));
    const path = join(sideDir, `${item.name}.png`);
    writeFileSync(path, stack(ours, theirs));
    console.log(path);
  }
} finally {
  await snapshotter.close();
}
