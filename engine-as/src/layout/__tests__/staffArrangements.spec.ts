/**
 * Staff arrangements (parse/score.ts, layout/staffPlacement.ts): a %%staves in the tune body
 * after music regroups the voices from there on, as abc2svg 1.22.1 draws it (black-boxed on
 * moine-organ-examples/agnus.abc and small tunes): the music before it keeps its staves, a new
 * system starts at it, and the voices it does not name are not drawn while it holds.
 */

import { Model, SymbolKind } from "../../abi";
import { Context } from "../../context";
import { staffOf } from "../staffPlacement";
import { countDrawn, renderAbc } from "./helpers";

/** Number of systems (one record per voice each) of the first tune. */
function systemCount(ctx: Context): i32 {
  const records = ctx.layout.tuneSystemCount.get(0);
  return records > 0 ? records / ctx.layout.systemStride.get(0) : 0;
}

/** Number of drawn staves (records that lead one) in system `system` (0-based) of the first tune. */
function leadingRecords(ctx: Context, system: i32): i32 {
  const stride = ctx.layout.systemStride.get(0);
  let count = 0;
  for (let r = system * stride; r < (system + 1) * stride; r++) if (ctx.layout.systemLeads.get(r) != 0) count++;
  return count;
}

/** The `n`-th drawn note of voice `voice` (model voice id), or -1. */
function nthNoteOf(ctx: Context, voice: i32, n: i32): i32 {
  let seen = 0;
  const end = ctx.layout.voiceSequenceEnd.get(voice);
  for (let i = ctx.layout.voiceSequenceStart.get(voice); i < end; i++) {
    const id = ctx.layout.sequence.get(i);
    if (ctx.symbols.kind.get(id) != SymbolKind.Note) continue;
    if (seen == n) return id;
    seen++;
  }
  return -1;
}

/** The staff of the `n`-th drawn note of voice `voice`, or -1. */
function staffOfNote(ctx: Context, voice: i32, n: i32): i32 {
  const id = nthNoteOf(ctx, voice, n);
  return id >= 0 ? staffOf(ctx, id) : -1;
}

/** Staff position of the first head of the `n`-th drawn note of voice `voice`, or -99. */
function headPositionOfNote(ctx: Context, voice: i32, n: i32): i32 {
  const id = nthNoteOf(ctx, voice, n);
  return id >= 0 ? ctx.layout.headPosition.get(ctx.symbols.headStart.get(id)) : -99;
}

const TWO_THEN_ONE = "X:1\nL:1/4\n%%score 1 2\nK:C\nV:1\ncdef|\nV:2\nCDEF|\n%%staves 1\nV:1\ngfed|\nV:2\nGFED|\n";

describe("staff arrangements", () => {
  it("reads a %%staves in the body after music as a second arrangement from the voices' common time", () => {
    const ctx = new Context();
    renderAbc(ctx, TWO_THEN_ONE);
    expect<i32>(ctx.tunes.arrangementCount.get(0)).toBe(2);
    expect<i32>(ctx.arrangements.startTime.get(0)).toBe(0);
    expect<i32>(ctx.arrangements.startTime.get(1)).toBe(Model.TicksPerWhole); // after cdef| at L:1/4
    expect<i32>(ctx.arrangements.staffOf(0, 1)).toBe(1);
    expect<i32>(ctx.arrangements.staffOf(1, 0)).toBe(0);
    expect<i32>(ctx.arrangements.staffOf(1, 1)).toBe(-1);
  });

  it("starts a new system there and leaves out the voices it does not name", () => {
    const ctx = new Context();
    renderAbc(ctx, TWO_THEN_ONE);
    expect<i32>(systemCount(ctx)).toBe(2);
    expect<i32>(leadingRecords(ctx, 0)).toBe(2);
    expect<i32>(leadingRecords(ctx, 1)).toBe(1);
    // Voice 2 draws its first 4 notes only; voice 1 all 8.
    expect<i32>(countDrawn(ctx, SymbolKind.Note)).toBe(12);
    const whole = new Context();
    renderAbc(whole, "X:1\nL:1/4\n%%score 1 2\nK:C\nV:1\ncdef|gfed|\nV:2\nCDEF|GFED|\n");
    expect<i32>(systemCount(whole)).toBe(1);
  });

  it("moves a voice to the staff the new arrangement gives it, and brings in a voice it names", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\n%%staves {(1 2) 3}\nK:C\nV:1\ncdef|\nV:2\nx4|\nV:3\nC,D,E,F,|\n%%staves a {(1 2) 3}\nV:a\ncdef|\nV:1\ngfed|\nV:2\nx4|\nV:3\nG,F,E,D,|\n");
    expect<i32>(systemCount(ctx)).toBe(2);
    expect<i32>(leadingRecords(ctx, 0)).toBe(2);
    expect<i32>(leadingRecords(ctx, 1)).toBe(3);
    expect<i32>(staffOfNote(ctx, 0, 0)).toBe(0);
    expect<i32>(staffOfNote(ctx, 0, 4)).toBe(1);
    expect<i32>(staffOfNote(ctx, 2, 0)).toBe(1);
    expect<i32>(staffOfNote(ctx, 2, 4)).toBe(2);
    expect<i32>(staffOfNote(ctx, 3, 0)).toBe(0);
  });

  it("keeps a clef given at the start of the new arrangement in it (agnus.abc: V:3 bass)", () => {
    // A clef after a bar line is drawn before the bar (bodyFields.ts writeClef); the bar that
    // ends the old arrangement's system must not carry the new arrangement's clef into it.
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\n%%staves {(1 2) 3}\nK:C\nV:1\ncdef|\nV:2\nx4|\nV:3\nC,D,E,F,|\n%%staves a {(1 2) 3}\nV:a\ncdef|\nV:1\ngfed|\nV:2\nx4|\nV:3 bass\nG,F,E,D,|\n");
    expect<i32>(systemCount(ctx)).toBe(2);
    expect<i32>(leadingRecords(ctx, 0)).toBe(2);
    expect<i32>(leadingRecords(ctx, 1)).toBe(3);
    expect<i32>(staffOfNote(ctx, 3, 0)).toBe(0);
    expect<i32>(staffOfNote(ctx, 0, 4)).toBe(1);
  });

  it("takes a %%staves in the body before any music as the tune's arrangement", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\n%%staves (1 2)\nV:1\ncdef|\nV:2\nCDEF|\n");
    expect<i32>(ctx.tunes.arrangementCount.get(0)).toBe(1);
    expect<i32>(systemCount(ctx)).toBe(1);
    expect<i32>(leadingRecords(ctx, 0)).toBe(1);
  });
});

// Open Hymnal's For All The Saints: three staves of two voices each, then the middle one left out.
const THREE_THEN_TWO =
  "X:1\nL:1/4\n%%staves (S1V1 S1V2) | (S2V1 S2V2) | (S3V1 S3V2)\nV:S1V1 clef=treble\nV:S1V2\nV:S2V1 clef=treble\nV:S2V2\nV:S3V1 clef=bass\nV:S3V2\nK:G\n" +
  "[V:S1V1] dBAG|\n[V:S1V2] x4|\n[V:S2V1] GBcd|\n[V:S2V2] x4|\n[V:S3V1] G,,B,,C,D,|\n[V:S3V2] x4|\n" +
  "%%staves (S1V1 S1V2) | (S3V1 S3V2)\n[V:S1V1] dBAG|\n[V:S1V2] x4|\n[V:S3V1] G,,B,,C,D,|\n[V:S3V2] G,,B,,C,D,|\n";

describe("the clef of a staff whose first voice changes", () => {
  it("reads a voice sharing the staff in the clef of the staff's new first voice", () => {
    const ctx = new Context();
    renderAbc(ctx, THREE_THEN_TWO);
    // (S3V1 S3V2) is the second staff from the %%staves on; S3V2 names no clef, so it is read
    // in S3V1's bass clef, as abc2svg 1.22.1 draws it (G,, on the bottom line), not in the
    // treble clef of S2V1, the second staff's first voice before.
    expect<i32>(staffOfNote(ctx, 5, 0)).toBe(1);
    expect<i32>(headPositionOfNote(ctx, 4, 4)).toBe(0);
    expect<i32>(headPositionOfNote(ctx, 5, 0)).toBe(0);
  });
});
