/**
 * @fileoverview Systems per tune (issue 5, "Visual proof"): how many tunes our engine lays out in
 * as many systems (music lines) as abc2svg 1.22.1 does, per corpus folder. Both counts come with
 * each tune's result (judge.ts SystemCounts): ours from the render's TuneInfo.systems, abc2svg's
 * from the SVG blocks it writes (abc2svgModel.ts). The target is 90% of the tunes abc2svg renders.
 */
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
 * Whether the tune's text (file header and tune) joins its music lines with %%continueall, which
 * abc2svg 1.22.1 ignores (black-boxed) while abcm2ps, the other layout reference of DESIGN.md
 * 3.4, and our engine honour it: abc2svg's count is then no reference.
 */
export function continuesAll(result: TuneResult): boolean {
  return /^%%continueall(?![ \t]+(0|false|no))/m.test(result.tune.text) || /^I:continueall(?![ \t]+(0|false|no))/m.test(result.tune.text);
}

/** The report's section: the table per folder, how the differences lean, and the first examples. */
export function systemsSection(results: TuneResult[], examples = 40): string[] {
  const all = systemsShare(results);
  const plain = systemsShare(results.filter((result) => !continuesAll(result)));
  const lines = [`## Systems per tune against abc2svg (issue 5 target: 90%): ${all.agree} of ${all.compared} (${all.percent.toFixed(1)}%)`, ''];
  lines.push(
    `Without the tunes under %%continueall (abc2svg 1.22.1 ignores it and breaks at every source line; abcm2ps and our engine join the lines): ` +
      `**${plain.agree} of ${plain.compared} (${plain.percent.toFixed(1)}%)**.`,
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
