/**
 * @fileoverview Shows one tune's difference in detail, for whoever fixes it:
 * `npx tsx tests/differential/show.ts FILE [ORDINAL] [CONTEXT]` prints, for the tune at position
 * ORDINAL (1-based, default 1) of FILE (a path, or a path relative to the corpus folder), the
 * events of both engines side by side around the first difference (CONTEXT events either side,
 * default 6), with abc2svg's source text of each event. Runs both engines in this process (no
 * time limit: use it on tunes the report lists).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { model } from '../../engine-bindings/src/index.js';
import { decodeAbcBytes } from '../../engine-bindings/src/decode.js';
import { corpusRoot, splitTunes } from '../support/corpus.js';
import { abc2svgModel } from './abc2svgModel.js';
import { firstDifference } from './compare.js';
import { formatEvent } from './report.js';

const [fileArgument, ordinalArgument = '1', contextArgument = '6'] = process.argv.slice(2);
if (!fileArgument) {
  console.error('usage: npx tsx tests/differential/show.ts FILE [ORDINAL] [CONTEXT]');
  process.exit(2);
}
const path = existsSync(fileArgument) ? fileArgument : join(corpusRoot, fileArgument);
const text = decodeAbcBytes(readFileSync(path));
const tune = splitTunes({ name: fileArgument, text, tuneCount: 0 })[Number(ordinalArgument) - 1];
if (!tune) {
  console.error(`${fileArgument} has no tune number ${ordinalArgument}`);
  process.exit(2);
}
const context = Number(contextArgument);

const theirs = abc2svgModel(tune.text);
const ours = model(tune.text);
const theirTune = theirs.dump.tunes[0];
const ourTune = ours.tunes[0];
if (!theirTune || !ourTune) {
  console.log(`tunes with music: ours ${ours.tunes.length}, abc2svg ${theirs.dump.tunes.length}`);
  process.exit(0);
}
const difference = firstDifference(ourTune, theirTune);
if (difference === null) {
  console.log(`${tune.name}: the models match`);
} else if (difference.voice < 0) {
  console.log(`${tune.name}: voices: ours [${difference.oursVoices?.join(', ')}], abc2svg [${difference.theirsVoices?.join(', ')}]`);
} else {
  const voice = difference.voice;
  const a = ourTune.voices[voice]!.events;
  const b = theirTune.voices[voice]!.events;
  const sources = theirs.sources[0]![voice]!;
  console.log(`${tune.name}: ${difference.category} in voice ${theirTune.voices[voice]!.id}, event ${difference.event + 1}`);
  console.log(`${'#'.padStart(5)}  ${'ours'.padEnd(28)}  ${'abc2svg'.padEnd(28)}  abc2svg source`);
  for (let event = Math.max(0, difference.event - context); event <= difference.event + context; event++) {
    if (event >= a.length && event >= b.length) break;
    const offset = sources[event];
    const source = offset === undefined || offset < 0 ? '' : JSON.stringify(tune.text.slice(offset, offset + 16));
    const marker = event === difference.event ? '>' : ' ';
    console.log(`${marker}${String(event + 1).padStart(4)}  ${formatEvent(a[event]).padEnd(28)}  ${formatEvent(b[event]).padEnd(28)}  ${source}`);
  }
}
if (theirs.messages.length > 0) console.log(`abc2svg's messages:\n  ${theirs.messages.join('\n  ')}`);
