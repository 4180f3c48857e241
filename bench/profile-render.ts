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
 *
 * Profile with `node --cpu-prof --import tsx bench/profile-render.ts --rounds 3` (the profile
 * lands in the working folder as CPU.*.cpuprofile).
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCorpusFiles, repoRoot, splitTunes } from '../tests/support/corpus.js';
import type { RenderResult } from '../engine-bindings/src/types.js';

/** What this harness needs of the engine (engine.ts `Engine`, from source or built). */
interface RenderingEngine {
  render(abc: string): RenderResult;
}

interface EngineModule {
  Engine: { create(wasm: Uint8Array): Promise<RenderingEngine> };
}

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

async function main(): Promise<void> {
  const rounds = positiveInteger(option('rounds'), 5);
  const limit = positiveInteger(option('limit'), Number.POSITIVE_INFINITY);
  const bindings = option('bindings') ?? 'source';
  const wasmPath = option('wasm') ?? join(repoRoot, 'build/engine.wasm');
  const tunes = loadCorpusFiles().flatMap(splitTunes).slice(0, limit);
  const texts = tunes.map((tune) => tune.text);
  const names = uniqueNames(tunes.map((tune) => tune.name));
  const engine = await loadEngine(bindings, wasmPath);

  // The warm-up round's output is the one hashed, and dropped before timing (held, its 240 MB
  // would make the collector's work in the timed rounds); every timed round must write as many
  // characters.
  let pages: string[][] | null = renderAll(engine, texts);
  const pageCount = pages.reduce((sum, tunePages) => sum + tunePages.length, 0);
  const chars = pages.reduce((sum, tunePages) => sum + tunePages.reduce((size, svg) => size + svg.length, 0), 0);
  const hashes = hashPages(names, pages);
  pages = null;
  const roundsMs: number[] = [];
  const cpuMs: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    if (renderRound(engine, texts) !== chars) throw new Error('a round wrote other pages than the first');
    roundsMs.push(performance.now() - start);
    const cpu = process.cpuUsage(cpuStart);
    cpuMs.push((cpu.user + cpu.system) / 1000);
  }
  const perTune = (ms: number): string => (ms / texts.length).toFixed(4);
  const summary = (label: string, values: number[]): string => {
    const sorted = [...values].sort((a, b) => a - b);
    const fastest = sorted[0]!;
    const median = sorted[Math.floor(sorted.length / 2)]!;
    return `${label}: fastest round ${fastest.toFixed(0)} ms (${perTune(fastest)} ms/tune), median ${median.toFixed(0)} ms (${perTune(median)} ms/tune)\n`;
  };
  process.stdout.write(
    `${texts.length} tunes, ${pageCount} pages, ${chars} SVG chars (bindings ${bindings}, ${wasmPath})\n` +
      summary('wall', roundsMs) +
      // CPU time of the process: on a shared machine, less disturbed by others' load than wall time.
      summary('cpu ', cpuMs),
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
