/**
 * @fileoverview The music model: struct-of-arrays tables that the parser fills and the layout
 * passes read (DESIGN.md 3.1; STYLE.md 5). Music vocabulary only: nothing here knows about
 * pages, systems or positions, which live in layout/tables.ts.
 *
 * Every symbol carries voice, staff, start time, duration, its source range and links to its
 * neighbours in its voice (prev/next) and in time across voices (timeNext), so that several
 * voices can be laid out against one time line (engine-spec 4, "sort all symbols by time").
 * Ids are indices; -1 means "none".
 *
 * One table per file under tables/; this module gathers them, so that passes import every
 * model table from one place.
 */

export { SymbolTable, SymbolBits } from "./tables/symbolTable";
export { HeadTable, Accidental } from "./tables/headTable";
export { VoiceTable, StemDirection } from "./tables/voiceTable";
export { TuneTable } from "./tables/tuneTable";
export { LyricTable, LyricBits } from "./tables/lyricTable";
export { TupletTable } from "./tables/tupletTable";
export { DecorationTable } from "./tables/decorationTable";
export { AnnotationTable, AnnotationPlacement } from "./tables/annotationTable";
export { StaffGroupTable, StaffGroupKind } from "./tables/staffGroupTable";
export { StaffArrangementTable } from "./tables/staffArrangementTable";
export { SlurTable } from "./tables/slurTable";
export { TextFieldTable } from "./tables/textFieldTable";
export { DecoDefinitionTable } from "./tables/decoDefinitionTable";
