/**
 * @fileoverview Glyph extractor (`npm run build:glyphs`): reads Bravura and the SMuFL metadata
 * once and writes the two generated glyph tables of the engine (STYLE.md 8; DESIGN.md 3.1
 * "Glyphs"):
 *
 * - engine-as/src/glyphs/smufl.generated.ts: for the core's layout, one code-point constant per
 *   glyph the engine uses, named by its SMuFL name in PascalCase (`NoteheadBlack = 0xE0A4`),
 *   immutable tables of advance width, bounding box and anchors in staff spaces (from
 *   bravura_metadata.json), and Bravura's engravingDefaults as constants.
 * - engine-as/src/emit/svg/glyphPaths.generated.ts: for the core's SVG writer (emit/svg/), the
 *   outline of each glyph as SVG path data in staff spaces, y down, origin at the glyph origin,
 *   by ascending code point.
 *
 * Inputs (resolved from the repository root): ../shared/fonts/bravura/Bravura.otf,
 * ../shared/fonts/bravura/bravura_metadata.json, ../shared/fonts/smufl/glyphnames.json.
 * Names missing from Bravura are skipped and listed (the count check); a name marked optional
 * below may be missing without failing the run; a required one fails it.
 */

import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import * as fontkit from "fontkit";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const fontsDir = resolve(repoRoot, "../shared/fonts");
const fontPath = resolve(fontsDir, "bravura/Bravura.otf");
const metadataPath = resolve(fontsDir, "bravura/bravura_metadata.json");
const glyphNamesPath = resolve(fontsDir, "smufl/glyphnames.json");
const asOutPath = resolve(repoRoot, "engine-as/src/glyphs/smufl.generated.ts");
const asPathsOutPath = resolve(repoRoot, "engine-as/src/emit/svg/glyphPaths.generated.ts");

/** Staff spaces per em: SMuFL fonts have a 4-staff-space em (SMuFL spec, "Scaling"). */
const STAFF_SPACES_PER_EM = 4;

const range = (prefix: string, from: number, to: number, suffix = ""): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}${suffix}`);
const upDown = (names: string[]): string[] => names.flatMap((name) => [`${name}Up`, `${name}Down`]);
const aboveBelow = (names: string[]): string[] => names.flatMap((name) => [`${name}Above`, `${name}Below`]);

/**
 * Glyphs the engine draws (issue 3's skeleton, then ABC 2.1's standard decoration set for the
 * next issue). A trailing `?` marks a glyph that may be absent from the font.
 */
const WANTED: string[] = [
  // Noteheads, clefs, accidentals.
  "noteheadBlack", "noteheadHalf", "noteheadWhole", "noteheadDoubleWhole",
  "gClef", "fClef", "cClef", "gClef8vb", "gClef8va", "fClef8vb", "unpitchedPercussionClef1",
  "accidentalFlat", "accidentalNatural", "accidentalSharp", "accidentalDoubleSharp", "accidentalDoubleFlat",
  // Rests, flags, dots.
  "restDoubleWhole", "restWhole", "restHalf", "restQuarter",
  "rest8th", "rest16th", "rest32nd", "rest64th", "rest128th", "restHBar",
  ...upDown(["flag8th", "flag16th", "flag32nd", "flag64th", "flag128th"]),
  "augmentationDot", "repeatDot",
  // Time signatures and tuplet numbers.
  ...range("timeSig", 0, 9), "timeSigCommon", "timeSigCutCommon", "timeSigPlus",
  ...range("tuplet", 0, 9), "tupletColon",
  // ABC 2.1 standard decorations (4.14).
  ...aboveBelow(["fermata", "articAccent", "articStaccato", "articTenuto", "articMarcato", "articStaccatissimo"]),
  "ornamentTrill", "ornamentTurn", "ornamentTurnInverted", "ornamentMordent", "ornamentShortTrill",
  "ornamentTremblement", "segno", "coda",
  "dynamicPiano", "dynamicForte", "dynamicMezzo", "dynamicSforzando", "dynamicRinforzando", "dynamicZ",
  "dynamicNiente", "breathMarkComma", "caesura", "stringsUpBow", "stringsDownBow",
  "pluckedLeftHandPizzicato?", "graceNoteAcciaccaturaStemUp", "graceNoteAppoggiaturaStemUp",
  "brace", "bracketTop", "bracketBottom", "ottavaAlta?", "repeat1Bar", "keyboardPedalPed",
  "keyboardPedalUp", ...range("fingering", 0, 5), "arpeggiato?", "wiggleArpeggiatoUp?", "wiggleTrill",
  // Tempo marks (Q:) and ottava lines.
  "metNoteWhole", ...upDown(["metNoteHalf", "metNoteQuarter", "metNote8th", "metNote16th"]), "metAugmentationDot",
  "ottava", "ottavaBassaVb", "quindicesima", "quindicesimaBassaMb?",
  // %%repeat: measure and beat repeats (Gould pp. 237-238).
  "repeat2Bars", "repeatBarSlash",
  // More decorations of ABC 2.1 4.14 and abc2svg: D.S., D.C., !turnx!, !snap!, !thumb!, !open!.
  "dalSegno", "daCapo", "ornamentTurnSlash", "pluckedSnapPizzicatoAbove", "stringsThumbPosition", "stringsHarmonic",
  // Phrase marks !shortphrase! !mediumphrase! !longphrase! (abc2svg draws them as these barlines).
  "barlineTick", "barlineShort", "barlineSingle",
  // !slide! (ABC 2.1 4.14): abc2svg draws a scoop rising into the note.
  "brassScoop",
];

/** Anchors the layout reads (SMuFL spec, "glyphsWithAnchors"), in the order of the Anchor enum. */
const ANCHORS = [
  "stemUpSE", "stemDownNW", "stemUpNW", "stemDownSW",
  "splitStemUpSE", "splitStemUpSW", "splitStemDownNE", "splitStemDownNW",
  "cutOutNE", "cutOutSE", "cutOutSW", "cutOutNW",
  "noteheadOrigin", "opticalCenter", "repeatOffset",
] as const;

/** Engraving defaults the layout uses (all in staff spaces), by their SMuFL names. */
const ENGRAVING_DEFAULTS = [
  "staffLineThickness", "stemThickness", "beamThickness", "beamSpacing", "legerLineThickness",
  "legerLineExtension", "thinBarlineThickness", "thickBarlineThickness", "barlineSeparation",
  "thinThickBarlineSeparation", "repeatBarlineDotSeparation", "slurEndpointThickness",
  "slurMidpointThickness", "tieEndpointThickness", "tieMidpointThickness", "tupletBracketThickness",
  "lyricLineThickness", "repeatEndingLineThickness", "bracketThickness", "subBracketThickness",
  "hairpinThickness", "octaveLineThickness", "pedalLineThickness", "textEnclosureThickness",
] as const;

/**
 * Defaults that a font may omit: SMuFL gives thinThickBarlineSeparation as the gap between a
 * thin and a thick barline, and older Bravura metadata folds it into barlineSeparation.
 */
const DEFAULT_FALLBACK: Record<string, string> = { thinThickBarlineSeparation: "barlineSeparation" };

type Point = [number, number];
interface Metadata {
  fontName: string;
  fontVersion: number | string;
  engravingDefaults: Record<string, number | string[]>;
  glyphAdvanceWidths: Record<string, number>;
  glyphBBoxes: Record<string, { bBoxNE: Point; bBoxSW: Point }>;
  glyphsWithAnchors: Record<string, Record<string, Point>>;
}
type GlyphNames = Record<string, { codepoint: string; description?: string }>;

interface GlyphRecord {
  name: string;
  codepoint: number;
  description: string;
  advance: number;
  bBoxSW: Point;
  bBoxNE: Point;
  anchors: Record<string, Point>;
  path: string;
}

const pascal = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);
const hex = (value: number): string => `0x${value.toString(16).toUpperCase()}`;

/** Rounds to 3 decimals and prints without a trailing ".000" or "-0". */
function num(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

/** A float literal for AssemblyScript (always with a decimal point, so it types as f32/f64). */
function floatLiteral(value: number): string {
  const text = num(value);
  return text.includes(".") || text.includes("e") || text === "NaN" ? text : `${text}.0`;
}

interface PathCommand {
  command: string;
  args: number[];
}

/**
 * Converts a fontkit outline (font units, 1000 per em, y up) to SVG path data in staff spaces
 * with y down: x * s, -y * s with s = 4 / unitsPerEm. Numbers are rounded to 3 decimals.
 */
function toSvgPath(commands: PathCommand[], unitsPerEm: number): string {
  const s = STAFF_SPACES_PER_EM / unitsPerEm;
  const pt = (args: number[], i: number): string => `${num(args[i] * s)} ${num(-args[i + 1] * s)}`;
  const parts: string[] = [];
  for (const { command, args } of commands) {
    switch (command) {
      case "moveTo": parts.push(`M${pt(args, 0)}`); break;
      case "lineTo": parts.push(`L${pt(args, 0)}`); break;
      case "quadraticCurveTo": parts.push(`Q${pt(args, 0)} ${pt(args, 2)}`); break;
      case "bezierCurveTo": parts.push(`C${pt(args, 0)} ${pt(args, 2)} ${pt(args, 4)}`); break;
      case "closePath": parts.push("Z"); break;
      default: throw new Error(`unknown path command ${command}`);
    }
  }
  return parts.join("");
}

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, "utf8")) as T;
}

function collectGlyphs(): { glyphs: GlyphRecord[]; missing: string[]; metadata: Metadata } {
  const metadata = readJson<Metadata>(metadataPath);
  const names = readJson<GlyphNames>(glyphNamesPath);
  const font = fontkit.openSync(fontPath) as fontkit.Font;
  const glyphs: GlyphRecord[] = [];
  const missing: string[] = [];
  const missingRequired: string[] = [];
  for (const wanted of WANTED) {
    const optional = wanted.endsWith("?");
    const name = optional ? wanted.slice(0, -1) : wanted;
    const entry = names[name];
    const codepoint = entry ? parseInt(entry.codepoint.replace("U+", ""), 16) : NaN;
    const box = metadata.glyphBBoxes[name];
    if (!entry || !box || !font.hasGlyphForCodePoint(codepoint)) {
      missing.push(name);
      if (!optional) missingRequired.push(name);
      continue;
    }
    const glyph = font.glyphForCodePoint(codepoint);
    glyphs.push({
      name,
      codepoint,
      description: entry.description ?? "",
      advance: metadata.glyphAdvanceWidths[name] ?? (glyph.advanceWidth * STAFF_SPACES_PER_EM) / font.unitsPerEm,
      bBoxSW: box.bBoxSW,
      bBoxNE: box.bBoxNE,
      anchors: metadata.glyphsWithAnchors[name] ?? {},
      path: toSvgPath(glyph.path.commands as PathCommand[], font.unitsPerEm),
    });
  }
  if (missingRequired.length > 0) {
    throw new Error(`glyphs missing from Bravura or its metadata: ${missingRequired.join(", ")}`);
  }
  return { glyphs, missing, metadata };
}

function header(missing: string[], count: number): string {
  return [
    "// generated by scripts/extract-glyphs.ts - do not edit (run `npm run build:glyphs`).",
    `// Source: Bravura (../shared/fonts/bravura, SIL OFL 1.1) and SMuFL glyphnames.json.`,
    `// ${count} glyphs. Not in Bravura, skipped: ${missing.length > 0 ? missing.join(", ") : "none"}.`,
  ].join("\n");
}

/** Writes the AssemblyScript module of code points, metrics, anchors and engraving defaults. */
function writeAssemblyScript(glyphs: GlyphRecord[], missing: string[], metadata: Metadata): void {
  const sorted = [...glyphs].sort((a, b) => a.codepoint - b.codepoint);
  const base = sorted[0].codepoint;
  const span = sorted[sorted.length - 1].codepoint - base + 1;
  // Dense index by code point: slot (codepoint - base) holds index + 1, 0 for unknown glyphs.
  const slots = new Array<number>(span).fill(0);
  sorted.forEach((glyph, index) => (slots[glyph.codepoint - base] = index + 1));
  if (sorted.length >= 255) throw new Error("glyph index no longer fits in a u8 slot");

  const lines: string[] = [];
  lines.push(header(missing, sorted.length));
  lines.push("");
  lines.push("/**");
  lines.push(" * @fileoverview SMuFL glyphs the engine draws: code points named by SMuFL name, their advance");
  lines.push(" * widths, bounding boxes and anchors in staff spaces (y UP, as in the SMuFL metadata), and");
  lines.push(" * Bravura's engraving defaults (SMuFL spec, \"engravingDefaults\"). Tables are immutable static");
  lines.push(" * data; look them up through the functions at the end, which take a code point.");
  lines.push(" */");
  lines.push("");
  lines.push(`/** Number of glyphs in these tables (the count check of the extractor). */`);
  lines.push(`export const SMUFL_GLYPH_COUNT: i32 = ${sorted.length};`);
  lines.push("");
  lines.push("// Code points.");
  for (const glyph of glyphs) {
    lines.push(`/** ${glyph.description} (${glyph.name}) */`);
    lines.push(`export const ${pascal(glyph.name)}: i32 = ${hex(glyph.codepoint)};`);
  }
  lines.push("");
  lines.push("// Engraving defaults, in staff spaces.");
  for (const key of ENGRAVING_DEFAULTS) {
    let value = metadata.engravingDefaults[key];
    let note = "";
    if (typeof value !== "number" && DEFAULT_FALLBACK[key]) {
      value = metadata.engravingDefaults[DEFAULT_FALLBACK[key]];
      note = ` // absent from the metadata: ${DEFAULT_FALLBACK[key]}`;
    }
    if (typeof value !== "number") throw new Error(`engraving default ${key} missing`);
    lines.push(`export const ${pascal(key)}: f32 = ${floatLiteral(value)};${note}`);
  }
  lines.push("");
  lines.push("/** Anchors of SMuFL glyphs (SMuFL spec, glyphsWithAnchors), as table columns. */");
  lines.push("export enum Anchor {");
  ANCHORS.forEach((anchor, index) => lines.push(`  ${pascal(anchor)} = ${index},`));
  lines.push(`  Count = ${ANCHORS.length},`);
  lines.push("}");
  lines.push("");
  const f32Table = (name: string, doc: string, values: number[], perLine: number): void => {
    lines.push(`/** ${doc} */`);
    lines.push(`const ${name}: StaticArray<f32> = [`);
    for (let i = 0; i < values.length; i += perLine) {
      lines.push(`  ${values.slice(i, i + perLine).map((v) => (Number.isNaN(v) ? "NaN" : floatLiteral(v))).join(", ")},`);
    }
    lines.push("];");
    lines.push("");
  };
  lines.push(`const FIRST_CODEPOINT: i32 = ${hex(base)};`);
  lines.push(`const CODEPOINT_SPAN: i32 = ${span};`);
  lines.push("/** Glyph index + 1 by (code point - FIRST_CODEPOINT); 0 for glyphs not in these tables. */");
  lines.push("const INDEX_BY_CODEPOINT: StaticArray<u8> = [");
  for (let i = 0; i < slots.length; i += 32) lines.push(`  ${slots.slice(i, i + 32).join(",")},`);
  lines.push("];");
  lines.push("");
  f32Table("ADVANCE", "Advance width per glyph index, sp.", sorted.map((g) => g.advance), 12);
  f32Table(
    "BBOX",
    "Bounding box per glyph index: SW x, SW y, NE x, NE y (sp, y up).",
    sorted.flatMap((g) => [g.bBoxSW[0], g.bBoxSW[1], g.bBoxNE[0], g.bBoxNE[1]]),
    12,
  );
  f32Table(
    "ANCHORS",
    "Anchors per glyph index: Anchor.Count (x, y) pairs in sp (y up); NaN where the glyph has none.",
    sorted.flatMap((g) => ANCHORS.flatMap((a) => g.anchors[a] ?? [NaN, NaN])),
    10,
  );
  lines.push(`/** Index of \`codepoint\` in the tables, or -1 when it is not one of the engine's glyphs. */`);
  lines.push("@inline export function glyphIndex(codepoint: i32): i32 {");
  lines.push("  const slot = codepoint - FIRST_CODEPOINT;");
  lines.push("  if (<u32>slot >= <u32>CODEPOINT_SPAN) return -1;");
  lines.push("  return <i32>unchecked(INDEX_BY_CODEPOINT[slot]) - 1;");
  lines.push("}");
  lines.push("");
  const accessor = (name: string, doc: string, body: string): void => {
    lines.push(`/** ${doc} 0 for glyphs not in the tables. */`);
    lines.push(`export function ${name}(codepoint: i32): f32 {`);
    lines.push("  const index = glyphIndex(codepoint);");
    lines.push("  if (index < 0) return 0;");
    lines.push(`  return ${body};`);
    lines.push("}");
    lines.push("");
  };
  accessor("glyphAdvance", "Advance width of the glyph, sp.", "unchecked(ADVANCE[index])");
  accessor("glyphLeft", "Left edge of the glyph's bounding box (bBoxSW x), sp from its origin.", "unchecked(BBOX[index * 4])");
  accessor("glyphBottom", "Bottom of the bounding box (bBoxSW y), sp above the origin (y up).", "unchecked(BBOX[index * 4 + 1])");
  accessor("glyphRight", "Right edge of the bounding box (bBoxNE x), sp from the origin.", "unchecked(BBOX[index * 4 + 2])");
  accessor("glyphTop", "Top of the bounding box (bBoxNE y), sp above the origin (y up).", "unchecked(BBOX[index * 4 + 3])");
  lines.push("/** Whether the glyph has `anchor` (an Anchor). */");
  lines.push("export function glyphHasAnchor(codepoint: i32, anchor: i32): bool {");
  lines.push("  const index = glyphIndex(codepoint);");
  lines.push("  if (index < 0 || <u32>anchor >= <u32>Anchor.Count) return false;");
  lines.push("  const x = unchecked(ANCHORS[(index * Anchor.Count + anchor) * 2]);");
  lines.push("  return x == x;");
  lines.push("}");
  lines.push("");
  for (const [axis, offset, doc] of [["X", 0, "x"], ["Y", 1, "y (y up)"]] as const) {
    lines.push(`/** ${doc} of the glyph's \`anchor\` (an Anchor) in sp from its origin; 0 when it has none. */`);
    lines.push(`export function glyphAnchor${axis}(codepoint: i32, anchor: i32): f32 {`);
    lines.push("  const index = glyphIndex(codepoint);");
    lines.push("  if (index < 0 || <u32>anchor >= <u32>Anchor.Count) return 0;");
    lines.push(`  const value = unchecked(ANCHORS[(index * Anchor.Count + anchor) * 2 + ${offset}]);`);
    lines.push("  return value == value ? value : 0;");
    lines.push("}");
    lines.push("");
  }
  mkdirSync(dirname(asOutPath), { recursive: true });
  writeFileSync(asOutPath, lines.join("\n"));
}

/** Numbers each SVG path command of toSvgPath takes (M, L: a point; Q: two; C: three; Z: none). */
const COMMAND_NUMBERS: Record<string, number> = { M: 2, L: 2, Q: 4, C: 6, Z: 0 };

/**
 * Writes the AssemblyScript path table of the core's SVG writer (emit/svg/svgGlyphs.ts): the
 * glyphs by ascending code point, so that a page's `<defs>` walk the slots in code point order.
 * Each outline is kept as its commands and its numbers in thousandths of a staff space (an i16
 * each, a tenth of the path text's size in the .wasm), from which the writer prints each page's
 * `<defs>` path data (svgGlyphs.ts writeCompactOutline: the same points, relative and compact).
 * Every number is checked to be kept exactly.
 */
function writeAssemblyScriptPaths(glyphs: GlyphRecord[], missing: string[]): void {
  const sorted = [...glyphs].sort((a, b) => a.codepoint - b.codepoint);
  const base = sorted[0].codepoint;
  const span = sorted[sorted.length - 1].codepoint - base + 1;
  const slots = new Array<number>(span).fill(0);
  sorted.forEach((glyph, index) => (slots[glyph.codepoint - base] = index + 1));
  if (sorted.length >= 255) throw new Error("glyph slot no longer fits in a u8");
  const commands: number[] = [];
  const numbers: number[] = [];
  const commandStart: number[] = [];
  for (const glyph of sorted) {
    commandStart.push(commands.length);
    for (const [, letter, text] of glyph.path.matchAll(/([A-Z])([^A-Z]*)/g)) {
      const values = text === "" ? [] : text.split(" ");
      if (COMMAND_NUMBERS[letter] !== values.length) throw new Error(`${glyph.name}: unexpected path command ${letter}${text}`);
      commands.push(letter.charCodeAt(0));
      for (const value of values) {
        const thousandths = Math.round(Number(value) * 1000);
        if (String(thousandths / 1000) !== value || Math.abs(thousandths) > 0x7fff) throw new Error(`${glyph.name}: ${value} is not kept exactly`);
        numbers.push(thousandths);
      }
    }
  }
  commandStart.push(commands.length);
  const lines: string[] = [];
  lines.push(header(missing, sorted.length));
  lines.push("");
  lines.push("/**");
  lines.push(" * @fileoverview The outline of each glyph the engine draws, for the core's SVG writer");
  lines.push(" * (emit/svg/svgGlyphs.ts): SVG path commands (M, L, Q, C, Z) and their numbers in thousandths of");
  lines.push(" * a staff space at 4 sp per em, y down, origin at the glyph origin (SMuFL: baseline, left edge).");
  lines.push(" * Slots are in ascending code point order. Each command takes its numbers (M, L: 2; Q: 4; C: 6;");
  lines.push(" * Z: none), absolute; the writer prints them as compact relative path data.");
  lines.push(" */");
  lines.push("");
  lines.push("/** Number of glyphs with an outline (the count check of the extractor). */");
  lines.push(`export const GLYPH_PATH_COUNT: i32 = ${sorted.length};`);
  lines.push("");
  lines.push(`const FIRST_CODEPOINT: i32 = ${hex(base)};`);
  lines.push(`const CODEPOINT_SPAN: i32 = ${span};`);
  lines.push("/** Slot + 1 by (code point - FIRST_CODEPOINT); 0 for a code point with no outline. */");
  lines.push("const SLOT_BY_CODEPOINT: StaticArray<u8> = [");
  for (let i = 0; i < slots.length; i += 32) lines.push(`  ${slots.slice(i, i + 32).join(",")},`);
  lines.push("];");
  lines.push("");
  lines.push("/** Code point of each slot. */");
  lines.push("const CODEPOINTS: StaticArray<i32> = [");
  for (let i = 0; i < sorted.length; i += 12) lines.push(`  ${sorted.slice(i, i + 12).map((g) => hex(g.codepoint)).join(", ")},`);
  lines.push("];");
  lines.push("");
  lines.push("/** Index of each slot's first command in PATH_COMMANDS; slot GLYPH_PATH_COUNT is the end. */");
  lines.push("const COMMAND_START: StaticArray<i32> = [");
  for (let i = 0; i < commandStart.length; i += 16) lines.push(`  ${commandStart.slice(i, i + 16).join(", ")},`);
  lines.push("];");
  lines.push("");
  lines.push("/** The path commands of all slots, one after another (character codes). */");
  lines.push("const PATH_COMMANDS: StaticArray<u8> = [");
  for (let i = 0; i < commands.length; i += 40) lines.push(`  ${commands.slice(i, i + 40).join(",")},`);
  lines.push("];");
  lines.push("");
  lines.push("/** The numbers of the commands, in order, in thousandths of a staff space. */");
  lines.push("const PATH_NUMBERS: StaticArray<i16> = [");
  for (let i = 0; i < numbers.length; i += 24) lines.push(`  ${numbers.slice(i, i + 24).join(",")},`);
  lines.push("];");
  lines.push("");
  lines.push("/** Slot of the glyph at `codepoint`, or -1 when it has no outline. */");
  lines.push("@inline export function glyphPathSlot(codepoint: i32): i32 {");
  lines.push("  const index = codepoint - FIRST_CODEPOINT;");
  lines.push("  if (<u32>index >= <u32>CODEPOINT_SPAN) return -1;");
  lines.push("  return <i32>unchecked(SLOT_BY_CODEPOINT[index]) - 1;");
  lines.push("}");
  lines.push("");
  lines.push("/** Code point of slot `slot` (0 <= slot < GLYPH_PATH_COUNT). */");
  lines.push("export function glyphPathCodepoint(slot: i32): i32 {");
  lines.push("  return CODEPOINTS[slot];");
  lines.push("}");
  lines.push("");
  lines.push("/** Index in the command list of slot `slot`'s first command; of slot GLYPH_PATH_COUNT, the list's end. */");
  lines.push("export function glyphPathCommandStart(slot: i32): i32 {");
  lines.push("  return COMMAND_START[slot];");
  lines.push("}");
  lines.push("");
  lines.push("/** The character code of command `index` (M, L, Q, C or Z). */");
  lines.push("export function glyphPathCommand(index: i32): i32 {");
  lines.push("  return PATH_COMMANDS[index];");
  lines.push("}");
  lines.push("");
  lines.push("/** Number `index` of the commands' numbers, in thousandths of a staff space. */");
  lines.push("export function glyphPathNumber(index: i32): i32 {");
  lines.push("  return PATH_NUMBERS[index];");
  lines.push("}");
  lines.push("");
  lines.push("/** How many numbers the path command `command` takes (M, L: 2; Q: 4; C: 6; Z: 0). */");
  lines.push("export function glyphPathCommandNumbers(command: i32): i32 {");
  lines.push(`  return ${Object.entries(COMMAND_NUMBERS).filter(([, count]) => count > 0).map(([letter, count]) => `command == ${letter.charCodeAt(0)} ? ${count} : `).join("")}0;`);
  lines.push("}");
  lines.push("");
  mkdirSync(dirname(asPathsOutPath), { recursive: true });
  writeFileSync(asPathsOutPath, lines.join("\n"));
}

function main(): void {
  const { glyphs, missing, metadata } = collectGlyphs();
  const unique = new Set(glyphs.map((g) => g.codepoint));
  if (unique.size !== glyphs.length) throw new Error("two glyph names share a code point");
  writeAssemblyScript(glyphs, missing, metadata);
  writeAssemblyScriptPaths(glyphs, missing);
  const wanted = WANTED.length;
  console.log(`extract-glyphs: ${glyphs.length} of ${wanted} glyphs written; missing: ${missing.join(", ") || "none"}`);
  if (glyphs.length + missing.length !== wanted) throw new Error("count check failed");
}

main();
