/**
 * Format settings read from %% directives and I: fields (parse/formatDirectives.ts,
 * parse/pageDirectives.ts, model/format.ts): units, scope (file header for every tune, a tune's
 * own only for it), line-break values and the positional directives.
 */

import { DiagnosticCode, DiagnosticField, OptionKey } from "../../abi";
import { Context } from "../../context";
import { FormatEventKind, FormatKey, LineBreak } from "../../model/format";
import { parseText } from "../parseText";

function parse(ctx: Context, text: string): void {
  ctx.reset();
  const address = ctx.source.prepare(text.length);
  for (let i = 0; i < text.length; i++) store<u16>(address + (<usize>i << 1), <u16>text.charCodeAt(i));
  ctx.source.indexLines();
  parseText(ctx);
}

function diagnosticCount(ctx: Context, code: i32): i32 {
  let count = 0;
  const records = ctx.diagnostics.records;
  for (let i = 0; i < records.length; i += DiagnosticField.Stride) if (records.get(i + DiagnosticField.Code) == code) count++;
  return count;
}

describe("format settings", () => {
  it("converts cm, in, pt and px as abc2svg does, in any case", () => {
    const ctx = new Context();
    parse(ctx, "%%pagewidth 21.6cm\n%%pageheight 11IN\n%%leftmargin 40pt\n%%rightmargin 12px\n%%staffsep 60\nX:1\nK:C\nC|\n");
    expect<f64>(ctx.format.get(0, FormatKey.PageWidth)).toBeCloseTo(816.48);
    expect<f64>(ctx.format.get(0, FormatKey.PageHeight)).toBeCloseTo(1056);
    expect<f64>(ctx.format.get(0, FormatKey.LeftMargin)).toBeCloseTo(30);
    expect<f64>(ctx.format.get(0, FormatKey.RightMargin)).toBeCloseTo(12);
    expect<f64>(ctx.format.get(0, FormatKey.StaffSeparation)).toBeCloseTo(60);
  });

  it("keeps the host's option when a value is bad, and reports it", () => {
    const ctx = new Context();
    ctx.options[OptionKey.PageWidth] = 500;
    ctx.options[OptionKey.Scale] = 0.8;
    parse(ctx, "%%pagewidth 10 cm\n%%scale abc\nX:1\nK:C\nC|\n");
    expect<f64>(ctx.format.get(0, FormatKey.PageWidth)).toBe(500);
    expect<f64>(ctx.format.get(0, FormatKey.Scale)).toBe(0.8);
    expect(diagnosticCount(ctx, DiagnosticCode.BadValue)).toBe(2);
  });

  it("gives a file-header value to every later tune and a tune's own value to that tune only", () => {
    const ctx = new Context();
    parse(ctx, "%%maxshrink 0.5\nX:1\n%%maxshrink 0.9\nK:C\nC|\n\nX:2\nK:C\nI:maxshrink 0.2\nC|\n\n%%maxshrink 0.3\nX:3\nK:C\nC|\n");
    expect<f64>(ctx.format.get(0, FormatKey.MaxShrink)).toBe(0.9);
    expect<f64>(ctx.format.get(1, FormatKey.MaxShrink)).toBe(0.2);
    expect<f64>(ctx.format.get(2, FormatKey.MaxShrink)).toBe(0.3);
  });

  it("keeps a tune's values from before a later file-header change", () => {
    const ctx = new Context();
    parse(ctx, "X:1\nK:C\nC|\n\n%%continueall\nX:2\nK:C\nC|\n");
    expect(ctx.format.breaksAtLineEnds(0)).toBe(true);
    expect(ctx.format.breaksAtLineEnds(1)).toBe(false);
  });

  it("reads %%linebreak characters, skips and reports bad ones", () => {
    const ctx = new Context();
    parse(ctx, "X:1\n%%linebreak $ ! x <EOL>\nK:C\nC|\n");
    expect(<i32>ctx.format.get(0, FormatKey.LineBreak)).toBe(LineBreak.Dollar | LineBreak.Exclamation | LineBreak.Eol);
    expect(diagnosticCount(ctx, DiagnosticCode.BadLinebreakValue)).toBe(1);
    parse(ctx, "X:1\n%%linebreak <none>\nK:C\nC|\n");
    expect(ctx.format.breaksAtLineEnds(0)).toBe(false);
  });

  it("reads %%stretchlast as abc2svg: a share, 0 when bare, 1 for a word", () => {
    const ctx = new Context();
    parse(ctx, "X:1\n%%stretchlast 0.4\nK:C\nC|\n\nX:2\n%%stretchlast\nK:C\nC|\n\nX:3\n%%stretchlast true\nK:C\nC|\n");
    expect<f64>(ctx.format.get(0, FormatKey.StretchLast)).toBe(0.4);
    expect<f64>(ctx.format.get(1, FormatKey.StretchLast)).toBe(0);
    expect<f64>(ctx.format.get(2, FormatKey.StretchLast)).toBe(1);
  });

  it("keeps %%titleformat as a source range and %%writefields as letters for the text passes", () => {
    const ctx = new Context();
    const text = "%%titleformat A-1 T C1\n%%writefields O false\n%%writefields Z\nX:1\nK:C\nC|\n";
    parse(ctx, text);
    expect(ctx.format.titleFormatStart(0)).toBe(14);
    expect(ctx.format.titleFormatEnd(0)).toBe(22);
    expect(ctx.format.writesField(0, 67 /* C */)).toBe(true);
    expect(ctx.format.writesField(0, 79 /* O */)).toBe(false);
    expect(ctx.format.writesField(0, 90 /* Z */)).toBe(true);
  });

  it("records %%newpage, %%vskip and %%setbarnb with the symbol that follows them", () => {
    const ctx = new Context();
    parse(ctx, "X:1\nK:C\nCD|\n%%newpage\n%%vskip 1cm\n%%setbarnb 7\nE|\n");
    expect(ctx.format.eventCount).toBe(3);
    expect(ctx.format.eventKind.get(0)).toBe(FormatEventKind.NewPage);
    expect(ctx.format.eventKind.get(1)).toBe(FormatEventKind.VerticalSkip);
    expect<f64>(ctx.format.eventValue.get(1)).toBeCloseTo(37.8);
    expect<f64>(ctx.format.eventValue.get(2)).toBe(7);
    expect(ctx.format.eventTune.get(0)).toBe(0);
    expect(ctx.format.eventSymbol.get(0)).toBe(ctx.format.eventSymbol.get(2));
  });

  it("checks %%multicol nesting and %%staff numbers", () => {
    const ctx = new Context();
    parse(ctx, "%%multicol new\n%%multicol start\n%%multicol new\n%%multicol end\n%%multicol end\nX:1\nK:C\n%%staff 2\n%%staff +0\nC|\n");
    expect(diagnosticCount(ctx, DiagnosticCode.MulticolNewWithoutStart)).toBe(1);
    expect(diagnosticCount(ctx, DiagnosticCode.MulticolEndWithoutStart)).toBe(1);
    expect(diagnosticCount(ctx, DiagnosticCode.BadStaffNumber)).toBe(1);
    expect(ctx.format.eventCount).toBe(3);
  });
});
