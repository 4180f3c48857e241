/**
 * @fileoverview Packs the music model into the row records of abi.ts (SymbolField, HeadField,
 * VoiceField, TuneField) for the host: the `model` dump of MODEL.md, tune titles, and the
 * playback events (engine-bindings/src/playback.ts: tempo beats, repeat endings, ties and
 * acciaccaturas). One pass over each table after the parse; the core's own tables stay columnar.
 *
 * In two parts, because every render needs the tune records (the host's TuneInfo) but the music
 * (voices, symbols, heads) only a host that reads the model: `buildTunes` runs in every render,
 * `buildMusic` in the render or later on the host's call (abi OptionKey.ModelExport, index.ts
 * `exportModel`), while the context still holds that render's model.
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

  /** Whether `buildMusic` ran since the last reset. */
  musicBuilt: bool = false;

  reset(): void {
    this.symbols.reset();
    this.heads.reset();
    this.voices.reset();
    this.tunes.reset();
    this.musicBuilt = false;
  }

  /**
   * Packs the tune table (abi TuneField), with each tune's first page and number of systems from
   * layout (`tuneFirstPage`, `tuneSystems`: by tune, 0 past their end).
   */
  buildTunes(tunes: TuneTable, tuneFirstPage: I32Column, tuneSystems: I32Column): void {
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
   * Packs the voice, symbol and head tables, once per render (a second call does nothing). The
   * played notes of macros (`macroNotes`) follow the drawn symbols, one Note record each with
   * SymbolFlag.PlayOnly and one head record of its own; then one Part record per P: field of
   * `textFields` (see addParts).
   */
  buildMusic(voices: VoiceTable, symbols: SymbolTable, heads: HeadTable, macroNotes: MacroNoteTable, textFields: TextFieldTable): void {
    if (this.musicBuilt) return;
    this.musicBuilt = true;
    for (let id = 0, n = symbols.count; id < n; id++) {
      this.appendSymbol(
        symbols.kind.get(id), symbols.tune.get(id), symbols.voice.get(id), symbols.time.get(id), symbols.duration.get(id),
        symbols.value.get(id), symbols.headStart.get(id), symbols.headCount.get(id), symbols.start.get(id), symbols.end.get(id),
        exportedFlags(symbols.flags.get(id)), symbols.value2.get(id), symbols.textStart.get(id), symbols.textEnd.get(id),
      );
    }
    for (let id = 0, n = heads.count; id < n; id++) {
      this.appendHead(heads.midi.get(id), heads.start.get(id), heads.end.get(id), heads.tie.get(id));
    }
    for (let id = 0, head = heads.count, n = macroNotes.count; id < n; id++, head++) {
      const voice = macroNotes.voice.get(id);
      const start = macroNotes.start.get(id);
      const end = macroNotes.end.get(id);
      this.appendSymbol(SymbolKind.Note, voices.tune.get(voice), voice, macroNotes.time.get(id), macroNotes.duration.get(id), 0, head, 1, start, end, SymbolFlag.PlayOnly, 0, -1, -1);
      this.appendHead(macroNotes.midi.get(id), start, end, 0);
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
  }

  /**
   * Appends one symbol record (abi SymbolField order). Each record is appended whole
   * (Column.extend) and written field by field: one check for room per record, not per word
   * (this runs over every symbol and head of every render).
   */
  @inline private appendSymbol(
    kind: i32, tune: i32, voice: i32, time: i32, duration: i32, value: i32, headStart: i32, headCount: i32,
    start: i32, end: i32, flags: i32, value2: i32, textStart: i32, textEnd: i32,
  ): void {
    const out = this.symbols;
    const at = out.extend(SymbolField.Stride);
    out.set(at + SymbolField.Kind, kind);
    out.set(at + SymbolField.Tune, tune);
    out.set(at + SymbolField.Voice, voice);
    out.set(at + SymbolField.Time, time);
    out.set(at + SymbolField.Duration, duration);
    out.set(at + SymbolField.Value, value);
    out.set(at + SymbolField.HeadStart, headStart);
    out.set(at + SymbolField.HeadCount, headCount);
    out.set(at + SymbolField.Start, start);
    out.set(at + SymbolField.End, end);
    out.set(at + SymbolField.Flags, flags);
    out.set(at + SymbolField.Value2, value2);
    out.set(at + SymbolField.TextStart, textStart);
    out.set(at + SymbolField.TextEnd, textEnd);
  }

  /** Appends one head record (abi HeadField order), as appendSymbol. */
  @inline private appendHead(midi: i32, start: i32, end: i32, tie: i32): void {
    const out = this.heads;
    const at = out.extend(HeadField.Stride);
    out.set(at + HeadField.Midi, midi);
    out.set(at + HeadField.Start, start);
    out.set(at + HeadField.End, end);
    out.set(at + HeadField.Tie, tie);
  }

  /**
   * One SymbolKind.Part record per P: field (ABC 2.1 3.1.9), for the player: in the header
   * (Voice -1, Value 1) the order of the parts, in the body (Value 0) the label of the part that
   * starts there, at Time the end of the symbol it follows (0 before any). Start and End give
   * the field's value.
   */
  private addParts(textFields: TextFieldTable, symbols: SymbolTable): void {
    for (let id = 0, n = textFields.count; id < n; id++) {
      if (textFields.letter.get(id) != 80 /* P */) continue;
      const voice = textFields.voice.get(id);
      const after = textFields.after.get(id);
      const time = after >= 0 ? symbols.time.get(after) + symbols.duration.get(after) : 0;
      this.appendSymbol(SymbolKind.Part, textFields.tune.get(id), voice, time, 0, voice == -1 ? 1 : 0, 0, 0, textFields.start.get(id), textFields.end.get(id), 0, 0, -1, -1);
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
