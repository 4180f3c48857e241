/**
 * @fileoverview The property "render never throws, never traps and never hangs" (issue 4,
 * "Diagnostics"), checked with fast-check over hostile inputs (inputs.ts). Each input is
 * rendered in a child process (render-worker.ts) that is ended when it has not answered after
 * RENDER_TIME_LIMIT_MS: that is a hang. A thrown error, a dead child or an internal-error
 * diagnostic (code 0: the core trapped) is a crash. fast-check then shrinks the input and the
 * failure names the smallest one it found.
 *
 * Shared by `npm run test:property` (run.ts, many runs) and the short vitest version.
 */
import fc from 'fast-check';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IsolatedWorker } from '../support/isolated-worker.js';
import { loadCorpusFiles, repoRoot, splitTunes } from '../support/corpus.js';
import { hostileInput } from './inputs.js';
import type { RenderJob, RenderReply } from './render-worker.js';

/** The limit: a render that has not answered after 2 s is a hang. */
export const RENDER_TIME_LIMIT_MS = 2000;
/** Characters of a failing input shown in the message. */
const MAX_SHOWN_CHARS = 400;
/** Time for a fresh child to load tsx and the engine before its first timed job. */
const WARM_UP_TIME_LIMIT_MS = 60_000;

/**
 * Inputs checked on every run before the generated ones: nesting far deeper than the
 * generators go, abc2svg's own hang (DESIGN.md 3.4), long lines, broken UTF-16, numbers at
 * and past their limits.
 */
export const HOSTILE_EXAMPLES: readonly string[] = [
  'X:1\nK:C\n[2[2c|\n',
  'X:1\nK:C\n' + '('.repeat(10_000) + 'c',
  'X:1\nK:C\n' + '['.repeat(10_000) + 'c',
  'X:1\nK:C\n' + '{'.repeat(10_000) + 'c',
  'X:1\nK:C\n' + '(&'.repeat(5_000) + 'c',
  'X:1\nK:C\n' + '!'.repeat(10_000),
  // Linear in the notes: 50,000 take about 0.4 s here, a million about 4 s (slow, not a hang);
  // kept well under the 2 s limit so that a loaded machine does not make them fail.
  'X:1\nK:C\n' + 'c'.repeat(50_000),
  'X:1\nK:C\n' + 'c|'.repeat(50_000),
  'X:1\nK:C\nc\ud800d\udfffe\r\rf\r\n' + 'w:\ud83d আমার সোনার\n',
  '\r'.repeat(10_000),
  '',
  // Numbers at and past their limits, in every field and directive that reads one.
  ...[
    'L:1/0\nK:C\nc|', 'M:0/0\nK:C\nc|', 'M:99999999999/1\nK:C\nc|', 'Q:1/0=0\nK:C\nc|', 'L:1/99999999\nK:C\nc|', 'L:99999999/1\nK:C\nc|',
    'K:C\n(0abc', 'K:C\n(99999999999abc', 'K:C\n(3:0:0abc', 'K:C\n(3:99999:99999abc', 'K:C\nc/0 d0/0|', 'K:C\nc99999999999|',
    'K:C\nz99999999999/1|', 'K:C\nZ99999999999|', 'K:C\nc' + '/'.repeat(40) + '|', 'K:C\nc' + '>'.repeat(40) + 'd|', 'K:C\nc3/4/5/6/7/8|',
    'K:C transpose=999999999\nc|', '%%transpose 1e309\nK:C\nc|', 'K:C\nV:1 octave=99999 clef=treble-9999\nc|', 'K:C\nV:1 scale=1e99 stafflines=99999\nc|',
    '%%setbarnb -1\nK:C\nc|', '%%repeat 99999\nK:C\n|c|', '%%measurenb -5\n%%barsperstaff 0\nK:C\nc|c|', '%%pagewidth 0\n%%leftmargin 99cm\nK:C\nc|',
    '%%scale 0\nK:C\nc|', '%%scale -1\nK:C\nc|', '%%stretchlast 1e308\n%%maxshrink -5\nK:C\nc|', '%%staffscale 0\nK:C\nc|', 'K:C\n"@1e308,-1e308 x"c',
    '%%score (((((\nK:C\nc', '%%staves {[(|)]}\nK:C\nc', 'K:C\n[I:MIDI', 'm:~n=nnnn\nK:C\n~c~c~c', 'U:~=!~!\nK:C\n~c', 'K:C\n!8va(!!8va(!!8va(!c!8va)!',
    'K:C\n' + Array.from({ length: 300 }, (_, voice) => `[V:v${voice}]c`).join(''), 'K:C\nc\nw:' + 'a '.repeat(10_000), 'K:C\n' + '&'.repeat(1000) + 'c',
  ].map((body) => `X:1\n${body}\n`),
];

/** What a property run found. */
export interface PropertyReport {
  /** Inputs rendered (fast-check runs, shrinking steps included). */
  renders: number;
  /** fast-check's own run count (the property's `numRuns` when it passed). */
  runs: number;
  seed: number;
  /** The longest render, in milliseconds measured in the child, and the length of its input. */
  longestMs: number;
  longestInputLength: number;
  /** Renders that drew at least one page, and renders that gave at least one diagnostic. */
  withPages: number;
  withDiagnostics: number;
  /** null when the property held; else fast-check's report with the shrunk input. */
  failure: string | null;
  seconds: number;
}

/** Every corpus tune (file header + tune), the seeds of the mutations. */
export function corpusTuneTexts(): string[] {
  return loadCorpusFiles().flatMap((file) => splitTunes(file).map((tune) => tune.text));
}

/** A worker whose child is started (and warmed up) outside the 2 s limit of the timed jobs. */
class RenderWorker {
  private readonly worker = new IsolatedWorker<RenderJob, RenderReply>(join(repoRoot, 'tests', 'property', 'render-worker.ts'));
  private warmRestarts = -1;

  /**
   * Renders `text`: resolves to the reply, or rejects with why it is a crash or a hang.
   */
  async render(text: string): Promise<RenderReply> {
    if (this.warmRestarts !== this.worker.restarts) {
      // A fresh child (the first, or one after a kill): start it with a generous limit.
      const warm = await this.worker.run({ text: 'X:1\nK:C\nC|\n' }, WARM_UP_TIME_LIMIT_MS);
      if (warm.status !== 'done') throw new Error(`the render worker does not start: ${warm.status === 'error' ? warm.error : 'time-out'}`);
      this.warmRestarts = this.worker.restarts;
    }
    const outcome = await this.worker.run({ text }, RENDER_TIME_LIMIT_MS);
    if (outcome.status === 'timeout') throw new Error(`hang: no answer in ${outcome.ms} ms`);
    if (outcome.status === 'error') throw new Error(`crash: ${outcome.error}`);
    if (outcome.result.internalErrors.length > 0) throw new Error(`crash (internal error): ${outcome.result.internalErrors.join('; ')}`);
    return outcome.result;
  }

  kill(): void {
    this.worker.kill();
  }
}

/**
 * Checks the property on `numRuns` inputs drawn from `tunes` and fast-check's generators.
 * Never throws: a failure is returned in the report, with the shrunk input as a JSON string
 * (so lone surrogates and line ends show).
 */
export async function checkRenderProperty(tunes: string[], numRuns: number, seed: number): Promise<PropertyReport> {
  const worker = new RenderWorker();
  const report: PropertyReport = { renders: 0, runs: 0, seed, longestMs: 0, longestInputLength: 0, withPages: 0, withDiagnostics: 0, failure: null, seconds: 0 };
  const started = performance.now();
  const property = fc.asyncProperty(hostileInput(tunes), async (text) => {
    report.renders++;
    const reply = await worker.render(text);
    if (reply.pages > 0) report.withPages++;
    if (reply.diagnostics > 0) report.withDiagnostics++;
    if (reply.ms > report.longestMs) {
      report.longestMs = reply.ms;
      report.longestInputLength = text.length;
    }
  });
  try {
    // The hand-picked inputs come first, then numRuns generated ones.
    const details = await fc.check(property, { numRuns, seed, examples: HOSTILE_EXAMPLES.map((text) => [text] as [string]) });
    report.runs = details.numRuns;
    if (details.failed) {
      const input = details.counterexample?.[0] ?? '';
      // The whole input goes to a file (it may be megabytes); the message shows its start.
      const inputPath = join(tmpdir(), `swaralipi-property-failure-${seed}.json`);
      // JSON keeps lone surrogates (as \udXXX escapes) that UTF-8 would replace.
      writeFileSync(inputPath, JSON.stringify(input));
      const shown = input.length > MAX_SHOWN_CHARS ? `${JSON.stringify(input.slice(0, MAX_SHOWN_CHARS))}...` : JSON.stringify(input);
      report.failure =
        `${details.errorInstance instanceof Error ? details.errorInstance.message.split('\n')[0] : String(details.errorInstance)}\n` +
        `shrunk input (${input.length} chars, JSON): ${shown}\nwhole input, as a JSON string: ${inputPath}\n` +
        `found after ${details.numRuns} runs and ${details.numShrinks} shrinks; seed ${seed}, path "${details.counterexamplePath}"`;
    }
  } finally {
    worker.kill();
  }
  report.seconds = (performance.now() - started) / 1000;
  return report;
}

/** The report as the console shows it. */
export function formatPropertyReport(report: PropertyReport): string {
  return (
    `property "render never crashes or hangs": ${report.runs} runs (${report.renders} renders with shrinking), seed ${report.seed}, ` +
    `longest render ${report.longestMs.toFixed(1)} ms (input of ${report.longestInputLength} chars), ` +
    `${report.withPages} drew pages, ${report.withDiagnostics} gave diagnostics, ${report.seconds.toFixed(1)} s` +
    (report.failure === null ? '' : `\nFAILED: ${report.failure}`)
  );
}
