/**
 * @fileoverview Systems per tune (issue 5, "Visual proof"): how many tunes our engine lays out in
 * as many systems (music lines) as abc2svg 1.22.1 does, per corpus folder. Both counts come with
 * each tune's result (judge.ts SystemCounts): ours from the render's TuneInfo.systems, abc2svg's
 * from the SVG blocks it writes (abc2svgModel.ts). The target is 90% of the tunes abc2svg renders.
 *
 * abc2svg 1.22.1 ignores %%continueall, so it is asked for the same layout in ABC 2.1's words:
 * abc2svgModel draws such a text with `%%linebreak <none>` in place of the directive
 * (continueAllAsLinebreak); the report says so and counts those tunes apart too.
 */
import { continueAllAsLinebreak } from './abc2svgModel.js';
import type { TuneResult } from './judge.js';

/** Tunes whose system counts agree, among those where both engines gave one. */
export interface SystemsShare {
  agree: number;
  compared: number;
  percent: number;
}

type Counted = Extract<TuneResult, { status: 'match' | 'mismatch' }> & { systems: { ours: number; theirs: number } };

function counted(results: TuneResult[]): Counted[] {
  return results.filter((result): result is Counted => result.status !== 'excluded' && result.systems !== undefined);
}

/** The share of tunes laid out in as many systems as abc2svg's. */
export function systemsShare(results: TuneResult[]): SystemsShare {
  const list = counted(results);
  const agree = list.filter((result) => result.systems.ours === result.systems.theirs).length;
  return { agree, compared: list.length, percent: list.length === 0 ? 100 : (100 * agree) / list.length };
}

/** systemsShare per corpus folder, folders in name order. */
export function systemsByFolder(results: TuneResult[]): Map<string, SystemsShare> {
  const folders = [...new Set(results.map((result) => result.tune.folder))].sort();
  return new Map(folders.map((folder) => [folder, systemsShare(results.filter((result) => result.tune.folder === folder))]));
}

/** The tunes whose counts differ: file, ordinal, X:, ours and abc2svg's. */
export function systemDifferences(results: TuneResult[]): { file: string; ordinal: number; x: string; ours: number; theirs: number }[] {
  return counted(results)
    .filter((result) => result.systems.ours !== result.systems.theirs)
    .map((result) => ({ file: result.tune.file, ordinal: result.tune.ordinal, x: result.tune.x, ...result.systems }));
}

/**
 * Whether the tune's text (file header and tune) turns %%continueall on: abc2svg then draws it
 * with `%%linebreak <none>` instead (abc2svgModel.ts continueAllAsLinebreak).
 */
export function continuesAll(result: TuneResult): boolean {
  return continueAllAsLinebreak(result.tune.text) !== null;
}

/** The report's section: the method, the table per folder, how the differences lean, and the first examples. */
export function systemsSection(results: TuneResult[], examples = 40): string[] {
  const all = systemsShare(results);
  const joined = systemsShare(results.filter(continuesAll));
  const plain = systemsShare(results.filter((result) => !continuesAll(result)));
  const lines = [`## Systems per tune against abc2svg (issue 5 target: 90%): ${all.agree} of ${all.compared} (${all.percent.toFixed(1)}%)`, ''];
  lines.push(
    'Method: each tune is rendered alone (file header and tune) by both engines at their defaults and the file\'s own ' +
      'directives. Ours: `TuneInfo.systems` of the render. abc2svg 1.22.1: the SVG blocks it writes that draw staff lines ' +
      '(abc2svgModel.ts, `draw`). abc2svg ignores `%%continueall` (it still breaks at every source line), which abcm2ps ' +
      '(`man abcm2ps`, -c: "the continuation symbol is implicitly appended to each music line. This amounts to automatic ' +
      'line breaking") and our engine honour; it honours ABC 2.1\'s `%%linebreak <none>` (section 6.1.1: no symbol breaks ' +
      'a line, the lines are broken automatically). So a text that turns `%%continueall` on is drawn by abc2svg with that ' +
      'line written as `%%linebreak <none>` (`I:linebreak <none>` for `I:continueall`; abc2svgModel.ts ' +
      '`continueAllAsLinebreak`): the only translation of the input; its model is still read from the text as written.',
    '',
    `Tunes under %%continueall (abc2svg given \`%%linebreak <none>\`): ${joined.agree} of ${joined.compared} ` +
      `(${joined.percent.toFixed(1)}%); the others: ${plain.agree} of ${plain.compared} (${plain.percent.toFixed(1)}%).`,
    '',
  );
  lines.push('| folder | same count | share |', '|---|---:|---:|');
  for (const [folder, share] of systemsByFolder(results)) lines.push(`| ${folder} | ${share.agree}/${share.compared} | ${share.percent.toFixed(1)}% |`);
  const differences = systemDifferences(results);
  const more = differences.filter((difference) => difference.ours > difference.theirs).length;
  lines.push('', `Of the ${differences.length} that differ, ours has more systems in ${more} and fewer in ${differences.length - more}.`, '');
  for (const difference of differences.slice(0, examples)) {
    lines.push(`- ${difference.file} X:${difference.x} (#${difference.ordinal}): ours ${difference.ours}, abc2svg ${difference.theirs}`);
  }
  lines.push('');
  return lines;
}
