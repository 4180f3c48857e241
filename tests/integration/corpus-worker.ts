/**
 * @fileoverview The corpus test's child process (run by `IsolatedWorker`, so a hang in the engine
 * is killed instead of blocking the test): owns ONE Engine for its whole life and answers
 *
 * - `render`: engrave one file's text; report its pages' XML well-formedness, its tunes with
 *   their error counts, and any internal error (a trap in the core, caught by the bindings);
 * - `pass`: engrave many texts in a row; report the WebAssembly memory size afterwards.

 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { XMLValidator } from 'fast-xml-parser';
import { Engine } from '../../engine-bindings/src/engine.js';
import { INTERNAL_ERROR_CODE } from '../../engine-bindings/src/diagnostics.js';
import type { RenderResult } from '../../engine-bindings/src/types.js';
import { repoRoot } from '../support/corpus.js';
import { serveJobs } from '../support/isolated-worker.js';

export type CorpusJob = { kind: 'render'; text: string } | { kind: 'pass'; texts: string[] };

/** What one file's render gave. */
export interface FileReport {
  pages: number;
  /** Pages that are not well-formed XML with an `<svg>` root: index and parser message. */
  badPages: { page: number; error: string }[];
  /** The tunes the engine found, with their error diagnostics (severity >= 1). */
  tunes: { x: string; title: string; errors: number }[];
  /** Error diagnostics outside every tune (in the file header). */
  headerErrors: number;
  /** Messages of internal errors: the core trapped, the bindings caught it. */
  internalErrors: string[];
}

export interface PassReport {
  /** `memory.buffer.byteLength` of the engine's WebAssembly instance after the pass. */
  memoryBytes: number;
  internalErrors: number;
  /** Milliseconds the pass took. */
  ms: number;
}

const engine = await Engine.create(await readFile(join(repoRoot, 'build', 'engine.wasm')));
const memoryBytes = (): number => engine.memoryBytes;

function internalErrors(result: RenderResult): string[] {
  return result.diagnostics.filter((d) => d.code === INTERNAL_ERROR_CODE && d.severity === 2).map((d) => d.message);
}

/** The parser's complaint about `svg`, or null when it is well-formed XML with an `<svg>` root. */
function xmlProblem(svg: string): string | null {
  const verdict = XMLValidator.validate(svg);
  if (verdict !== true) return `${verdict.err.code} at ${verdict.err.line}:${verdict.err.col}: ${verdict.err.msg}`;
  // Skip an XML declaration, comments and white space before the root element.
  const root = /^(?:\s|<\?xml[^>]*\?>|<!--[\s\S]*?-->)*<([A-Za-z][\w:.-]*)/.exec(svg)?.[1];
  return root === 'svg' ? null : `root element is <${root ?? '?'}>, not <svg>`;
}

function renderReport(text: string): FileReport {
  const result = engine.render(text);
  const badPages: FileReport['badPages'] = [];
  result.pages.forEach((svg, page) => {
    const problem = xmlProblem(svg);
    if (problem !== null) badPages.push({ page, error: problem });
  });
  const tunes = result.tunes.map((tune) => ({ x: tune.x, title: tune.title, errors: 0 }));
  let headerErrors = 0;
  for (const diagnostic of result.diagnostics) {
    if (diagnostic.severity < 1) continue;
    const index = result.tunes.findIndex((tune) => tune.start <= diagnostic.start && diagnostic.start < tune.end);
    if (index >= 0) tunes[index].errors++;
    else headerErrors++;
  }
  return { pages: result.pages.length, badPages, tunes, headerErrors, internalErrors: internalErrors(result) };
}

function passReport(texts: string[]): PassReport {
  const start = performance.now();
  let internal = 0;
  for (const text of texts) internal += internalErrors(engine.render(text)).length;
  return { memoryBytes: memoryBytes(), internalErrors: internal, ms: performance.now() - start };
}

serveJobs<CorpusJob, FileReport | PassReport>((job) => (job.kind === 'render' ? renderReport(job.text) : passReport(job.texts)));
