/**
 * Text blocks (%%begintext ... %%endtext, %%text, %%center; parse/textBlocks.ts,
 * layout/textBlocks.ts): rendered through the whole core, read back from the element index and
 * the display list's SourceText runs.
 */

import { DisplayKind, ElementField, ElementKind, FontId } from "../../abi";
import { Context } from "../../context";
import { pageWidth, tuneScale } from "../pageGeometry";
import { TEXT_SIZE } from "../textBlockMetrics";
import { textWidth } from "../textWidth";
import { countElements, elementFloat, elementInt, nthElement, recordFloat, recordInt, recordsOf, renderAbc } from "./helpers";

/** One SourceText run of the display list: its text, x and baseline. */
class Run {
  constructor(public text: string, public x: f32, public y: f32) {}
}

/** The SourceText runs of element `element`, in display order. */
function runsOf(ctx: Context, text: string, element: i32): Run[] {
  const records = recordsOf(ctx, DisplayKind.SourceText, -1, element);
  const runs: Run[] = [];
  for (let k = 0; k < records.length; k++) {
    const at = records[k];
    runs.push(new Run(text.substring(recordInt(ctx, at, 4), recordInt(ctx, at, 5)), recordFloat(ctx, at, 6), recordFloat(ctx, at, 7)));
  }
  return runs;
}

/** Top of the staff of the n-th system record (sp). */
function systemTop(ctx: Context, n: i32): f32 {
  return ctx.layout.systemTop.get(n);
}

describe("text blocks", () => {
  it("draw a %%begintext block's lines under one another, their %% left out, and end the system", () => {
    const text = "X:1\nK:C\nCDEF|GABc|\n%%begintext obeylines justify\n%% first line\nsecond line\n%%endtext\ncdef|\n";
    const ctx = new Context();
    renderAbc(ctx, text);
    expect(countElements(ctx, ElementKind.TextBlock)).toBe(1);
    const block = nthElement(ctx, ElementKind.TextBlock, 0);
    expect(text.substring(elementInt(ctx, block, ElementField.Start), elementInt(ctx, block, ElementField.End))).toBe(
      "%%begintext obeylines justify\n%% first line\nsecond line",
    );
    const runs = runsOf(ctx, text, block);
    expect(runs.length).toBe(2);
    expect(runs[0].text).toBe("first line");
    expect(runs[1].text).toBe("second line");
    // The blank after `%%` is kept, as abc2svg keeps it: the first line is a space in.
    expect(runs[0].x).toBeCloseTo(runs[1].x + TEXT_SIZE * 0.25);
    expect(Math.abs(runs[1].y - runs[0].y - TEXT_SIZE * 1.1) < 0.01).toBe(true);
    // Two systems, the block between them.
    expect(ctx.layout.tuneSystemCount.get(0)).toBe(2);
    expect(runs[0].y > systemTop(ctx, 0) + 4).toBe(true);
    expect(runs[1].y < systemTop(ctx, 1)).toBe(true);
  });

  it("keep a line's blanks as abc2svg does: a run per piece, each blank and \\t escape a space wide", () => {
    // OpenHymnal's verses: " 6.\tPraise..." and " \t\t\t\tWho..." line up after the number.
    const text = "X:1\nK:C\nC|\n%%begintext\n%% 6.\\tPraise to the Lord,\n%% \\t\\t\\t\\tWho, when\nA  B\n%%endtext\n";
    const ctx = new Context();
    renderAbc(ctx, text);
    const runs = runsOf(ctx, text, nthElement(ctx, ElementKind.TextBlock, 0));
    expect(runs.length).toBe(5);
    expect(runs[0].text).toBe("6.");
    expect(runs[1].text).toBe("Praise to the Lord,");
    expect(runs[1].y).toBe(runs[0].y);
    const space = TEXT_SIZE * 0.25;
    const margin = runs[4 - 1].x; // "A" starts the third line at the margin
    expect(runs[3].text).toBe("A");
    // A leading blank indents the line; " 6.\t" is as wide as " \t\t\t\t": 5 spaces.
    expect(runs[0].x).toBeCloseTo(margin + space);
    const six = textWidth(ctx, FontId.Subtitle, text.indexOf("6."), text.indexOf("6.") + 2) * TEXT_SIZE;
    expect(runs[1].x).toBeCloseTo(runs[0].x + six + space);
    expect(runs[2].text).toBe("Who, when");
    expect(runs[2].x).toBeCloseTo(margin + 5 * space);
    // Two spaces in a row are two spaces wide.
    expect(runs[4].text).toBe("B");
    const a = textWidth(ctx, FontId.Subtitle, text.indexOf("A  B"), text.indexOf("A  B") + 1) * TEXT_SIZE;
    expect(runs[4].x).toBeCloseTo(margin + a + 2 * space);
  });

  it("centre the lines of %%center and of a center block; %%text is left-aligned", () => {
    const text = "X:1\nK:C\nC|\n%%center Centred words\n%%text Plain words\n%%begintext center\nshort\na much longer line\n%%endtext\n";
    const ctx = new Context();
    renderAbc(ctx, text);
    expect(countElements(ctx, ElementKind.TextBlock)).toBe(3);
    const centred = nthElement(ctx, ElementKind.TextBlock, 0);
    const plain = nthElement(ctx, ElementKind.TextBlock, 1);
    const middle = elementFloat(ctx, centred, ElementField.X) + elementFloat(ctx, centred, ElementField.Width) * 0.5;
    // Equal margins: the middle of the line is the middle of the page.
    expect(Math.abs(middle - pageWidth(ctx) * 0.5) < 0.01).toBe(true);
    expect(runsOf(ctx, text, plain)[0].text).toBe("Plain words");
    expect(elementFloat(ctx, plain, ElementField.X)).toBe(ctx.layout.systemLeft.get(0));
    const lines = runsOf(ctx, text, nthElement(ctx, ElementKind.TextBlock, 2));
    expect(lines.length).toBe(2);
    // Each line centred on its own: the shorter starts further right.
    expect(lines[0].x > lines[1].x).toBe(true);
    // In order down the page.
    expect(elementFloat(ctx, plain, ElementField.Y) > elementFloat(ctx, centred, ElementField.Y)).toBe(true);
  });

  it("fill a fill block's lines into paragraphs parted by blank lines", () => {
    const text = "X:1\nK:C\nC|\n%%begintext fill\nshort one\nshort two\n\npara two\n%%endtext\n";
    const ctx = new Context();
    renderAbc(ctx, text);
    const runs = runsOf(ctx, text, nthElement(ctx, ElementKind.TextBlock, 0));
    expect(runs.length).toBe(6);
    // The two source lines joined on one drawn line, word after word.
    expect(runs[2].text).toBe("short");
    expect(runs[3].y).toBe(runs[0].y);
    expect(runs[2].x > runs[1].x).toBe(true);
    // The next paragraph: a block of its own, 1.5 em under (1.1 em a line, 0.4 em between).
    expect(runs[4].text).toBe("para");
    expect(Math.abs(runs[4].y - runs[0].y - TEXT_SIZE * 1.5) < 0.01).toBe(true);
  });

  it("break a long paragraph at the width, and spread the words of a justified one but its last line", () => {
    let words = "";
    for (let k = 0; k < 60; k++) words += "word" + k.toString() + " ";
    const text = "X:1\nK:C\nC|\n%%begintext justify\n" + words + "\n%%endtext\n%%begintext fill\n" + words + "\n%%endtext\n";
    const ctx = new Context();
    renderAbc(ctx, text);
    const justified = nthElement(ctx, ElementKind.TextBlock, 0);
    const left = elementFloat(ctx, justified, ElementField.X);
    const right = left + elementFloat(ctx, justified, ElementField.Width);
    const runs = runsOf(ctx, text, justified);
    expect(runs.length).toBe(60);
    // The first line's last word ends at the right margin; the last line's does not.
    let firstLast = 0;
    while (runs[firstLast + 1].y == runs[0].y) firstLast++;
    expect(runs[59].y > runs[0].y).toBe(true);
    const end = runs[firstLast].x + textWidth(ctx, FontId.Subtitle, text.indexOf(runs[firstLast].text + " "), text.indexOf(runs[firstLast].text + " ") + runs[firstLast].text.length) * TEXT_SIZE;
    expect(Math.abs(end - right) < 0.01).toBe(true);
    const filled = runsOf(ctx, text, nthElement(ctx, ElementKind.TextBlock, 1));
    // Filled: the same breaks, the words a space apart, none past the margin.
    expect(filled.length).toBe(60);
    expect(filled[firstLast + 1].y > filled[firstLast].y).toBe(true);
    expect(filled[firstLast].x < runs[firstLast].x).toBe(true);
  });

  it("end the system even under %%continueall, a skip block too, which draws nothing", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\n%%continueall\nK:C\nC|\nD|\n%%text words\nE|\n%%begintext skip\nhidden\n%%endtext\nF|\n");
    expect(countElements(ctx, ElementKind.TextBlock)).toBe(1);
    expect(ctx.layout.tuneSystemCount.get(0)).toBe(3);
  });

  it("keep a blank line inside a block as a line of text, not the tune's end", () => {
    const text = "X:1\nK:C\nC|\n%%begintext\na\n\nb\n%%endtext\nD|\n";
    const ctx = new Context();
    renderAbc(ctx, text);
    expect(ctx.tunes.count).toBe(1);
    expect(ctx.tunes.hasMusic.get(0)).toBe(1);
    expect(ctx.layout.tuneSystemCount.get(0)).toBe(2);
    const runs = runsOf(ctx, text, nthElement(ctx, ElementKind.TextBlock, 0));
    expect(runs.length).toBe(2);
    expect(Math.abs(runs[1].y - runs[0].y - 2 * TEXT_SIZE * 1.1) < 0.01).toBe(true);
  });

  it("draw a block of the tune header above the title, one after K: under it", () => {
    const text = "X:1\nT:Title\n%%text before\nK:C\n%%text after\nC|\n";
    const ctx = new Context();
    renderAbc(ctx, text);
    const before = nthElement(ctx, ElementKind.TextBlock, 0);
    const after = nthElement(ctx, ElementKind.TextBlock, 1);
    const title = nthElement(ctx, ElementKind.Title, 0);
    expect(elementFloat(ctx, before, ElementField.Y) < elementFloat(ctx, title, ElementField.Y)).toBe(true);
    expect(elementFloat(ctx, after, ElementField.Y) > elementFloat(ctx, title, ElementField.Y)).toBe(true);
    expect(elementFloat(ctx, after, ElementField.Y) < systemTop(ctx, 0)).toBe(true);
  });

  it("stand above the words after the tune, which abc2svg draws at the tune's end", () => {
    const text = "X:1\nK:C\nC|\nW:the words\n%%text the block\n";
    const ctx = new Context();
    renderAbc(ctx, text);
    const block = nthElement(ctx, ElementKind.TextBlock, 0);
    const words = nthElement(ctx, ElementKind.Words, 0);
    expect(elementFloat(ctx, block, ElementField.Y) + elementFloat(ctx, block, ElementField.Height) <= elementFloat(ctx, words, ElementField.Y)).toBe(true);
  });

  it("place the file's blocks between the tunes they stand between, and after the last", () => {
    const text = "%%text opening\n\nX:1\nK:C\nC|\n\n%%text between\n\nX:2\nK:C\nD|\n\n%%begintext\nclosing\n%%endtext\n";
    const ctx = new Context();
    renderAbc(ctx, text);
    expect(countElements(ctx, ElementKind.TextBlock)).toBe(3);
    const opening = elementFloat(ctx, nthElement(ctx, ElementKind.TextBlock, 0), ElementField.Y);
    const between = elementFloat(ctx, nthElement(ctx, ElementKind.TextBlock, 1), ElementField.Y);
    const closing = elementFloat(ctx, nthElement(ctx, ElementKind.TextBlock, 2), ElementField.Y);
    const first = ctx.layout.tuneFirstSystem.get(0);
    const second = ctx.layout.tuneFirstSystem.get(1);
    expect(opening < systemTop(ctx, first)).toBe(true);
    expect(between > systemTop(ctx, first)).toBe(true);
    expect(between < systemTop(ctx, second)).toBe(true);
    expect(closing > systemTop(ctx, second)).toBe(true);
    expect(runsOf(ctx, text, nthElement(ctx, ElementKind.TextBlock, 2))[0].text).toBe("closing");
  });

  it("keep a tune's title on the page of its blocks read after K: and its first system", () => {
    // Whatever room the previous tune leaves, the title never stays behind alone.
    for (let lines = 1; lines <= 14; lines++) {
      let text = "X:1\nK:C\n";
      for (let k = 0; k < lines; k++) text += "C|\n";
      text += "\nX:2\nT:Second\nK:C\n%%begintext\none\ntwo\nthree\nfour\n%%endtext\nD|\n";
      const ctx = new Context();
      renderAbc(ctx, text, 793.7, 700);
      const title = nthElement(ctx, ElementKind.Title, 0);
      const block = nthElement(ctx, ElementKind.TextBlock, 0);
      const page = elementInt(ctx, title, ElementField.Page);
      expect(elementInt(ctx, block, ElementField.Page)).toBe(page);
      expect(ctx.layout.systemPage.get(ctx.layout.tuneFirstSystem.get(1))).toBe(page);
    }
  });

  it("move a block that does not fit under the page's music to the next page", () => {
    let text = "X:1\nK:C\nC|\n%%begintext\n";
    for (let k = 0; k < 12; k++) text += "line of a long verse\n";
    text += "%%endtext\n";
    const ctx = new Context();
    renderAbc(ctx, text, 793.7, 300);
    const block = nthElement(ctx, ElementKind.TextBlock, 0);
    expect(ctx.pageCount).toBe(2);
    expect(elementInt(ctx, block, ElementField.Page)).toBe(1);
    expect(runsOf(ctx, text, block).length).toBe(12);
  });

  it("set the blocks of %%multicol columns side by side, each between its column's margins", () => {
    const text = "X:1\nK:C\nC|\n%%multicol start\n%%rightmargin 12cm\n%%text left column\n%%multicol new\n%%leftmargin 10.6cm\n%%text right column\n%%multicol end\n";
    const ctx = new Context();
    renderAbc(ctx, text);
    const left = nthElement(ctx, ElementKind.TextBlock, 0);
    const right = nthElement(ctx, ElementKind.TextBlock, 1);
    expect(elementFloat(ctx, right, ElementField.Y)).toBe(elementFloat(ctx, left, ElementField.Y));
    expect(elementFloat(ctx, right, ElementField.X) > elementFloat(ctx, left, ElementField.X) + elementFloat(ctx, left, ElementField.Width)).toBe(true);
  });
  it("draw the blocks of a file with no tune, its %%vskip between them, on one page", () => {
    const text = "%%text hello world\n%%center centred\n%%vskip 1cm\n%%text after skip\n";
    const ctx = new Context();
    renderAbc(ctx, text);
    expect(ctx.tunes.count).toBe(0);
    expect(ctx.pageCount).toBe(1);
    expect(countElements(ctx, ElementKind.TextBlock)).toBe(3);
    const first = runsOf(ctx, text, nthElement(ctx, ElementKind.TextBlock, 0));
    const centred = runsOf(ctx, text, nthElement(ctx, ElementKind.TextBlock, 1));
    const last = runsOf(ctx, text, nthElement(ctx, ElementKind.TextBlock, 2));
    expect(first[0].text).toBe("hello world");
    expect(centred[0].text).toBe("centred");
    expect(last[0].text).toBe("after skip");
    // One block under the other; 1 cm (37.8 px, 6.3 sp) more between the last two.
    const step = centred[0].y - first[0].y;
    expect(step > TEXT_SIZE).toBe(true);
    expect(Math.abs(last[0].y - centred[0].y - step - 6.3) < 0.01).toBe(true);
  });
});

describe("a text block in a tune of its own %%scale", () => {
  it("is set in the tune's staff spaces and drawn scaled with it (abc2svg: in the tune's scale group)", () => {
    const first = "X:1\nK:C\nC|\n\n";
    const plain = new Context();
    renderAbc(plain, first + "X:2\nK:C\nC|\n%%text some words\n");
    const scaled = new Context();
    renderAbc(scaled, first + "%%scale 0.5\nX:2\nK:C\nC|\n%%text some words\n");
    const units = tuneScale(scaled, 1);
    expect(units).toBeCloseTo(<f32>(0.5 / 0.75));
    const block = nthElement(scaled, ElementKind.TextBlock, 0);
    const plainBlock = nthElement(plain, ElementKind.TextBlock, 0);
    // Its box on the page: the same block, smaller by the tune's scale, from the same left margin.
    expect(elementFloat(scaled, block, ElementField.Height)).toBeCloseTo(elementFloat(plain, plainBlock, ElementField.Height) * units);
    expect(elementFloat(scaled, block, ElementField.Width)).toBeCloseTo(elementFloat(plain, plainBlock, ElementField.Width) * units);
    expect(elementFloat(scaled, block, ElementField.X)).toBeCloseTo(elementFloat(plain, plainBlock, ElementField.X));
    // The block's runs are in a group of the tune's scale: its title block, its system, the block.
    const groups = recordsOf(scaled, DisplayKind.ScaledGroupStart);
    expect(groups.length).toBe(3);
    expect(recordFloat(scaled, groups[2], 2)).toBeCloseTo(units);
  });

  it("between tunes is drawn at the scale in force there (abc2svg: a %%text after %%scale 0.5 is in a scale(0.67) group)", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nK:C\nC|\n\n%%scale 0.5\n%%text between\n\nX:2\nK:C\nC|\n");
    const groups = recordsOf(ctx, DisplayKind.ScaledGroupStart);
    // The block, then tune 2's title block and system.
    expect(groups.length).toBe(3);
    const block = nthElement(ctx, ElementKind.TextBlock, 0);
    const plain = new Context();
    renderAbc(plain, "X:1\nK:C\nC|\n\n%%text between\n\nX:2\nK:C\nC|\n");
    expect(elementFloat(ctx, block, ElementField.Height)).toBeCloseTo(elementFloat(plain, nthElement(plain, ElementKind.TextBlock, 0), ElementField.Height) * tuneScale(ctx, 1));
  });
});
