/**
 * @fileoverview Writes a system's staff and its signatures to the display list: the five staff
 * lines (SMuFL staffLineThickness), then the header's clef, key signature and time signature,
 * each an element of its own (and a repeat sign carried from the previous system); the same
 * writers draw clef, key and meter changes inside a system. Left of the staff, the voice's
 * name, and the braces and brackets of the staff groups.
 * Positions come from the layout passes (systemHeader, keySignatures, timeSignatures); nothing
 * is decided here but the order of records.
 */

import { BarType, ElementKind, FontId, LineRole, TextAnchor } from "../abi";
import { barWidth } from "./barLines";
import { writeBarLines } from "./writeBars";
import { Context } from "../context";
import { MeterDisplay, meterDenominator, meterNumerator, meterPart } from "../model/values";
import { StaffGroupKind } from "../model/tables";
import {
  AccidentalNatural, Brace, BracketBottom, BracketThickness, BracketTop, StaffLineThickness, TimeSig0, TimeSigCommon, TimeSigCutCommon, TimeSigPlus, glyphAdvance, glyphBottom, glyphTop,
} from "../glyphs/smufl.generated";
import { clefGlyph, clefOriginPosition } from "./clefs";
import { GLYPH_SIZE, KEY_ACCIDENTAL_GAP, STAFF_HEIGHT } from "./constants";
import {
  cancelledCount, keyAccidentalCount, keyAccidentalGlyph, keyAccidentalPosition, keyAccidentalX, keyCancels, keyChangeWidth,
  naturalStep,
} from "./keySignatures";
import { positionY } from "./staffPositions";
import { staffHeight } from "./staffScale";
import {
  STAFF_GROUP_ROOM, VOICE_NAME_SIZE, headerClefX, headerKeyX, headerMeterX, nameLineCount, nameLineEnd, staffGroupDepth,
  staffGroupsRoom, voiceNameEnd, voiceNameStart, voiceNamesRoom,
} from "./systemHeader";
import { writeTextLine } from "./writeTitles";
import {
  DENOMINATOR_POSITION, NUMERATOR_POSITION, PLUS_GAP, SYMBOL_POSITION, isAdditive, numberWidth, numeratorWidth, timeSignatureWidth,
} from "./timeSignatures";

/** Adds an element for symbol `symbol` (or, when -1, for the tune's start) and returns it. */
export function addElement(ctx: Context, kind: i32, symbol: i32, page: i32, tune: i32): i32 {
  if (symbol >= 0) return ctx.elements.add(kind, ctx.symbols.start.get(symbol), ctx.symbols.end.get(symbol), page, symbol, tune);
  const start = ctx.tunes.start.get(tune);
  return ctx.elements.add(kind, start, start, page, -1, tune);
}

/**
 * The staff lines of system record `system`, whose top line is at page y `top`: five, or the
 * voice's `stafflines=` count (ABC 2.1 7.2, engine-spec 9). Lines stand on the positions of the
 * five-line staff from its top line down, as abc2svg draws them: three lines are its upper
 * three, six add one below; one line is its fourth line, two its third and fourth.
 */
export function writeStaffLines(ctx: Context, system: i32, top: f32): void {
  const left = ctx.layout.systemLeft.get(system);
  const right = left + ctx.layout.systemWidth.get(system);
  const count = ctx.voices.staffLines.get(ctx.layout.systemVoice.get(system));
  // Lines counted down from the top line (0) of the five-line staff.
  const first = count == 1 ? 1 : count == 2 ? 1 : 0;
  const last = count == 1 ? 1 : count == 2 ? 2 : count - 1;
  for (let line = first; line <= last; line++) {
    const y = top + <f32>line;
    ctx.display.line(-1, LineRole.StaffLine, left, y, right, y, StaffLineThickness);
  }
}

/** The header of system `system`: clef, key signature, time signature. */
export function writeHeader(ctx: Context, system: i32, page: i32, top: f32): void {
  const layout = ctx.layout;
  const tune = layout.systemTune.get(system);
  const left = layout.systemLeft.get(system);
  const clef = layout.systemClef.get(system);
  const glyph = clefGlyph(clef, layout.systemClefOctave.get(system));
  // The tune's first system sets its key further from the clef (systemHeader.ts).
  const first = system - layout.tuneFirstSystem.get(tune) < layout.systemStride.get(system);
  if (glyph != 0) {
    const element = addElement(ctx, ElementKind.Clef, layout.systemClefSymbol.get(system), page, tune);
    writeClefGlyph(ctx, element, glyph, clef, left + headerClefX(), top);
  }
  const key = layout.systemKey.get(system);
  if (keyAccidentalCount(key) > 0) {
    const element = addElement(ctx, ElementKind.KeySignature, layout.systemKeySymbol.get(system), page, tune);
    writeKeySignature(ctx, element, key, clef, left + headerKeyX(glyph, first), top);
  }
  const meter = layout.systemMeter.get(system);
  if (meter != MeterDisplay.None) {
    const element = addElement(ctx, ElementKind.TimeSignature, layout.systemMeterSymbol.get(system), page, tune);
    writeTimeSignature(ctx, element, meter, left + headerMeterX(glyph, key, first), top);
  }
  const repeat = layout.systemRepeatBar.get(system);
  if (repeat >= 0) {
    const element = addElement(ctx, ElementKind.Bar, repeat, page, tune);
    writeBarLines(ctx, element, BarType.RepeatStart, left + layout.systemHeaderWidth.get(system) - barWidth(BarType.RepeatStart), top);
  }
}

/**
 * A clef glyph `glyph` of clef type `clef` at x on the staff whose top line is at `top`, at
 * `scale` of the normal size (clef changes inside a system are smaller).
 */
export function writeClefGlyph(ctx: Context, element: i32, glyph: i32, clef: i32, x: f32, top: f32, scale: f32 = 1): void {
  const y = top + positionY(clefOriginPosition(clef));
  ctx.display.glyph(element, glyph, x, y, GLYPH_SIZE * scale);
  ctx.elements.setBox(element, x, y - glyphTop(glyph) * scale, glyphAdvance(glyph) * scale, (glyphTop(glyph) - glyphBottom(glyph)) * scale);
}

/**
 * The key signature of drawn key `key` (keySignatures.ts drawnKey) under clef `clef`, starting
 * at x; inside a system, after `previous`, it is preceded by the naturals that cancel what the
 * new key drops (keySignatures.ts).
 */
export function writeKeySignature(ctx: Context, element: i32, key: i32, clef: i32, x: f32, top: f32, previous: i32 = 0): void {
  let minY: f32 = top;
  let maxY: f32 = top + STAFF_HEIGHT;
  let cursor = x;
  if (cancelledCount(previous, key) > 0) {
    for (let i = 0, old = keyAccidentalCount(previous); i < old; i++) {
      if (!keyCancels(previous, key, i)) continue;
      const y = top + positionY(keyAccidentalPosition(previous, clef, i));
      ctx.display.glyph(element, AccidentalNatural, cursor, y, GLYPH_SIZE);
      if (y - glyphTop(AccidentalNatural) < minY) minY = y - glyphTop(AccidentalNatural);
      if (y - glyphBottom(AccidentalNatural) > maxY) maxY = y - glyphBottom(AccidentalNatural);
      cursor += naturalStep();
    }
    cursor += KEY_ACCIDENTAL_GAP;
  }
  for (let i = 0, n = keyAccidentalCount(key); i < n; i++) {
    const glyph = keyAccidentalGlyph(key, i);
    const y = top + positionY(keyAccidentalPosition(key, clef, i));
    ctx.display.glyph(element, glyph, cursor + keyAccidentalX(key, i), y, GLYPH_SIZE);
    if (y - glyphTop(glyph) < minY) minY = y - glyphTop(glyph);
    if (y - glyphBottom(glyph) > maxY) maxY = y - glyphBottom(glyph);
  }
  ctx.elements.setBox(element, x, minY, keyChangeWidth(previous, key), maxY - minY);
}

/** The time signature of meter display `display`, starting at x. */
export function writeTimeSignature(ctx: Context, element: i32, display: i32, x: f32, top: f32): void {
  const width = timeSignatureWidth(display);
  if (display == MeterDisplay.Common || display == MeterDisplay.Cut) {
    const glyph = display == MeterDisplay.Common ? TimeSigCommon : TimeSigCutCommon;
    ctx.display.glyph(element, glyph, x, top + positionY(SYMBOL_POSITION), GLYPH_SIZE);
  } else if (display > 0) {
    const denominator = meterDenominator(display);
    writeNumerator(ctx, element, display, x + (width - numeratorWidth(display)) * 0.5, top + positionY(NUMERATOR_POSITION));
    writeDigits(ctx, element, denominator, x + (width - numberWidth(denominator)) * 0.5, top + positionY(DENOMINATOR_POSITION));
  }
  ctx.elements.setBox(element, x, top, width, STAFF_HEIGHT);
}

/** Writes the numerator of meter display `display` from x: the number, or an additive meter's parts and plus signs. */
function writeNumerator(ctx: Context, element: i32, display: i32, x: f32, y: f32): void {
  if (!isAdditive(display)) {
    writeDigits(ctx, element, meterNumerator(display), x, y);
    return;
  }
  let cursor = x;
  for (let k = 0; k < 4 && meterPart(display, k) > 0; k++) {
    if (k > 0) {
      ctx.display.glyph(element, TimeSigPlus, cursor + PLUS_GAP, y, GLYPH_SIZE);
      cursor += glyphAdvance(TimeSigPlus) + 2 * PLUS_GAP;
    }
    cursor = writeDigits(ctx, element, meterPart(display, k), cursor, y);
  }
}

/**
 * Writes `value` in glyphs `zero`..`zero + 9` (timeSig or tuplet digits) from x, most
 * significant digit first; returns the x after the last digit.
 */
export function writeDigits(ctx: Context, element: i32, value: i32, x: f32, y: f32, zero: i32 = TimeSig0): f32 {
  if (value < 0) return x;
  let divisor = 1;
  while (value / divisor >= 10) divisor *= 10;
  let cursor = x;
  while (divisor > 0) {
    const glyph = zero + (value / divisor) % 10;
    ctx.display.glyph(element, glyph, cursor, y, GLYPH_SIZE);
    cursor += glyphAdvance(glyph);
    divisor /= 10;
  }
  return cursor;
}

/** Baseline of a voice name below the staff's middle line, in sp (abc2svg: 3.9 px of 6). */
const VOICE_NAME_BASELINE: f32 = 0.65;
/** Distance between the lines of a name written with \n, in sp (abc2svg: 13 px of 6). */
const VOICE_NAME_LINE_HEIGHT: f32 = 13.0 / 6.0;

/**
 * The names of the voices on system record `system`'s staff, left of it (V: name= on the tune's
 * first system, subname= on the others; `\n` in a name breaks the line): the lines of every
 * voice of the staff, in voice order, centred together on the staff's middle line (between the
 * two staves of a brace whose lower staff has no name) and in the room the system moved right
 * for them (systemHeader.ts voiceNamesRoom), as abc2svg draws them.
 */
export function writeVoiceName(ctx: Context, system: i32, page: i32, top: f32): void {
  const layout = ctx.layout;
  const tune = layout.systemTune.get(system);
  const stride = layout.systemStride.get(system);
  const tuneFirst = layout.tuneFirstSystem.get(tune);
  const systemFirst = tuneFirst + (system - tuneFirst) / stride * stride;
  const first = systemFirst == tuneFirst;
  const staff = layout.systemStaff.get(system);
  const lines = staffNameLines(ctx, systemFirst, stride, staff, first);
  if (lines == 0) return;
  const x = layout.systemLeft.get(system) - staffGroupsRoom(ctx, tune) - voiceNamesRoom(ctx, tune, first) * 0.5;
  // The name of a two-staff brace whose lower staff has none stands between the two staves.
  let middle = top + STAFF_HEIGHT * 0.5;
  if (bracesNextStaff(ctx, system, staff) && staff + 1 < layout.staffVisible.length && layout.staffVisible.get(staff + 1) != 0 &&
      staffNameLines(ctx, systemFirst, stride, staff + 1, first) == 0) {
    middle = (top + layout.staffOffset.get(staff + 1) + STAFF_HEIGHT) * 0.5;
  }
  let baseline = middle + VOICE_NAME_BASELINE - <f32>(lines - 1) * 0.5 * VOICE_NAME_LINE_HEIGHT;
  for (let record = systemFirst; record < systemFirst + stride; record++) {
    if (layout.systemStaff.get(record) != staff) continue;
    const voice = layout.systemVoice.get(record);
    const start = voiceNameStart(ctx, voice, first);
    if (start < 0) continue;
    const end = voiceNameEnd(ctx, voice, first);
    let line = start;
    for (let guard = 0; line <= end && guard <= end - start; guard++) {
      const lineEnd = nameLineEnd(ctx, line, end);
      writeTextLine(ctx, tune, page, ElementKind.VoiceName, FontId.Subtitle, TextAnchor.Middle, line, lineEnd, x, baseline, VOICE_NAME_SIZE);
      baseline += VOICE_NAME_LINE_HEIGHT;
      line = lineEnd + 2;
    }
  }
}

/**
 * Lines of the names of the voices on `staff` in the system whose records are
 * [systemFirst, systemFirst + stride) (names on the first system, else subnames).
 */
function staffNameLines(ctx: Context, systemFirst: i32, stride: i32, staff: i32, first: bool): i32 {
  const layout = ctx.layout;
  let lines = 0;
  for (let record = systemFirst; record < systemFirst + stride; record++) {
    if (layout.systemStaff.get(record) != staff) continue;
    const voice = layout.systemVoice.get(record);
    const start = voiceNameStart(ctx, voice, first);
    if (start >= 0) lines += nameLineCount(ctx, start, voiceNameEnd(ctx, voice, first));
  }
  return lines;
}

/**
 * Whether the staff arrangement of system record `system` has a brace over exactly `staff` and
 * the staff below it (a keyboard part).
 */
function bracesNextStaff(ctx: Context, system: i32, staff: i32): bool {
  const groups = ctx.staffGroups;
  for (let group = 0, count = groups.count; group < count; group++) {
    if (inSystemArrangement(ctx, group, system) && groups.kind.get(group) == StaffGroupKind.Brace &&
        groups.firstStaff.get(group) == staff && groups.lastStaff.get(group) == staff + 1) return true;
  }
  return false;
}

/** Whether staff group `group` belongs to the tune and staff arrangement of system record `system`. */
function inSystemArrangement(ctx: Context, group: i32, system: i32): bool {
  const layout = ctx.layout;
  const tune = layout.systemTune.get(system);
  const ordinal = layout.systemArrangement.get(system) - ctx.tunes.firstArrangement.get(tune);
  return ctx.staffGroups.tune.get(group) == tune && ctx.staffGroups.arrangement.get(group) == ordinal;
}

/** Gap between a brace or bracket and the staves' left end, and between nested ones (sp). */
const STAFF_GROUP_GAP: f32 = 0.25;
/** Brace glyph height in sp at the normal glyph size (SMuFL brace bBoxNE.y, Bravura). */
const BRACE_HEIGHT: f32 = 3.988;
/** Brace glyph width in sp at the normal glyph size (SMuFL brace bBoxNE.x, Bravura). */
const BRACE_WIDTH: f32 = 0.328;

/**
 * The braces and brackets of tune `tune`'s %%score / %%staves groups (model StaffGroupTable) at
 * the left of the system whose first record is `system`, over the drawn staves of each group
 * (layout.staffOffset and staffVisible, set for this system). A brace is the SMuFL brace glyph
 * scaled to the group's height; a bracket a thick line (SMuFL bracketThickness) with the
 * bracketTop and bracketBottom hooks over the outer staff lines (Gould, Behind Bars pp. 515-517).
 * A group inside another stands nearer the staves.
 */
export function writeStaffGroups(ctx: Context, system: i32, tune: i32): void {
  const groups = ctx.staffGroups;
  const layout = ctx.layout;
  // Page x: systemLeft is in the staff's own units when the first staff is scaled (staffScale.ts).
  const left = layout.systemLeft.get(system) * layout.systemScale.get(system);
  for (let group = 0, count = groups.count; group < count; group++) {
    if (!inSystemArrangement(ctx, group, system)) continue;
    const first = groups.firstStaff.get(group);
    const last = groups.lastStaff.get(group);
    let top = -1;
    let bottom = -1;
    for (let staff = first; staff <= last && staff < layout.staffVisible.length; staff++) {
      if (layout.staffVisible.get(staff) == 0) continue;
      if (top < 0) top = staff;
      bottom = staff;
    }
    if (top < 0) continue;
    const y1 = layout.staffOffset.get(top);
    const y2 = layout.staffOffset.get(bottom) + staffHeight(ctx, bottom);
    // A group that holds others stands left of them.
    const depth = staffGroupDepth(ctx, tune, group);
    const right = left - STAFF_GROUP_GAP - <f32>depth * (STAFF_GROUP_ROOM + STAFF_GROUP_GAP);
    if (groups.kind.get(group) == StaffGroupKind.Brace) {
      const size = GLYPH_SIZE * (y2 - y1) / BRACE_HEIGHT;
      ctx.display.glyph(-1, Brace, right - BRACE_WIDTH * size / GLYPH_SIZE, y2, size);
    } else {
      const x = right - BracketThickness * 0.5;
      ctx.display.line(-1, LineRole.ThickBarline, x, y1, x, y2, BracketThickness);
      ctx.display.glyph(-1, BracketTop, right - BracketThickness, y1, GLYPH_SIZE);
      ctx.display.glyph(-1, BracketBottom, right - BracketThickness, y2, GLYPH_SIZE);
    }
  }
}
