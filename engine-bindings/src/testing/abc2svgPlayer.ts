/**
 * @fileoverview abc2svg 1.22.1's player, black-boxed (DESIGN.md 3.4): the notes abc2svg would
 * sound for an ABC text, with their times, as its own `tonotes.js` backend lists them. The
 * reference that playback.test.ts compares the engine's playback events with.
 *
 * How it is driven (its public pieces only, never translated): the npm package ships the sound
 * generator in `snd-1.js`, whose first part defines `ToAudio` (turns a tune's symbols into play
 * marks: repeats, tempo) and `abc2svg.play_next` (walks them and calls the player object's
 * `note_run(po, symbol, midi, time, duration)`); the rest of the file is browser output (Web
 * Audio, Web MIDI) and is left out. Both run in a `vm` context beside `abc2svg-1.js`, with a
 * player object shaped as `tonotes.js` makes it: generate an hour at once, from time 0.
 * The tunes come from `Abc.prototype.tunes`, which abc2svg fills while it lays the music out
 * (so an `img_out` callback is given and its SVG discarded).
 *
 * Times and durations are in seconds; `sourceStart` is abc2svg's `istart` of the symbol the note
 * belongs to (for a tied note, the first note of the tie). May throw on inputs abc2svg throws on.
 */

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import vm from 'node:vm';

/** One note abc2svg's player sounds. */
export interface Abc2svgPlayedNote {
  /** MIDI pitch (fractional for microtones). */
  midi: number;
  /** Start and duration in seconds. */
  start: number;
  duration: number;
  /** abc2svg's voice number (its voice table index). */
  voice: number;
  /** Offset in the text of the note's symbol (abc2svg `istart`). */
  sourceStart: number;
}

/** Lines of snd-1.js that hold `ToAudio` and `abc2svg.play_next` (1-based, inclusive). */
const SOUND_GENERATOR_LINES = { first: 61, last: 379 } as const;

const require = createRequire(import.meta.url);
const PACKAGE_DIR = dirname(require.resolve('abc2svg/abc2svg-1.js'));

/** The script that plays every tune of `globalThis.text` into `globalThis.played`. */
const PLAY_SCRIPT = `(function () {
  var user = { img_out: function () {}, read_file: function () { return null }, errmsg: function () {} };
  var abc = new Abc(user);
  abc.tosvg('playback', text);
  var audio = ToAudio();
  abc.tunes.slice(0).forEach(function (tune) {
    audio.add(tune[0], tune[1], tune[3]);
    var notes = [];
    var first = tune[0];
    while (first && first.noplay) first = first.ts_next;
    var player = {
      conf: { speed: 1 }, tgen: 3600, v_c: [], c_i: [],
      // The player starts playing 0.3 s after get_time(); tonotes.js moves the origin by that.
      get_time: function () { return -0.3 },
      onend: function () {}, onnote: function () {}, midi_ctrl: function () {}, midi_prog: function () {},
      note_run: function (po, s, midi, time, duration) {
        notes.push({ midi: midi, start: time, duration: duration, voice: s.v, sourceStart: s.istart });
      },
      stop: false, s_end: null, s_cur: first, repn: false, repv: 0
    };
    abc2svg.play_next(player);
    played.push(notes);
  });
})()`;

let context: vm.Context | null = null;

/** The vm context with abc2svg and its sound generator loaded (once). */
function playerContext(): vm.Context {
  if (context) return context;
  // The player schedules its note-highlight callbacks with setTimeout: they are not needed.
  const created = vm.createContext({ setTimeout: () => 0, clearTimeout: () => undefined });
  const load = (file: string): string => readFileSync(join(PACKAGE_DIR, file), 'utf8');
  vm.runInContext(load('abc2svg-1.js'), created);
  // ToAudio loads its chord module (chord-1.js) through abc2svg.loadjs, then calls back.
  created.loadModule = (file: string): void => {
    vm.runInContext(load(file), created);
  };
  vm.runInContext(
    'abc2svg.loadjs = function (file, relay, onerror) { try { loadModule(file) } catch (e) { if (onerror) onerror(); return } if (relay) relay() }',
    created,
  );
  const generator = load('snd-1.js').split('\n').slice(SOUND_GENERATOR_LINES.first - 1, SOUND_GENERATOR_LINES.last).join('\n');
  // The lines are those of the pinned 1.22.1: another version must say so, not play wrongly.
  if (!generator.startsWith('function ToAudio') || !generator.includes('abc2svg.play_next=')) {
    throw new Error('abc2svg snd-1.js is not the 1.22.1 this harness knows (ToAudio, play_next)');
  }
  vm.runInContext(generator, created);
  context = created;
  return created;
}

/**
 * The notes abc2svg plays for each tune of `text` (tunes with music, in file order), in the
 * order it schedules them (by time, then voice).
 */
export function abc2svgPlay(text: string): Abc2svgPlayedNote[][] {
  const played = playerContext();
  played.text = text;
  played.played = [];
  vm.runInContext(PLAY_SCRIPT, played);
  return (played.played as Abc2svgPlayedNote[][]).map((notes) => notes.map((note) => ({ ...note })));
}
