/**
 * @fileoverview The differential test's report: per-folder shares, mismatch categories, and
 * every mismatch with its first differing event, as Markdown (report.md, for people) and JSON
 * (report.json, for tools), plus the console summary.
 */
import type { Difference } from './compare.js';
import type { ModelEvent } from '../../engine-bindings/src/types.js';
import { shareOf, sharesByFolder, type Share } from './differential.js';
import type { TuneResult } from './judge.js';
import { systemDifferences, systemsByFolder, systemsSection, systemsShare } from './systems.js';

type Mismatch = Extract<TuneResult, { status: 'mismatch' }>;
type Excluded = Extract<TuneResult, { status: 'excluded' }>;

/** Run facts printed at the top of the report. */
export interface RunFacts {
  date: string;
  abc2svgVersion: string;
  engineCommit: string;
  seconds: number;
}

/** An event as the report shows it: `note 3/8 1/8 [67]`. */
export function formatEvent(event: ModelEvent | null | undefined): string {
  if (!event) return '(none)';
  return event.map((field) => (Array.isArray(field) ? `[${field.join(',')}]` : field)).join(' ');
}

function percent(share: Share): string {
  return `${share.percent.toFixed(1)}%`;
}

/** `FILE X:x "title"`: how a tune is named in the report. */
export function tuneLabel(result: TuneResult): string {
  return `${result.tune.file} X:${result.tune.x} (#${result.tune.ordinal})${result.title ? ` "${result.title}"` : ''}`;
}

/**
 * A finer key than the category, so that the report can show what kinds of a category occur:
 * for bar types the pair of types (abc2svg's raw strings such as `|||` show up here), for the
 * others the kinds of the two events.
 */
export function subcategory(result: Mismatch): string {
  const difference: Difference | undefined = result.difference;
  if (!difference) return result.category;
  if (difference.category === 'voice count') return `${difference.oursVoices?.length} vs ${difference.theirsVoices?.length} voices`;
  if (difference.category === 'bar type' || difference.category === 'raw bar type') return `ours ${difference.ours?.[2]} / abc2svg ${difference.theirs?.[2]}`;
  return `ours ${difference.ours?.[0] ?? 'none'} / abc2svg ${difference.theirs?.[0] ?? 'none'}`;
}

/** Up to 40 characters of `line` either side of `index`, with `…` where it was cut. */
function excerpt(line: string, index: number): string {
  const start = Math.max(0, index - 40);
  const end = Math.min(line.length, index + 40);
  return `${start > 0 ? '…' : ''}${line.slice(start, end)}${end < line.length ? '…' : ''}`;
}

/** One mismatch as a line: where, the voice, the time, both events, the source line. */
export function describeMismatch(result: Mismatch): string {
  const difference = result.difference;
  const parts = [tuneLabel(result), result.category];
  if (difference?.category === 'voice count') {
    parts.push(`ours [${difference.oursVoices?.join(', ')}] abc2svg [${difference.theirsVoices?.join(', ')}]`);
  } else if (difference) {
    const time = (difference.theirs ?? difference.ours)?.[1] ?? '?';
    parts.push(`voice ${result.voiceId ?? difference.voice + 1}, event ${difference.event + 1}, time ${time}`);
    parts.push(`ours \`${formatEvent(difference.ours)}\` abc2svg \`${formatEvent(difference.theirs)}\``);
  }
  if (result.detail) parts.push(result.detail);
  if (result.line !== undefined) parts.push(`line ${result.line} column ${result.column}: \`${excerpt(result.lineText ?? '', (result.column ?? 1) - 1)}\``);
  return parts.join(' — ');
}

/** Mismatches grouped by category, largest first. */
export function categories(results: TuneResult[]): [string, Mismatch[]][] {
  const groups = new Map<string, Mismatch[]>();
  for (const result of results) {
    if (result.status !== 'mismatch' || result.allowed) continue;
    const list = groups.get(result.category) ?? [];
    list.push(result);
    groups.set(result.category, list);
  }
  return [...groups.entries()].sort((a, b) => b[1].length - a[1].length);
}

function subgroups(list: Mismatch[]): [string, Mismatch[]][] {
  const groups = new Map<string, Mismatch[]>();
  for (const result of list) {
    const key = subcategory(result);
    groups.set(key, [...(groups.get(key) ?? []), result]);
  }
  return [...groups.entries()].sort((a, b) => b[1].length - a[1].length);
}

/** The per-folder table as fixed-width text, for the console. */
export function folderTable(results: TuneResult[], floors: Record<string, number> = {}): string {
  const rows = [...sharesByFolder(results)].map(([folder, share]) => [
    folder,
    `${share.matched}/${share.compared}`,
    percent(share),
    String(share.excluded),
    floors[folder] === undefined ? '-' : `${floors[folder]}%`,
  ]);
  const all = shareOf(results);
  rows.push(['ALL', `${all.matched}/${all.compared}`, percent(all), String(all.excluded), '']);
  const header = ['folder', 'matched', 'share', 'excluded', 'floor'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  return [header, ...rows].map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')).join('\n');
}

/**
 * The census of abc2svg's raw bar types (none of MODEL.md's): each string, in how many tunes,
 * how many of them match, and an example.
 */
function rawBarSection(results: TuneResult[]): string[] {
  const tunesByType = new Map<string, TuneResult[]>();
  for (const result of results) {
    if (result.status === 'excluded') continue;
    for (const type of result.rawBarTypes ?? []) tunesByType.set(type, [...(tunesByType.get(type) ?? []), result]);
  }
  const lines = [`## abc2svg's raw bar types (kept as written, none of MODEL.md's): ${tunesByType.size}`, ''];
  for (const [type, list] of [...tunesByType].sort((a, b) => b[1].length - a[1].length)) {
    const matching = list.filter((result) => result.status === 'match').length;
    lines.push(`- \`${type}\`: ${list.length} tunes (${matching} match), e.g. ${tuneLabel(list[0]!)}`);
  }
  lines.push('');
  return lines;
}

/** One example of each category, for the console. */
export function categoryExamples(results: TuneResult[]): string {
  return categories(results)
    .map(([category, list]) => `${String(list.length).padStart(5)}  ${category}\n       e.g. ${describeMismatch(list[0]!)}`)
    .join('\n');
}

/** The Markdown report. */
export function markdownReport(results: TuneResult[], facts: RunFacts, floors: Record<string, number>): string {
  const lines: string[] = [];
  const all = shareOf(results);
  lines.push('# Differential test: our engine against abc2svg', '');
  lines.push(
    `${facts.date}; abc2svg ${facts.abc2svgVersion}; engine ${facts.engineCommit}; ${facts.seconds.toFixed(0)} s. ` +
      'Generated by `npm run test:diff` (tests/differential/run.ts); the model compared is MODEL.md\'s.',
    '',
  );
  lines.push(`Overall: **${all.matched} of ${all.compared} tunes match (${percent(all)})**; ${all.excluded} left out (abc2svg failed, or no music).`, '');
  lines.push('| folder | matched | share | left out | floor |', '|---|---:|---:|---:|---:|');
  for (const [folder, share] of sharesByFolder(results)) {
    lines.push(`| ${folder} | ${share.matched}/${share.compared} | ${percent(share)} | ${share.excluded} | ${floors[folder] ?? '-'}% |`);
  }
  lines.push('');
  lines.push(...systemsSection(results));
  lines.push('## Mismatch categories (kind of the first difference)', '');
  for (const [category, list] of categories(results)) {
    lines.push(`### ${category}: ${list.length}`, '');
    for (const [key, sub] of subgroups(list)) {
      lines.push(`- ${key}: ${sub.length}`);
      for (const example of sub.slice(0, 2)) lines.push(`  - ${describeMismatch(example)}`);
    }
    lines.push('');
  }
  const allowed = results.filter((result): result is Mismatch => result.status === 'mismatch' && result.allowed !== undefined);
  lines.push(`## Allowed differences (abc2svg wrong by ABC 2.1; allowed.json; counted as matching): ${allowed.length}`, '');
  for (const result of allowed) lines.push(`- ${describeMismatch(result)} — ${result.allowed!.section}: ${result.allowed!.reason}`);
  lines.push('');
  lines.push(...rawBarSection(results));
  const noted = results.filter((result) => result.status !== 'excluded' && (result.fieldDifferences?.length ?? 0) > 0);
  lines.push(`## Other fields that differ (x, title, voice ids; not part of a match): ${noted.length} tunes`, '');
  for (const result of noted) {
    if (result.status !== 'excluded') lines.push(`- ${tuneLabel(result)}: ${result.fieldDifferences!.join('; ')}`);
  }
  lines.push('');
  const excluded = results.filter((result): result is Excluded => result.status === 'excluded');
  lines.push(`## Left out of the denominator: ${excluded.length}`, '');
  for (const result of excluded) lines.push(`- ${tuneLabel(result)}: ${result.reason}`);
  const mismatches = results.filter((result): result is Mismatch => result.status === 'mismatch' && !result.allowed);
  lines.push('', `## Every mismatch: ${mismatches.length}`, '');
  for (const result of mismatches) lines.push(`- ${describeMismatch(result)}`);
  return lines.join('\n') + '\n';
}

/** The JSON report: shares and every tune that did not match. */
export function jsonReport(results: TuneResult[], facts: RunFacts): unknown {
  return {
    ...facts,
    overall: shareOf(results),
    folders: Object.fromEntries(sharesByFolder(results)),
    categories: Object.fromEntries(categories(results).map(([category, list]) => [category, list.length])),
    systems: { overall: systemsShare(results), folders: Object.fromEntries(systemsByFolder(results)), differences: systemDifferences(results) },
    fieldDifferences: results.flatMap((result) =>
      result.status !== 'excluded' && result.fieldDifferences ? [{ file: result.tune.file, ordinal: result.tune.ordinal, x: result.tune.x, differences: result.fieldDifferences }] : [],
    ),
    mismatches: results
      .filter((result): result is Mismatch => result.status === 'mismatch')
      .map(({ tune, title, category, difference, voiceId, line, column, lineText, detail, allowed }) => ({
        file: tune.file,
        ordinal: tune.ordinal,
        x: tune.x,
        title,
        category,
        voiceId,
        difference,
        line,
        column,
        lineText,
        detail,
        allowed,
      })),
    excluded: results
      .filter((result): result is Excluded => result.status === 'excluded')
      .map(({ tune, reason }) => ({ file: tune.file, ordinal: tune.ordinal, x: tune.x, reason })),
  };
}
