/**
 * The core's SVG writer (engine-as/src/emit/svg/) on synthetic display lists, written into the
 * core's tables (testing/coreSvg.ts), and its pages as the engine decodes them (svgPages.ts).
 * Needs build/engine.wasm (`npm run build:wasm`).
 */
import { describe, expect, it } from 'vitest';
import { CurveRole, ElementKind, FontId, FontWord, LineRole, TextAnchor } from '../../engine-as/src/abi.js';
import { CoreSvgWriter } from './testing/coreSvg.js';
import { DisplayListBuilder, elementTable, type ElementRecord } from './testing/tables.js';
import { descendants, parseXml, xmlError, type XmlNode } from './testing/xml.js';
import { printedText } from './text.js';
import type { SvgPagesHost } from './svgPages.js';

const NOTEHEAD_BLACK = 0xe0a4;
const NOTEHEAD_HALF = 0xe0a3;
const G_CLEF = 0xe050;

const core = new CoreSvgWriter();

function write(
  display: DisplayListBuilder,
  options: { source?: string; elements?: ElementRecord[]; pageCount?: number; host?: SvgPagesHost; batchBytes?: number } = {},
): string[] {
  return core.write(display.table(), elementTable(options.elements ?? []), options.source ?? '', options.pageCount ?? 1, options.host, options.batchBytes);
}

/** Parses a page after checking that it is well-formed XML. */
function parsePage(svg: string): XmlNode {
  expect(xmlError(svg)).toBeNull();
  return parseXml(svg);
}

function byName(root: XmlNode, name: string): XmlNode[] {
  return descendants(root).filter((node) => node.name === name);
}

/** The numbers of an SVG path's data, in order. */
function pathNumbers(d: string): number[] {
  return (d.match(/-?\d+(\.\d+)?(e[-+]?\d+)?/g) ?? []).map(Number);
}

/**
 * The end points' y of compact path data as a renderer reads it (SVG 2 "Path data": `.5.5` is two
 * numbers, lower-case commands are relative, `h`/`v` move along one axis, numbers after a
 * command's own repeat it): how a glyph outline in `<defs>` is written (svgGlyphs.ts).
 */
function outlineYs(d: string): number[] {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)/g) ?? [];
  const counts: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, q: 4, c: 6, z: 0 };
  const ys: number[] = [];
  let [x, y, startX, startY] = [0, 0, 0, 0];
  let command = '';
  for (let at = 0; at < tokens.length; ) {
    if (/[a-zA-Z]/.test(tokens[at]!)) command = tokens[at++]!;
    const lower = command.toLowerCase();
    if (lower === 'z') {
      [x, y] = [startX, startY];
      continue;
    }
    const values = tokens.slice(at, at + counts[lower]!).map(Number);
    at += counts[lower]!;
    const relative = command === lower;
    if (lower === 'h') x = values[0]! + (relative ? x : 0);
    else if (lower === 'v') y = values[0]! + (relative ? y : 0);
    else [x, y] = [values.at(-2)! + (relative ? x : 0), values.at(-1)! + (relative ? y : 0)];
    if (lower === 'm') [startX, startY] = [x, y];
    ys.push(y);
  }
  return ys;
}

describe('writeSvgPages', () => {
  it('writes one well-formed, self-contained SVG per page, sized in CSS px', () => {
    const display = new DisplayListBuilder()
      .page(0, 100, 150, 4.5)
      .glyph(-1, NOTEHEAD_BLACK, 10, 20)
      .page(1, 100, 150, 4.5)
      .glyph(-1, NOTEHEAD_HALF, 5, 5);
    const pages = write(display, { pageCount: 2 });
    expect(pages).toHaveLength(2);
    const root = parsePage(pages[0]!);
    expect(root.name).toBe('svg');
    expect(root.attributes).toMatchObject({
      xmlns: 'http://www.w3.org/2000/svg',
      width: '450',
      height: '675',
      viewBox: '0 0 450 675',
      class: 'swaralipi-page',
    });
    const scaleGroup = root.children.find((child) => child.name === 'g')!;
    expect(scaleGroup.attributes.transform).toBe('scale(4.5)');
    expect(parsePage(pages[1]!).name).toBe('svg');
  });

  it('defines only the glyphs a page uses, each once, and refers to them with <use>', () => {
    const display = new DisplayListBuilder()
      .page(0, 100, 150, 6)
      .glyph(-1, G_CLEF, 1, 8)
      .glyph(-1, NOTEHEAD_BLACK, 10, 7)
      .glyph(-1, NOTEHEAD_BLACK, 14, 6.5)
      .page(1, 100, 150, 6)
      .glyph(-1, NOTEHEAD_HALF, 5, 5);
    const [first, second] = write(display, { pageCount: 2 }).map(parsePage);
    const definedOn = (page: XmlNode): string[] => byName(page, 'defs')[0]!.children.map((path) => path.attributes.id!);
    expect(definedOn(first!)).toEqual(['gE050', 'gE0A4']);
    expect(definedOn(second!)).toEqual(['gE0A3']);
    // Bravura's outline in sp, y down (scripts/extract-glyphs.ts): a closed path, its first point
    // absolute and the others relative to the one before (svgGlyphs.ts writeCompactOutline).
    const notehead = byName(first!, 'defs')[0]!.children[1]!.attributes.d!;
    expect(notehead).toMatch(/^M[-0-9. mlhvqc]+z$/);
    const ys = outlineYs(notehead);
    expect(Math.max(...ys) - Math.min(...ys)).toBeCloseTo(1, 1); // a notehead is one staff space tall
    const uses = byName(first!, 'use');
    expect(uses.map((use) => use.attributes.href)).toEqual(['#gE050', '#gE0A4', '#gE0A4']);
    expect(uses[2]!.attributes).toMatchObject({ x: '14', y: '6.5' });
  });

  it('scales a glyph whose em is not 4 sp, such as a cue-size notehead', () => {
    const display = new DisplayListBuilder().page(0, 100, 150, 6).glyph(-1, NOTEHEAD_BLACK, 10, 7, 4 * 0.7);
    const use = byName(parsePage(write(display)[0]!), 'use')[0]!;
    expect(use.attributes.transform).toBe('translate(10 7) scale(0.7)');
    expect(use.attributes.x).toBeUndefined();
  });

  it('turns a TurnedGlyph a quarter turn counter-clockwise about its origin, its glyph defined once', () => {
    const display = new DisplayListBuilder()
      .page(0, 100, 150, 6)
      .turnedGlyph(-1, NOTEHEAD_BLACK, 10, 7)
      .turnedGlyph(-1, NOTEHEAD_BLACK, 10, 6, 4 * 0.5);
    const root = parsePage(write(display)[0]!);
    const uses = byName(root, 'use');
    expect(uses.map((use) => use.attributes.transform)).toEqual(['translate(10 7) rotate(-90) scale(1)', 'translate(10 6) rotate(-90) scale(0.5)']);
    expect(byName(root, 'path').filter((path) => path.attributes.id === 'gE0A4')).toHaveLength(1);
  });

  it('wraps a scaled group (V: staffscale=) around its records, closing the element group before it', () => {
    const display = new DisplayListBuilder()
      .page(0, 100, 150, 6)
      .glyph(0, NOTEHEAD_BLACK, 10, 2)
      .scaledGroupStart(20, 0.7)
      .glyph(0, NOTEHEAD_BLACK, 10 / 0.7, 2)
      .scaledGroupEnd()
      .glyph(-1, NOTEHEAD_BLACK, 30, 2);
    const root = parsePage(write(display, { elements: [{ kind: ElementKind.Note, start: 0, end: 1 }] })[0]!);
    const scaled = byName(root, 'g').filter((group) => group.attributes.transform === 'translate(0 20) scale(0.7)');
    expect(scaled).toHaveLength(1);
    const inside = byName(scaled[0]!, 'use');
    expect(inside.map((use) => use.attributes.x)).toEqual(['14.286']);
    // The note's element group is closed before the scaled group and opened anew inside it.
    expect(byName(root, 'g').filter((group) => group.attributes['data-el'] === '0')).toHaveLength(2);
    expect(byName(scaled[0]!, 'g').filter((group) => group.attributes['data-el'] === '0')).toHaveLength(1);
    expect(byName(root, 'use')).toHaveLength(3);
  });

  it('closes an open path before a scaled group opens and before it closes', () => {
    const display = new DisplayListBuilder()
      .page(0, 100, 150, 6)
      .line(-1, LineRole.StaffLine, 0, 10, 100, 10, 0.13)
      .scaledGroupStart(20, 0.7)
      .line(-1, LineRole.StaffLine, 0, 0, 100, 0, 0.13)
      .scaledGroupEnd()
      .line(-1, LineRole.StaffLine, 0, 40, 100, 40, 0.13);
    const root = parsePage(write(display)[0]!);
    const scaled = byName(root, 'g').find((group) => group.attributes.transform === 'translate(0 20) scale(0.7)')!;
    expect(byName(scaled, 'path')).toHaveLength(1);
    expect(byName(root, 'path').filter((path) => path.attributes.d !== undefined && path.attributes.id === undefined)).toHaveLength(3);
  });

  it('writes coordinates with at most three decimals and no trailing zeros', () => {
    const display = new DisplayListBuilder()
      .page(0, 100, 150, 6)
      .glyph(-1, NOTEHEAD_BLACK, 1.23456, -2.5)
      .glyph(-1, NOTEHEAD_BLACK, -0.0004, 7.1)
      .glyph(-1, NOTEHEAD_BLACK, 12.0996, Number.NaN)
      .glyph(-1, NOTEHEAD_BLACK, 3e9, -0.05);
    const uses = byName(parsePage(write(display)[0]!), 'use');
    expect(uses.map((use) => [use.attributes.x, use.attributes.y])).toEqual([
      ['1.235', '-2.5'],
      ['0', '7.1'],
      ['12.1', '0'],
      ['3000000000', '-0.05'],
    ]);
  });

  it('skips a glyph that has no outline and leaves it out of <defs>', () => {
    const display = new DisplayListBuilder().page(0, 100, 150, 6).glyph(-1, 0xe999, 1, 1).glyph(-1, NOTEHEAD_BLACK, 2, 2);
    const page = parsePage(write(display)[0]!);
    expect(byName(page, 'use')).toHaveLength(1);
    expect(byName(page, 'defs')[0]!.children.map((path) => path.attributes.id)).toEqual(['gE0A4']);
  });

  it('draws the five staff lines of one element as one stroked path', () => {
    const display = new DisplayListBuilder().page(0, 100, 150, 6);
    for (let line = 0; line < 5; line++) display.line(0, LineRole.StaffLine, 5, 10 + line, 95, 10 + line, 0.13);
    display.line(0, LineRole.Stem, 20, 12, 20, 8.5, 0.12);
    const page = parsePage(write(display, { elements: [{ kind: ElementKind.Clef, start: 0, end: 3 }] })[0]!);
    const paths = byName(page, 'path').filter((path) => path.attributes.class !== undefined);
    expect(paths.map((path) => path.attributes.class)).toEqual(['staff-line', 'stem']);
    expect(paths[0]!.attributes['stroke-width']).toBe('0.13');
    expect(paths[0]!.attributes.d!.match(/M/g)).toHaveLength(5);
    expect(paths[0]!.attributes.d!.startsWith('M5 10H95M5 11H95M5 12H95')).toBe(true);
    expect(paths[1]!.attributes['stroke-width']).toBe('0.12');
    expect(paths[1]!.attributes.d).toBe('M20 12V8.5');
  });

  it('strokes lines with their own width and nothing else (glyphs inherit a stroke width of 0)', () => {
    const display = new DisplayListBuilder().page(0, 100, 150, 6).glyph(-1, NOTEHEAD_BLACK, 1, 1).line(-1, LineRole.LedgerLine, 0, 1, 2, 1.5, 0.16);
    const page = parsePage(write(display)[0]!);
    const scaleGroup = page.children.find((child) => child.name === 'g')!;
    expect(scaleGroup.attributes).toMatchObject({ fill: 'currentColor', stroke: 'currentColor', 'stroke-width': '0' });
    const ledger = byName(page, 'path').find((path) => path.attributes.class === 'ledger-line')!;
    expect(ledger.attributes).toMatchObject({ 'stroke-width': '0.16', d: 'M0 1L2 1.5' });
    expect(byName(page, 'use')[0]!.attributes['stroke-width']).toBeUndefined();
  });

  it('fills a beam as the parallelogram below its top edge', () => {
    const display = new DisplayListBuilder().page(0, 100, 150, 6).beam(-1, 10, 5, 20, 4, 0.5);
    const beam = byName(parsePage(write(display)[0]!), 'path').find((path) => path.attributes.class === 'beam')!;
    expect(pathNumbers(beam.attributes.d!)).toEqual([10, 5, 20, 4, 20, 4.5, 10, 5.5]);
    expect(beam.attributes.d!.endsWith('Z')).toBe(true);
  });

  it('fills a slur as a crescent exactly as thick as the record asks at its middle', () => {
    const thickness = 0.3;
    const display = new DisplayListBuilder().page(0, 100, 150, 6).curve(-1, CurveRole.Slur, [10, 10, 13, 7, 17, 7, 20, 10], thickness);
    const slur = byName(parsePage(write(display)[0]!), 'path').find((path) => path.attributes.class === 'slur')!;
    const n = pathNumbers(slur.attributes.d!);
    // M x0 y0 C c1 c2 x3 y3 C c2' c1' x0 y0: the two edges share their ends.
    expect([n[0], n[1], n[6], n[7], n[12], n[13]]).toEqual([10, 10, 20, 10, 10, 10]);
    const middleY = (p0: number, p1: number, p2: number, p3: number): number => (p0 + 3 * p1 + 3 * p2 + p3) / 8;
    const upper = middleY(n[1]!, n[3]!, n[5]!, n[7]!);
    const lower = middleY(n[7]!, n[9]!, n[11]!, n[13]!);
    expect(lower - upper).toBeCloseTo(thickness, 2);
  });

  it('strokes a dotted slur along its middle curve, in dots, unfilled (ABC 2.1 4.11 `.(`)', () => {
    const display = new DisplayListBuilder().page(0, 100, 150, 6).curve(-1, CurveRole.DottedSlur, [10, 10, 13, 7, 17, 7, 20, 10], 0.3);
    const slur = byName(parsePage(write(display)[0]!), 'path').find((path) => path.attributes.class === 'slur dotted')!;
    expect(slur.attributes.fill).toBe('none');
    expect(slur.attributes['stroke-dasharray']).toBeDefined();
    // M x0 y0 C c1 c2 x3 y3, open: the middle curve only.
    expect(pathNumbers(slur.attributes.d!)).toEqual([10, 10, 13, 7, 17, 7, 20, 10]);
  });

  it('groups the contiguous records of each element with its source range and kind', () => {
    const source = 'X:1\nK:C\nC2 D|\n';
    const display = new DisplayListBuilder()
      .page(0, 100, 150, 6)
      .line(-1, LineRole.StaffLine, 0, 10, 100, 10, 0.13)
      .glyph(0, NOTEHEAD_BLACK, 10, 12)
      .line(0, LineRole.Stem, 11.1, 12, 11.1, 8.5, 0.12)
      .glyph(1, NOTEHEAD_BLACK, 20, 11.5)
      .line(2, LineRole.ThinBarline, 30, 10, 30, 14, 0.16);
    const elements: ElementRecord[] = [
      { kind: ElementKind.Note, start: 8, end: 10 },
      { kind: ElementKind.Note, start: 11, end: 12 },
      { kind: ElementKind.Bar, start: 12, end: 13 },
    ];
    const page = parsePage(write(display, { source, elements })[0]!);
    const groups = byName(page, 'g').filter((group) => group.attributes['data-el'] !== undefined);
    expect(groups.map((group) => group.attributes)).toEqual([
      { 'data-el': '0', 'data-start': '8', 'data-end': '10', class: 'note' },
      { 'data-el': '1', 'data-start': '11', 'data-end': '12', class: 'note' },
      { 'data-el': '2', 'data-start': '12', 'data-end': '13', class: 'bar' },
    ]);
    expect(groups[0]!.children.map((child) => child.name)).toEqual(['use', 'path']);
    // The staff line belongs to no element: it is drawn outside every group.
    const scaleGroup = page.children.find((child) => child.name === 'g')!;
    expect(scaleGroup.children[0]!.name).toBe('path');
    expect(source.slice(8, 10)).toBe('C2');
  });

  it('prints source text XML-escaped, with lyric escapes mapped only in lyrics', () => {
    const source = 'T:Tom & "Jerry" <3 \'x\'\nw:Ga~ne\\-sha\u0001\ud800';
    const titleEnd = source.indexOf('\n');
    const lyricStart = titleEnd + 3;
    const display = new DisplayListBuilder()
      .page(0, 100, 150, 6)
      .sourceText(0, FontId.Title, TextAnchor.Middle, 2, titleEnd, 50, 5, 3)
      .sourceText(1, FontId.Lyric, TextAnchor.Start, lyricStart, source.length, 10, 30, 2.2)
      .sourceText(-1, FontId.Annotation, TextAnchor.End, lyricStart, lyricStart + 4, 90, 40, 2);
    const elements: ElementRecord[] = [
      { kind: ElementKind.Title, start: 0, end: titleEnd },
      { kind: ElementKind.Lyric, start: lyricStart, end: source.length },
    ];
    const svg = write(display, { source, elements })[0]!;
    const page = parsePage(svg);
    const texts = byName(page, 'text');
    expect(texts.map((text) => text.text)).toEqual(['Tom & "Jerry" <3 \'x\'', 'Ga ne-sha\ufffd\ufffd', 'Ga~n']);
    expect(texts.map((text) => text.attributes['text-anchor'])).toEqual(['middle', undefined, 'end']);
    expect(texts[1]!.attributes).toMatchObject({ x: '10', y: '30', 'font-size': '2.2' });
    // Serif is inherited from the music group; only the sans-serif annotation names its family.
    expect(page.children.find((child) => child.name === 'g')!.attributes['font-family']).toMatch(/serif$/);
    expect(texts[0]!.attributes['font-family']).toBeUndefined();
    expect(texts[2]!.attributes['font-family']).toMatch(/sans-serif$/);
    expect(svg).not.toMatch(/[\u0000-\u0008\ud800-\udfff]/);
  });

  it('prints flat and sharp signs in chord symbols only, the origin in parentheses, decoration names as words', () => {
    const source = '"F#m7b5/Bb" "Bbb" "^Ab text" O:Here !dacoda!';
    const at = (text: string): [number, number] => [source.indexOf(text), source.indexOf(text) + text.length];
    const [chord, chordEnd] = at('F#m7b5/Bb');
    const [doubleFlat, doubleFlatEnd] = at('Bbb');
    const [annotation, annotationEnd] = at('Ab text');
    const [origin, originEnd] = at('Here');
    const [words, wordsEnd] = at('dacoda');
    const display = new DisplayListBuilder()
      .page(0, 100, 150, 6)
      .sourceText(-1, FontId.ChordSymbol, TextAnchor.Start, chord, chordEnd, 10, 10, 2)
      .sourceText(-1, FontId.ChordSymbol, TextAnchor.Start, doubleFlat, doubleFlatEnd, 30, 10, 2)
      .sourceText(-1, FontId.Annotation, TextAnchor.Start, annotation, annotationEnd, 50, 10, 2)
      .sourceText(-1, FontId.Origin, TextAnchor.End, origin, originEnd, 90, 20, 2.333)
      .sourceText(-1, FontId.DecorationText, TextAnchor.Middle, words, wordsEnd, 50, 30, 2.5);
    const page = parsePage(write(display, { source })[0]!);
    const texts = byName(page, 'text');
    expect(texts.map((text) => text.text)).toEqual(['F\u266Fm7\u266D5/B\u266D', 'B\u{1D12B}', 'Ab text', '(Here)', 'Da Coda']);
    // Chord symbols take the annotation face, the origin the composer's italics.
    expect(texts[0]!.attributes['font-family']).toMatch(/sans-serif$/);
    expect(texts[3]!.attributes['font-style']).toBe('italic');
  });

  it('dashes ottava lines and gives hairpins their class', () => {
    const display = new DisplayListBuilder()
      .page(0, 100, 150, 6)
      .line(-1, LineRole.OttavaLine, 10, 5, 40, 5, 0.12)
      .line(-1, LineRole.Hairpin, 10, 20, 40, 19.5, 0.16);
    const paths = byName(parsePage(write(display)[0]!), 'path').filter((path) => path.attributes['stroke-width'] !== undefined);
    expect(paths.map((path) => path.attributes.class)).toEqual(['ottava-line', 'hairpin']);
    expect(paths[0]!.attributes['stroke-dasharray']).toBeDefined();
    expect(paths[1]!.attributes['stroke-dasharray']).toBeUndefined();
  });

  it('prints numbers of NumberText records', () => {
    const display = new DisplayListBuilder().page(0, 100, 150, 6).numberText(-1, FontId.Tuplet, TextAnchor.Middle, 3, 20, 5, 2.4);
    const text = byName(parsePage(write(display)[0]!), 'text')[0]!;
    expect(text.text).toBe('3');
    expect(text.attributes['font-style']).toBe('italic');
  });

  it('still writes a valid SVG for a page with no records and for a page with no Page record', () => {
    const display = new DisplayListBuilder().page(0, 50, 80, 4);
    const pages = write(display, { pageCount: 2 });
    expect(pages).toHaveLength(2);
    expect(parsePage(pages[0]!).attributes).toMatchObject({ width: '200', height: '320' });
    expect(parsePage(pages[1]!).attributes).toMatchObject({ width: '793.7', height: '1122.5' });
    expect(write(new DisplayListBuilder(), { pageCount: 0 })).toEqual([]);
  });

  it('stops at a record whose length runs past the end, keeping what came before', () => {
    const display = new DisplayListBuilder()
      .page(0, 100, 150, 6)
      .glyph(-1, NOTEHEAD_BLACK, 1, 1)
      .raw(2 | (200 << 8), 0, NOTEHEAD_BLACK);
    const page = parsePage(write(display)[0]!);
    expect(byName(page, 'use')).toHaveLength(1);
  });

  it('skips records of a kind it does not know and goes on with the next one', () => {
    const display = new DisplayListBuilder()
      .page(0, 100, 150, 6)
      .raw(99 | (3 << 8), 7, 7)
      .glyph(-1, NOTEHEAD_BLACK, 1, 1);
    expect(byName(parsePage(write(display)[0]!), 'use')).toHaveLength(1);
  });
  it('escapes the five markup characters and writes Bengali text and surrogate pairs as character references', () => {
    const source = `<a href="x">Tom & 'Jerry'</a> \u0986\u09ae\u09be\u09b0 \u{1D11E}`;
    const display = new DisplayListBuilder().page(0, 100, 150, 6).sourceText(-1, FontId.Title, TextAnchor.Start, 0, source.length, 1, 1, 2);
    const svg = write(display, { source })[0]!;
    expect(svg).toContain('&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt; &#2438;&#2478;&#2494;&#2480; &#119070;</text>');
    expect(byName(parsePage(svg), 'text')[0]!.text).toBe(source);
  });

  it('replaces what XML 1.0 cannot carry and turns white-space controls into spaces', () => {
    const source = 'a\u0000b\u001fc\ud800d\udc00e\uffff|a\tb\r\nc';
    const split = source.indexOf('|');
    const display = new DisplayListBuilder()
      .page(0, 100, 150, 6)
      .sourceText(-1, FontId.Title, TextAnchor.Start, 0, split, 1, 1, 2)
      .sourceText(-1, FontId.Title, TextAnchor.Start, split + 1, source.length, 1, 5, 2);
    const svg = write(display, { source })[0]!;
    expect(byName(parsePage(svg), 'text').map((text) => text.text)).toEqual(['a\ufffdb\ufffdc\ufffdd\ufffde\ufffd', 'a b  c']);
    expect(svg).toMatch(/^[\u0020-\u007e]*$/);
  });

  it('prints what the host measures: the text of text.ts printedText, for every font', () => {
    const samples = [
      "Caf\\'e \\\"uber \\ae \\AE \\oe \\ss \\/o \\u00e9 \\uZZZZ \\q \\t \\n \\\\ \\% \\&amp;x \\",
      '&amp; &lt; &eacute; &#233; &#xe9; &#x1F600; &#0; &#xD800; &#12345678; &bogus; & alone &;x &#; &#x; &sharp;',
      'ly~ric\\-x a\\*b c\\|d e\\~f &#126;',
      'F#m7b5/Bb Cbb C##dim (Am) N.C. A/B/C',
      'fine',
      'dacoda',
      'dacapo',
      'H&ouml;rnli \\"o \\ca \\Ho \\vs',
    ];
    const fonts = [FontId.Title, FontId.Lyric, FontId.Annotation, FontId.ChordSymbol, FontId.Origin, FontId.DecorationText, FontWord.FaceSet | FontWord.Bold | FontId.Title];
    const source = samples.join('');
    const display = new DisplayListBuilder().page(0, 100, 150, 6);
    const expected: string[] = [];
    let start = 0;
    for (const sample of samples) {
      for (const font of fonts) {
        const printed = printedText(source, font, start, start + sample.length);
        display.sourceText(-1, font, TextAnchor.Start, start, start + sample.length, 1, 1, 2);
        expected.push(printed.replace(/[\t\n\r]/g, ' '));
      }
      start += sample.length;
    }
    const texts = byName(parsePage(write(display, { source })[0]!), 'text').map((text) => text.text);
    expect(texts).toEqual(expected);
    // `\uZZZZ` is a breve on Z; `\&amp;x` is `&amp;x` after the backslash escapes, then `&x` (textEscapes.ts).
    expect(texts).toContain('Caf\u00e9 \u00fcber \u00e6 \u00c6 \u0153 \u00df \u00f8 \u00e9 Z\u0306ZZZ q     \\ % &x \\');
  });

  it('draws nothing for a run that prints no text', () => {
    const display = new DisplayListBuilder()
      .page(0, 100, 150, 6)
      .sourceText(0, FontId.Origin, TextAnchor.Start, 2, 2, 1, 1, 2)
      .sourceText(0, FontId.Title, TextAnchor.Start, 5, 1, 1, 1, 2);
    const page = parsePage(write(display, { source: 'O:', elements: [{ kind: ElementKind.Title, start: 0, end: 2 }] })[0]!);
    expect(byName(page, 'text')).toHaveLength(0);
    expect(byName(page, 'g').filter((group) => group.attributes['data-el'] !== undefined)).toHaveLength(0);
  });

  it('moves the note names of a transposed chord symbol before printing its signs', () => {
    const source = 'F#m7b5/Bb(Em)/G#Cb';
    const transposed = (start: number, end: number, fifths: number): number[] => [
      8 | (10 << 8),
      -1,
      FontId.ChordSymbol,
      TextAnchor.Start,
      start,
      end,
      floatBits(1),
      floatBits(1),
      floatBits(2),
      fifths,
    ];
    const display = new DisplayListBuilder()
      .page(0, 100, 150, 6)
      .raw(...transposed(0, 9, 2))
      .raw(...transposed(9, 16, -1))
      .raw(...transposed(16, 18, 13));
    const texts = byName(parsePage(write(display, { source })[0]!), 'text').map((text) => text.text);
    expect(texts).toEqual([
      printedText(source, FontId.ChordSymbol, 0, 9, 2),
      printedText(source, FontId.ChordSymbol, 9, 16, -1),
      printedText(source, FontId.ChordSymbol, 16, 18, 13),
    ]);
    expect(texts[0]).toBe('A\u266Dm7\u266D5/C');
  });

  it("gives the same pages on a host without Node's Buffer (TextDecoder), one page or several", () => {
    const display = new DisplayListBuilder().page(0, 100, 150, 6).glyph(-1, NOTEHEAD_BLACK, 1, 1).page(2, 50, 50, 6).glyph(-1, G_CLEF, 2, 2);
    const onNode = write(display, { pageCount: 3 });
    expect(onNode).toHaveLength(3);
    expect(onNode[1]).toContain('width="793.7"');
    expect(write(display, { pageCount: 3, host: {} })).toEqual(onNode);
    const single = new DisplayListBuilder().page(0, 100, 150, 6);
    expect(write(single, { host: {} })).toEqual(write(single));
  });

  it('gives the same pages written in batches of one page as in one batch (a long book is written so)', () => {
    const display = new DisplayListBuilder();
    for (let page = 0; page < 5; page++) display.page(page, 100, 150, 6).glyph(-1, page % 2 === 0 ? NOTEHEAD_BLACK : G_CLEF, 1 + page, 1);
    const whole = write(display, { pageCount: 6 });
    expect(whole).toHaveLength(6);
    expect(write(display, { pageCount: 6, batchBytes: 1 })).toEqual(whole);
    expect(write(display, { pageCount: 6, batchBytes: 1, host: {} })).toEqual(whole);
    expect(new Set(whole.slice(0, 5)).size).toBe(5);
  });
});

/** The bits of an f32 as a display-list word (the core's `reinterpret`). */
function floatBits(value: number): number {
  return new Int32Array(new Float32Array([value]).buffer)[0]!;
}
