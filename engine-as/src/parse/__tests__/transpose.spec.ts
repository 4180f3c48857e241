/**
 * Transposition (parse/transpose.ts, parse/voiceParams.ts): the drawn key and notes and the
 * sounding MIDI pitch, against what abc2svg 1.22.1 draws and plays for the same text (its
 * key signature k_sf, and each head's pit and acc, read by black-box runs).
 */

import { SymbolKind } from "../../abi";
import { Accidental } from "../../model/tables";
import { keyBySemitones, keyByFifths } from "../transpose";
import { midiOfNote, nth, parse } from "./helpers";

/** Sharps of the n-th Key symbol. */
function keyOf(text: string, n: i32): i32 {
  const ctx = parse(text);
  return ctx.symbols.value.get(nth(ctx, SymbolKind.Key, n));
}

function headOf(text: string, note: i32): i32 {
  const ctx = parse(text);
  return ctx.symbols.headStart.get(nth(ctx, SymbolKind.Note, note));
}

describe("the key a transposition draws", () => {
  it("spells a number of semitones from the key it starts at, as abc2svg", () => {
    expect<i32>(keyBySemitones(0, 1)).toBe(7); // C + 1: C# major
    expect<i32>(keyBySemitones(0, -1)).toBe(5); // C - 1: B major
    expect<i32>(keyBySemitones(6, 2)).toBe(-4); // F# + 2: Ab major
    expect<i32>(keyBySemitones(-2, 3)).toBe(-5); // Bb + 3: Db major
    expect<i32>(keyBySemitones(-3, 1)).toBe(4); // Eb + 1: E major
    expect<i32>(keyBySemitones(-7, 0)).toBe(-7);
  });

  it("moves a spelled interval by its fifths, kept within seven sharps or flats", () => {
    expect<i32>(keyByFifths(0, -5)).toBe(-5); // C shift=C_D: Db
    expect<i32>(keyByFifths(7, 2)).toBe(-3); // C# shift=CD: Eb
    expect<i32>(keyByFifths(-6, -5)).toBe(1); // Gb shift=C_D: G
  });

  it("draws K:C under %%transpose 2 as D major, and the tune header's %%transpose values add up", () => {
    expect<i32>(keyOf("X:1\n%%transpose 2\nK:C\nC|\n", 0)).toBe(2);
    expect<i32>(keyOf("X:1\n%%transpose 2\n%%transpose 3\nK:C\nC|\n", 0)).toBe(-1);
    expect<i32>(keyOf("%%transpose 2\n\nX:1\nK:C\nC|\n", 0)).toBe(2);
  });

  it("goes through the header's transposition before the voice's (-2 then +3 is Db, not C#)", () => {
    expect<i32>(keyOf("X:1\n%%transpose -2\nK:C\n%%transpose 3\nC|\n", 0)).toBe(-5);
  });

  it("writes a Key symbol where %%transpose changes in the body", () => {
    expect<i32>(keyOf("X:1\nK:C\nCD|\n%%transpose 2\nCD|\n", 1)).toBe(2);
  });

  it("leaves the drawn key of transpose= and sound= alone", () => {
    expect<i32>(keyOf("X:1\nK:G transpose=-2\nG|\n", 0)).toBe(1);
    expect<i32>(keyOf("X:1\nK:G sound=CD\nG|\n", 0)).toBe(1);
  });
});

describe("the notes a transposition draws", () => {
  it("moves a note and respells its accidental: ^F under K:F# and %%transpose 2 is A flat", () => {
    const text = "X:1\n%%transpose 2\nK:F#\nC^F|\n";
    const ctx = parse(text);
    const first = headOf(text, 0);
    const second = headOf(text, 1);
    expect<i32>(ctx.heads.step.get(first)).toBe(30); // E (flat from the key of Ab)
    expect<i32>(ctx.heads.accidental.get(first)).toBe(Accidental.None);
    expect<i32>(ctx.heads.step.get(second)).toBe(33); // A
    expect<i32>(ctx.heads.accidental.get(second)).toBe(Accidental.Flat);
  });

  it("draws a natural where the moved alteration is 0 (^F with shift=C_D is G natural)", () => {
    const text = "X:1\nK:C shift=C_D\n^F|\n";
    const ctx = parse(text);
    const head = headOf(text, 0);
    expect<i32>(ctx.heads.step.get(head)).toBe(32);
    expect<i32>(ctx.heads.accidental.get(head)).toBe(Accidental.Natural);
  });

  it("draws ^^C a semitone down as B double sharp", () => {
    const text = "X:1\nK:C\n%%transpose -1\n^^C|\n";
    const ctx = parse(text);
    const head = headOf(text, 0);
    expect<i32>(ctx.heads.step.get(head)).toBe(27);
    expect<i32>(ctx.heads.accidental.get(head)).toBe(Accidental.DoubleSharp);
  });
});

describe("K:none under a transposition", () => {
  it("keeps no key signature and writes the alteration on the heads that need one (E + 2 is F sharp)", () => {
    const text = "X:1\n%%transpose 2\nK:none\nCE|\n";
    const ctx = parse(text);
    expect<i32>(keyOf(text, 0)).toBe(0);
    const c = headOf(text, 0);
    const e = headOf(text, 1);
    expect<i32>(ctx.heads.step.get(c)).toBe(29); // D
    expect<i32>(ctx.heads.accidental.get(c)).toBe(Accidental.None);
    expect<i32>(ctx.heads.step.get(e)).toBe(31); // F
    expect<i32>(ctx.heads.accidental.get(e)).toBe(Accidental.Sharp);
    expect<i32>(midiOfNote(ctx, 1)).toBe(64);
  });
});

describe("the sound of a transposition", () => {
  it("keeps the sound of score= and %%transpose, moves it for shift=, sound= and transpose=", () => {
    expect<i32>(midiOfNote(parse("X:1\nK:C score=CD\nC|\n"), 0)).toBe(60);
    expect<i32>(midiOfNote(parse("X:1\n%%transpose 5\nK:C\nC|\n"), 0)).toBe(60);
    expect<i32>(midiOfNote(parse("X:1\nK:C shift=CD\nC|\n"), 0)).toBe(62);
    expect<i32>(midiOfNote(parse("X:1\nK:C sound=Cc\nC|\n"), 0)).toBe(72);
    expect<i32>(midiOfNote(parse("X:1\nK:C transpose=-3\nC|\n"), 0)).toBe(57);
  });

  it("adds transpose= to shift= and lets transpose= and sound= replace each other", () => {
    expect<i32>(midiOfNote(parse("X:1\nK:C shift=CD transpose=2\nC|\n"), 0)).toBe(64);
    expect<i32>(midiOfNote(parse("X:1\nK:C transpose=2 sound=CD\nC|\n"), 0)).toBe(62);
  });

  it("carries a tied note's sound across the bar in a transposed voice", () => {
    const ctx = parse("X:1\nK:C shift=CD\n^F-|F|\n");
    expect<i32>(midiOfNote(ctx, 0)).toBe(68);
    expect<i32>(midiOfNote(ctx, 1)).toBe(68);
  });
});
