/**
 * @fileoverview `%%score` and `%%staves` (engine-spec 3 "System", 5): which voices the tune has,
 * in which order, on which staff, and how staves are grouped.
 *
 *   %%score [S A] {(RH1 RH2) LH} | B
 *
 * Voice ids are separated by blanks; voices in `( )` share one staff; `{ }` draws a brace and
 * `[ ]` a bracket over the staves inside (both nest); `|` between two staves runs the bar lines
 * of the first down to the second (without it they stop at each staff, as in abc2svg).
 *
 * A group sign where it cannot stand is reported with abc2svg 1.22.1's words: an opening sign
 * inside parentheses is "Misplaced", a closing sign that closes nothing open is "Misplaced"
 * after a voice and, read as a voice id, a "Bad voice ID" anyway.
 *
 * Each voice named is created if it does not exist yet, so the voice table follows the
 * directive's order (abc2svg does the same, checked by black-box tests). A directive in the
 * file header applies to every tune, as ABC 2.1 11 has file-header directives do (abc2svg
 * 1.22.1 ignores it there).
 *
 * A %%staves in the body after music starts a new staff arrangement (model StaffArrangementTable)
 * from the time every voice was brought to: the music before it keeps its staves, and the
 * voices it leaves out are not drawn while it holds (abc2svg 1.22.1 does both, black-boxed; the
 * layout starts a new system there; parse/arrangements.ts writes the arrangements).
 */

import { DiagnosticCode, Model, Severity } from "../abi";
import { Context } from "../context";
import { StaffGroupKind } from "../model/tables";
import { isSpace } from "../text/source";
import { ParsePhase } from "./parseState";
import { closeArrangement, hideVoicesNotNamed } from "./arrangements";
import { voiceById } from "./voices";

/** Whether `c` may be part of a voice id in a %%score directive. */
@inline function isIdUnit(c: i32): bool {
  return !(isSpace(c) || c == 40 || c == 41 || c == 123 || c == 125 || c == 91 || c == 93 || c == 124 || c == 0 || c == 37);
}

/**
 * Applies the %%score / %%staves directive whose value is source[start, end) to the tune being
 * read: creates its voices in order, sets their staves, and records brace and bracket groups.
 */
export function applyScore(ctx: Context, start: i32, end: i32): void {
  const source = ctx.source;
  const state = ctx.parse;
  const tune = state.tune;
  if (tune < 0) return;
  const voices = ctx.voices;
  const firstVoice = ctx.tunes.firstVoice.get(tune);
  // In the body after music (the voices were brought to one time, directives.ts), the
  // arrangement read so far ends here and a new one starts.
  const opensArrangement = state.phase == ParsePhase.Body && state.voiceStartTime > state.arrangementStartTime;
  if (opensArrangement) {
    closeArrangement(ctx, tune);
    state.arrangement++;
    state.arrangementFirstSymbol = ctx.symbols.count;
    state.arrangementStartTime = state.voiceStartTime;
  }
  // A new %%score replaces the staves of the voices it names; others keep theirs, but for a
  // new arrangement, which has only the voices it names.
  const named = state.scoreNamed;
  named.resize(0);
  const groupStart = state.scoreGroupStart;
  const groupKind = state.scoreGroupKind;
  groupStart.resize(0);
  groupKind.resize(0);
  const joins = state.scoreBarJoins;
  joins.resize(0);
  dropGroups(ctx, tune);
  let staff = 0;
  let inParentheses = false;
  let parenthesesStaffUsed = false;
  // Whether a voice id or a group's end came last (a stray closer there is "Misplaced").
  let afterItem = false;
  let i = start;
  while (i < end) {
    const c = source.at(i);
    if (c == 37 /* % */) break;
    if (c == 124 /* | */) {
      // The bars of the staff before run down to the next one.
      const before = inParentheses && parenthesesStaffUsed ? staff : staff - 1;
      if (before >= 0) {
        while (joins.length <= before) joins.push(0);
        joins.set(before, 1);
      }
      i++;
    } else if (isSpace(c)) {
      i++;
    } else if (c == 40 /* ( */) {
      // Parentheses do not nest, and nothing opens inside them (abc2svg: "Misplaced '('").
      if (inParentheses) misplaced(ctx, i);
      inParentheses = true;
      parenthesesStaffUsed = false;
      afterItem = false;
      i++;
    } else if (c == 41 /* ) */) {
      if (inParentheses) {
        if (parenthesesStaffUsed) staff++;
        inParentheses = false;
        afterItem = true;
      } else {
        strayCloser(ctx, i, afterItem);
      }
      i++;
    } else if (c == 123 /* { */ || c == 91 /* [ */) {
      if (inParentheses) misplaced(ctx, i);
      else if (groupStart.length < Model.MaxNesting) {
        groupStart.push(staff);
        groupKind.push(c == 123 ? StaffGroupKind.Brace : StaffGroupKind.Bracket);
      }
      afterItem = false;
      i++;
    } else if (c == 125 /* } */ || c == 93 /* ] */) {
      const kind = c == 125 ? StaffGroupKind.Brace : StaffGroupKind.Bracket;
      if (!inParentheses && groupStart.length > 0 && groupKind.get(groupKind.length - 1) == kind) {
        const first = groupStart.get(groupStart.length - 1);
        groupStart.resize(groupStart.length - 1);
        groupKind.resize(groupKind.length - 1);
        if (staff - 1 >= first) ctx.staffGroups.add(tune, state.arrangement, kind, first, staff - 1);
        afterItem = true;
      } else {
        strayCloser(ctx, i, afterItem);
      }
      i++;
    } else {
      let j = i;
      while (j < end && isIdUnit(source.at(j))) j++;
      if (j == i) {
        ctx.diagnostics.report(source, DiagnosticCode.BadVoiceIdInScore, Severity.Error, i, i + 1);
        i++;
        continue;
      }
      const index = voiceById(ctx, i, j);
      const voice = firstVoice + index;
      let duplicate = false;
      for (let k = 0; k < named.length; k++) if (named.get(k) == voice) duplicate = true;
      if (duplicate) {
        ctx.diagnostics.report(source, DiagnosticCode.DoubleVoiceInScore, Severity.Error, i, j);
      } else {
        named.push(voice);
        voices.staff.set(voice, staff);
        if (inParentheses) parenthesesStaffUsed = true;
        else staff++;
      }
      afterItem = true;
      i = j;
    }
  }
  if (opensArrangement) hideVoicesNotNamed(ctx, tune);
  // Bars join the staff below only where a `|` says so.
  for (let k = 0; k < named.length; k++) {
    const voice = named.get(k);
    const own = voices.staff.get(voice);
    voices.barsJoinBelow.set(voice, own < joins.length ? joins.get(own) : 0);
  }
  if (inParentheses || groupStart.length > 0) {
    ctx.diagnostics.report(source, DiagnosticCode.ScoreGroupNotClosed, Severity.Error, start, end);
  }
}

/** Reports the group sign at `at` as "Misplaced '$1' in %%score" (it is then ignored). */
function misplaced(ctx: Context, at: i32): void {
  ctx.diagnostics.report(ctx.source, DiagnosticCode.MisplacedInScore, Severity.Error, at, at + 1, at, at + 1);
}

/**
 * A closing sign at `at` that matches no open group: "Misplaced" when it follows a voice or a
 * group (`afterItem`), and in every case "Bad voice ID", as abc2svg reads it as a voice id.
 */
function strayCloser(ctx: Context, at: i32, afterItem: bool): void {
  if (afterItem) misplaced(ctx, at);
  ctx.diagnostics.report(ctx.source, DiagnosticCode.BadVoiceIdInScore, Severity.Error, at, at + 1);
}

/**
 * Forgets the staff groups of the arrangement being read of tune `tune` (the tune being read,
 * so its groups are the table's last): a new %%score numbers the staves anew.
 */
function dropGroups(ctx: Context, tune: i32): void {
  const groups = ctx.staffGroups;
  const arrangement = ctx.parse.arrangement;
  let keep = groups.count;
  while (keep > 0 && groups.tune.get(keep - 1) == tune && groups.arrangement.get(keep - 1) == arrangement) keep--;
  groups.tune.resize(keep);
  groups.arrangement.resize(keep);
  groups.kind.resize(keep);
  groups.firstStaff.resize(keep);
  groups.lastStaff.resize(keep);
}
