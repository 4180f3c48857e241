/**
 * @fileoverview The benchmark's one table: every part's figures, a column per engine, and the
 * issue 5 target of each row with whether it is met (MET / MISSED), so that a missed target is
 * never left out of the printout.
 */
import type { PeerName } from './peers.js';
import type { GrowthPoint, Results } from './run.js';

const PEERS: PeerName[] = ['swaralipi', 'abc2svg', 'abcjs', 'abcm2ps'];

/** Issue 5's targets. */
export const TARGETS = {
  /** Our corpus throughput over abc2svg's and abcm2ps's. */
  speedupOverAbc2svg: 20,
  speedupOverAbcm2ps: 5,
  /** Growth exponent that still counts as linear. */
  linearExponent: 1.1,
  songbookMs: 100,
  editMs: 5,
  songMs: 1,
} as const;

type Row = [string, ...string[]];

function verdict(met: boolean): string {
  return met ? 'MET' : 'MISSED';
}

function ms(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return '-';
  if (value >= 100) return Math.round(value).toLocaleString('en-US');
  if (value >= 10) return value.toFixed(1);
  return value.toFixed(value >= 1 ? 2 : 3);
}

function mb(bytes: number | undefined): string {
  return bytes === undefined ? '-' : `${(bytes / 2 ** 20).toFixed(1)} MB`;
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function growthCell(point: GrowthPoint | undefined): string {
  if (!point) return '';
  return point.error ? 'failed' : ms(point.ms);
}

/** Prints the table of `results` to stdout. */
export function printTable(results: Results): void {
  const present = PEERS.filter((name) => results.versions[name] !== undefined || (name === 'swaralipi' && (results.edit || results.memory)));
  const header: Row = ['', ...present.map((name) => (name === 'swaralipi' ? `swaralipi ${results.engine}` : `${name} ${results.versions[name] ?? ''}`)), 'target'];
  const rows: (Row | string)[] = [];
  const cells = (label: string, of: (name: PeerName) => string, target = ''): Row => [label, ...present.map(of), target];

  const { corpus, growth, edit, memory, size } = results;
  if (corpus) {
    rows.push(`Whole corpus to SVG strings: ${corpus.timed.toLocaleString('en-US')} tunes (of ${corpus.tunes.toLocaleString('en-US')}; ${corpus.probed - corpus.timed} left out: a peer failed), median of ${corpus.rounds} rounds`);
    rows.push(cells('tunes per second', (name) => corpus.peers[name]?.tunesPerSecond.toLocaleString('en-US') ?? ''));
    rows.push(cells('round ms: median (min-max)', (name) => {
      const figures = corpus.peers[name];
      return figures ? `${ms(figures.medianMs)} (${ms(figures.minMs)}-${ms(figures.maxMs)})` : '';
    }));
    const abc2svg = corpus.swaralipiSpeedup.abc2svg;
    const abcm2ps = corpus.swaralipiSpeedup.abcm2ps;
    const speedTargets = [
      abc2svg !== undefined ? `>=${TARGETS.speedupOverAbc2svg}x abc2svg ${verdict(abc2svg >= TARGETS.speedupOverAbc2svg)}` : '',
      abcm2ps !== undefined ? `>=${TARGETS.speedupOverAbcm2ps}x abcm2ps ${verdict(abcm2ps >= TARGETS.speedupOverAbcm2ps)}` : '',
    ].filter(Boolean);
    rows.push(cells('swaralipi is faster by', (name) => (name === 'swaralipi' ? '' : corpus.swaralipiSpeedup[name] !== undefined ? `${corpus.swaralipiSpeedup[name]}x` : ''), speedTargets.join(', ')));
    if (corpus.swaralipiRoundSpeedups) {
      rows.push(cells('  round by round', (name) => corpus.swaralipiRoundSpeedups[name]?.map((ratio) => `${ratio}x`).join(' ') ?? ''));
    }
    if (corpus.peers.swaralipi?.cpuMsPerTune !== undefined) {
      rows.push(
        cells('CPU ms per tune', (name) => {
          const cpu = corpus.peers[name]?.cpuMsPerTune;
          const ratio = corpus.swaralipiCpuSpeedup[name];
          return cpu === undefined ? '' : `${ms(cpu)}${ratio !== undefined ? ` (${ratio}x)` : ''}`;
        }),
      );
    }
    const abcm2psFigures = corpus.peers.abcm2ps;
    if (abcm2psFigures) {
      const cpu = abcm2psFigures.overheadCpuMs !== undefined ? ` (${abcm2psFigures.overheadCpuMs} ms CPU)` : '';
      rows.push(`  (abcm2ps: its ${abcm2psFigures.overheadMs} ms${cpu} process start-up left out of each round)`);
    }
  }
  if (growth) {
    rows.push('Growth: n Nottingham tunes in one text, ms per render (median round)');
    const sizes = growth.peers.swaralipi?.points.map((point) => point.tunes) ?? Object.values(growth.peers)[0]?.points.map((point) => point.tunes) ?? [];
    sizes.forEach((tunes, index) => {
      const ours = growth.peers.swaralipi?.points[index];
      const target = tunes === 300 && ours && !ours.error ? `<${TARGETS.songbookMs} ms ${verdict(ours.ms < TARGETS.songbookMs)}` : '';
      rows.push(cells(`${tunes.toLocaleString('en-US')} tune${tunes > 1 ? 's' : ''}`, (name) => growthCell(growth.peers[name]?.points[index]), target));
    });
    const length = (index: number): string => (PEERS.map((name) => growth.peers[name]?.points[index]?.characters).find((n) => n !== undefined) ?? 0).toLocaleString('en-US');
    rows.push(`  (the texts: ${sizes.map((tunes, index) => `${tunes.toLocaleString('en-US')} tune${tunes > 1 ? 's' : ''} ${length(index)}`).join(', ')} characters)`);
    // Judged on the text's length: the first tunes are shorter than the average, so time against
    // the tune count bends upwards for every engine (run.ts GrowthPart).
    const ourFit = growth.peers.swaralipi?.fit;
    const exponent = (of: 'fit' | 'fitByTunes') => (name: PeerName): string => {
      const fit = growth.peers[name]?.[of];
      return fit ? fit.k.toFixed(2) : '';
    };
    rows.push(cells('exponent k of t = a * characters^k', exponent('fit'), ourFit ? `linear (k <= ${TARGETS.linearExponent}) ${verdict(ourFit.k <= TARGETS.linearExponent)}` : ''));
    rows.push(cells('exponent k of t = a * tunes^k', exponent('fitByTunes')));
  }
  if (edit || growth) {
    rows.push(`Edit latency: ${edit ? `${edit.tunes}-tune book, a tune per page; ours through the tune cache, ` : ''}peers render the whole book again`);
    const peerBook = (name: PeerName): string => growthCell(growth?.peers[name]?.points.find((point) => point.tunes === 300));
    if (edit) {
      rows.push(
        cells(
          'one character changed, median ms',
          (name) => (name === 'swaralipi' ? `${ms(edit.oneCharacter.medianMs)} (${ms(edit.oneCharacter.minMs)}-${ms(edit.oneCharacter.maxMs)})` : peerBook(name)),
          `<${TARGETS.editMs} ms ${verdict(edit.oneCharacter.medianMs < TARGETS.editMs)}`,
        ),
      );
      rows.push(cells('typing (one character inserted)', (name) => (name === 'swaralipi' ? `${ms(edit.typing.medianMs)} (${ms(edit.typing.minMs)}-${ms(edit.typing.maxMs)})` : peerBook(name)), `<${TARGETS.editMs} ms ${verdict(edit.typing.medianMs < TARGETS.editMs)}`));
      rows.push(`  (CPU time per edit, median: ${ms(edit.oneCharacter.cpuMedianMs)} ms on a change, ${ms(edit.typing.cpuMedianMs)} ms typing)`);
      rows.push(`  (per edit, median: ${edit.oneCharacter.engravedMedian} tune(s) engraved and ${edit.oneCharacter.movedMedian} moved on a change; ${edit.typing.engravedMedian} engraved and ${edit.typing.movedMedian} moved when typing;`);
      rows.push(`   the same book without the cache: ${ms(edit.fullRenderMs)} ms, cold cache ${ms(edit.coldCacheMs)} ms; results equal a full render: ${edit.exact ? 'yes' : 'NO'} (${edit.checkedEdits} checked)${edit.perTune ? '' : '; NOT engraved tune by tune'})`);
    }
    // Every engine's figure is the mean of a round of renders (growth); ours is also timed render
    // by render (edit part), and the target is judged on the larger of the two.
    const song = (name: PeerName): string => growthCell(growth?.peers[name]?.song);
    const ourSongTimes = [growth?.peers.swaralipi?.song.ms, edit?.song.medianMs].filter((value): value is number => value !== undefined && Number.isFinite(value));
    rows.push(
      cells(
        'Oh! Susanna alone, ms',
        (name) => (name === 'swaralipi' && edit ? `${song(name) || '-'} (one by one: ${ms(edit.song.medianMs)})` : song(name)),
        ourSongTimes.length > 0 ? `<${TARGETS.songMs} ms ${verdict(Math.max(...ourSongTimes) < TARGETS.songMs)}` : '',
      ),
    );
  }
  if (memory || corpus) {
    rows.push('Memory');
    if (memory) {
      rows.push(cells('wasm memory after the corpus', (name) => (name === 'swaralipi' ? mb(memory.afterCorpus.wasmBytes) : '')));
      rows.push(cells('process RSS after the corpus (peak)', (name) => (name === 'swaralipi' ? `${mb(memory.afterCorpus.rssBytes)} (${mb(memory.afterCorpus.maxRssBytes)})` : '')));
      const [first, last] = [memory.checkpoints[0]!, memory.checkpoints.at(-1)!];
      const span = `${first.renders.toLocaleString('en-US')} -> ${last.renders.toLocaleString('en-US')} renders`;
      rows.push(cells(`after ${span}: wasm`, (name) => (name === 'swaralipi' ? `${mb(first.wasmBytes)} -> ${mb(last.wasmBytes)}` : ''), `no growth ${verdict(memory.wasmSteady)}`));
      rows.push(cells(`after ${span}: RSS`, (name) => (name === 'swaralipi' ? `${mb(first.rssBytes)} -> ${mb(last.rssBytes)}` : '')));
      rows.push(
        cells(
          `  RSS trend over ${memory.checkpoints.length} readings`,
          (name) => (name === 'swaralipi' ? `${memory.rssTrendBytes >= 0 ? '+' : ''}${mb(memory.rssTrendBytes)}` : ''),
          `growth <= ${mb(memory.noiseBytes)} ${verdict(memory.rssTrendBytes <= memory.noiseBytes)}`,
        ),
      );
      if (first.rssAnonBytes !== undefined && last.rssAnonBytes !== undefined) {
        rows.push(cells('  RSS anonymous / file-backed', (name) => (name === 'swaralipi' ? `${mb(first.rssAnonBytes)} / ${mb(first.rssFileBytes)} -> ${mb(last.rssAnonBytes)} / ${mb(last.rssFileBytes)}` : '')));
      }
      rows.push(cells('  JavaScript heap after a collection', (name) => (name === 'swaralipi' ? `${mb(first.heapUsedBytes)} -> ${mb(last.heapUsedBytes)}` : '')));
    }
    if (corpus) rows.push(cells('Node process RSS after the corpus rounds', (name) => mb(corpus.peers[name]?.rssBytes)));
  }
  if (size) {
    rows.push('Size');
    rows.push(cells('build/engine.wasm (gzip)', (name) => (name === 'swaralipi' ? `${kb(size.wasm.bytes)} (${kb(size.wasm.gzipBytes)})` : '')));
    if ('error' in size.client) rows.push(`  client bundle: ${size.client.error}`);
    else {
      const { byKind, totalGzipBytes } = size.client;
      rows.push(cells('client bundle, gzip: total', (name) => (name === 'swaralipi' ? kb(totalGzipBytes) : '')));
      rows.push(`  (${Object.entries(byKind).map(([kind, total]) => `${kind} ${kb(total.gzipBytes)}`).join(', ')})`);
    }
  }

  const { machine } = results;
  rows.push(`Machine: ${machine.cpu}, ${machine.cores} cores, Node ${machine.node}, load average ${machine.loadAverageAtStart.join(' ')} at start, ${machine.loadAverageAtEnd.join(' ')} at end; ${results.date}`);

  const tableRows = rows.filter((row): row is Row => typeof row !== 'string');
  const widths = header.map((_, column) => Math.max(header[column]!.length, ...tableRows.map((row) => (row[column] ?? '').length)));
  const format = (row: Row): string =>
    row
      .map((cell, column) => (column === 0 || column === row.length - 1 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ')
      .trimEnd();
  const out: string[] = [format(header), '-'.repeat(widths.reduce((sum, width) => sum + width + 2, 0))];
  for (const row of rows) out.push(typeof row === 'string' ? row : format(row));
  process.stdout.write(`${out.join('\n')}\n`);
}
