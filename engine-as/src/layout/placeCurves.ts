/**
 * @fileoverview Pass 13, place curves: ties and slurs (Gould, Behind Bars pp. 110-118 slurs,
 * pp. 182-189 ties; abc2svg: draw_ties, draw_slur).
 *
 * Ties join a head (HeadTable.tie = 1) to the head of the same staff step in the voice's next
 * note, from just after the head to just before the other. A single note's tie curves away from
 * its stem; in a chord the upper half of the heads tie upwards and the lower half downwards, the
 * middle head of an odd chord away from the stem. The inner ties of a chord of three or more
 * heads (all but the lowest's and the highest's) lie flat in a space, from after the chord's
 * rightmost head to before the next chord's leftmost, inside the outer ties.
 *
 * Slurs (SlurTable) go below when every stem of their notes points up, else above (Gould p. 111:
 * on the notehead side when stems agree, above when they are mixed); on a staff shared by
 * several voices, on the stem side of the slur's voice: above for the staff's first voice, below
 * for the others (Gould pp. 110-118, two parts on a stave; abc2svg 1.22.1 black-boxed: with
 * %%score (1 2), V:1 (EF G2) slurred over its up-stems, V:2 (C,D, E,2) under its down-stems,
 * where the notehead side crossed them; Open Hymnal's inner voices). An end at an up stem (for
 * a slur above) starts at the stem's end. The arc rises with its length (clamped) and is raised
 * further, then moved away as a whole, until it clears every note under it.
 *
 * Grace notes are slurred to their main note (graceSlurs.ts), unless a written slur opens before
 * them (`({a}g2 f)`): that slur then starts at the first grace note and stands for theirs
 * (abc2svg 1.22.1 draws it so, black-boxed; Gould p. 125).
 *
 * A curve that crosses a system break is drawn in two pieces: to the end of the first staff and
 * from the header of the next.
 *
 * In a voice drawn smaller or larger (V: scale=, voiceScale.ts) a tie is scaled with its notes:
 * its ends' gaps and offsets, its height and its thickness (abc2svg 1.22.1 draws it inside the
 * voice's scale, black-boxed); a slur keeps its full-size height and thickness and only meets
 * the scaled notes (abc2svg draws it outside).
 *
 * After this: every drawn piece of a tie or slur is a curve record (layout.curve*, listed per
 * system from systemFirstCurve) with its Bézier in page x and staff-relative y.
 */

import { CurveRole, SymbolKind } from "../abi";
import { Context } from "../context";
import { glyphAdvance, NoteheadBlack } from "../glyphs/smufl.generated";
import {
  CURVE_HEAD_CLEARANCE, CURVE_HEIGHT_RATIO, CURVE_MIN_HEIGHT, SLUR_MAX_HEIGHT, TIE_MAX_HEIGHT,
} from "./constants";
import { stemUpFor } from "./calcStems";
import { placeGraceSlurs } from "./graceSlurs";
import { sharedStem } from "./staffPlacement";
import { extremeHeadPosition, headsLeft, headsRight, stemX } from "./noteGeometry";
import { GRACE_SCALE } from "./placeGraceNotes";
import { isOnLine, positionY } from "./staffPositions";
import { LayoutBits } from "./tables";
import { drawnBottom, drawnTop, drawnX, voiceScale } from "./voiceScale";

/** Gap between a tie's end and its notehead. */
const TIE_HEAD_GAP: f32 = 0.15;
/** Vertical offset of a tie's ends from the centre of their heads. */
const TIE_OFFSET: f32 = 0.55;
/**
 * An inner tie of a chord lies in a space, where no staff line runs through it: the space of its
 * head, or, for a head on a line, the space on its side of that line (this offset from the head's
 * centre). Its greatest height keeps it inside that space.
 */
const INNER_TIE_LINE_OFFSET: f32 = 0.5;
const INNER_TIE_HEIGHT: f32 = 0.2;
/** Length of a tie that finds no head to end on. */
const LONE_TIE_LENGTH: f32 = 1.5;
/** Where a curve piece starts after a system's header, and stops before its staff's end. */
const PIECE_INSET: f32 = 0.4;
/** A Bézier with control points offset by H peaks at 0.75 H. */
const PEAK_RATIO: f32 = 0.75;

export function placeCurves(ctx: Context): void {
  placeTies(ctx);
  placeSlurs(ctx);
  placeGraceSlurs(ctx);
}

/**
 * Adds a curve from (x0, y0) to (x3, y3) bulging by `height` (negative: upwards), drawn at
 * voice scale `scale` (its thickness).
 */
function addArc(ctx: Context, role: i32, start: i32, end: i32, system: i32, x0: f32, y0: f32, x3: f32, y3: f32, height: f32, scale: f32 = 1): void {
  const quarter = (x3 - x0) * 0.25;
  const offset = height / PEAK_RATIO;
  const curve = ctx.layout.addCurve(role, start, end, system, x0, y0, x0 + quarter, y0 + offset, x3 - quarter, y3 + offset, x3, y3);
  ctx.layout.curveScale.set(curve, scale);
}

/**
 * Height of a tie spanning `length` sp at voice scale `scale`: the height of a full-size tie as
 * long as it is at that scale, scaled (abc2svg draws the whole tie in the voice's scale).
 */
@inline function tieHeight(length: f32, scale: f32): f32 {
  return arcHeight(length / scale, TIE_MAX_HEIGHT) * scale;
}

/**
 * Height of an arc spanning `length` sp, between CURVE_MIN_HEIGHT and `maximum`; a very short
 * arc (a tie's continuation after a system's header) stays flat, a quarter of its length.
 */
@inline function arcHeight(length: f32, maximum: f32): f32 {
  const height = length * CURVE_HEIGHT_RATIO;
  let least = CURVE_MIN_HEIGHT;
  if (length * 0.25 < least) least = length * 0.25;
  return height < least ? least : height > maximum ? maximum : height;
}

/** Right end of the staff of `system`, and the x where music starts after its header. */
@inline function staffEnd(ctx: Context, system: i32): f32 {
  return ctx.layout.systemLeft.get(system) + ctx.layout.systemWidth.get(system) - PIECE_INSET;
}

@inline function musicStart(ctx: Context, system: i32): f32 {
  return ctx.layout.systemLeft.get(system) + ctx.layout.systemHeaderWidth.get(system) + PIECE_INSET;
}

/** The voice's next note after sequence index `index` in its tune, or -1 (a rest ends the search). */
function nextNote(ctx: Context, index: i32, end: i32): i32 {
  const sequence = ctx.layout.sequence;
  for (let i = index + 1; i < end; i++) {
    const kind = ctx.symbols.kind.get(sequence.get(i));
    if (kind == SymbolKind.Note) return sequence.get(i);
    if (kind == SymbolKind.Rest || kind == SymbolKind.MultiMeasureRest) return -1;
  }
  return -1;
}

function placeTies(ctx: Context): void {
  const layout = ctx.layout;
  if (layout.tiedNotes == 0) return; // no note has a tied head (calcStems counts them)
  const symbols = ctx.symbols;
  // The storage of the columns read for every note, read once: the stores of each tie placed
  // made each `get` through the tables load the table and the column again.
  const sequence = layout.sequence.data;
  const kinds = symbols.kind.data;
  const systems = layout.system.data;
  const headStarts = symbols.headStart.data;
  const headCounts = symbols.headCount.data;
  const ties = ctx.heads.tie.data;
  for (let tune = 0, tunes = ctx.tunes.count; tune < tunes; tune++) {
    const end = layout.tuneSequenceEnd.get(tune);
    for (let i = layout.tuneSequenceStart.get(tune); i < end; i++) {
      const id = unchecked(sequence[i]);
      if (unchecked(kinds[id]) != SymbolKind.Note || unchecked(systems[id]) < 0) continue;
      const first = unchecked(headStarts[id]);
      const count = unchecked(headCounts[id]);
      let target = -2; // looked up once, at the first tied head
      for (let k = 0; k < count; k++) {
        const head = first + k;
        if (unchecked(ties[head]) == 0) continue;
        if (target == -2) {
          const voiceEnd = layout.voiceSequenceEnd.get(symbols.voice.get(id));
          target = nextNote(ctx, i, voiceEnd < end ? voiceEnd : end);
        }
        placeTie(ctx, id, head, k, count, target);
      }
    }
  }
}

/** Places the tie from head `head` (index `k` of `count`) of note `id` to note `target` (-1: none). */
function placeTie(ctx: Context, id: i32, head: i32, k: i32, count: i32, target: i32): void {
  const layout = ctx.layout;
  const symbols = ctx.symbols;
  const heads = ctx.heads;
  const position = layout.headPosition.get(head);
  let below: bool;
  if (count == 1 || (count & 1) == 1 && k == count >> 1) {
    const up = layout.hasBit(id, LayoutBits.Stemless) ? stemUpFor(position, position) : layout.hasBit(id, LayoutBits.StemUp);
    below = up;
  } else {
    below = k < count >> 1;
  }
  const width = glyphAdvance(layout.glyph.get(id));
  const system = layout.system.get(id);
  // V: scale=: the tie's gaps and offsets are scaled with the heads (voiceScale.ts).
  const scale = voiceScale(ctx, id);
  // An inner tie of a chord (neither the lowest nor the highest head's) runs flat between the
  // heads, from after the chord's rightmost head (a head displaced by a second included) to
  // before the next chord's leftmost, so that it stays inside the outer tie on its side
  // (Gould pp. 182-189; abc2svg draws it so): at full height it would lie on its neighbour's.
  const inner = count >= 3 && k > 0 && k < count - 1;
  const offset = inner ? (isOnLine(position) ? INNER_TIE_LINE_OFFSET : 0) : TIE_OFFSET;
  const offsetY = (below ? offset : -offset) * scale;
  const x0 = drawnX(ctx, id, (inner ? headsRight(ctx, id) : layout.headShift.get(head) + width) + TIE_HEAD_GAP);
  const y0 = positionY(position) + offsetY;
  const sign: f32 = below ? 1 : -1;
  const start = heads.start.get(head);
  const end = heads.end.get(head);
  // The head of the same step in the next note.
  let targetHead = -1;
  if (target >= 0) {
    const step = heads.step.get(head);
    const targetFirst = symbols.headStart.get(target);
    for (let other = targetFirst, last = targetFirst + symbols.headCount.get(target); other < last; other++) {
      if (heads.step.get(other) == step) {
        targetHead = other;
        break;
      }
    }
  }
  if (targetHead < 0) {
    addArc(ctx, CurveRole.Tie, start, end, system, x0, y0, x0 + LONE_TIE_LENGTH * scale, y0, sign * CURVE_MIN_HEIGHT * scale, scale);
    return;
  }
  const targetSystem = layout.system.get(target);
  const y3 = positionY(layout.headPosition.get(targetHead)) + offsetY;
  let x3 = drawnX(ctx, target, (inner ? headsLeft(ctx, target) : layout.headShift.get(targetHead)) - TIE_HEAD_GAP);
  if (targetSystem == system) {
    if (x3 < x0 + 0.5) x3 = x0 + 0.5;
    addArc(ctx, CurveRole.Tie, start, end, system, x0, y0, x3, y3, sign * chordTieHeight(x3 - x0, scale, inner), scale);
    return;
  }
  let x1 = staffEnd(ctx, system);
  if (x1 < x0 + 0.5) x1 = x0 + 0.5;
  addArc(ctx, CurveRole.Tie, start, end, system, x0, y0, x1, y0, sign * chordTieHeight(x1 - x0, scale, inner), scale);
  if (targetSystem >= 0) {
    let x2 = musicStart(ctx, targetSystem);
    if (x2 > x3 - 0.5) x2 = x3 - 0.5;
    addArc(ctx, CurveRole.Tie, start, end, targetSystem, x2, y3, x3, y3, sign * chordTieHeight(x3 - x2, scale, inner), scale);
  }
}

/** Height of a tie spanning `length` at voice scale `scale`; an inner tie of a chord stays flat. */
@inline function chordTieHeight(length: f32, scale: f32, inner: bool): f32 {
  const height = tieHeight(length, scale);
  return inner && height > INNER_TIE_HEIGHT * scale ? INNER_TIE_HEIGHT * scale : height;
}

function placeSlurs(ctx: Context): void {
  const layout = ctx.layout;
  const symbols = ctx.symbols;
  const slurs = ctx.slurs;
  for (let slur = 0, n = slurs.count; slur < n; slur++) {
    const first = slurs.first.get(slur);
    const last = slurs.last.get(slur);
    if (first < 0 || last < 0 || first >= symbols.count || last >= symbols.count || first == last) continue;
    if (!layout.hasBit(first, LayoutBits.Drawn) || !layout.hasBit(last, LayoutBits.Drawn)) continue;
    const startIndex = layout.order.get(first);
    const endIndex = layout.order.get(last);
    const firstSystem = layout.system.get(first);
    const lastSystem = layout.system.get(last);
    if (endIndex <= startIndex || firstSystem < 0 || lastSystem < 0) continue;
    // Above unless every stem points up.
    let stemsUp = 0;
    let stemsDown = 0;
    for (let i = startIndex; i <= endIndex; i++) {
      const id = layout.sequence.get(i);
      if (symbols.kind.get(id) != SymbolKind.Note || layout.hasBit(id, LayoutBits.Stemless)) continue;
      if (layout.hasBit(id, LayoutBits.StemUp)) stemsUp++;
      else stemsDown++;
    }
    const shared = sharedStem(ctx, first);
    const above = shared != 0 ? shared > 0 : !(stemsUp > 0 && stemsDown == 0);
    // A slur opened before the first note's grace notes starts at the first of them.
    const grace = layout.attachments.graceLink.get(first);
    const fromGrace = grace >= 0 && slurs.open.get(slur) >= 0 && slurs.open.get(slur) < symbols.start.get(grace);
    if (fromGrace) layout.setBit(first, LayoutBits.GraceSlurWritten);
    const start = symbols.start.get(fromGrace ? grace : first);
    const end = symbols.end.get(last);
    const x0 = fromGrace ? graceSlurEndX(ctx, first, grace, above) : slurEndX(ctx, first, above);
    const y0 = fromGrace ? graceSlurEndY(ctx, grace, above) : slurEndY(ctx, first, above);
    const x3 = slurEndX(ctx, last, above);
    const y3 = slurEndY(ctx, last, above);
    const role = slurs.dotted.get(slur) != 0 ? CurveRole.DottedSlur : CurveRole.Slur;
    if (firstSystem == lastSystem) {
      placeSlurPiece(ctx, start, end, firstSystem, startIndex, endIndex, x0, y0, x3 > x0 + 0.5 ? x3 : x0 + 0.5, y3, above, role);
      continue;
    }
    const firstEnd = layout.systemEnd.get(firstSystem) - 1;
    placeSlurPiece(ctx, start, end, firstSystem, startIndex, firstEnd, x0, y0, staffEnd(ctx, firstSystem), y0, above, role);
    const lastStart = layout.systemStart.get(lastSystem);
    placeSlurPiece(ctx, start, end, lastSystem, lastStart, endIndex, musicStart(ctx, lastSystem), y3, x3, y3, above, role);
  }
}

/**
 * x of a slur's end at symbol `id`: the stem for an up stem under a slur above (and mirrored),
 * else the head's centre; as drawn at the voice's scale.
 */
function slurEndX(ctx: Context, id: i32, above: bool): f32 {
  const layout = ctx.layout;
  if (ctx.symbols.kind.get(id) == SymbolKind.Note && !layout.hasBit(id, LayoutBits.Stemless) && layout.hasBit(id, LayoutBits.StemUp) == above) {
    return drawnX(ctx, id, stemX(ctx, id));
  }
  return layout.x.get(id) + glyphAdvance(layout.glyph.get(id)) * 0.5;
}

/**
 * x of a slur's start at grace note `grace` before main note `main`: its stem (always up, engine-
 * spec 9) under a slur above, else its head's centre.
 */
function graceSlurEndX(ctx: Context, main: i32, grace: i32, above: bool): f32 {
  const width = glyphAdvance(NoteheadBlack) * GRACE_SCALE * voiceScale(ctx, main);
  return ctx.layout.x.get(main) + ctx.layout.attachments.graceX.get(grace) + (above ? width : width * 0.5);
}

/** y of a slur's start at grace note `grace`: clear of its stem's tip above, of its lowest head below. */
function graceSlurEndY(ctx: Context, grace: i32, above: bool): f32 {
  if (above) return ctx.layout.attachments.graceTip.get(grace) - CURVE_HEAD_CLEARANCE;
  return positionY(extremeHeadPosition(ctx, grace, false)) + GRACE_SCALE * 0.5 + CURVE_HEAD_CLEARANCE;
}

/**
 * How far inside the tip of a stem on its side a slur's end stands (sp): abc2svg 1.22.1
 * (black-boxed) starts and ends such a slur 1 sp from the stem's tip towards the head, beside
 * the stem ((G c): 6 px under G's up-stem tip; in a shared staff V:1 (G A) 6 and 6.9 px, V:2
 * (E D) 6 and 6.3 px over the down-stem tips).
 */
const SLUR_STEM_INSET: f32 = 1.0;

/**
 * y of a slur's end at symbol `id`: beside its stem, SLUR_STEM_INSET inside its tip, when the
 * stem is on the slur's side; else clear of its heads, as drawn.
 */
function slurEndY(ctx: Context, id: i32, above: bool): f32 {
  const layout = ctx.layout;
  if (ctx.symbols.kind.get(id) == SymbolKind.Note && !layout.hasBit(id, LayoutBits.Stemless) && layout.hasBit(id, LayoutBits.StemUp) == above) {
    return above ? drawnTop(ctx, id) + SLUR_STEM_INSET : drawnBottom(ctx, id) - SLUR_STEM_INSET;
  }
  return above ? drawnTop(ctx, id) - CURVE_HEAD_CLEARANCE : drawnBottom(ctx, id) + CURVE_HEAD_CLEARANCE;
}

/**
 * Adds one slur piece from (x0, y0) to (x3, y3) over the notes sequence(from, to) (exclusive
 * of the ends), raising it until it clears them.
 */
function placeSlurPiece(ctx: Context, start: i32, end: i32, system: i32, from: i32, to: i32, x0: f32, y0: f32, x3: f32, y3: f32, above: bool, role: i32): void {
  const layout = ctx.layout;
  const length = x3 - x0;
  let height = arcHeight(length, SLUR_MAX_HEIGHT);
  let shift: f32 = 0;
  if (length > 0) {
    for (let i = from + 1; i < to; i++) {
      const id = layout.sequence.get(i);
      const kind = ctx.symbols.kind.get(id);
      if (kind != SymbolKind.Note && kind != SymbolKind.Rest) continue;
      const x = layout.x.get(id) + glyphAdvance(layout.glyph.get(id)) * 0.5;
      const u = (x - x0) / length;
      if (u <= 0.05 || u >= 0.95) continue;
      const bulge: f32 = 4 * u * (1 - u);
      const chord = y0 + (y3 - y0) * u;
      // Distance the arc must reach beyond its chord at this note.
      const need = above ? chord - (drawnTop(ctx, id) - CURVE_HEAD_CLEARANCE) : drawnBottom(ctx, id) + CURVE_HEAD_CLEARANCE - chord;
      if (need <= 0) continue;
      const wanted = need / bulge;
      if (wanted > height) height = wanted > SLUR_MAX_HEIGHT ? SLUR_MAX_HEIGHT : wanted;
      const missing = need - height * bulge;
      if (missing > shift) shift = missing;
    }
  }
  const sign: f32 = above ? -1 : 1;
  addArc(ctx, role, start, end, system, x0, y0 + sign * shift, x3, y3 + sign * shift, sign * height);
}
