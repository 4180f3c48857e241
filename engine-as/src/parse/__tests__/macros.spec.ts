import { DiagnosticCode, Model } from "../../abi";
import { hasDiagnostic, midiOfNote, noteDuration, parse } from "./helpers";

const EIGHTH = Model.TicksPerWhole / 8;
const SIXTEENTH = Model.TicksPerWhole / 16;

// The expected play notes are abc2svg 1.22.1's `1-p` voice for the same text (its model dump).
describe("m: macros", () => {
  it("plays a static macro at the time of the note it is written on, and draws the note as written", () => {
    const ctx = parse("X:1\nL:1/8\nm: ~G3 = G{A}G{F}G\nK:C\nC~G3D|~G3z|\n");
    expect<bool>(hasDiagnostic(ctx, DiagnosticCode.BadMacroLength)).toBe(false);
    // The written G stays one note of three eighths.
    expect<i32>(noteDuration(ctx, 1)).toBe(3 * EIGHTH);
    const notes = ctx.macroNotes;
    expect<i32>(notes.count).toBe(6);
    for (let k = 0; k < 6; k++) {
      expect<i32>(notes.midi.get(k)).toBe(67);
      expect<i32>(notes.duration.get(k)).toBe(EIGHTH);
    }
    expect<i32>(notes.time.get(0)).toBe(EIGHTH);
    expect<i32>(notes.time.get(2)).toBe(3 * EIGHTH);
    expect<i32>(notes.time.get(3)).toBe(5 * EIGHTH);
    // Each play note carries the source range of the macro's use, `~G3` (offsets 34..37).
    expect<i32>(notes.start.get(0)).toBe(34);
    expect<i32>(notes.end.get(0)).toBe(37);
  });

  it("transposes a macro written with n: o and p are the steps above, m the step below", () => {
    const ctx = parse("X:1\nL:1/8\nm: ~n3 = nop\nK:C\n~B3~C,3|\n");
    const notes = ctx.macroNotes;
    expect<i32>(notes.count).toBe(6);
    expect<i32>(notes.midi.get(0)).toBe(71);
    expect<i32>(notes.midi.get(1)).toBe(72);
    expect<i32>(notes.midi.get(2)).toBe(74);
    expect<i32>(notes.midi.get(3)).toBe(48);
    expect<i32>(notes.midi.get(4)).toBe(50);
    expect<i32>(notes.midi.get(5)).toBe(52);
  });

  it("applies the key signature to the notes played, and matches no note with an accidental", () => {
    const ctx = parse("X:1\nL:1/8\nm: ~n = n/o/\nK:D\n~F~^c|\n");
    const notes = ctx.macroNotes;
    expect<i32>(notes.count).toBe(2);
    expect<i32>(notes.midi.get(0)).toBe(66);
    expect<i32>(notes.midi.get(1)).toBe(67);
    expect<i32>(notes.duration.get(0)).toBe(SIXTEENTH);
    expect<i32>(midiOfNote(ctx, 1)).toBe(73);
  });

  it("reports an expansion that does not fill the written note, and still plays it", () => {
    const ctx = parse("X:1\nL:1/8\nm: ~G2 = G{A}G{F}G\nK:C\nC~G2D|\n");
    expect<bool>(hasDiagnostic(ctx, DiagnosticCode.BadMacroLength)).toBe(true);
    expect<i32>(ctx.macroNotes.count).toBe(3);
  });

  it("keeps file header macros for every tune and ignores one in the body", () => {
    const ctx = parse("m: ~n3 = n{o}n{m}n\n\nX:1\nL:1/8\nK:C\nC~A3D|\nm: ~n = nn\n~A3~A|\n");
    expect<i32>(ctx.macroNotes.count).toBe(6);
    expect<i32>(ctx.macroNotes.midi.get(0)).toBe(69);
  });

  it("reports an m: line in a tune's body (abc2svg: m: inside tune - ignored)", () => {
    const ctx = parse("X:1\nL:1/8\nK:C\nC|\nm: ~n = nn\n~A|\n");
    expect<bool>(hasDiagnostic(ctx, DiagnosticCode.FieldInsideTune)).toBe(true);
    expect<i32>(ctx.macroNotes.count).toBe(0);
  });

  it("keeps a tune's macros to that tune", () => {
    const ctx = parse("X:1\nL:1/8\nm: ~n3 = nnn\nK:C\n~A3|\n\nX:2\nL:1/8\nK:C\n~A3|\n");
    expect<i32>(ctx.macroNotes.count).toBe(3);
    expect<i32>(ctx.macroNotes.voice.get(2)).toBe(0);
  });
});
