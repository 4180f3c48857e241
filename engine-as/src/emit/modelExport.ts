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
    // Each record is appended whole (Column.extend) and written field by field: one check for
    // room per record, not per word (this runs over every symbol and head of every render).
    const out = this.symbols;
    for (let id = 0, n = symbols.count; id < n; id++) {
      const at = out.extend(SymbolField.Stride);
      out.set(at + SymbolField.Kind, symbols.kind.get(id));
      out.set(at + SymbolField.Tune, symbols.tune.get(id));
      out.set(at + SymbolField.Voice, symbols.voice.get(id));
      out.set(at + SymbolField.Time, symbols.time.get(id));
      out.set(at + SymbolField.Duration, symbols.duration.get(id));
      out.set(at + SymbolField.Value, symbols.value.get(id));
      out.set(at + SymbolField.HeadStart, symbols.headStart.get(id));
      out.set(at + SymbolField.HeadCount, symbols.headCount.get(id));
      out.set(at + SymbolField.Start, symbols.start.get(id));
      out.set(at + SymbolField.End, symbols.end.get(id));
      out.set(at + SymbolField.Flags, exportedFlags(symbols.flags.get(id)));
      out.set(at + SymbolField.Value2, symbols.value2.get(id));
      out.set(at + SymbolField.TextStart, symbols.textStart.get(id));
      out.set(at + SymbolField.TextEnd, symbols.textEnd.get(id));
    }
    const headOut = this.heads;
    for (let id = 0, n = heads.count; id < n; id++) {
      const at = headOut.extend(HeadField.Stride);
      headOut.set(at + HeadField.Midi, heads.midi.get(id));
      headOut.set(at + HeadField.Start, heads.start.get(id));
      headOut.set(at + HeadField.End, heads.end.get(id));
      headOut.set(at + HeadField.Tie, heads.tie.get(id));
    }
    for (let id = 0, head = heads.count, n = macroNotes.count; id < n; id++, head++) {
      const voice = macroNotes.voice.get(id);
      const at = out.extend(SymbolField.Stride);
      out.set(at + SymbolField.Kind, SymbolKind.Note);
      out.set(at + SymbolField.Tune, voices.tune.get(voice));
      out.set(at + SymbolField.Voice, voice);
      out.set(at + SymbolField.Time, macroNotes.time.get(id));
      out.set(at + SymbolField.Duration, macroNotes.duration.get(id));
      out.set(at + SymbolField.Value, 0);
      out.set(at + SymbolField.HeadStart, head);
      out.set(at + SymbolField.HeadCount, 1);
      out.set(at + SymbolField.Start, macroNotes.start.get(id));
      out.set(at + SymbolField.End, macroNotes.end.get(id));
      out.set(at + SymbolField.Flags, SymbolFlag.PlayOnly);
      out.set(at + SymbolField.Value2, 0);
      out.set(at + SymbolField.TextStart, -1);
      out.set(at + SymbolField.TextEnd, -1);
      const headAt = headOut.extend(HeadField.Stride);
      headOut.set(headAt + HeadField.Midi, macroNotes.midi.get(id));
      headOut.set(headAt + HeadField.Start, macroNotes.start.get(id));
      headOut.set(headAt + HeadField.End, macroNotes.end.get(id));
      headOut.set(headAt + HeadField.Tie, 0);
    }
    this.addParts(textFields, symbols);
    const voiceOut = this.voices;
    for (let id = 0, n = voices.count; id < n; id++) {
      const at = voiceOut.extend(VoiceField.Stride);
      voiceOut.set(at + VoiceField.Tune, voices.tune.get(id));
      voiceOut.set(at + VoiceField.IdStart, voices.idStart.get(id));
      voiceOut.set(at + VoiceField.IdEnd, voices.idEnd.get(id));
      voiceOut.set(at + VoiceField.OverlayOf, voices.overlayOf.get(id));
    }
    const tuneOut = this.tunes;
    for (let id = 0, n = tunes.count; id < n; id++) {
      const at = tuneOut.extend(TuneField.Stride);
      tuneOut.set(at + TuneField.Start, tunes.start.get(id));
      tuneOut.set(at + TuneField.End, tunes.end.get(id));
      tuneOut.set(at + TuneField.XStart, tunes.xStart.get(id));
      tuneOut.set(at + TuneField.XEnd, tunes.xEnd.get(id));
      tuneOut.set(at + TuneField.TitleStart, tunes.titleStart.get(id));
      tuneOut.set(at + TuneField.TitleEnd, tunes.titleEnd.get(id));
      tuneOut.set(at + TuneField.ComposerStart, tunes.composerStart.get(id));
      tuneOut.set(at + TuneField.ComposerEnd, tunes.composerEnd.get(id));
      tuneOut.set(at + TuneField.FirstPage, id < tuneFirstPage.length ? tuneFirstPage.get(id) : 0);
      tuneOut.set(at + TuneField.VoiceStart, tunes.firstVoice.get(id));
      tuneOut.set(at + TuneField.VoiceCount, tunes.voiceCount.get(id));
      tuneOut.set(at + TuneField.HasMusic, tunes.hasMusic.get(id));
      tuneOut.set(at + TuneField.Systems, id < tuneSystems.length ? tuneSystems.get(id) : 0);
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
      const at = out.extend(SymbolField.Stride);
      out.set(at + SymbolField.Kind, SymbolKind.Part);
      out.set(at + SymbolField.Tune, textFields.tune.get(id));
      out.set(at + SymbolField.Voice, voice);
      out.set(at + SymbolField.Time, after >= 0 ? symbols.time.get(after) + symbols.duration.get(after) : 0);
      out.set(at + SymbolField.Duration, 0);
      out.set(at + SymbolField.Value, voice == -1 ? 1 : 0);
      out.set(at + SymbolField.HeadStart, 0);
      out.set(at + SymbolField.HeadCount, 0);
      out.set(at + SymbolField.Start, textFields.start.get(id));
      out.set(at + SymbolField.End, textFields.end.get(id));
      out.set(at + SymbolField.Flags, 0);
      out.set(at + SymbolField.Value2, 0);
      out.set(at + SymbolField.TextStart, -1);
      out.set(at + SymbolField.TextEnd, -1);
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
