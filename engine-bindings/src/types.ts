/**
 * @fileoverview Public types of the engine's API (DESIGN.md 3.2). Client, server and CLI import
 * these; they never read the WebAssembly tables themselves.
 *
 * Units: source positions are UTF-16 code-unit offsets into the text given to `render` (the JS
 * string index); lines and columns are 1-based. Element boxes are in CSS pixels of their page's
 * SVG (its viewBox), from the page's top-left corner.
 */

/** Layout settings (engine-spec 3 "Format settings"); every field is optional. */
export interface RenderOptions {
  /** Page width in CSS pixels. Default 793.7 (21 cm, as abc2svg). */
  pageWidth?: number;
  /** Page height in CSS pixels. Default 1122.5 (29.7 cm). */
  pageHeight?: number;
  /** Margins in CSS pixels. Default 52.9 (1.4 cm, as abc2svg) on the left and right, 38 top and bottom. */
  leftMargin?: number;
  rightMargin?: number;
  topMargin?: number;
  bottomMargin?: number;
  /** Scale of the music: one staff space is 6 * scale CSS pixels. Default 1 (as abc2svg). */
  scale?: number;
  /**
   * Measures text (lyrics, titles) for layout: width in ems of `text` set in `font`. When
   * absent, the engine uses its built-in width tables (engine-spec 9).
   */
  measureText?: (font: TextFont, text: string) => number;
}

/** Fonts the engine sets text in, by role. */
export type TextFont =
  | 'title'
  | 'subtitle'
  | 'composer'
  | 'lyric'
  | 'annotation'
  | 'tempo'
  | 'tuplet'
  | 'ending';

/** One message about the input (engine-spec 5 and 8). */
export interface Diagnostic {
  /** 0 warning, 1 error, 2 fatal. */
  severity: 0 | 1 | 2;
  /** Stable numeric code (engine-as/src/abi.ts DiagnosticCode). */
  code: number;
  message: string;
  /** 1-based line and column (UTF-16 code units) of `start`. */
  line: number;
  column: number;
  /** Source range [start, end) the message is about. */
  start: number;
  end: number;
}

export type ElementKindName =
  | 'note'
  | 'rest'
  | 'bar'
  | 'lyric'
  | 'title'
  | 'composer'
  | 'clef'
  | 'key'
  | 'meter'
  | 'beam'
  | 'slur'
  | 'tie'
  | 'ending'
  | 'tuplet'
  | 'chord-symbol'
  | 'decoration'
  | 'tempo'
  | 'part'
  | 'words'
  | 'voice-name'
  | 'text-block';

/**
 * A drawn element that maps to the source. In the SVG, the element is the `<g>` with
 * `data-el="{id}"`, carrying `data-start` and `data-end`.
 */
export interface ElementRef {
  id: number;
  kind: ElementKindName;
  /** Source range [start, end) the element was drawn from. */
  start: number;
  end: number;
  /** Page index into `pages`. */
  page: number;
  /** Bounding box in CSS pixels of the page's SVG. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Index of the tune in `tunes`. */
  tune: number;
}

/** What the engine found out about each tune (X: field) of the text. */
export interface TuneInfo {
  /** The X: value as written, '' when absent. */
  x: string;
  /** The first T: line, trimmed; '' when absent. */
  title: string;
  /** The first C: line, trimmed; '' when absent. */
  composer: string;
  /** Source range of the whole tune. */
  start: number;
  end: number;
  /** Page on which the tune starts. */
  firstPage: number;
  /** Number of systems its music was laid out in (0 for a tune without music). */
  systems: number;
}

export interface RenderResult {
  /** One self-contained SVG document per page. */
  pages: string[];
  diagnostics: Diagnostic[];
  elements: ElementRef[];
  tunes: TuneInfo[];
  /**
   * Playback events, one entry per entry of `tunes` (playback.ts). `Engine.render` sets it on
   * every render that did not fail inside the engine, built on first access (a getter: JSON and
   * postMessage see a plain value); optional so that results built elsewhere (caches, test
   * fixtures) stay valid without it.
   */
  events?: TunePlayback[];
}

/** The music model dump of MODEL.md (`swaralipi model`). */
export interface ModelDump {
  tunes: {
    x: string;
    title: string;
    voices: { id: string; events: ModelEvent[] }[];
  }[];
}

export type ModelEvent =
  | ['note', string, string, number[]]
  | ['rest', string, string]
  | ['bar', string, string];

/**
 * One note to sound (DESIGN.md 4 "Playback"): a notehead, or a tied chain of them, as played,
 * with repeats and endings unfolded (playback.ts gives the rules).
 */
export interface PlaybackEvent {
  /** MIDI pitch, 0-127, as sounded: key, accidentals, transposition applied. */
  midi: number;
  /** Start and duration in seconds at the tune's tempo (Q: and its changes; 1/4=120 without). */
  start: number;
  duration: number;
  /** Index of the voice in its tune (in voice table order) and its id (`"1"` without V:). */
  voice: number;
  voiceId: string;
  /** Source range [start, end) of the note (chord) the sound comes from. */
  sourceStart: number;
  sourceEnd: number;
}

/** The playback of one tune: `events[i]` of RenderResult belongs to `tunes[i]`. */
export interface TunePlayback {
  /** Sorted by start, then voice, then pitch. Empty for a tune without music. */
  events: PlaybackEvent[];
  /** Seconds from the start to the end of the music as played (trailing rests included). */
  duration: number;
}
