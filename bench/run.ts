/**
 * @fileoverview `npm run bench`: our engine beside its peers (abc2svg 1.22.1 and our engine in
 * Node, abcjs in headless Chromium, abcm2ps as a native process: peers.ts), in one run, on the
 * same texts and the same machine (issue 5, "Speed"). Prints one table (table.ts) and writes
 * every figure to `bench/results.json`.
 *
 * Parts (`BENCH_ONLY=corpus,growth,edit,memory,size` runs a subset; all by default):
 * - corpus: every tune of `../shared/corpus` (file header + tune, tests/support/corpus.ts) to SVG
 *   strings. A probe renders each tune once with each peer, with a time limit (a batch of 100
 *   tunes per call; a batch that hangs is probed again tune by tune); tunes on which any peer
 *   hangs or fails are left out for all (abc2svg fails on some, DESIGN.md 3.4).
 *   The probe is also the warm-up: every peer has rendered every tune once before the timed
 *   rounds. Then `BENCH_ROUNDS` (3) rounds over all remaining tunes, the peers taking turns
 *   round by round so that a change in the machine's load touches all alike; tunes per second
 *   from the median round, the spread from the fastest and slowest.
 * - growth: the first 1, 10, 100, 300 and 1,000 Nottingham tunes in one text (texts.ts), and Oh!
 *   Susanna alone. Per text and peer: a warm-up (one render, then about 300 ms of renders), then
 *   rounds of as many renders as take about 200 ms (at least one; 5 rounds, 3 when a round takes
 *   over 3 s), the peers taking turns. Time per render from the median round; t = a * n^k fitted
 *   per peer (stats.ts), n the text's length in characters (judged) and the tune count.
 * - edit: our engine through the tune cache on a 300-tune book, a tune per page (edit.ts).
 * - memory: our core's memory and the process's after the corpus and across 10,000 renders
 *   (memory.ts, read every 1,000 renders); a trend beyond noise fails the run (exit status 1).
 * - size: build/engine.wasm and the gzipped client build (size.ts).
 *
 * Environment: `BENCH_ROUNDS` (timed corpus rounds, default 5), `BENCH_LIMIT` (only the first N
 * corpus tunes, for a quick try), `BENCH_PEERS` (comma-separated subset, e.g. `swaralipi,abc2svg`),
 * `BENCH_ONLY` (parts), `SWARALIPI_CORPUS` (corpus folder).
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { loadCorpusFiles, repoRoot, splitTunes, type CorpusFile } from '../tests/support/corpus.js';
import { engineCommit } from '../tests/support/engine-commit.js';
import type { EditResult } from './edit.js';
import type { MemoryResult } from './memory.js';
import { abcjsPeer, abcm2psPeer, benchWorker, childPeer, ROUND_TIMEOUT_MS, type Peer, type PeerName } from './peers.js';
import { measureSizes, type SizeFigures } from './size.js';
import { fitPowerLaw, median, roundTo, slope, spreadOf, type PowerLaw } from './stats.js';
import { printTable } from './table.js';
import { bookText, pagedBookText, SONG_FILE, songText } from './texts.js';

/**
 * The peers, in the order they take their turns in a round: abcm2ps right after ours, so that
 * the two rounds whose ratio is closest to its target (5x) run a few seconds apart rather than
 * either side of abcjs's minute in Chromium; the table keeps its own column order.
 */
const ALL_PEERS: PeerName[] = ['swaralipi', 'abcm2ps', 'abc2svg', 'abcjs'];
const ALL_PARTS = ['corpus', 'growth', 'edit', 'memory', 'size'] as const;
type Part = (typeof ALL_PARTS)[number];

// Five rounds: on a shared machine a round of any engine varies 20-40%, and the median of three
// moved our ratio to abcm2ps by half a unit from run to run.
const rounds = positiveInteger(process.env.BENCH_ROUNDS, 5);
const limit = positiveInteger(process.env.BENCH_LIMIT, Number.POSITIVE_INFINITY);
const wanted = (process.env.BENCH_PEERS?.split(',') ?? ALL_PEERS).filter((name): name is PeerName => ALL_PEERS.includes(name as PeerName));
const parts = new Set<Part>((process.env.BENCH_ONLY?.split(',') ?? ALL_PARTS).filter((name): name is Part => ALL_PARTS.includes(name as Part)));

/** Tunes per growth text (issue 5). */
const GROWTH_SIZES = [1, 10, 100, 300, 1000];
/** The songbook whose time issue 5 sets a target for, and the edit book's size. */
const SONGBOOK_TUNES = 300;
/** Edits of each kind, and renders of the song alone, in the edit part. */
const EDITS = 60;
const SONG_RENDERS = 500;
/** Renders after the corpus pass before memory is first read (memory.ts: the allocators settle). */
const MEMORY_SETTLE_RENDERS = 3000;
/** Renders after those at which memory is read. */
const MEMORY_CHECKPOINTS = Array.from({ length: 10 }, (_, index) => (index + 1) * 1000);
/** A growth round lasts about this long (more renders per round for small texts). */
const GROWTH_ROUND_MS = 200;
/** Warm-up renders of a growth text last about this long. */
const GROWTH_WARMUP_MS = 300;
const GROWTH_MAX_REPS = 500;

function positiveInteger(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

function log(line: string): void {
  process.stdout.write(`${line}\n`);
}

/** One peer's figures on the whole corpus. */
export interface CorpusFigures {
  version: string;
  roundsMs: number[];
  medianMs: number;
  minMs: number;
  maxMs: number;
  /** Left out of each round's time (abcm2ps's process start-up). */
  overheadMs: number;
  /** The same in CPU time, left out of each round's CPU time (abcm2ps only). */
  overheadCpuMs?: number;
  tunesPerSecond: number;
  msPerTune: number;
  outputCharsPerRound: number;
  /** The peer's process's resident set after the last round (Node peers). */
  rssBytes?: number;
  /** CPU milliseconds per tune in the median-CPU round (Node peers; abcm2ps less its start-up): steadier than wall time on a loaded machine. */
  cpuMsPerTune?: number;
}

export interface CorpusPart {
  files: number;
  tunes: number;
  probed: number;
  timed: number;
  rounds: number;
  leftOut: Record<string, string[]>;
  peers: Partial<Record<PeerName, CorpusFigures>>;
  /** Our tunes per second over each peer's. */
  swaralipiSpeedup: Partial<Record<PeerName, number>>;
  /** The same by CPU time, for the peers that run in Node. */
  swaralipiCpuSpeedup: Partial<Record<PeerName, number>>;
  /**
   * Our speed-up over each peer round by round (the peer's round time over ours in the same
   * round, taken in turn): the spread of the ratio itself, which the ratio of the medians hides.
   */
  swaralipiRoundSpeedups: Partial<Record<PeerName, number[]>>;
}

/** One peer's time for one growth text. */
export interface GrowthPoint {
  tunes: number;
  /** Length of the text in characters: the input size the fit is judged on. */
  characters: number;
  /** Milliseconds per render of the text (median round / renders per round). */
  ms: number;
  minMs: number;
  maxMs: number;
  rounds: number;
  rendersPerRound: number;
  error?: string;
}

export interface GrowthPart {
  text: string;
  /**
   * Per peer: the points, the power law fitted to time against the text's length in characters
   * (`fit`, the one judged: the first tunes are shorter than the average, so time against the
   * tune count alone bends upwards for every engine) and against the tune count (`fitByTunes`).
   */
  peers: Partial<Record<PeerName, { points: GrowthPoint[]; fit: PowerLaw | null; fitByTunes: PowerLaw | null; song: GrowthPoint }>>;
}

export interface MemoryPart extends MemoryResult {
  /** RSS growth from the first checkpoint to the last that counts as noise. */
  noiseBytes: number;
  /**
   * RSS growth from the first checkpoint to the last along the least-squares line through every
   * checkpoint: a leak climbs steadily, while one reading can sit a few MB off the others
   * (pages the allocator keeps or returns, V8's heap settling), and two readings alone take that
   * for growth or hide it.
   */
  rssTrendBytes: number;
  /** Whether the wasm memory is the same at every checkpoint. */
  wasmSteady: boolean;
  steady: boolean;
}

export interface Results {
  date: string;
  machine: { cpu: string; cores: number; node: string; loadAverageAtStart: number[]; loadAverageAtEnd: number[] };
  engine: string;
  versions: Partial<Record<PeerName, string>>;
  parts: Part[];
  corpus?: CorpusPart;
  growth?: GrowthPart;
  edit?: EditResult & { bookDescription: string; songFile: string };
  memory?: MemoryPart;
  size?: SizeFigures;
}

/** Peers open now, closed on Ctrl-C too (Chromium, child processes, abcm2ps's scratch folder). */
const openNow = new Set<Peer>();

async function openPeers(texts: string[]): Promise<Peer[]> {
  const peers: Peer[] = [];
  for (const name of wanted) {
    if (name === 'abcjs') peers.push(await abcjsPeer(texts));
    else if (name === 'abcm2ps') {
      const peer = abcm2psPeer(texts);
      if (peer) peers.push(peer);
      else log('abcm2ps is not installed (apt-get install abcm2ps): left out');
    } else peers.push(childPeer(name, texts));
  }
  for (const peer of peers) openNow.add(peer);
  return peers;
}

async function closePeers(peers: Peer[]): Promise<void> {
  for (const peer of peers) {
    openNow.delete(peer);
    await peer.close();
  }
}

/** Set on Ctrl-C: the peers' errors that closing them causes are not reported. */
let stopping = false;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopping = true;
    process.stderr.write(`\nbench: ${signal}, closing the peers\n`);
    void closePeers([...openNow]).finally(() => process.exit(130));
  });
}

/** Tunes per probeMany call. */
const PROBE_BATCH = 100;

/**
 * Renders each tune once with each peer; returns the indices every peer finished, and the
 * failures. Peers that can are probed a batch at a time; a batch that hangs is probed again one
 * tune at a time, so that a hang is pinned on its tune.
 */
async function probe(peers: Peer[], count: number): Promise<{ kept: number[]; failures: Map<PeerName, string[]> }> {
  const failures = new Map<PeerName, string[]>(peers.map((peer) => [peer.name, []]));
  const failed = new Set<number>();
  log(`probing ${count} tunes with ${peers.map((peer) => peer.name).join(', ')} (also the warm-up)...`);
  for (let first = 0; first < count; first += PROBE_BATCH) {
    const batch = Array.from({ length: Math.min(PROBE_BATCH, count - first) }, (_, offset) => first + offset);
    for (const peer of peers) {
      const many = peer.probeMany ? await peer.probeMany(batch) : null;
      for (let position = 0; position < batch.length; position++) {
        const index = batch[position]!;
        const failure = many ? many[position]! : await peer.probe(index);
        if (failure !== null) {
          failures.get(peer.name)!.push(`${index}: ${failure}`);
          failed.add(index);
        }
      }
    }
    if (Math.floor((first + batch.length) / 500) > Math.floor(first / 500)) log(`  ${first + batch.length} of ${count}`);
  }
  const kept = Array.from({ length: count }, (_, index) => index).filter((index) => !failed.has(index));
  return { kept, failures };
}

async function runCorpus(files: CorpusFile[], versions: Results['versions']): Promise<CorpusPart> {
  const allTunes = files.flatMap(splitTunes);
  const tunes = allTunes.slice(0, limit);
  log(`corpus: ${files.length} files, ${allTunes.length} tunes${tunes.length < allTunes.length ? ` (BENCH_LIMIT: first ${tunes.length})` : ''}`);
  const peers = await openPeers(tunes.map((tune) => tune.text));
  try {
    for (const peer of peers) versions[peer.name] = peer.version;
    const { kept, failures } = await probe(peers, tunes.length);
    for (const peer of peers) log(`${peer.name}: failed or hung on ${failures.get(peer.name)!.length} of ${tunes.length} tunes`);
    log(`benchmark set: ${kept.length} tunes that every peer renders (left out: ${tunes.length - kept.length})`);
    if (kept.length === 0) throw new Error('no tune left to time');
    log(`timing: ${rounds} rounds per peer, taking turns`);
    const roundsMs = new Map<PeerName, number[]>(peers.map((peer) => [peer.name, []]));
    const cpuMs = new Map<PeerName, number[]>(peers.map((peer) => [peer.name, []]));
    const lastRound = new Map<PeerName, { outputChars: number; rssBytes?: number }>();
    for (let round = 1; round <= rounds; round++) {
      for (const peer of peers) {
        const result = await peer.round(kept);
        roundsMs.get(peer.name)!.push(result.ms);
        if (result.cpuMs !== undefined) cpuMs.get(peer.name)!.push(result.cpuMs);
        lastRound.set(peer.name, result);
        log(`  round ${round}: ${peer.name} ${result.ms.toFixed(0)} ms`);
      }
    }
    const figures: CorpusPart['peers'] = {};
    for (const peer of peers) {
      const times = roundsMs.get(peer.name)!;
      const spread = spreadOf(times);
      figures[peer.name] = {
        version: peer.version,
        roundsMs: times.map(Math.round),
        medianMs: Math.round(spread.medianMs),
        minMs: Math.round(spread.minMs),
        maxMs: Math.round(spread.maxMs),
        overheadMs: Math.round(peer.overheadMs),
        overheadCpuMs: peer.overheadCpuMs === undefined ? undefined : Math.round(peer.overheadCpuMs),
        tunesPerSecond: roundTo((kept.length / spread.medianMs) * 1000, 1),
        msPerTune: roundTo(spread.medianMs / kept.length, 3),
        outputCharsPerRound: lastRound.get(peer.name)?.outputChars ?? 0,
        rssBytes: lastRound.get(peer.name)?.rssBytes,
        cpuMsPerTune: cpuMs.get(peer.name)!.length > 0 ? roundTo(median(cpuMs.get(peer.name)!) / kept.length, 3) : undefined,
      };
    }
    const ours = figures.swaralipi;
    const swaralipiSpeedup: CorpusPart['swaralipiSpeedup'] = {};
    const swaralipiCpuSpeedup: CorpusPart['swaralipiCpuSpeedup'] = {};
    const swaralipiRoundSpeedups: CorpusPart['swaralipiRoundSpeedups'] = {};
    for (const peer of peers) {
      if (!ours || peer.name === 'swaralipi') continue;
      swaralipiSpeedup[peer.name] = roundTo(ours.tunesPerSecond / figures[peer.name]!.tunesPerSecond, 1);
      const peerCpu = figures[peer.name]!.cpuMsPerTune;
      if (peerCpu !== undefined && ours.cpuMsPerTune) swaralipiCpuSpeedup[peer.name] = roundTo(peerCpu / ours.cpuMsPerTune, 1);
      const ourRounds = roundsMs.get('swaralipi')!;
      swaralipiRoundSpeedups[peer.name] = roundsMs.get(peer.name)!.map((peerMs, round) => roundTo(peerMs / ourRounds[round]!, 1));
    }
    const leftOut = Object.fromEntries(
      [...failures].map(([name, list]) => [name, list.map((line) => `${tunes[Number(line.split(': ')[0])]!.name}: ${line.split(': ').slice(1).join(': ')}`)]),
    );
    return { files: files.length, tunes: allTunes.length, probed: tunes.length, timed: kept.length, rounds, leftOut, peers: figures, swaralipiSpeedup, swaralipiCpuSpeedup, swaralipiRoundSpeedups };
  } finally {
    await closePeers(peers);
  }
}

/** Times text `index` with every peer (see the file overview): warm-up, calibration, rounds in turn. */
async function timeText(peers: Peer[], index: number, tunes: number, characters: number): Promise<Map<PeerName, GrowthPoint>> {
  const reps = new Map<PeerName, number>();
  const points = new Map<PeerName, GrowthPoint>();
  for (const peer of peers) {
    try {
      // Warm-up: one render, then (unless that took over a second) about GROWTH_WARMUP_MS of
      // renders, whose mean sizes the rounds: the first render of a fresh process is slow.
      const first = await peer.round([index]);
      let perRender = first.ms;
      if (first.ms < 1000) {
        const count = Math.min(GROWTH_MAX_REPS, Math.max(1, Math.ceil(GROWTH_WARMUP_MS / Math.max(first.ms, 0.01))));
        perRender = (await peer.round(new Array<number>(count).fill(index))).ms / count;
      }
      reps.set(peer.name, Math.min(GROWTH_MAX_REPS, Math.max(1, Math.ceil(GROWTH_ROUND_MS / Math.max(perRender, 0.01)))));
    } catch (error) {
      points.set(peer.name, { tunes, characters, ms: Number.NaN, minMs: Number.NaN, maxMs: Number.NaN, rounds: 0, rendersPerRound: 0, error: String(error).split('\n')[0] });
    }
  }
  const timed = new Map<PeerName, number[]>();
  for (const peer of peers) if (reps.has(peer.name)) timed.set(peer.name, []);
  for (let round = 0; round < 5; round++) {
    for (const peer of peers) {
      const times = timed.get(peer.name);
      if (!times) continue;
      // A peer whose round takes over 3 s stops after 3 rounds.
      if (round >= 3 && median(times) > 3000) continue;
      const count = reps.get(peer.name)!;
      try {
        times.push((await peer.round(new Array<number>(count).fill(index))).ms);
      } catch (error) {
        timed.delete(peer.name);
        points.set(peer.name, { tunes, characters, ms: Number.NaN, minMs: Number.NaN, maxMs: Number.NaN, rounds: 0, rendersPerRound: count, error: String(error).split('\n')[0] });
      }
    }
  }
  for (const [name, times] of timed) {
    const count = reps.get(name)!;
    const spread = spreadOf(times);
    points.set(name, {
      tunes,
      characters,
      ms: roundTo(spread.medianMs / count, 4),
      minMs: roundTo(spread.minMs / count, 4),
      maxMs: roundTo(spread.maxMs / count, 4),
      rounds: times.length,
      rendersPerRound: count,
    });
  }
  return points;
}

async function runGrowth(files: CorpusFile[], versions: Results['versions']): Promise<GrowthPart> {
  const texts = [...GROWTH_SIZES.map((count) => bookText(files, count)), songText(files)];
  const peers = await openPeers(texts);
  try {
    for (const peer of peers) versions[peer.name] = peer.version;
    const byPeer = new Map<PeerName, GrowthPoint[]>(peers.map((peer) => [peer.name, []]));
    for (let index = 0; index < texts.length; index++) {
      const tunes = index < GROWTH_SIZES.length ? GROWTH_SIZES[index]! : 1;
      log(`growth: ${index < GROWTH_SIZES.length ? `${tunes} tune${tunes > 1 ? 's' : ''} in one text` : SONG_FILE}`);
      const points = await timeText(peers, index, tunes, texts[index]!.length);
      for (const peer of peers) {
        const point = points.get(peer.name)!;
        byPeer.get(peer.name)!.push(point);
        log(`  ${peer.name}: ${point.error ?? `${point.ms.toFixed(3)} ms (${point.rounds} rounds of ${point.rendersPerRound})`}`);
      }
    }
    const result: GrowthPart['peers'] = {};
    for (const peer of peers) {
      const all = byPeer.get(peer.name)!;
      const points = all.slice(0, GROWTH_SIZES.length);
      const timed = points.filter((point) => !point.error);
      const rounded = (fit: PowerLaw | null): PowerLaw | null => fit && { a: roundTo(fit.a, 6), k: roundTo(fit.k, 3) };
      result[peer.name] = {
        points,
        fit: rounded(fitPowerLaw(timed.map((point) => ({ n: point.characters, ms: point.ms })))),
        fitByTunes: rounded(fitPowerLaw(timed.map((point) => ({ n: point.tunes, ms: point.ms })))),
        song: all[GROWTH_SIZES.length]!,
      };
    }
    return { text: `the first n tunes of the corpus's nottingham-nmd folder in one text; the song: ${SONG_FILE}`, peers: result };
  } finally {
    await closePeers(peers);
  }
}

async function runEdit(files: CorpusFile[]): Promise<EditResult> {
  const worker = benchWorker();
  try {
    log(`edit: ${SONGBOOK_TUNES}-tune book, a tune per page, through the tune cache`);
    const outcome = await worker.run({ kind: 'edit', engine: 'swaralipi', book: pagedBookText(files, SONGBOOK_TUNES), song: songText(files), edits: EDITS, songRenders: SONG_RENDERS }, ROUND_TIMEOUT_MS);
    if (outcome.status !== 'done') throw new Error(`edit part: ${outcome.status === 'error' ? outcome.error : 'time-out'}`);
    return outcome.result as EditResult;
  } finally {
    worker.kill();
  }
}

async function runMemory(files: CorpusFile[]): Promise<MemoryPart> {
  const worker = benchWorker();
  try {
    const texts = files.flatMap(splitTunes).slice(0, limit).map((tune) => tune.text);
    log(`memory: ${texts.length} corpus tunes once, ${MEMORY_SETTLE_RENDERS} renders to settle, then ${MEMORY_CHECKPOINTS.at(-1)} renders read every ${MEMORY_CHECKPOINTS[0]}`);
    const outcome = await worker.run({ kind: 'memory', engine: 'swaralipi', texts, settleRenders: MEMORY_SETTLE_RENDERS, checkpoints: MEMORY_CHECKPOINTS }, ROUND_TIMEOUT_MS);
    if (outcome.status !== 'done') throw new Error(`memory part: ${outcome.status === 'error' ? outcome.error : 'time-out'}`);
    const result = outcome.result as MemoryResult;
    const first = result.checkpoints[0]!;
    const last = result.checkpoints.at(-1)!;
    // Noise: the allocator and the collector move RSS by a few MB from one reading to the next.
    const noiseBytes = Math.max(8 * 2 ** 20, first.rssBytes * 0.05);
    const rssTrendBytes = Math.round(slope(result.checkpoints.map((point) => ({ x: point.renders, y: point.rssBytes }))) * (last.renders - first.renders));
    const wasmSteady = result.checkpoints.every((point) => point.wasmBytes === first.wasmBytes);
    return { ...result, noiseBytes, rssTrendBytes, wasmSteady, steady: wasmSteady && rssTrendBytes <= noiseBytes };
  } finally {
    worker.kill();
  }
}

async function main(): Promise<void> {
  const loadAverageAtStart = loadavg().map((value) => roundTo(value, 2));
  const files = loadCorpusFiles();
  const versions: Results['versions'] = {};
  const results: Results = {
    date: new Date().toISOString(),
    machine: { cpu: cpus()[0]?.model ?? 'unknown', cores: cpus().length, node: process.version, loadAverageAtStart, loadAverageAtEnd: [] },
    engine: engineCommit(),
    versions,
    parts: ALL_PARTS.filter((part) => parts.has(part)),
  };
  log(`bench: ${results.parts.join(', ')} · peers ${wanted.join(', ')} · load average ${loadAverageAtStart.join(' ')}`);
  if (parts.has('corpus')) results.corpus = await runCorpus(files, versions);
  if (parts.has('growth')) results.growth = await runGrowth(files, versions);
  if (parts.has('edit') && wanted.includes('swaralipi')) results.edit = { bookDescription: `${SONGBOOK_TUNES} Nottingham tunes, each ending with %%newpage`, songFile: SONG_FILE, ...(await runEdit(files)) };
  if (parts.has('memory') && wanted.includes('swaralipi')) results.memory = await runMemory(files);
  if (parts.has('size')) {
    log('size: build/engine.wasm and the client build (vite)');
    results.size = measureSizes();
  }
  results.machine.loadAverageAtEnd = loadavg().map((value) => roundTo(value, 2));
  log('');
  printTable(results);
  writeFileSync(join(repoRoot, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  log('wrote bench/results.json');
  if (results.memory && !results.memory.steady) {
    process.stderr.write('\nFAILED: memory grew across renders (see the Memory rows above)\n');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  if (stopping) return;
  process.stderr.write(`bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exitCode = 1;
});
