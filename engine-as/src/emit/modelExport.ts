/**
 * @fileoverview Packs the music model into the row records of abi.ts (SymbolField, HeadField,
 * VoiceField, TuneField) for the host: the `model` dump of MODEL.md, tune titles, and playback
 * later. One pass over each table after the parse; the core's own tables stay columnar.
 */

import { HeadField, SymbolField, SymbolFlag, SymbolKind, TuneField, VoiceField } from "../abi";
import { I32Column } from "../util/column";
import { HeadTable, SymbolBits, SymbolTable, TuneTable, VoiceTable } from "../model/tables";
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
   * Note record each with SymbolFlag.PlayOnly and one head record of its own.
   */
  build(tunes: TuneTable, voices: VoiceTable, symbols: SymbolTable, heads: HeadTable, macroNotes: MacroNoteTable, tuneFirstPage: I32Column): void {
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
      const flags = symbols.flags.get(id);
      out.push((flags & (SymbolBits.Grace | SymbolBits.Invisible)) | ((flags & SymbolBits.MergedRepeat) != 0 ? SymbolFlag.MergedRepeat : 0));
    }
    const headOut = this.heads;
    for (let id = 0, n = heads.count; id < n; id++) {
      headOut.push(heads.midi.get(id));
      headOut.push(heads.start.get(id));
      headOut.push(heads.end.get(id));
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
      headOut.push(macroNotes.midi.get(id));
      headOut.push(macroNotes.start.get(id));
      headOut.push(macroNotes.end.get(id));
    }
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
    }
  }
}
