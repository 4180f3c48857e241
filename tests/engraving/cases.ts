/**
 * @fileoverview The engraving regression set (issue 5, "Visual proof"): one small ABC file per
 * case under cases/, named CATEGORY-WHAT.abc, opening with a `%` line that says what the eye
 * should see. Approved pictures live in approved/CASE.png.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const engravingRoot = dirname(fileURLToPath(import.meta.url));
export const casesDir = join(engravingRoot, 'cases');
export const approvedDir = join(engravingRoot, 'approved');

export interface EngravingCase {
  /** File name without `.abc`, e.g. `beams-slope`. */
  name: string;
  /** The part of the name before the first `-`, e.g. `beams`. */
  category: string;
  /** What the eye should see: the text of the opening `%` line. */
  expectation: string;
  abc: string;
  /** Where its approved picture is (it may not exist yet). */
  approvedPath: string;
}

/**
 * Reads every case, sorted by name.
 *
 * @throws Error when a case does not open with its `%` line (a case must say what it shows).
 */
export function readCases(): EngravingCase[] {
  if (!existsSync(casesDir)) return [];
  return readdirSync(casesDir)
    .filter((file) => file.endsWith('.abc'))
    .sort()
    .map((file) => {
      const name = file.slice(0, -'.abc'.length);
      const abc = readFileSync(join(casesDir, file), 'utf8');
      const firstLine = abc.split('\n', 1)[0]!;
      if (!firstLine.startsWith('%') || firstLine.startsWith('%%')) {
        throw new Error(`${file}: the first line must be a % comment saying what the eye should see`);
      }
      return {
        name,
        category: name.split('-', 1)[0]!,
        expectation: firstLine.replace(/^%\s*/, ''),
        abc,
        approvedPath: join(approvedDir, `${name}.png`),
      };
    });
}
