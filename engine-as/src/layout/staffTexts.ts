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
import { StaffTextKind } from "./staffTextTable";
import { SUBTITLE_SIZE } from "./constants";
import { pageWidth } from "./pageGeometry";
import { Extent } from "./scratch";
import { PARTS_SIZE, TEMPO_SIZE } from "./textFields";
import { tempoAscent, tempoIsDrawn, writeTempoMark } from "./tempoMark";
import { writeTextLine, writeTitleLine } from "./writeTitles";

/** How far left of its symbol's x a staff text starts. */
const LEAD: f32 = 0.7;
/** Where the tune's first tempo starts, right of the staff's left end (abc2svg: 24 units). */
const HEADER_TEMPO_INSET: f32 = 4.0;
/** Clear space between a line of staff texts and what is below it. */
const CLEARANCE: f32 = 0.5;
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
 * Places the part and tempo lines of system record `system` above what `extent` holds (y below
 * the top line) and grows `extent` by them.
 */
export function placeStaffTexts(ctx: Context, extent: Extent, system: i32): void {
  const texts = ctx.layout.staffTexts;
  const layout = ctx.layout;
  if (!texts.indexed) indexStaffTexts(ctx);
  for (let pass = 0; pass < 3; pass++) {
    const kind = pass == 0 ? StaffTextKind.Part : pass == 1 ? StaffTextKind.Tempo : StaffTextKind.SectionTitle;
    const size = pass == 0 ? PARTS_SIZE : pass == 1 ? TEMPO_SIZE : SUBTITLE_SIZE;
    const ascent = pass == 1 ? tempoAscent() : size * ASCENT;
    const baseline = extent.top - CLEARANCE - size * DESCENT;
    let any = false;
    for (let t = firstOnRecord(ctx, system); t >= 0; t = texts.nextInRecord.get(t)) {
      if (texts.kind.get(t) != kind) continue;
      texts.baseline.set(t, baseline);
      any = true;
    }
    if (any) extent.add(baseline - ascent, 0);
  }
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
      writeTitleLine(ctx, tune, page, ElementKind.Title, FontId.Subtitle, TextAnchor.Middle, fields.start.get(source), fields.end.get(source), pageWidth(ctx) * 0.5, baseline, SUBTITLE_SIZE);
    } else {
      writeTempoMark(ctx, source, tune, page, x, baseline);
    }
  }
}
