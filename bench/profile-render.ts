/**
 * @fileoverview Times the render path on the whole corpus and proves a speed change left the
 * output alone: renders every corpus tune (`tests/support/corpus.ts`: each file split into tunes,
 * as `npm run bench` does) to SVG pages with `Engine.render`, the function behind the package's
 * public `render`, and hashes every page.
 *
 * Usage: `npx tsx bench/profile-render.ts [options]`
 * - `--rounds N`: timed rounds after one warm-up round (default 5); prints the fastest and the
 *   median round, in ms for the corpus and ms per tune, in wall time and in the process's CPU
 *   time (steadier when others load the machine). Timed rounds keep no page, as `npm run bench`.
 * - `--bindings source|build`: the TypeScript bindings run from source (default) or the built
 *   JavaScript under build/ (`npm run build:bindings`).
 * - `--wasm PATH`: the core to load (default build/engine.wasm). Others rebuild build/ while
 *   they work, so a before/after comparison pins one copy of the core.
 * - `--write-hashes FILE`: writes the SHA-256 of every page, tune by tune, as JSON.
 * - `--check FILE`: compares every page with FILE's hashes; exits 1 and names the first tunes
 *   that differ.
 * - `--limit N`: only the first N tunes.
 * - `--core-only`: times the WebAssembly core alone: each tune is written into the core and
 *   rendered (its exports `sourceBuffer`, `render`, `resultHeader`, as engine.ts `#run` calls
 *   them, with the core's default options but the model export left out, as engine.ts leaves
 *   it out, and no host text measurer), and no SVG is written. Prints a digest of every result
 *   table (display list, element index, diagnostics, and the model export, built for the digest
 *   in the untimed warm-up round) instead of page hashes, so two cores can be compared quickly; `--check` and
 *   `--write-hashes` still need the full render. With `--svg`, each render is followed by the
 *   core's `writeSvgPages` (engine-as/src/emit/svg/: the pages' bytes, not decoded into
 *   strings), which is timed with it and whose bytes join the digest.
 * - `--against PATH` (with `--core-only`): a second core timed against the first in the same
 *   process, rounds alternating; prints the median paired CPU ratio and whether the two cores'
 *   result tables are identical (exit 1 when not). The way to see a gain of a few per cent on
 *   a machine others load.
 * - `--book N`: times one text of the first N tunes joined (a songbook, as `npm run bench`'s
 *   growth case) instead of the tunes one by one; with `--core-only` too.
 *
 * Profile with `node --cpu-prof --import tsx bench/profile-render.ts --rounds 3` (the profile
 * lands in the working folder as CPU.*.cpuprofile).
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCorpusFiles, repoRoot, splitTunes } from '../tests/support/corpus.js';
import { bookText } from './texts.js';
import { webAssembly, type WasmMemory } from '../engine-bindings/src/wasm.js';
import type { RenderResult } from '../engine-bindings/src/types.js';
import { DiagnosticField, ElementField, HeadField, OptionKey, ResultField, SvgField, SymbolField, TuneField, VoiceField } from '../engine-as/src/abi.js';

/** What this harness needs of the engine (engine.ts `Engine`, from source or built). */
interface RenderingEngine {
  render(abc: string): RenderResult;
}

interface EngineModule {
  Engine: { create(wasm: Uint8Array): Promise<RenderingEngine> };
}

/** The core's exports this harness calls (engine-as/src/index.ts; engine.ts `CoreExports`). */
interface CoreExports {
  memory: WasmMemory;
  __pin(address: number): number;
  createContext(): number;
  setOption(context: number, key: number, value: number): void;
  sourceBuffer(context: number, length: number): number;
  render(context: number): void;
  resultHeader(context: number): number;
  exportModel(context: number): number;
  writeSvgPages(context: number, firstPage: number, maxBytes: number): number;
}

/** The core alone: one instance and its pinned context, rendering without the bindings. */
class BareCore {
  readonly #exports: CoreExports;
  readonly #context: number;
  /** Whether each render also writes the SVG pages (`--svg`). */
  readonly #withSvg: boolean;
  /** The SVG header (abi SvgField) of the last render, with `--svg`. */
  #svgHeader = 0;

  constructor(wasm: Uint8Array, withSvg = false) {
    this.#withSvg = withSvg;
    const imports = {
      env: {
        abort(): never {
          throw new Error('the core aborted');
        },
      },
      // -1: no host measurer, the core's built-in width tables (engine.ts #measure without one).
      host: { measureText: (): number => -1 },
    };
    const api = webAssembly();
    const instance = new api.Instance(new api.Module(wasm), imports);
    this.#exports = instance.exports as unknown as CoreExports;
    this.#context = this.#exports.createContext();
    this.#exports.__pin(this.#context);
    // As engine.ts renders: the model export is left out, built only when read (`digest`).
    this.#exports.setOption(this.#context, OptionKey.ModelExport, 0);
  }

  /** The core's memory now (a render may grow it and detach the previous buffer). */
  memoryBuffer(): ArrayBuffer {
    return this.#exports.memory.buffer;
  }

  /** Renders `text`; returns the address of the result header. */
  render(text: string): number {
    const exports = this.#exports;
    const length = text.length;
    const address = exports.sourceBuffer(this.#context, length) >>> 0;
    const units = new Uint16Array(exports.memory.buffer, address, length);
    for (let i = 0; i < length; i++) units[i] = text.charCodeAt(i);
    exports.render(this.#context);
    // All pages in one batch: the bytes are hashed, not decoded.
    if (this.#withSvg) this.#svgHeader = exports.writeSvgPages(this.#context, 0, 0x7fffffff) >>> 0;
    return exports.resultHeader(this.#context) >>> 0;
  }

  /**
   * Adds the last render's result (the page count and every table the header names, the model
   * export included, by content, not address: two cores place their tables differently) to `hash`.
   */
  digest(hash: ReturnType<typeof createHash>): void {
    const header = this.#exports.exportModel(this.#context) >>> 0;
    const buffer = this.#exports.memory.buffer;
    const fields = new Int32Array(buffer, header, ResultField.Words);
    hash.update(`${fields[ResultField.PageCount]}`);
    for (const [pointerField, countField, stride] of RESULT_TABLES) {
      const words = fields[countField]! * stride;
      hash.update(`:${words}:`);
      if (words > 0) hash.update(new Uint8Array(buffer, fields[pointerField]!, words * 4));
    }
    if (this.#withSvg) {
      const svg = new Int32Array(buffer, this.#svgHeader, SvgField.Words);
      hash.update(`:svg:${svg[SvgField.PageCount]}:`);
      hash.update(new Uint8Array(buffer, svg[SvgField.BytesPtr]! >>> 0, svg[SvgField.ByteCount]!));
    }
  }
}

/** Each result table as [pointer field, count field, i32 words per record] (abi ResultField). */
const RESULT_TABLES: [number, number, number][] = [
  [ResultField.DisplayListPtr, ResultField.DisplayListWords, 1],
  [ResultField.ElementsPtr, ResultField.ElementCount, ElementField.Stride],
  [ResultField.DiagnosticsPtr, ResultField.DiagnosticCount, DiagnosticField.Stride],
  [ResultField.TunesPtr, ResultField.TuneCount, TuneField.Stride],
  [ResultField.VoicesPtr, ResultField.VoiceCount, VoiceField.Stride],
  [ResultField.SymbolsPtr, ResultField.SymbolCount, SymbolField.Stride],
  [ResultField.HeadsPtr, ResultField.HeadCount, HeadField.Stride],
];

/** Page hashes per tune name (`FILE#X`; a repeated name gets `~2`, `~3`...). */
type PageHashes = Record<string, string[]>;

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

function positiveInteger(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

async function loadEngine(bindings: string, wasmPath: string): Promise<RenderingEngine> {
  const modulePath =
    bindings === 'build' ? join(repoRoot, 'build/engine-bindings/src/engine.js') : join(repoRoot, 'engine-bindings/src/engine.ts');
  const { Engine } = (await import(modulePath)) as EngineModule;
  return Engine.create(readFileSync(wasmPath));
}

/** Renders every text once; returns the pages of each. */
function renderAll(engine: RenderingEngine, texts: string[]): string[][] {
  return texts.map((text) => engine.render(text).pages);
}

/**
 * Renders every text once and keeps nothing, as `npm run bench` does (bench/render-child.ts):
 * holding a round's 240 MB of pages would promote them all and time the collector instead.
 * Returns the SVG characters written.
 */
function renderRound(engine: RenderingEngine, texts: string[]): number {
  let chars = 0;
  for (const text of texts) for (const page of engine.render(text).pages) chars += page.length;
  return chars;
}

function hashPages(names: string[], pages: string[][]): PageHashes {
  const hashes: PageHashes = {};
  names.forEach((name, index) => {
    hashes[name] = pages[index]!.map((svg) => createHash('sha256').update(svg).digest('hex').slice(0, 32));
  });
  return hashes;
}

/** Names of the tunes whose pages differ from `expected` (or are missing from it). */
function differences(expected: PageHashes, actual: PageHashes): string[] {
  return Object.keys(actual).filter((name) => JSON.stringify(expected[name]) !== JSON.stringify(actual[name]));
}

function uniqueNames(names: string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name}~${count}`;
  });
}

/** Times `rounds` calls of `round` (after the caller's warm-up); each must return `expected`. */
function timeRounds(rounds: number, round: () => number, expected: number): { wallMs: number[]; cpuMs: number[] } {
  const wallMs: number[] = [];
  const cpuMs: number[] = [];
  for (let index = 0; index < rounds; index++) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    if (round() !== expected) throw new Error('a round gave other output than the first');
    wallMs.push(performance.now() - start);
    const cpu = process.cpuUsage(cpuStart);
    cpuMs.push((cpu.user + cpu.system) / 1000);
  }
  return { wallMs, cpuMs };
}

/** The fastest and median round of `values`, for the corpus and per tune. */
function summary(label: string, values: number[], tunes: number): string {
  const sorted = [...values].sort((a, b) => a - b);
  const fastest = sorted[0]!;
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const perTune = (ms: number): string => (ms / tunes).toFixed(4);
  return `${label}: fastest round ${fastest.toFixed(0)} ms (${perTune(fastest)} ms/tune), median ${median.toFixed(0)} ms (${perTune(median)} ms/tune)\n`;
}

/**
 * `--core-only`: renders every text in the bare core; prints the times and the digest of all
 * result tables. With `--against PATH` a second core renders the same texts in the same
 * process, the two alternating round by round (each goes first in every other round), so that a
 * loaded machine slows both alike; prints the median of the paired CPU ratios (second / first)
 * and whether the two cores' results are identical.
 */
function mainCoreOnly(texts: string[], tuneCount: number, rounds: number, wasmPaths: string[], withSvg: boolean): void {
  const cores = wasmPaths.map((path) => new BareCore(readFileSync(path), withSvg));
  const digests = cores.map((core) => {
    const hash = createHash('sha256');
    for (const text of texts) {
      core.render(text);
      core.digest(hash); // warm-up, digested
    }
    return hash.digest('hex').slice(0, 32);
  });
  // A timed round returns the display list words it wrote, as a cheap check that it matched.
  const roundOf =
    (core: BareCore) =>
    (): number => {
      let words = 0;
      for (const text of texts) words += new Int32Array(core.memoryBuffer(), core.render(text), ResultField.Words)[ResultField.DisplayListWords]!;
      return words;
    };
  const runs = cores.map(roundOf);
  const expected = runs.map((run) => run());
  const times = cores.map(() => ({ wallMs: [] as number[], cpuMs: [] as number[] }));
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? cores.map((_, index) => index) : cores.map((_, index) => cores.length - 1 - index);
    for (const index of order) {
      const { wallMs, cpuMs } = timeRounds(1, runs[index]!, expected[index]!);
      times[index]!.wallMs.push(wallMs[0]!);
      times[index]!.cpuMs.push(cpuMs[0]!);
    }
  }
  let report = '';
  cores.forEach((_, index) => {
    report +=
      `core only${withSvg ? ' with SVG' : ''}: ${texts.length} text(s), ${tuneCount} tunes, ${expected[index]} display-list words (${wasmPaths[index]})\n` +
      summary('wall', times[index]!.wallMs, tuneCount) +
      summary('cpu ', times[index]!.cpuMs, tuneCount) +
      `result digest ${digests[index]}\n`;
  });
  if (cores.length === 2) {
    const ratios = times[1]!.cpuMs.map((ms, round) => ms / times[0]!.cpuMs[round]!).sort((a, b) => a - b);
    report +=
      `second / first, CPU: median of paired rounds ${ratios[Math.floor(ratios.length / 2)]!.toFixed(3)}; ` +
      `results ${digests[0] === digests[1] ? 'identical' : 'DIFFER'}\n`;
    if (digests[0] !== digests[1]) process.exitCode = 1;
  }
  process.stdout.write(report);
}

async function main(): Promise<void> {
  const rounds = positiveInteger(option('rounds'), 5);
  const limit = positiveInteger(option('limit'), Number.POSITIVE_INFINITY);
  const bindings = option('bindings') ?? 'source';
  const wasmPath = option('wasm') ?? join(repoRoot, 'build/engine.wasm');
  const bookTunes = positiveInteger(option('book'), 0);
  const files = loadCorpusFiles();
  const tunes = files.flatMap(splitTunes).slice(0, limit);
  const texts = bookTunes > 0 ? [bookText(files, bookTunes)] : tunes.map((tune) => tune.text);
  const tuneCount = bookTunes > 0 ? bookTunes : texts.length;
  const names = bookTunes > 0 ? [`book of ${bookTunes}`] : uniqueNames(tunes.map((tune) => tune.name));
  if (process.argv.includes('--core-only')) {
    const against = option('against');
    mainCoreOnly(texts, tuneCount, rounds, against ? [wasmPath, against] : [wasmPath], process.argv.includes('--svg'));
    return;
  }
  const engine = await loadEngine(bindings, wasmPath);

  // The warm-up round's output is the one hashed, and dropped before timing (held, its 240 MB
  // would make the collector's work in the timed rounds); every timed round must write as many
  // characters.
  let pages: string[][] | null = renderAll(engine, texts);
  const pageCount = pages.reduce((sum, tunePages) => sum + tunePages.length, 0);
  const chars = pages.reduce((sum, tunePages) => sum + tunePages.reduce((size, svg) => size + svg.length, 0), 0);
  const hashes = hashPages(names, pages);
  pages = null;
  const { wallMs, cpuMs } = timeRounds(rounds, () => renderRound(engine, texts), chars);
  process.stdout.write(
    `${texts.length} text(s), ${tuneCount} tunes, ${pageCount} pages, ${chars} SVG chars (bindings ${bindings}, ${wasmPath})\n` +
      summary('wall', wallMs, tuneCount) +
      // CPU time of the process: on a shared machine, less disturbed by others' load than wall time.
      summary('cpu ', cpuMs, tuneCount),
  );
  const writeTo = option('write-hashes');
  if (writeTo) {
    writeFileSync(writeTo, JSON.stringify(hashes, null, 0));
    process.stdout.write(`wrote the hashes of ${pageCount} pages to ${writeTo}\n`);
  }
  const checkAgainst = option('check');
  if (checkAgainst) {
    const expected = JSON.parse(readFileSync(checkAgainst, 'utf8')) as PageHashes;
    const changed = differences(expected, hashes);
    const missing = Object.keys(expected).filter((name) => !(name in hashes));
    if (changed.length > 0 || missing.length > 0) {
      process.stdout.write(`OUTPUT CHANGED: ${changed.length} tunes differ, ${missing.length} missing; first: ${[...changed, ...missing].slice(0, 5).join(', ')}\n`);
      process.exitCode = 1;
    } else {
      process.stdout.write(`identical: all ${pageCount} pages of ${texts.length} tunes match ${checkAgainst}\n`);
    }
  }
}

await main();
