/**
 * The glyph outlines of the pages' `<defs>` (svgGlyphs.ts writeCompactOutline): compact path data
 * (relative points, `h`/`v`, repeated letters and needless spaces left out) that draws exactly
 * the outline of the generated table (glyphPaths.generated.ts, from Bravura). Each outline is
 * parsed back here, as an SVG renderer reads it (SVG 2, "Path data"), into absolute points in
 * thousandths of a staff space and compared with the table, command by command.
 */
import { DisplayKind, DisplaySize } from "../../../abi";
import {
  GLYPH_PATH_COUNT,
  glyphPathCodepoint,
  glyphPathCommand,
  glyphPathCommandNumbers,
  glyphPathCommandStart,
  glyphPathNumber,
} from "../glyphPaths.generated";
import { SvgOutput } from "../svgOutput";
import { SvgGlyphs } from "../svgGlyphs";
import { written } from "./helpers";

/** The `d` attribute of the `<defs>` entry of the glyph at `codepoint`. */
function outlineOf(glyphs: SvgGlyphs, codepoint: i32): string {
  const out = new SvgOutput();
  const words = new StaticArray<i32>(DisplaySize.Glyph);
  words[0] = DisplayKind.Glyph | (DisplaySize.Glyph << 8);
  words[2] = codepoint;
  glyphs.writeDefinitions(words, 0, DisplaySize.Glyph, out);
  const entry = written(out);
  const start = entry.indexOf(' d="') + 4;
  return entry.substring(start, entry.indexOf('"', start));
}

/** An outline read back: absolute commands (M, L, Q, C, Z) and their numbers in thousandths. */
class ReadOutline {
  commands: i32[] = [];
  numbers: i32[] = [];
}

/** Whether `code` can continue a number of path data: a digit, or the first decimal point. */
function isDigit(code: i32): bool {
  return code >= 0x30 && code <= 0x39;
}

/**
 * Reads path data as a renderer does: a number ends at a character that cannot continue it (a
 * letter, a space, a minus sign, or a second decimal point); numbers after a command's own repeat
 * the command; lower-case commands are relative to the current point, `h` and `v` move along one
 * axis, and `z` returns the current point to the subpath's start.
 */
function readOutline(data: string): ReadOutline {
  const read = new ReadOutline();
  const values: i32[] = [];
  let letter: i32 = 0;
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let at = 0;
  while (at < data.length) {
    const code = data.charCodeAt(at);
    if (code == 0x20) {
      at++;
      continue;
    }
    if (code == 0x7a || code == 0x5a) {
      read.commands.push(0x5a);
      x = startX;
      y = startY;
      letter = 0;
      at++;
      continue;
    }
    if (!isDigit(code) && code != 0x2d && code != 0x2e) {
      letter = code;
      at++;
      continue;
    }
    // A number: sign, integral digits, and at most three decimals.
    let sign = 1;
    if (code == 0x2d) {
      sign = -1;
      at++;
    }
    let whole = 0;
    while (at < data.length && isDigit(data.charCodeAt(at))) whole = whole * 10 + (data.charCodeAt(at++) - 0x30);
    let thousandths = whole * 1000;
    if (at < data.length && data.charCodeAt(at) == 0x2e) {
      at++;
      let scale = 100;
      while (at < data.length && isDigit(data.charCodeAt(at))) {
        thousandths += (data.charCodeAt(at++) - 0x30) * scale;
        scale /= 10;
      }
    }
    values.push(sign * thousandths);
    const lower = letter | 0x20;
    const needed = lower == 0x6d || lower == 0x6c ? 2 : lower == 0x71 ? 4 : lower == 0x63 ? 6 : 1;
    if (values.length < needed) continue;
    const relative = letter >= 0x61;
    if (lower == 0x68 || lower == 0x76) {
      const along = values[0] + (relative ? (lower == 0x68 ? x : y) : 0);
      if (lower == 0x68) x = along;
      else y = along;
      read.commands.push(0x4c);
      read.numbers.push(x);
      read.numbers.push(y);
    } else {
      read.commands.push(lower == 0x6d ? 0x4d : lower == 0x6c ? 0x4c : lower == 0x71 ? 0x51 : 0x43);
      for (let i = 0; i < needed; i += 2) {
        read.numbers.push(values[i] + (relative ? x : 0));
        read.numbers.push(values[i + 1] + (relative ? y : 0));
      }
      x = read.numbers[read.numbers.length - 2];
      y = read.numbers[read.numbers.length - 1];
      if (lower == 0x6d) {
        startX = x;
        startY = y;
      }
    }
    values.length = 0;
  }
  return read;
}

describe("glyph outlines", () => {
  it("draw every outline of the table exactly, point for point", () => {
    const glyphs = new SvgGlyphs(new SvgOutput());
    let number = 0;
    for (let slot = 0; slot < GLYPH_PATH_COUNT; slot++) {
      const read = readOutline(outlineOf(glyphs, glyphPathCodepoint(slot)));
      const first = glyphPathCommandStart(slot);
      const count = glyphPathCommandStart(slot + 1) - first;
      expect(read.commands.length).toBe(count, "commands of slot " + slot.toString());
      let at = 0;
      for (let command = 0; command < count; command++) {
        const letter = glyphPathCommand(first + command);
        expect(read.commands[command]).toBe(letter, "command " + command.toString() + " of slot " + slot.toString());
        for (let i = 0, numbers = glyphPathCommandNumbers(letter); i < numbers; i++) {
          expect(read.numbers[at++]).toBe(glyphPathNumber(number++), "a number of slot " + slot.toString());
        }
      }
      expect(at).toBe(read.numbers.length);
    }
  });

  it("prints the black notehead's outline compactly (relative points, no needless separator)", () => {
    const glyphs = new SvgGlyphs(new SvgOutput());
    expect(outlineOf(glyphs, 0xe0a4)).toBe(
      "M.388.5c.356 0 .792-.328.792-.668 0-.204-.16-.332-.388-.332-.44 0-.792.324-.792.668 0 .208.172.332.388.332z",
    );
  });

  it("writes a line along an axis as h or v, and later subpaths with a relative moveto", () => {
    const glyphs = new SvgGlyphs(new SvgOutput());
    // The time signature's 4 (E084) has horizontal and vertical lines and one subpath.
    const four = outlineOf(glyphs, 0xe084);
    expect(four.includes("v")).toBe(true);
    expect(four.includes("h")).toBe(true);
    // The treble clef (E050) has four subpaths: one absolute moveto, then three relative.
    const clef = outlineOf(glyphs, 0xe050);
    expect(clef.split("m").length).toBe(4);
    expect(clef.startsWith("M")).toBe(true);
  });
});
