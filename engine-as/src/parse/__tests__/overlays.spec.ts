import { DiagnosticCode } from "../../abi";
import { hasDiagnostic, parse } from "./helpers";

// The messages and what is kept are abc2svg 1.22.1's for the same texts (black-boxed).
describe("voice overlay errors", () => {
  it("ignores an & before the voice's first note: no overlay voice", () => {
    const ctx = parse("X:1\nK:C\n&CD|\n");
    expect<bool>(hasDiagnostic(ctx, DiagnosticCode.NoNoteInOverlay)).toBe(true);
    expect<bool>(hasDiagnostic(ctx, DiagnosticCode.WrongOverlayDuration)).toBe(false);
    expect<i32>(ctx.voices.count).toBe(1);
  });

  it("ignores a (& while one is open, and an &) with none open", () => {
    const nested = parse("X:1\nK:C\n(&CD(&EF&)|\n");
    expect<bool>(hasDiagnostic(nested, DiagnosticCode.VoiceOverlayAlreadyStarted)).toBe(true);
    expect<i32>(nested.voices.count).toBe(1);
    const stray = parse("X:1\nK:C\nCD&)EF|\n");
    expect<bool>(hasDiagnostic(stray, DiagnosticCode.ErroneousEndOfOverlay)).toBe(true);
    expect<i32>(stray.voices.count).toBe(1);
  });

  it("reports none of them for well-formed overlays", () => {
    const ctx = parse("X:1\nL:1/4\nM:4/4\nK:C\nCDEF & E2 G2|(& c4|d4 & e4|f4 &) g4|]\n");
    expect<i32>(ctx.diagnostics.count).toBe(0);
    expect<i32>(ctx.voices.count).toBe(2);
  });
});
