import { DiagnosticCode, DiagnosticField } from "../../abi";
import { hasDiagnostic, parse } from "./helpers";

// Each expectation is abc2svg 1.22.1's verdict on the same text (black-boxed), except
// NoMusicInTune, which is ours.
describe("U: user symbols", () => {
  it("defines a letter as a !decoration! or an annotation, with or without =", () => {
    const ctx = parse("X:1\nU: T = !trill!\nU:h!fermata!\nU: w = \"^x\"\nK:C\nThwC|\n");
    expect<i32>(ctx.diagnostics.count).toBe(0);
    expect<i32>(ctx.decorations.count).toBe(3);
  });

  it("refuses what is not a whole !name! or \"text\", and defines nothing then", () => {
    for (let k = 0; k < 5; k++) {
      const value = k == 0 ? "trill" : k == 1 ? "+trill+" : k == 2 ? "!trill" : k == 3 ? "[K:D]" : "";
      const ctx = parse("X:1\nU: T = " + value + "\nK:C\nC|\n");
      expect<bool>(hasDiagnostic(ctx, DiagnosticCode.UserSymbolLacksStart)).toBe(true);
    }
    expect<i32>(parse("X:1\nU: T = trill\nK:C\nTC|\n").decorations.count).toBe(1); // T's own: a trill
  });

  it("refuses the characters of the music: notes, rests, bars, brackets", () => {
    const bad = "aGxyzZX|:[](){}<>&-_^=$\"";
    for (let k = 0; k < bad.length; k++) {
      expect<bool>(hasDiagnostic(parse("X:1\nU: " + bad.charAt(k) + " = !trill!\nK:C\nC|\n"), DiagnosticCode.BadUserCharacter)).toBe(true);
    }
    expect<i32>(parse("X:1\nU: 1 = !trill!\nU: ~ = !roll!\nK:C\nC|\n").diagnostics.count).toBe(0);
  });
});

describe("!xstem!", () => {
  it("needs a note of another staff just before it in time order", () => {
    expect<bool>(hasDiagnostic(parse("X:1\n%%score 1 2\nK:C\nV:1\nc|\nV:2\n!xstem!C|\n"), DiagnosticCode.BadXstem)).toBe(false);
    expect<bool>(hasDiagnostic(parse("X:1\n%%score 1 2\nK:C\nV:1\nz|\nV:2\n!xstem!C|\n"), DiagnosticCode.BadXstem)).toBe(true);
    expect<bool>(hasDiagnostic(parse("X:1\n%%score (1 2)\nK:C\nV:1\nc|\nV:2\n!xstem!C|\n"), DiagnosticCode.BadXstem)).toBe(true);
    expect<bool>(hasDiagnostic(parse("X:1\n%%score 1 2\nK:C\nV:1\nc2|\nV:2\nC!xstem!C|\n"), DiagnosticCode.BadXstem)).toBe(true);
    expect<bool>(hasDiagnostic(parse("X:1\n%%score 1 (2 3)\nK:C\nV:1\nc|\nV:2\nE|\nV:3\n!xstem!C|\n"), DiagnosticCode.BadXstem)).toBe(true);
    expect<bool>(hasDiagnostic(parse("X:1\nK:C\n!xstem!C|\n"), DiagnosticCode.BadXstem)).toBe(false);
  });

  it("must be on a note, in any tune", () => {
    expect<bool>(hasDiagnostic(parse("X:1\nK:C\n!xstem!z|\n"), DiagnosticCode.XstemNotOnNote)).toBe(true);
    expect<bool>(hasDiagnostic(parse("X:1\nK:C\n!xstem!|C\n"), DiagnosticCode.XstemNotOnNote)).toBe(true);
    expect<bool>(hasDiagnostic(parse("X:1\nK:C\n!xstem!C|\n"), DiagnosticCode.XstemNotOnNote)).toBe(false);
  });

  it("is checked once, in its own tune, in a book of tunes", () => {
    // Each tune's check walks its own decorations: a rest's !xstem! is told once, at its place.
    const book = parse("X:1\nK:C\n!xstem!z|\n\nX:2\nK:C\n!trill!C|\n\nX:3\nK:C\nC!xstem!z|\n");
    expect<i32>(book.diagnostics.count).toBe(2);
    const records = book.diagnostics.records;
    expect<i32>(records.get(DiagnosticField.Code)).toBe(DiagnosticCode.XstemNotOnNote);
    expect<i32>(records.get(DiagnosticField.Stride + DiagnosticField.Code)).toBe(DiagnosticCode.XstemNotOnNote);
    expect<i32>(records.get(DiagnosticField.Stride + DiagnosticField.Start)).toBe(54); // X:3's z
  });
});

describe("field lines", () => {
  it("warns of letters that name no field, as lines and inline, and reads past them", () => {
    expect<bool>(hasDiagnostic(parse("J:x\n\nX:1\nK:C\nC|\n"), DiagnosticCode.FieldLineIgnored)).toBe(true);
    expect<bool>(hasDiagnostic(parse("X:1\ny:x\nK:C\nC|\n"), DiagnosticCode.FieldLineIgnored)).toBe(true);
    const inline = parse("X:1\nK:C\nC[E:x]D|\n");
    expect<bool>(hasDiagnostic(inline, DiagnosticCode.FieldLineIgnored)).toBe(true);
    expect<i32>(inline.diagnostics.count).toBe(1);
    expect<i32>(parse("X:1\nr:remark\nK:C\nC|\nw:la\n").diagnostics.count).toBe(0);
  });

  it("warns of a tune without music", () => {
    expect<bool>(hasDiagnostic(parse("X:1\nT:Words only\nK:C\nW:la la\n"), DiagnosticCode.NoMusicInTune)).toBe(true);
    expect<bool>(hasDiagnostic(parse("X:1\nK:C\nC|\n"), DiagnosticCode.NoMusicInTune)).toBe(false);
  });
});

describe("bad input in the body constructs", () => {
  it("never runs away: huge %%repeat values, macros that name themselves, items with nothing to close them", () => {
    const repeat = parse("X:1\nK:C\nCDEF\n%%repeat 999999999 999999999\nGABc|\nCD|\n%%repeat 2 2147483647\nCD|CD|\n");
    expect<bool>(hasDiagnostic(repeat, DiagnosticCode.NotEnoughNotesForRepeat)).toBe(true);
    expect<bool>(hasDiagnostic(repeat, DiagnosticCode.NotEnoughMeasuresForRepeat)).toBe(true);
    // An expansion is not read for macros again, so a macro that uses itself plays once.
    const macro = parse("X:1\nL:1/8\nm: ~n2 = ~n2\nm: ~G = \nK:C\n~A2~G|\n");
    expect<i32>(macro.macroNotes.count).toBe(1);
    const symbols = parse("X:1\nK:C\nCD|\ns:!p \"Am |||| ****\n+:\"\n");
    expect<bool>(hasDiagnostic(symbols, DiagnosticCode.NoEndOfDecoration)).toBe(true);
  });
});
