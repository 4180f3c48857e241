/**
 * @fileoverview Packs the music model into the row records of abi.ts (SymbolField, HeadField,
 * VoiceField, TuneField) for the host: the `model` dump of MODEL.md, tune titles, and the
 * playback events (engine-bindings/src/playback.ts: tempo beats, repeat endings, ties and
 * acciaccaturas). One pass over each table after the parse; the core's own tables stay columnar.
 */

import { HeadField, SymbolField, SymbolFlag, SymbolKind, TuneField, VoiceField } from "../abi";
import { I32Column } from "../util/column";
import { HeadTable, SymbolBits, SymbolTable, TextFieldTable, TuneTable, VoiceTable } from "../model/tables";
import { MacroNoteTable } from "../parse/macros";

export class ModelExport {
  symbols: I32Column = new I32Column(1024 * SymbolField.Stride);
  heads: I32Column = new I32Column(1024 * HeadField.Stride);
  voices: I32Column = new I32Column(16 * VoiceField.Stride);
  tunes: I32Column = new I32Column(16 * TuneField.Stride);

  reset(): void {
    this.symbols.reset();
    this.heads.reset();
    this.voices.reset();
    this.tunes.reset();
  }

  /**
   * Packs the tables. The played notes of macros (`macroNotes`) follow the drawn symbols, one
   * Note record each with SymbolFlag.PlayOnly and one head record of its own; then one Part
   * record per P: field of `textFields` (see addParts).
   */
  build(tunes: TuneTable, voices: VoiceTable, symbols: SymbolTable, heads: HeadTable, macroNotes: MacroNoteTable, tuneFirstPage: I32Column, tuneSystems: I32Column, textFields: TextFieldTable): void {
    const out = this.symbols;
    for (let id = 0, n = symbols.count; id < n; id++) {
      out.push(symbols.kind.get(id));
      out.push(symbols.tune.get(id));
      out.push(symbols.voice.get(id));
      out.push(symbols.time.get(id));
      out.push(symbols.duration.get(id));
      out.push(symbols.value.get(id));
      out.push(symbols.headStart.get(id));
      out.push(symbols.headCount.get(id));
      out.push(symbols.start.get(id));
      out.push(symbols.end.get(id));
      out.push(exportedFlags(symbols.flags.get(id)));
      out.push(symbols.value2.get(id));
      out.push(symbols.textStart.get(id));
      out.push(symbols.textEnd.get(id));
    }
    const headOut = this.heads;
    for (let id = 0, n = heads.count; id < n; id++) {
      headOut.push(heads.midi.get(id));
      headOut.push(heads.start.get(id));
      headOut.push(heads.end.get(id));
      headOut.push(heads.tie.get(id));
    }
    for (let id = 0, head = heads.count, n = macroNotes.count; id < n; id++, head++) {
      const voice = macroNotes.voice.get(id);
      out.push(SymbolKind.Note);
      out.push(voices.tune.get(voice));
      out.push(voice);
      out.push(macroNotes.time.get(id));
      out.push(macroNotes.duration.get(id));
      out.push(0);
      out.push(head);
      out.push(1);
      out.push(macroNotes.start.get(id));
      out.push(macroNotes.end.get(id));
      out.push(SymbolFlag.PlayOnly);
      out.push(0);
      out.push(-1);
      out.push(-1);
      headOut.push(macroNotes.midi.get(id));
      headOut.push(macroNotes.start.get(id));
      headOut.push(macroNotes.end.get(id));
      headOut.push(0);
    }
    this.addParts(textFields, symbols);
    const voiceOut = this.voices;
    for (let id = 0, n = voices.count; id < n; id++) {
      voiceOut.push(voices.tune.get(id));
      voiceOut.push(voices.idStart.get(id));
      voiceOut.push(voices.idEnd.get(id));
      voiceOut.push(voices.overlayOf.get(id));
    }
    const tuneOut = this.tunes;
    for (let id = 0, n = tunes.count; id < n; id++) {
      tuneOut.push(tunes.start.get(id));
      tuneOut.push(tunes.end.get(id));
      tuneOut.push(tunes.xStart.get(id));
      tuneOut.push(tunes.xEnd.get(id));
      tuneOut.push(tunes.titleStart.get(id));
      tuneOut.push(tunes.titleEnd.get(id));
      tuneOut.push(tunes.composerStart.get(id));
      tuneOut.push(tunes.composerEnd.get(id));
      tuneOut.push(id < tuneFirstPage.length ? tuneFirstPage.get(id) : 0);
      tuneOut.push(tunes.firstVoice.get(id));
      tuneOut.push(tunes.voiceCount.get(id));
      tuneOut.push(tunes.hasMusic.get(id));
      tuneOut.push(id < tuneSystems.length ? tuneSystems.get(id) : 0);
    }
  }

  /**
   * One SymbolKind.Part record per P: field (ABC 2.1 3.1.9), for the player: in the header
   * (Voice -1, Value 1) the order of the parts, in the body (Value 0) the label of the part that
   * starts there, at Time the end of the symbol it follows (0 before any). Start and End give
   * the field's value.
   */
  private addParts(textFields: TextFieldTable, symbols: SymbolTable): void {
    const out = this.symbols;
    for (let id = 0, n = textFields.count; id < n; id++) {
      if (textFields.letter.get(id) != 80 /* P */) continue;
      const voice = textFields.voice.get(id);
      const after = textFields.after.get(id);
      out.push(SymbolKind.Part);
      out.push(textFields.tune.get(id));
      out.push(voice);
      out.push(after >= 0 ? symbols.time.get(after) + symbols.duration.get(after) : 0);
      out.push(0);
      out.push(voice == -1 ? 1 : 0);
      out.push(0);
      out.push(0);
      out.push(textFields.start.get(id));
      out.push(textFields.end.get(id));
      out.push(0);
      out.push(0);
      out.push(-1);
      out.push(-1);
    }
  }
}

/** The abi SymbolFlag bits of a symbol whose model flags (SymbolBits) are `flags`. */
function exportedFlags(flags: i32): i32 {
  let out = flags & (SymbolBits.Grace | SymbolBits.Invisible);
  if ((flags & SymbolBits.MergedRepeat) != 0) out |= SymbolFlag.MergedRepeat;
  if ((flags & SymbolBits.EndingStart) != 0) out |= SymbolFlag.EndingStart;
  if ((flags & SymbolBits.Acciaccatura) != 0) out |= SymbolFlag.Acciaccatura;
  return out;
}
