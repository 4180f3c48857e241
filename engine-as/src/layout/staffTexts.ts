/**
 * @fileoverview Texts over the staff that belong to a point of the music rather than to a
 * note: tempo marks (Q:, ABC 2.1 3.1.8), part labels (P: in the body, ABC 2.1 3.1.11) and
 * section titles (T: in the body, ABC 2.1 3.1.2: centred on the page in the subtitle font), as
 * abc2svg 1.22.1 draws them with its default format (black-boxed): each starts just left of
 * the first note, rest or bar after it in its voice; above the system's top staff (whatever
 * voice it was written in), the chord symbols and
 * everything else of the system, part labels on a line of their own, tempo marks on the line
 * above that, a section title above all (Gould, Behind Bars p. 183: tempo marks above the
 * staff, at the top of the system). The tempo of the tune's start stands over the header.
 *
 * - `collectStaffTexts` (from placeAnnotations, once every symbol is known): one record per
 *   drawn tempo symbol, body P: and body T:, with the drawn symbol it stands over.
 * - `placeStaffTexts` (from addAnnotationLines, per system record, once the chord-symbol
 *   lines are placed): the baselines of the system's part, tempo and title lines; grows the
 *   extent.
 * - `writeStaffTexts` (from writeAnnotations): the part labels and section titles;
 *   tempoMark.ts the tempo marks.
 */

import { ElementKind, FontId, SymbolKind, TextAnchor } from "../abi";
import { Context } from "../context";
import { SymbolBits } from "../model/tables";
import { symbolTop } from "./noteGeometry";
import { ANNOTATION_SIZE, CHORD_LINE_ASCENT, hasTextAbove } from "./placeAnnotations";
import { decorationsTop } from "./placeDecorations";
import { StaffTextKind } from "./staffTextTable";
import { SUBTITLE_SIZE } from "./constants";
import { pageWidth } from "./pageGeometry";
import { Extent } from "./scratch";
import { LayoutBits } from "./tables";
import { PARTS_SIZE, TEMPO_SIZE } from "./textFields";
import { tempoAscent, tempoIsDrawn, writeTempoMark } from "./tempoMark";
import { writeTextLine, writeTitleLine } from "./writeTitles";

/** How far left of its symbol's x a staff text starts. */
const LEAD: f32 = 0.7;
/** Where the tune's first tempo starts, right of the staff's left end (abc2svg: 24 units). */
const HEADER_TEMPO_INSET: f32 = 4.0;
/** Clear space between a line of staff texts and what is below it. */
const CLEARANCE: f32 = 0.5;
/**
 * A part label's top stands 17 px over what is under it (PART_CLEARANCE with its descent and
 * ascent), the notes counted with a margin (partClearTop): 1 px over a head or rest, 2 px over
 * an up-stem's tip, 2.5 px over a beam. Measured against abc2svg 1.22.1 (black-boxed,
 * notes/issue5-nottingham/vp/part.mts: `P:B` over a middle system): its block holds 25 px over
 * the top line over a quarter A, 28 over B (19 px over the tips), 24 over g, 27 over a (18 over
 * the heads), 25.5 over the beamed AA, 28.5 over BB, 32.7 over GBdB (19.5 over the beam), 33
 * over the chord symbol "A" on a C (17 over the text's 0.8 em); ours kept 17.55 px over each,
 * margins left out (reelsu-z X:28's labels over chord symbols 0.6 px too high, rounding each
 * labelled system 1 px taller).
 */
const PART_CLEARANCE: f32 = 2.45 / 6.0;
const PART_HEAD_MARGIN: f32 = 1.0 / 6.0;
const PART_STEM_MARGIN: f32 = 2.0 / 6.0;
const PART_BEAM_MARGIN: f32 = 2.5 / 6.0;
/** Least room a part label's top takes over the top line (23 px, measured: see placeStaffTexts). */
const PART_FLOOR: f32 = 23.0 / 6.0;
/** A tempo mark's top: 20 px over what is under it, at least 32 px over the top line (measured: see placeStaffTexts). */
const TEMPO_CLEARANCE: f32 = 20.0 / 6.0;
const TEMPO_FLOOR: f32 = 32.0 / 6.0;
/** How far right of its start a part label or tempo mark looks for what stands under it (about its width). */
const PART_REACH: f32 = 4.0;
const TEMPO_REACH: f32 = 6.0;
/** A head's width: a note whose x is this far left of a text's start still stands under it. */
const UNDER_SLACK: f32 = 1.2;
/** Ascent and descent of text, as shares of its size. */
const ASCENT: f32 = 0.72;
const DESCENT: f32 = 0.25;
/**
 * Most symbols walked to find a text's anchor: thousands of Q: lines with no music between
 * them must not cost the square of their number.
 */
const MAX_WALK: i32 = 1024;

/** Whether symbol `id` is drawn as a time column of its voice (a note, rest or bar, not a grace). */
function isAnchor(ctx: Context, id: i32): bool {
  const kind = ctx.symbols.kind.get(id);
  if (kind != SymbolKind.Note && kind != SymbolKind.Rest && kind != SymbolKind.MultiMeasureRest && kind != SymbolKind.Bar) return false;
  return !ctx.symbols.hasFlag(id, SymbolBits.Grace);
}

/** The first anchor symbol from `id` on in its voice (`id` included), or -1. */
function anchorFrom(ctx: Context, id: i32): i32 {
  const symbols = ctx.symbols;
  for (let walked = 0; id >= 0 && walked < MAX_WALK; walked++) {
    if (isAnchor(ctx, id)) return id;
    id = symbols.next.get(id);
  }
  return -1;
}

/** Collects the tempo marks, part labels and section titles of every tune with the symbols they stand over. */
export function collectStaffTexts(ctx: Context): void {
  const texts = ctx.layout.staffTexts;
  texts.reset();
  const symbols = ctx.symbols;
  for (let id = 0, n = symbols.count; id < n; id++) {
    if (symbols.kind.get(id) != SymbolKind.Tempo || !ctx.format.writesField(symbols.tune.get(id), 81 /* Q */)) continue;
    if (!tempoIsDrawn(ctx, id)) continue;
    const anchor = anchorFrom(ctx, id);
    if (anchor >= 0) texts.add(StaffTextKind.Tempo, id, anchor);
  }
  const fields = ctx.textFields;
  for (let k = 0, n = fields.count; k < n; k++) {
    const letter = fields.letter.get(k);
    if ((letter != 80 /* P */ && letter != 84 /* T */) || fields.voice.get(k) == -1 || fields.end.get(k) <= fields.start.get(k)) continue;
    if (!ctx.format.writesField(fields.tune.get(k), letter)) continue;
    let voice = fields.voice.get(k);
    if (voice < 0) voice = ctx.tunes.firstVoice.get(fields.tune.get(k));
    if (voice < 0 || voice >= ctx.voices.count) continue;
    const after = fields.after.get(k);
    const from = after >= 0 ? symbols.next.get(after) : ctx.voices.first.get(voice);
    const anchor = from >= 0 ? anchorFrom(ctx, from) : -1;
    if (anchor >= 0) texts.add(letter == 80 ? StaffTextKind.Part : StaffTextKind.SectionTitle, k, anchor);
  }
}

/**
 * Chains the texts of each system record (once the systems are known), so that a record's
 * texts are found without looking at every text of the render.
 */
function indexStaffTexts(ctx: Context): void {
  const texts = ctx.layout.staffTexts;
  const layout = ctx.layout;
  const records = layout.systemCount;
  texts.recordFirst.fill(records, -1);
  // Backwards, so that each record's chain is in collection order.
  for (let t = texts.count - 1; t >= 0; t--) {
    const record = topRecord(ctx, layout.system.get(texts.anchor.get(t)));
    if (record < 0 || record >= records) {
      texts.nextInRecord.set(t, -1);
      continue;
    }
    texts.nextInRecord.set(t, texts.recordFirst.get(record));
    texts.recordFirst.set(record, t);
  }
  texts.indexed = true;
}

/**
 * The record of the system of record `record` that leads its top staff: tempo marks, part
 * labels and section titles stand over the top staff whatever voice they were written in
 * (abc2svg). `record` itself when it has none, or -1 for -1.
 */
function topRecord(ctx: Context, record: i32): i32 {
  if (record < 0) return -1;
  const layout = ctx.layout;
  const tune = layout.systemTune.get(record);
  const stride = layout.systemStride.get(record);
  const first = layout.tuneFirstSystem.get(tune);
  if (stride <= 1 || record < first) return record;
  const base = first + (record - first) / stride * stride;
  for (let r = base; r < base + stride && r < layout.systemCount; r++) {
    if (layout.systemStaff.get(r) == 0 && layout.systemLeads.get(r) != 0) return r;
  }
  return record;
}

/** The first text of system record `system`, or -1. */
@inline function firstOnRecord(ctx: Context, system: i32): i32 {
  const texts = ctx.layout.staffTexts;
  return system >= 0 && system < texts.recordFirst.length ? texts.recordFirst.get(system) : -1;
}

/**
 * Places the part and tempo lines of system record `system` above what stands under each text
 * (layout.staffTexts: its baseline, y below the top line) and grows `extent` by them: a part
 * label over the notes, decorations and chord symbols under it, a tempo mark over those and
 * the part labels, a section title over everything.
 *
 * Measured against abc2svg 1.22.1 (the room its blocks hold over the top line): a part label
 * stands clear of what is under it only (over a plain bar 23 px, over the chord symbol "A" on a
 * C 33 px; over a line whose chord symbols start after it, as low as over a plain bar), a
 * tempo mark 20 px over what is under it and at least 32 px over the top line.
 */
export function placeStaffTexts(ctx: Context, extent: Extent, system: i32, keyTop: f32): void {
  const texts = ctx.layout.staffTexts;
  if (!texts.indexed) indexStaffTexts(ctx);
  let partsTop: f32 = 0;
  for (let pass = 0; pass < 3; pass++) {
    const kind = pass == 0 ? StaffTextKind.Part : pass == 1 ? StaffTextKind.Tempo : StaffTextKind.SectionTitle;
    const size = pass == 0 ? PARTS_SIZE : pass == 1 ? TEMPO_SIZE : SUBTITLE_SIZE;
    const ascent = pass == 1 ? tempoAscent() : size * ASCENT;
    let top: f32 = 0;
    for (let t = firstOnRecord(ctx, system); t >= 0; t = texts.nextInRecord.get(t)) {
      if (texts.kind.get(t) != kind) continue;
      let baseline: f32;
      if (pass == 0) {
        baseline = min<f32>(topUnder(ctx, system, texts.anchor.get(t), PART_REACH, keyTop, true) - PART_CLEARANCE - size * DESCENT - ascent, -PART_FLOOR) + ascent;
        if (baseline - ascent < partsTop) partsTop = baseline - ascent;
      } else if (pass == 1) {
        const under = min<f32>(topUnder(ctx, system, texts.anchor.get(t), TEMPO_REACH, keyTop, false), partsTop);
        baseline = min<f32>(under - TEMPO_CLEARANCE, -TEMPO_FLOOR) + ascent;
      } else {
        baseline = extent.top - CLEARANCE - size * DESCENT;
      }
      texts.baseline.set(t, baseline);
      if (baseline - ascent < top) top = baseline - ascent;
    }
    extent.add(top, 0);
  }
}

/**
 * The highest top (y below the top line, 0 at most) of what stands in system record `system`
 * from LEAD left of anchor `anchor`'s x to `reach` right of it: notes and rests (heads and
 * stems), their decorations, and the line of chord symbols over those that have one; and the
 * key signature's top `keyTop` when the text stands over the system's first note (measured
 * against abc2svg 1.22.1: a part label at the start of a line in A major, whose g sharp
 * stands over the top line, takes 29 px over it, 23 px in C major).
 */
function topUnder(ctx: Context, system: i32, anchor: i32, reach: f32, keyTop: f32, part: bool): f32 {
  // (`part`: the notes with a part label's margins, partClearTop; a tempo mark clears symbolTop.)
  const layout = ctx.layout;
  const attach = layout.attachments;
  const left = layout.x.get(anchor) - LEAD;
  const right = left + reach;
  let top: f32 = 0;
  let first = true;
  for (let i = layout.systemStart.get(system), end = layout.systemEnd.get(system); i < end; i++) {
    const id = layout.sequence.get(i);
    const x = layout.x.get(id);
    if (x > right) break;
    const isNote = ctx.symbols.kind.get(id) == SymbolKind.Note || ctx.symbols.kind.get(id) == SymbolKind.Rest;
    if (isNote && first) {
      first = false;
      if (x >= layout.x.get(anchor) - 0.01) top = min(top, keyTop);
    }
    if (x < left - UNDER_SLACK) continue;
    const kind = ctx.symbols.kind.get(id);
    if (kind != SymbolKind.Note && kind != SymbolKind.Rest) continue;
    top = decorationsTop(ctx, id, min(top, part ? partClearTop(ctx, id) : symbolTop(ctx, id)));
    if (hasTextAbove(ctx, id)) top = min(top, attach.systemAboveBaseline.get(system) - ANNOTATION_SIZE * CHORD_LINE_ASCENT);
  }
  return top;
}

/** Writes the tempo marks and part labels of system record `system`, its top line at page y `top`. */
export function writeStaffTexts(ctx: Context, system: i32, page: i32, tune: i32, top: f32): void {
  const texts = ctx.layout.staffTexts;
  const layout = ctx.layout;
  const fields = ctx.textFields;
  if (!texts.indexed) indexStaffTexts(ctx);
  for (let t = firstOnRecord(ctx, system); t >= 0; t = texts.nextInRecord.get(t)) {
    const anchor = texts.anchor.get(t);
    const source = texts.source.get(t);
    const baseline = top + texts.baseline.get(t);
    let x = layout.x.get(anchor) - LEAD;
    // The tempo of the tune's start stands over the first staff's header (abc2svg).
    const inFirstSystem = system - layout.tuneFirstSystem.get(tune) < layout.systemStride.get(system);
    if (texts.kind.get(t) == StaffTextKind.Tempo && ctx.symbols.time.get(source) == 0 && inFirstSystem) {
      x = min<f32>(x, layout.systemLeft.get(system) + HEADER_TEMPO_INSET);
    }
    const kind = texts.kind.get(t);
    if (kind == StaffTextKind.Part) {
      writeTextLine(ctx, tune, page, ElementKind.Part, FontId.Title, TextAnchor.Start, fields.start.get(source), fields.end.get(source), x, baseline, PARTS_SIZE);
    } else if (kind == StaffTextKind.SectionTitle) {
      writeTitleLine(ctx, tune, page, ElementKind.Title, FontId.Subtitle, TextAnchor.Middle, fields.start.get(source), fields.end.get(source), pageWidth(ctx, tune) * 0.5, baseline, SUBTITLE_SIZE);
    } else {
      writeTempoMark(ctx, source, tune, page, x, baseline);
    }
  }
}

/**
 * Top (y below the top line) of note or rest `id` that a part label clears: its symbolTop less
 * PART_BEAM_MARGIN at a beam, PART_STEM_MARGIN at an unbeamed up-stem's tip, PART_HEAD_MARGIN
 * over a head or rest (see PART_CLEARANCE).
 */
function partClearTop(ctx: Context, id: i32): f32 {
  const top = symbolTop(ctx, id);
  const layout = ctx.layout;
  if (ctx.symbols.kind.get(id) != SymbolKind.Note) return top - PART_HEAD_MARGIN;
  const stemUp = (layout.bits.get(id) & (LayoutBits.StemUp | LayoutBits.Stemless)) == LayoutBits.StemUp;
  if (!stemUp || layout.stemTip.get(id) > top + 0.001) return top - PART_HEAD_MARGIN;
  return top - (layout.beam.get(id) >= 0 ? PART_BEAM_MARGIN : PART_STEM_MARGIN);
}
