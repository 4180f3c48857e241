/**
 * @fileoverview `npm run bench`: renders the whole corpus (`../shared/corpus/**\/*.abc`) with our
 * engine and its peers in the same run, on the same texts: abc2svg 1.22.1 and our engine in Node,
 * abcjs in headless Chromium, abcm2ps as a native process (peers.ts). Prints tunes per second for
 * each and our ratio to each; writes the figures to `bench/results.json`.
 *
 * Method:
 * 1. Every file is split into tunes (file header + tune, `tests/support/corpus.ts`).
 * 2. Probe: each tune is rendered once by each peer, alone, with a time limit. Tunes on which
 *    any peer hangs or fails are left out for all (abc2svg hangs on some inputs, DESIGN.md 3.4),
 *    and the run says how many and which.
 * 3. Timing: a warm-up round, then `BENCH_ROUNDS` (default 5) timed rounds over all remaining
 *    tunes, the peers taking turns round by round so that a change in the machine's load touches
 *    all alike. Tunes per second come from the median round; the spread is the fastest and
 *    slowest round.
 *
 * Environment: `BENCH_ROUNDS` (timed rounds, default 5), `BENCH_LIMIT` (use only the first N
 * tunes, for a quick try), `BENCH_PEERS` (comma-separated subset, e.g. `swaralipi,abc2svg`),
 * `SWARALIPI_CORPUS` (corpus folder).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { corpusRoot, loadCorpusFiles, repoRoot, splitTunes } from '../tests/support/corpus.js';
import { abcjsPeer, abcm2psPeer, childPeer, type Peer, type PeerName } from './peers.js';

const ALL_PEERS: PeerName[] = ['swaralipi', 'abc2svg', 'abcjs', 'abcm2ps'];
const rounds = positiveInteger(process.env.BENCH_ROUNDS, 5);
const limit = positiveInteger(process.env.BENCH_LIMIT, Number.POSITIVE_INFINITY);
const wanted = (process.env.BENCH_PEERS?.split(',') ?? ALL_PEERS).filter((name): name is PeerName => ALL_PEERS.includes(name as PeerName));

function positiveInteger(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/** One peer's timing figures, as printed and written to results.json. */
interface PeerFigures {
  version: string;
  roundsMs: number[];
  medianMs: number;
  minMs: number;
  maxMs: number;
  /** Left out of each round's time (abcm2ps's process start-up). */
  overheadMs: number;
  tunesPerSecond: number;
  msPerTune: number;
  outputCharsPerRound: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const round1 = (value: number): number => Math.round(value * 10) / 10;

function figuresOf(peer: Peer, roundsMs: number[], outputChars: number, tunes: number): PeerFigures {
  const medianMs = median(roundsMs);
  return {
    version: peer.version,
    roundsMs: roundsMs.map(Math.round),
    medianMs: Math.round(medianMs),
    minMs: Math.round(Math.min(...roundsMs)),
    maxMs: Math.round(Math.max(...roundsMs)),
    overheadMs: Math.round(peer.overheadMs),
    tunesPerSecond: round1((tunes / medianMs) * 1000),
    msPerTune: Math.round((medianMs / tunes) * 1000) / 1000,
    outputCharsPerRound: outputChars,
  };
}

async function openPeers(texts: string[]): Promise<Peer[]> {
  const peers: Peer[] = [];
  for (const name of wanted) {
    if (name === 'abcjs') peers.push(await abcjsPeer(texts));
    else if (name === 'abcm2ps') {
      const peer = abcm2psPeer(texts);
      if (peer) peers.push(peer);
      else process.stdout.write('abcm2ps is not installed (apt-get install abcm2ps): left out\n');
    } else peers.push(childPeer(name, texts));
  }
  return peers;
}

/** Renders each tune once with each peer; returns the indices every peer finished, and the failures. */
async function probe(peers: Peer[], count: number): Promise<{ kept: number[]; failures: Map<PeerName, string[]> }> {
  const failures = new Map<PeerName, string[]>(peers.map((peer) => [peer.name, []]));
  const kept: number[] = [];
  process.stdout.write(`probing ${count} tunes with ${peers.map((peer) => peer.name).join(', ')}...\n`);
  for (let index = 0; index < count; index++) {
    let ok = true;
    for (const peer of peers) {
      const failure = await peer.probe(index);
      if (failure !== null) {
        failures.get(peer.name)!.push(`${index}: ${failure}`);
        ok = false;
      }
    }
    if (ok) kept.push(index);
    if ((index + 1) % 500 === 0) process.stdout.write(`  ${index + 1} of ${count}\n`);
  }
  return { kept, failures };
}

async function main(): Promise<void> {
  const files = loadCorpusFiles();
  const allTunes = files.flatMap(splitTunes);
  const tunes = allTunes.slice(0, limit);
  const texts = tunes.map((tune) => tune.text);
  process.stdout.write(`corpus ${corpusRoot}: ${files.length} files, ${allTunes.length} tunes${tunes.length < allTunes.length ? ` (BENCH_LIMIT: first ${tunes.length})` : ''}\n`);

  const peers = await openPeers(texts);
  try {
    const { kept, failures } = await probe(peers, tunes.length);
    for (const peer of peers) {
      const list = failures.get(peer.name)!;
      process.stdout.write(`${peer.name}: failed or hung on ${list.length} of ${tunes.length} tunes\n`);
      for (const line of list.slice(0, 5)) {
        const [index, ...why] = line.split(': ');
        process.stdout.write(`  ${tunes[Number(index)]!.name}: ${why.join(': ')}\n`);
      }
    }
    process.stdout.write(`benchmark set: ${kept.length} tunes that every peer renders (left out: ${tunes.length - kept.length})\n`);
    if (kept.length === 0) throw new Error('no tune left to time');

    process.stdout.write(`timing: 1 warm-up round, then ${rounds} timed rounds per peer, taking turns\n`);
    const roundsMs = new Map<PeerName, number[]>(peers.map((peer) => [peer.name, []]));
    const outputChars = new Map<PeerName, number>();
    for (let round = 0; round <= rounds; round++) {
      for (const peer of peers) {
        const { ms, outputChars: chars } = await peer.round(kept);
        if (round > 0) roundsMs.get(peer.name)!.push(ms);
        outputChars.set(peer.name, chars);
        process.stdout.write(`  ${round === 0 ? 'warm-up' : `round ${round}`}: ${peer.name} ${ms.toFixed(0)} ms\n`);
      }
    }

    const summary = Object.fromEntries(
      peers.map((peer) => [peer.name, figuresOf(peer, roundsMs.get(peer.name)!, outputChars.get(peer.name) ?? 0, kept.length)]),
    ) as Partial<Record<PeerName, PeerFigures>>;
    const ours = summary.swaralipi;
    const ratios: Partial<Record<PeerName, number>> = {};
    process.stdout.write(`\n${'peer'.padEnd(10)} ${'version'.padEnd(20)} ${'tunes/s'.padStart(9)} ${'ms/tune'.padStart(8)}   median round (min-max)      swaralipi's speed-up\n`);
    for (const peer of peers) {
      const figures = summary[peer.name]!;
      const ratio = ours ? round1(ours.tunesPerSecond / figures.tunesPerSecond) : NaN;
      if (peer.name !== 'swaralipi') ratios[peer.name] = ratio;
      process.stdout.write(
        `${peer.name.padEnd(10)} ${figures.version.slice(0, 20).padEnd(20)} ${figures.tunesPerSecond.toFixed(1).padStart(9)} ${figures.msPerTune.toFixed(3).padStart(8)}   ${`${figures.medianMs} ms (${figures.minMs}-${figures.maxMs})`.padEnd(26)}  ${peer.name === 'swaralipi' ? '' : `${ratio}x`}\n`,
      );
    }
    const abcm2ps = summary.abcm2ps;
    if (abcm2ps) process.stdout.write(`(abcm2ps: ${abcm2ps.overheadMs} ms of process start-up left out of each round)\n`);

    const results = {
      date: new Date().toISOString(),
      machine: { cpu: cpus()[0]?.model ?? 'unknown', cores: cpus().length, node: process.version, loadAverage1m: Math.round(loadavg()[0]! * 100) / 100 },
      corpus: {
        files: files.length,
        tunes: allTunes.length,
        probed: tunes.length,
        timed: kept.length,
        leftOut: Object.fromEntries([...failures].map(([name, list]) => [name, list.map((line) => `${tunes[Number(line.split(': ')[0])]!.name}: ${line.split(': ').slice(1).join(': ')}`)])),
      },
      rounds,
      peers: summary,
      swaralipiSpeedup: ratios,
    };
    mkdirSync(join(repoRoot, 'bench'), { recursive: true });
    writeFileSync(join(repoRoot, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
    process.stdout.write('wrote bench/results.json\n');
  } finally {
    for (const peer of peers) await peer.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exitCode = 1;
});
