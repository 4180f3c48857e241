/**
 * @fileoverview The parser's working state: where it is in the text (engine-spec 4, parse
 * states 0-3), the tune being read, and one VoiceState per voice of that tune. It lives in the
 * render context and is reset per render; VoiceStates are pooled so a render allocates nothing
 * once the pool is as large as the largest tune's voice count.
 */

import { Model } from "../abi";
import { I32Column } from "../util/column";
import { ClefType, MeterDisplay } from "../model/values";

/** Parse states of engine-spec 4. */
export enum ParsePhase {
  /** Before a tune (file header, or free text between tunes). */
  BeforeTune = 0,
  /** In the tune header, before K:. */
  Header = 1,
  /** After the K: line, before the first music. */
  AfterKey = 2,
  /** In the tune body. */
  Body = 3,
}

/** Default unit note length: 1/8 (engine-spec 3, 9). */
export const EIGHTH: i32 = Model.TicksPerWhole / 8;

/**
 * What the parser tracks per voice while reading a tune: the voice's current attributes
 * (clef, key, meter, unit note length), its time cursor, and the state of constructs that span
 * several symbols (tuplets, slurs, broken rhythm, ties, lyrics).
 */
export class VoiceState {
  /** Index into the VoiceTable. */
  voice: i32 = -1;
  /** Whether the voice has had its starting clef, key and meter symbols written. */
  started: bool = false;

  clef: i32 = ClefType.Treble;
  clefOctave: i32 = 0;
  /** Whether the clef came from the voice's own V: line (a later K: clef does not replace it). */
  clefExplicit: bool = false;
  /** No clef given (or `clef=auto`): the notes choose it (parse/autoClef.ts). */
  clefAuto: bool = true;
  /** `octave=` of K: or V: (ABC 2.1 4.6): notes sound and show this many octaves from as written. */
  octave: i32 = 0;
  /** Whether the voice's own V: line gave octave= (the header's K: octave= does not replace it). */
  octaveExplicit: bool = false;
  keySharps: i32 = 0;
  /** Packed per-letter alterations of the key (model/values.ts packKeyAlterations). */
  keyAlterations: i32 = 0x92492; // every letter at alteration 0: (0 + 2) in each of seven 3-bit fields
  meterTicks: i32 = 0;
  meterDisplay: i32 = MeterDisplay.None;
  /** Unit note length (L:) in ticks; 0 until set, then the default rule applies. */
  unitTicks: i32 = 0;
  /**
   * The key as K: wrote it, before transposition; keySharps and keyAlterations above are the
   * key as drawn (parse/transpose.ts).
   */
  sourceKeySharps: i32 = 0;
  sourceKeyAlterations: i32 = 0x92492;
  /** K:none: no key signature, also under a transposition (notes get accidentals instead). */
  keyNone: bool = false;
  /**
   * Transposition (parse/transpose.ts): `score=` or a %%transpose in the tune body (drawn notes
   * only: semitones, and fifths when spelled by two notes, else scoreSpelled is false), `shift=`
   * (drawn and sounding), `transpose=` / `sound=` (sounding only, semitones).
   */
  scoreSemitones: i32 = 0;
  scoreFifths: i32 = 0;
  scoreSpelled: bool = false;
  shiftSemitones: i32 = 0;
  shiftFifths: i32 = 0;
  soundSemitones: i32 = 0;
  /**
   * Derived by parse/transpose.ts updateTransposition: the diatonic steps and semitones from
   * the written note to the drawn one, and the semitones from the drawn note to the sound.
   */
  drawnSteps: i32 = 0;
  drawnSemitones: i32 = 0;
  /** The drawn transposition as an interval on the circle of fifths (chord symbols move by it). */
  drawnFifths: i32 = 0;
  midiShift: i32 = 0;

  /** Time of the next symbol, in ticks from the start of the tune. */
  time: i32 = 0;
  /** Time at which the current measure began (the last bar), where an overlay starts. */
  measureStart: i32 = 0;
  /**
   * Voice overlays (ABC 2.1 7.4): the pool index of this voice's overlay voice (-1 until the
   * first `&`), of the voice it overlays (-1 for a voice of its own), and the time the overlay
   * must reach at the bar (the overlaid voice's time when `&` came).
   */
  overlayChild: i32 = -1;
  overlayParent: i32 = -1;
  overlayTarget: i32 = 0;
  /**
   * The multi-measure form `(& ... & ... &)` (ABC 2.1 7.4): on the overlaid voice, whether one
   * is open and the time of its `(&`; on an overlay voice, whether it belongs to one (then its
   * bars are its own and do not end it).
   */
  spanOpen: bool = false;
  spanStart: i32 = 0;
  inSpan: bool = false;
  /** Last symbol written to the voice, and the last note or rest (for broken rhythm), or -1. */
  lastSymbol: i32 = -1;
  lastNote: i32 = -1;

  /**
   * Accidentals met in the current measure (ABC 2.1 4.2): per diatonic step (HeadTable.step),
   * the alteration + 3, or 0 when the step has none yet.
   */
  measureAccidentals: StaticArray<i8> = new StaticArray<i8>(128);
  /** Steps touched in the measure, so a bar clears only those. */
  touchedSteps: StaticArray<i32> = new StaticArray<i32>(128);
  touchedCount: i32 = 0;

  /** Heads of the previous note that start ties: step and alteration (ties carry accidentals). */
  tieSteps: StaticArray<i32> = new StaticArray<i32>(16);
  tieAlterations: StaticArray<i32> = new StaticArray<i32>(16);
  tieCount: i32 = 0;

  /** Broken rhythm waiting for the next note: its duration factor numerator / denominator. */
  brokenNumerator: i32 = 0;
  brokenDenominator: i32 = 0;
  /** Source offset of the pending `<` or `>` (for diagnostics). */
  brokenAt: i32 = -1;

  /** Open tuplet: TupletTable id, notes still to take, and the p:q ratio; -1 when none. */
  tuplet: i32 = -1;
  tupletRemaining: i32 = 0;
  tupletP: i32 = 1;
  tupletQ: i32 = 1;
  tupletAt: i32 = -1;

  /** Slurs opened by `(` and not closed yet: the first note of each (or -1 until it comes). */
  slurFirst: StaticArray<i32> = new StaticArray<i32>(32);
  slurAt: StaticArray<i32> = new StaticArray<i32>(32);
  slurDepth: i32 = 0;
  /** `(` seen since the last note: the next note starts that many slurs. */
  pendingSlurs: i32 = 0;

  /** A space (or bar) came since the last note: the next note may not join its beam. */
  beamBreak: bool = true;
  /** First symbol whose lyrics are still to come (start of the current lyric block), or -1. */
  lyricsFrom: i32 = -1;
  /** Number of w: lines read for the current block (the next one is that verse). */
  lyricVerse: i32 = 0;
  /** Whether a w: line came since the last music line (the next music starts a new block). */
  lyricsDone: bool = false;
  /** Where the last w: line stopped, for a `+:` continuation line: next symbol and verse. */
  lyricCursor: i32 = -1;
  lyricCursorVerse: i32 = 0;
  /** First decoration and annotation not yet given to a symbol of this voice (table indices). */
  pendingDecorations: i32 = 0;
  pendingAnnotations: i32 = 0;
  /** Last syllable written by the last w: line, for `_` and `-` carried into a +: line. */
  lastSyllable: i32 = -1;
  /** The voice's last symbol when the current music line began (to find the line's first). */
  lineMark: i32 = -1;
  /**
   * Lowest and highest step (HeadTable.step, as drawn) of the voice's notes so far (not grace
   * notes), or 1000 and -1000 before any: parse/autoClef.ts ends its walk over a staff's notes
   * once they cannot ask for another clef.
   */
  lowestStep: i32 = 1000;
  highestStep: i32 = -1000;

  reset(voice: i32): void {
    this.voice = voice;
    this.started = false;
    this.clef = ClefType.Treble;
    this.clefOctave = 0;
    this.clefExplicit = false;
    this.clefAuto = true;
    this.octave = 0;
    this.octaveExplicit = false;
    this.keySharps = 0;
    this.keyAlterations = 0x92492;
    this.meterTicks = 0;
    this.meterDisplay = MeterDisplay.None;
    this.unitTicks = 0;
    this.sourceKeySharps = 0;
    this.sourceKeyAlterations = 0x92492;
    this.keyNone = false;
    this.scoreSemitones = 0;
    this.scoreFifths = 0;
    this.scoreSpelled = false;
    this.shiftSemitones = 0;
    this.shiftFifths = 0;
    this.soundSemitones = 0;
    this.drawnSteps = 0;
    this.drawnSemitones = 0;
    this.drawnFifths = 0;
    this.midiShift = 0;
    this.time = 0;
    this.measureStart = 0;
    this.overlayChild = -1;
    this.overlayParent = -1;
    this.overlayTarget = 0;
    this.spanOpen = false;
    this.spanStart = 0;
    this.inSpan = false;
    this.lastSymbol = -1;
    this.lastNote = -1;
    this.clearMeasure();
    this.tieCount = 0;
    this.brokenNumerator = 0;
    this.brokenDenominator = 0;
    this.brokenAt = -1;
    this.tuplet = -1;
    this.tupletRemaining = 0;
    this.tupletP = 1;
    this.tupletQ = 1;
    this.tupletAt = -1;
    this.slurDepth = 0;
    this.pendingSlurs = 0;
    this.beamBreak = true;
    this.lyricsFrom = -1;
    this.lyricVerse = 0;
    this.lyricsDone = false;
    this.lyricCursor = -1;
    this.lyricCursorVerse = 0;
    this.lastSyllable = -1;
    this.lineMark = -1;
    this.lowestStep = 1000;
    this.highestStep = -1000;
  }

  /**
   * Takes the clef, octave, key, meter and unit note length of `other`: a new voice takes the
   * tune header's, an overlay voice its parent's.
   */
  takeAttributes(other: VoiceState): void {
    this.clef = other.clef;
    this.clefOctave = other.clefOctave;
    this.clefAuto = other.clefAuto;
    this.octave = other.octave;
    this.keySharps = other.keySharps;
    this.keyAlterations = other.keyAlterations;
    this.meterTicks = other.meterTicks;
    this.meterDisplay = other.meterDisplay;
    this.unitTicks = other.unitTicks;
    this.sourceKeySharps = other.sourceKeySharps;
    this.sourceKeyAlterations = other.sourceKeyAlterations;
    this.keyNone = other.keyNone;
    this.copyTransposition(other);
    this.drawnSteps = other.drawnSteps;
    this.drawnSemitones = other.drawnSemitones;
    this.drawnFifths = other.drawnFifths;
    this.midiShift = other.midiShift;
  }

  /** Takes the score=, shift=, transpose= and sound= settings of `other` (parse/transpose.ts). */
  copyTransposition(other: VoiceState): void {
    this.scoreSemitones = other.scoreSemitones;
    this.scoreFifths = other.scoreFifths;
    this.scoreSpelled = other.scoreSpelled;
    this.shiftSemitones = other.shiftSemitones;
    this.shiftFifths = other.shiftFifths;
    this.soundSemitones = other.soundSemitones;
  }

  /** Forgets the accidentals of the measure (at a bar line, ABC 2.1 4.2). */
  clearMeasure(): void {
    for (let i = 0; i < this.touchedCount; i++) {
      unchecked((this.measureAccidentals[unchecked(this.touchedSteps[i])] = 0));
    }
    this.touchedCount = 0;
  }

  /** Records an accidental of the measure: alteration -2..2 on diatonic `step` (0..127). */
  setMeasureAccidental(step: i32, alteration: i32): void {
    if (<u32>step >= 128) return;
    if (unchecked(this.measureAccidentals[step]) == 0 && this.touchedCount < 128) {
      unchecked((this.touchedSteps[this.touchedCount++] = step));
    }
    unchecked((this.measureAccidentals[step] = <i8>(alteration + 3)));
  }

  /** The measure's alteration of `step`, or -99 when none was written in this measure. */
  measureAccidental(step: i32): i32 {
    if (<u32>step >= 128) return -99;
    const stored = <i32>unchecked(this.measureAccidentals[step]);
    return stored == 0 ? -99 : stored - 3;
  }
}

/** Parser-wide state, held by the render context. */
export class ParseState {
  phase: i32 = ParsePhase.BeforeTune;
  /** Tune being read (TuneTable id), or -1. */
  tune: i32 = -1;
  /** Voice states of the tune being read; indices 0..voiceCount-1 are live. */
  voicePool: Array<VoiceState> = new Array<VoiceState>();
  voiceCount: i32 = 0;
  /** The voice the music goes to (index into voicePool), or -1 before the body. */
  current: i32 = -1;
  /** Header values of the tune, copied into each voice when it is created. */
  header: VoiceState = new VoiceState();
  /** Header tempo (Q:): beats per minute and beat length in ticks, 0 when absent. */
  tempoBpm: i32 = 0;
  tempoBeat: i32 = 0;
  tempoStart: i32 = -1;
  tempoEnd: i32 = -1;
  /** Whether the current music line ended with `\` (the music line continues). */
  continued: bool = false;
  /** Time at which a voice met from now on starts: 0, or the time of the last %%staves. */
  voiceStartTime: i32 = 0;
  /**
   * The staff arrangement in force (parse/score.ts): its number in the tune (0: the header's;
   * one more per %%staves in the body after music), its first symbol (-1: the tune's first)
   * and the time it starts at.
   */
  arrangement: i32 = 0;
  arrangementFirstSymbol: i32 = -1;
  arrangementStartTime: i32 = 0;
  /**
   * Letters defined as user symbols by U: (ABC 2.1 4.16): bit (c - 'A') for H..W, bit
   * 26 + (c - 'a') for h..w. The file header's definitions apply to every tune.
   */
  fileUserSymbols: u64 = 0;
  userSymbols: u64 = 0;
  /** Inside a `%%begintext` ... `%%endtext` block, whose lines are text, not music. */
  inTextBlock: bool = false;
  /** A %%score / %%staves of the file header (source range of its value), applied to each tune. */
  fileScoreStart: i32 = -1;
  fileScoreEnd: i32 = -1;
  /** Names of decorations defined by %%deco (source ranges), for the rest of the text. */
  decoNameStart: I32Column = new I32Column(16);
  decoNameEnd: I32Column = new I32Column(16);
  /**
   * What U: made each user symbol (parse/decorations.ts userSymbolBit): the source range of
   * the decoration name it stands for, or -1.
   */
  userSymbolStart: I32Column = new I32Column(64);
  userSymbolEnd: I32Column = new I32Column(64);
  /**
   * `%%transpose N` before a tune's K: (parse/transpose.ts): semitones the drawn notes of every
   * voice move, for the file (all tunes) and for the tune being read (the file's plus its
   * own; several add up, as in abc2svg). Whether one was given, for "Mix of old and new
   * transposition syntaxes".
   */
  fileTranspose: i32 = 0;
  fileTransposeGiven: bool = false;
  headerTranspose: i32 = 0;
  headerTransposeGiven: bool = false;
  /** Working columns of parse/score.ts: voices named, open groups (first staff, kind). */
  scoreNamed: I32Column = new I32Column(16);
  scoreGroupStart: I32Column = new I32Column(8);
  scoreGroupKind: I32Column = new I32Column(8);
  /** Per staff of the %%score being read: 1 when a `|` follows it (its bars join the next). */
  scoreBarJoins: I32Column = new I32Column(8);
  /** Whether the K: or V: line being read named a clef (parse/voiceParams.ts). */
  clefNamed: bool = false;
  /** Working column of parse/autoClef.ts: the next symbol of each voice of the tune. */
  clefCursors: I32Column = new I32Column(16);

  /** Scratch results of the small field parsers (a fraction, a position). */
  numerator: i32 = 0;
  denominator: i32 = 1;
  cursor: i32 = 0;
  numberCursor: StaticArray<i32> = new StaticArray<i32>(1);
  /** The numbers of the last tuplet sign read by readTupletSign (slursAndTuplets.ts), -1 when absent. */
  tupletP: i32 = -1;
  tupletQ: i32 = -1;
  tupletR: i32 = -1;
  keyScratch: StaticArray<i32> = new StaticArray<i32>(7);

  /** Forgets everything of the previous render: before any tune, no file-level definitions. */
  reset(): void {
    this.phase = ParsePhase.BeforeTune;
    this.fileUserSymbols = 0;
    this.inTextBlock = false;
    this.fileScoreStart = -1;
    this.fileScoreEnd = -1;
    this.fileTranspose = 0;
    this.fileTransposeGiven = false;
    this.decoNameStart.reset();
    this.decoNameEnd.reset();
    this.userSymbolStart.resize(53);
    this.userSymbolEnd.resize(53);
    for (let k = 0; k < 53; k++) {
      this.userSymbolStart.set(k, -1);
      this.userSymbolEnd.set(k, -1);
    }
    this.startTune(-1);
  }

  /** Begins tune `tune`: no voices yet, header defaults (engine-spec 3). */
  startTune(tune: i32): void {
    this.tune = tune;
    this.voiceCount = 0;
    this.current = -1;
    this.header.reset(-1);
    this.tempoBpm = 0;
    this.tempoBeat = 0;
    this.tempoStart = -1;
    this.tempoEnd = -1;
    this.continued = false;
    this.voiceStartTime = 0;
    this.arrangement = 0;
    this.arrangementFirstSymbol = -1;
    this.arrangementStartTime = 0;
    this.userSymbols = this.fileUserSymbols;
    this.headerTranspose = this.fileTranspose;
    this.headerTransposeGiven = this.fileTransposeGiven;
  }

  /** Returns a reset VoiceState for a new voice of the tune (pooled). */
  addVoiceState(voice: i32): VoiceState {
    if (this.voiceCount == this.voicePool.length) this.voicePool.push(new VoiceState());
    const state = unchecked(this.voicePool[this.voiceCount++]);
    state.reset(voice);
    return state;
  }

  @inline voiceState(index: i32): VoiceState {
    return unchecked(this.voicePool[index]);
  }
}
