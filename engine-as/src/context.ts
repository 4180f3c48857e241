/**
 * @fileoverview The render context: every table one render reads and writes, in one object the
 * host holds a handle to. There is no module-level state (DESIGN.md 3.1): a context is created
 * once, and each render resets its tables (keeping their storage) before filling them again.
 */

import { OptionKey, ResultField } from "./abi";
import { Diagnostics } from "./diag/diagnostics";
import { DisplayList } from "./emit/displayList";
import { ElementIndex } from "./emit/elementIndex";
import { ModelExport } from "./emit/modelExport";
import { SvgWriter } from "./emit/svg/svgWriter";
import { LayoutScratch } from "./layout/scratch";
import { LayoutTables } from "./layout/tables";
import { PageCursor } from "./layout/paginate";
import { AnnotationTable, DecoDefinitionTable, DecorationTable, HeadTable, LyricTable, SlurTable, StaffArrangementTable, StaffGroupTable, SymbolTable, TextFieldTable, TuneTable, TupletTable, VoiceTable } from "./model/tables";
import { Source } from "./text/source";
import { I32Column, I64Column } from "./util/column";
import { ParseState } from "./parse/parseState";
import { Format } from "./model/format";
import { TextBlockTable } from "./model/textBlocks";
import { MeasureRepeatTable } from "./parse/measureRepeats";
import { MacroNoteTable, MacroTable } from "./parse/macros";
import { SymbolLineState } from "./parse/symbolLines";
import { FieldContinuation } from "./parse/fieldContinuation";

/**
 * Option defaults (abi OptionKey): A4 at 96 CSS px per inch, and abc2svg 1.22.1's side margins
 * (1.4 cm) and scale (1: six CSS px per staff space), so that lines break where abc2svg breaks
 * them (issue 5: systems per tune agree with abc2svg's).
 */
function defaultOption(key: i32): f64 {
  switch (key) {
    case OptionKey.PageWidth: return 793.7; // 21 cm
    case OptionKey.PageHeight: return 1122.5; // 29.7 cm
    case OptionKey.LeftMargin: return 52.9; // 1.4 cm
    case OptionKey.RightMargin: return 52.9;
    case OptionKey.TopMargin: return 38.0; // 1 cm
    case OptionKey.BottomMargin: return 38.0;
    case OptionKey.Scale: return 1.0;
    case OptionKey.HostTextWidths: return 0.0;
    case OptionKey.ModelExport: return 1.0;
    default: return 0.0;
  }
}

export class Context {
  source: Source = new Source();
  diagnostics: Diagnostics = new Diagnostics();

  // The music model (model/tables.ts).
  tunes: TuneTable = new TuneTable();
  voices: VoiceTable = new VoiceTable();
  symbols: SymbolTable = new SymbolTable();
  heads: HeadTable = new HeadTable();
  lyrics: LyricTable = new LyricTable();
  tuplets: TupletTable = new TupletTable();
  slurs: SlurTable = new SlurTable();
  staffGroups: StaffGroupTable = new StaffGroupTable();
  arrangements: StaffArrangementTable = new StaffArrangementTable();
  decorations: DecorationTable = new DecorationTable();
  annotations: AnnotationTable = new AnnotationTable();
  /** Header and body fields drawn as text: titles, composers, parts, words (parse/headerFields.ts). */
  textFields: TextFieldTable = new TextFieldTable();
  /** Text blocks: %%begintext ... %%endtext, %%text, %%center (parse/textBlocks.ts). */
  textBlocks: TextBlockTable = new TextBlockTable();
  /** Decorations defined by %%deco (parse/decorations.ts). */
  decoDefinitions: DecoDefinitionTable = new DecoDefinitionTable();
  /** Format settings of the file and of each tune, and positional directives (model/format.ts). */
  format: Format = new Format();
  /** The parser's working state (reset per render; its voice states are pooled). */
  parse: ParseState = new ParseState();
  /** The %%repeat directives of the render, tune by tune (parse/measureRepeats.ts). */
  measureRepeats: MeasureRepeatTable = new MeasureRepeatTable();
  /** m: macro definitions, and the notes their uses play (parse/macros.ts). */
  macros: MacroTable = new MacroTable();
  macroNotes: MacroNoteTable = new MacroNoteTable();
  /** Where s: symbol lines stand (parse/symbolLines.ts). */
  symbolLines: SymbolLineState = new SymbolLineState();
  /** What a `+:` line would continue (parse/fieldContinuation.ts). */
  fieldContinuation: FieldContinuation = new FieldContinuation();
  /** Per-voice cursors of the time-order merge (model/sortByTime.ts). */
  sortCursors: I32Column = new I32Column(16);
  /** The sort key of each cursor's symbol (model/sortByTime.ts). */
  sortKeys: I64Column = new I64Column(16);

  // Layout and output (page vocabulary).
  layout: LayoutTables = new LayoutTables();
  /** Where pagination has got to (layout/paginate.ts), reset by each render's paginate. */
  pageCursor: PageCursor = new PageCursor();
  /** Working objects of the layout passes, reused by every render (layout/scratch.ts). */
  layoutScratch: LayoutScratch = new LayoutScratch();
  display: DisplayList = new DisplayList();
  elements: ElementIndex = new ElementIndex();
  modelExport: ModelExport = new ModelExport();
  /** The SVG pages of the display list, written after a render on the host's call (emit/svg/). */
  svg: SvgWriter = new SvgWriter();
  pageCount: i32 = 0;

  options: StaticArray<f64> = new StaticArray<f64>(OptionKey.Count);
  /** The result header the host reads (abi ResultField). */
  result: StaticArray<i32> = new StaticArray<i32>(ResultField.Words);

  constructor() {
    for (let key = 0; key < OptionKey.Count; key++) this.options[key] = defaultOption(key);
  }

  @inline option(key: i32): f64 {
    return unchecked(this.options[key]);
  }

  /** Empties every per-render table, keeping storage. The source text is the host's to write. */
  reset(): void {
    this.diagnostics.reset();
    this.tunes.reset();
    this.voices.reset();
    this.symbols.reset();
    this.heads.reset();
    this.lyrics.reset();
    this.tuplets.reset();
    this.slurs.reset();
    this.staffGroups.reset();
    this.arrangements.reset();
    this.decorations.reset();
    this.annotations.reset();
    this.textFields.reset();
    this.textBlocks.reset();
    this.decoDefinitions.reset();
    this.parse.reset();
    this.format.reset(this.options);
    this.measureRepeats.reset();
    this.macros.reset();
    this.macroNotes.reset();
    this.symbolLines.reset();
    this.fieldContinuation.reset();
    this.layout.reset();
    this.display.reset();
    this.elements.reset();
    this.modelExport.reset();
    this.pageCount = 0;
  }
}
