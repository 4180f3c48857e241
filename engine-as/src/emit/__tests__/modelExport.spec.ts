/**
 * The model export in two parts (emit/modelExport.ts, abi OptionKey.ModelExport): a render with
 * the option 0 exports the tune records only, and `exportModel` completes the export with the
 * same records a render with the option 1 (the default) writes.
 */

import { OptionKey, ResultField } from "../../abi";
import { Context } from "../../context";
import { exportModel, render } from "../../index";

const TUNE = "X:1\nT:Parts\nP:AB\nL:1/8\nK:G\nP:A\nGABc d2 B2|[GB]4 z4|\nP:B\nm: ~n2 = {o}n\n~e4 d4|]\n";

function renderWith(ctx: Context, text: string, modelExport: f64): void {
  const address = ctx.source.prepare(text.length);
  for (let i = 0; i < text.length; i++) store<u16>(address + (<usize>i << 1), <u16>text.charCodeAt(i));
  ctx.options[OptionKey.ModelExport] = modelExport;
  render(ctx);
}

/** The words of export table `column` (an I32Column's data up to its length), as an array. */
function words(data: StaticArray<i32>, length: i32): i32[] {
  const out: i32[] = [];
  for (let i = 0; i < length; i++) out.push(data[i]);
  return out;
}

describe("model export", () => {
  it("renders with the whole export by default", () => {
    const ctx = new Context();
    expect(ctx.options[OptionKey.ModelExport]).toBe(1.0);
  });

  it("exports the tune records at once and the rest on exportModel, as a whole export writes them", () => {
    const whole = new Context();
    renderWith(whole, TUNE, 1);
    const full = whole.modelExport;
    expect(full.symbols.length).toBeGreaterThan(0);

    const deferred = new Context();
    renderWith(deferred, TUNE, 0);
    const part = deferred.modelExport;
    expect(words(part.tunes.data, part.tunes.length)).toStrictEqual(words(full.tunes.data, full.tunes.length));
    expect(deferred.result[ResultField.TuneCount]).toBe(1);
    expect(deferred.result[ResultField.SymbolCount]).toBe(0);
    expect(deferred.result[ResultField.HeadCount]).toBe(0);
    expect(deferred.result[ResultField.VoiceCount]).toBe(0);

    const header = exportModel(deferred);
    expect(header).toBe(changetype<usize>(deferred.result));
    expect(words(part.symbols.data, part.symbols.length)).toStrictEqual(words(full.symbols.data, full.symbols.length));
    expect(words(part.heads.data, part.heads.length)).toStrictEqual(words(full.heads.data, full.heads.length));
    expect(words(part.voices.data, part.voices.length)).toStrictEqual(words(full.voices.data, full.voices.length));
    expect(deferred.result[ResultField.SymbolCount]).toBe(whole.result[ResultField.SymbolCount]);
    expect(deferred.result[ResultField.SymbolsPtr]).toBe(<i32>part.symbols.pointer());

    // A second call exports nothing twice.
    const symbols = part.symbols.length;
    exportModel(deferred);
    expect(part.symbols.length).toBe(symbols);
  });
});
