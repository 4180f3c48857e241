/**
 * @fileoverview MODEL.md's music model dump, built from abc2svg 1.22.1 (npm `abc2svg`, the
 * reference of DESIGN.md 3.4) through its `get_abcmodel(tsfirst, voice_tb, sym_name, info)`
 * callback: the differential test's "their side".
 *
 * abc2svg calls `get_abcmodel` once per tune that has music (its `generate()`, after
 * `sort_all()` and `pit_adj()`: times are set, `notes[i].midi` holds the sounding pitch after the
 * key, accidentals, ties, octave clefs and transposition). Each voice's symbols are chained by
 * `next` from `voice_tb[v].sym`, in the voice's play order. With `draw`, abc2svg then lays the
 * music out and writes its SVG (discarded), as it does to render: the differential test counts
 * only the tunes abc2svg renders, and abc2svg throws or hangs in its layout on some (DESIGN.md
 * 3.4). Without it (no `img_out` callback), abc2svg skips `output_music`.
 *
 * The rules that turn abc2svg's symbols into MODEL.md events are in `eventOf`. Every event also
 * gets its source offset (abc2svg's `istart`, an offset into the text given to `tosvg`), kept
 * beside the dump so the report can show the source line of a difference.
 *
 * One translation of the input, for the layout only (`draw`): abc2svg 1.22.1 ignores
 * `%%continueall` (black-boxed: it still ends a system at every source line), which abcm2ps
 * (`man abcm2ps`, option -c: "the continuation symbol is implicitly appended to each music line.
 * This amounts to automatic line breaking") and our engine honour. It does honour ABC 2.1's
 * `%%linebreak <none>` (section 6.1.1: no symbol of the code breaks a line; the layout breaks
 * the lines automatically), the same request in the standard's words. So a text that sets
 * `%%continueall` (or `I:continueall`) on is drawn with that line written as `%%linebreak <none>`
 * (`continueAllAsLinebreak`); its model still comes from the text as written.
 *
 * May throw, and may never return (abc2svg hangs on `X:1\nK:C\n[2[2c|`): call it in an
 * IsolatedWorker.
 */
import { createRequire } from 'node:module';
import type { ModelDump, ModelEvent } from '../../engine-bindings/src/types.js';

/** abc2svg's symbol types (abc2svg.C in abc2svg-1.js) that become MODEL.md events. */
const enum SymbolType {
  Bar = 0,
  MultiMeasureRest = 7,
  Note = 8,
  Rest = 10,
  Space = 11,
}

/** abc2svg's time unit: ticks per whole note (abc2svg.C.BLEN). */
const TICKS_PER_WHOLE = 1536;
/**
 * MODEL.md: abc2svg's times are floating point for tuplets of 3, 5 and 7; multiplying by
 * 3 * 5 * 7 = 105 and rounding makes every such time an exact integer.
 */
const TUPLET_SCALE = 105;

/** The fields of an abc2svg symbol that the dump reads (abc2svg sets many more). */
interface Abc2svgSymbol {
  type: number;
  time: number;
  dur: number;
  /** Offset of the symbol's first character in the text given to `tosvg`. */
  istart?: number;
  next?: Abc2svgSymbol;
  notes?: { midi: number }[];
  bar_type?: string;
  bar_dotted?: boolean;
  invis?: boolean;
}

interface Abc2svgVoice {
  id: string;
  sym?: Abc2svgSymbol;
}

interface Abc2svgUser {
  /** Receives the SVG; when absent, abc2svg does not lay the music out. */
  img_out?: (svg: string) => void;
  read_file: (name: string) => string | null;
  errmsg: (message: string, line: number, column: number) => void;
  get_abcmodel: (tsfirst: Abc2svgSymbol | null, voices: Abc2svgVoice[], symbolNames: string[], info: Record<string, string | undefined>) => void;
}

interface Abc2svgModule {
  abc2svg: { version: string };
  Abc: new (user: Abc2svgUser) => { tosvg: (fileName: string, text: string) => void };
}

const require = createRequire(import.meta.url);
const { abc2svg, Abc } = require('abc2svg/abc2svg-1.js') as Abc2svgModule;

/** abc2svg's version string, e.g. `1.22.1`. */
export const abc2svgVersion: string = abc2svg.version;

/** Source offsets of the dump's events: `sources[tune][voice][event]` (-1 when unknown). */
export type EventSources = number[][][];

/** What abc2svg understood of one text. */
export interface Abc2svgModel {
  /** The dump, in MODEL.md's format. */
  dump: ModelDump;
  /** Source offset of each event of `dump`, for the report. */
  sources: EventSources;
  /** abc2svg's messages, as its `errmsg` callback gets them. */
  messages: string[];
  /** With `draw`: the error abc2svg threw while drawing, after it gave the model. */
  drawError?: string;
  /** With `draw`: the systems (music lines) abc2svg drew, over all tunes of the text. */
  systems?: number;
}

/** How to run abc2svg. */
export interface Abc2svgOptions {
  /** Also lay out and write SVG (discarded), as a render does. Default false. */
  draw?: boolean;
}

function greatestCommonDivisor(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/**
 * An abc2svg time or duration (ticks, 1536 per whole note, floating point) as MODEL.md writes
 * it: round(t * 105) / (1536 * 105), as a reduced fraction of a whole note (`"0"`, `"1/8"`, `"7"`).
 */
export function abc2svgFraction(ticks: number): string {
  const numerator = Math.round(ticks * TUPLET_SCALE);
  if (numerator === 0) return '0';
  const denominator = TICKS_PER_WHOLE * TUPLET_SCALE;
  const divisor = greatestCommonDivisor(Math.abs(numerator), denominator);
  return denominator / divisor === 1 ? String(numerator / divisor) : `${numerator / divisor}/${denominator / divisor}`;
}

/**
 * MODEL.md's bar type for an abc2svg bar. abc2svg itself already turns `:|:` and `:||:` into
 * `::` and `:` into a dotted `|` (its `new_bar`); here a dotted bar (`:` or `!dot!`) becomes `.|`
 * and an invisible one (`[|]`, `[]`, a lone `[` of a repeat ending) `[|]`. Other strings that
 * abc2svg keeps as written (`|||`, `||]`, `:|][|:`...) are returned as they are, so the report
 * can show them.
 */
export function barType(symbol: Abc2svgSymbol): string {
  if (symbol.invis) return '[|]';
  if (symbol.bar_dotted) return '.|';
  const type = symbol.bar_type ?? '|';
  return type === ':|:' || type === ':||:' ? '::' : type;
}

/**
 * The MODEL.md event of an abc2svg symbol, or null for a symbol the dump leaves out (clefs,
 * keys, meters, grace groups: abc2svg keeps grace notes inside a GRACE symbol, so they never
 * appear as notes here).
 *
 * - note (type 8): its heads' `midi`, ascending;
 * - rest (type 10): rests, including invisible rests `x` and `X`, and `Z1` (abc2svg makes a
 *   one-measure `Z` a plain rest);
 * - multi-measure rest (type 7, 'Zrest'): one rest whose duration is its measures (abc2svg sets
 *   `dur = wmeasure * nmes` and only splits it into measures when it lays out, which is skipped);
 * - space (type 11): a rest only when it has a duration (`y` has none);
 * - bar (type 0): `barType`.
 */
export function eventOf(symbol: Abc2svgSymbol): ModelEvent | null {
  const time = abc2svgFraction(symbol.time);
  switch (symbol.type) {
    case SymbolType.Note: {
      const midi = (symbol.notes ?? []).map((head) => head.midi).sort((a, b) => a - b);
      return ['note', time, abc2svgFraction(symbol.dur), midi];
    }
    case SymbolType.Rest:
    case SymbolType.MultiMeasureRest:
      return ['rest', time, abc2svgFraction(symbol.dur)];
    case SymbolType.Space:
      return symbol.dur > 0 ? ['rest', time, abc2svgFraction(symbol.dur)] : null;
    case SymbolType.Bar:
      return ['bar', time, barType(symbol)];
    default:
      return null;
  }
}

/** The first line of a (possibly multi-line: abc2svg joins several T: with "\n") field, trimmed. */
function firstLine(value: string | undefined): string {
  return (value ?? '').split('\n')[0]!.trim();
}

/**
 * Whether an SVG block of abc2svg draws a staff: its staff lines are a path of class `slW`, or a
 * use of the staff it defined once (`#stdef`); the definitions themselves are not drawings.
 */
function drawsStaff(svg: string): boolean {
  return /class="slW"|href="#std/.test(svg.replace(/<defs>[\s\S]*?<\/defs>/g, ''));
}

/** A `%%continueall` or `I:continueall` line that turns it on (no value, or one not 0/false/no). */
const CONTINUE_ALL_LINE = /^(%%|I:)[ \t]*continueall\b(?![ \t]+(0|false|no)\b).*$/gm;

/**
 * `text` with every line that turns `%%continueall` on (`%%continueall`, `%%continueall 1`,
 * `%%continueall true`, `I:continueall`) written as ABC 2.1's `%%linebreak <none>` (`I:linebreak
 * <none>` for an I: line), so that abc2svg 1.22.1, which ignores %%continueall, breaks those
 * lines automatically as abcm2ps and our engine do (see the file overview); null when the text
 * has no such line. Lines, and so line numbers, are kept; offsets after a translated line move.
 */
export function continueAllAsLinebreak(text: string): string | null {
  let found = false;
  const translated = text.replace(CONTINUE_ALL_LINE, (_line, prefix: string) => {
    found = true;
    return `${prefix}linebreak <none>`;
  });
  return found ? translated : null;
}

/**
 * Runs abc2svg on `text` (a whole file, or a file header followed by one tune) with a fresh
 * `Abc` instance and returns its model dump. Tunes without music are not in the dump (abc2svg
 * does not call `get_abcmodel` for them), as MODEL.md asks. With `draw`, a text under
 * `%%continueall` is drawn as `continueAllAsLinebreak` translates it.
 *
 * @throws whatever abc2svg throws on the text before it gave a model; an error thrown while
 *   drawing (`draw`), after the model, is returned in `drawError` instead
 */
export function abc2svgModel(text: string, options: Abc2svgOptions = {}): Abc2svgModel {
  const layoutText = options.draw ? continueAllAsLinebreak(text) : null;
  if (layoutText === null) return runAbc2svg(text, options.draw ?? false);
  // The model from the text as written; the layout (systems, and whether abc2svg draws it at
  // all) from the translated text.
  const model = runAbc2svg(text, false);
  const drawn = runAbc2svg(layoutText, true);
  const layout = {
    ...(drawn.systems === undefined ? {} : { systems: drawn.systems }),
    ...(drawn.drawError === undefined ? {} : { drawError: drawn.drawError }),
  };
  return { ...model, ...layout };
}

/** One abc2svg run on `text` with a fresh `Abc` instance (abc2svgModel, without translation). */
function runAbc2svg(text: string, draw: boolean): Abc2svgModel {
  const model: Abc2svgModel = { dump: { tunes: [] }, sources: [], messages: [] };
  // abc2svg writes each music line as an SVG block of its own (titles and texts too):
  // a block that draws staff lines is a system.
  const countSystems = (svg: string): void => {
    if (drawsStaff(svg)) model.systems = (model.systems ?? 0) + 1;
  };
  const abc = new Abc({
    ...(draw ? { img_out: countSystems } : {}),
    // No %%abc-include: the corpus texts are self-contained.
    read_file: () => null,
    errmsg: (message, line, column) => {
      model.messages.push(`${line}:${column} ${message}`);
    },
    get_abcmodel: (_first, voices, _names, info) => {
      const tuneSources: number[][] = [];
      const tuneVoices = voices.map((voice) => {
        const events: ModelEvent[] = [];
        const sources: number[] = [];
        for (let symbol = voice.sym; symbol; symbol = symbol.next) {
          const event = eventOf(symbol);
          if (event === null) continue;
          events.push(event);
          sources.push(symbol.istart ?? -1);
        }
        tuneSources.push(sources);
        return { id: String(voice.id), events };
      });
      model.dump.tunes.push({ x: String(info.X ?? '').trim(), title: firstLine(info.T), voices: tuneVoices });
      model.sources.push(tuneSources);
    },
  });
  try {
    abc.tosvg('tune', text);
  } catch (error) {
    if (!draw || model.dump.tunes.length === 0) throw error;
    model.drawError = error instanceof Error ? error.message : String(error);
  }
  return model;
}
