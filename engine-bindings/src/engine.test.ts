import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeAbcBytes } from './decode.js';
import { INTERNAL_ERROR_CODE } from './diagnostics.js';
import { Engine } from './engine.js';
import { render, model } from './index.js';
import { fakeCoreBytes } from './testing/fakeCore.js';
import { descendants, parseXml, xmlError } from './testing/xml.js';
import type { RenderResult } from './types.js';
import { decodeAbcText } from './textEscapes.js';

const corpus = new URL('../../../shared/corpus/', import.meta.url);

/** The first `perFolder` .abc files of each corpus folder, decoded as the CLI decodes them. */
function corpusSample(perFolder: number): { name: string; text: string }[] {
  const sample: { name: string; text: string }[] = [];
  for (const folder of readdirSync(corpus, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    const files = readdirSync(new URL(`${folder.name}/`, corpus)).filter((file) => file.endsWith('.abc')).sort();
    for (const file of files.slice(0, perFolder)) {
      sample.push({ name: `${folder.name}/${file}`, text: decodeAbcBytes(readFileSync(new URL(`${folder.name}/${file}`, corpus))) });
    }
  }
  return sample;
}

/** What every render result must satisfy, whatever the input. */
function expectSound(result: RenderResult, source: string): void {
  // Faults are collected and asserted once per kind: an `expect` per element (a corpus file has
  // tens of thousands) made this test take most of a minute.
  const badDiagnostics = result.diagnostics.filter(
    (diagnostic) =>
      !/\S/.test(diagnostic.message) ||
      diagnostic.line < 1 ||
      diagnostic.column < 1 ||
      diagnostic.start > diagnostic.end ||
      diagnostic.end > source.length ||
      diagnostic.code === INTERNAL_ERROR_CODE,
  );
  expect(badDiagnostics).toEqual([]);
  // Each page parses as XML; its element groups are elements of that page, and every note is drawn.
  const misplaced: string[] = [];
  const drawn = result.pages.map((page, pageIndex) => {
    expect(xmlError(page)).toBeNull();
    const root = parseXml(page);
    const ids = descendants(root)
      .map((node) => node.attributes['data-el'])
      .filter((id): id is string => id !== undefined)
      .map(Number);
    for (const id of ids) if (result.elements[id]?.page !== pageIndex) misplaced.push(`element ${id} drawn on page ${pageIndex}`);
    return { ids: new Set(ids), width: Number(root.attributes.width), height: Number(root.attributes.height) };
  });
  expect(misplaced).toEqual([]);
  const faults: string[] = [];
  for (const element of result.elements) {
    const page = drawn[element.page];
    if (element.start > element.end || element.end > source.length) faults.push(`element ${element.id}: source range ${element.start}-${element.end}`);
    if (page === undefined) {
      faults.push(`element ${element.id}: no page ${element.page}`);
      continue;
    }
    if (element.kind === 'note' && !page.ids.has(element.id)) faults.push(`note ${element.id} not drawn`);
    // Boxes are in the CSS px of the page's SVG, inside it (1 px of rounding allowed).
    if (element.x < -1 || element.y < -1 || element.x + element.width > page.width + 1 || element.y + element.height > page.height + 1) {
      faults.push(`element ${element.id}: box ${element.x},${element.y} ${element.width}x${element.height} outside the page`);
    }
  }
  expect(faults).toEqual([]);
}

describe('Engine on a core that traps', () => {
  it('reports a RuntimeError as one fatal internal error and recovers for the next render', async () => {
    const engine = await Engine.create(fakeCoreBytes());
    const trapped = engine.render('x'); // the fake core executes `unreachable` for a 1-unit text
    expect(trapped).toEqual({
      pages: [],
      elements: [],
      tunes: [],
      diagnostics: [{ severity: 2, code: INTERNAL_ERROR_CODE, message: 'Internal error: unreachable', line: 1, column: 1, start: 0, end: 0 }],
    });
    expect(engine.render('abc').diagnostics).toEqual([]);
  });

  it("reports the core's abort with its position and recovers", async () => {
    const engine = await Engine.create(fakeCoreBytes());
    const aborted = engine.render('xy'); // the fake core calls env.abort(0, 0, 7, 9)
    expect(aborted.diagnostics[0]!.message).toBe('Internal error: abort (core:7:9)');
    expect(engine.model('abc')).toEqual({ tunes: [] });
    expect(engine.model('x')).toEqual({ tunes: [] });
    expect(engine.render('abc').diagnostics).toEqual([]);
  });
});

describe('the measureText import', () => {
  it("asks the host's measurer for the printed lyric text, once per text and measurer", async () => {
    const engine = await Engine.create(fakeCoreBytes());
    const calls: [string, string][] = [];
    const measureText = (font: string, text: string): number => {
      calls.push([font, text]);
      return text.length * 0.5;
    };
    engine.render('Ga~ne\\-sha', { measureText });
    engine.render('Ga~ne\\-sha', { measureText });
    expect(calls).toEqual([['lyric', 'Ga ne-sha']]);
    engine.render('abc'); // no measurer: the core uses its own tables, the host is not asked
    expect(calls).toHaveLength(1);
  });

  it('treats a measurer that throws as no measurer', async () => {
    const engine = await Engine.create(fakeCoreBytes());
    const result = engine.render('lyric', {
      measureText: () => {
        throw new Error('no canvas');
      },
    });
    expect(result.diagnostics).toEqual([]);
  });
});

describe('render with the real core', () => {
  it('renders a sample of every corpus folder without an internal error', () => {
    const sample = corpusSample(3);
    expect(sample.length).toBeGreaterThanOrEqual(15);
    for (const { name, text } of sample) {
      const result = render(text);
      expect(result.diagnostics.filter((diagnostic) => diagnostic.code === INTERNAL_ERROR_CODE), name).toEqual([]);
      expectSound(result, text);
      if (model(text).tunes.length > 0) expect(result.pages.length, name).toBeGreaterThan(0);
      const xFields = text.match(/^X:/gm)?.length ?? 0;
      expect(result.tunes.length, name).toBe(xFields);
      for (const tune of result.tunes) {
        // Each tune's fields are its first X: and T: lines, read from its own source range.
        const tuneText = text.slice(tune.start, tune.end);
        expect(tune.x, name).toBe(/^X:(.*)$/m.exec(tuneText)?.[1]!.trim());
        // The first T: line as printed (escapes decoded, tunes.ts).
        expect(tune.title, name).toBe(decodeAbcText(/^T:(.*)$/m.exec(tuneText)?.[1]!.trim() ?? ''));
      }
    }
  });

  it("names a transposed voice's chord symbols transposed, as abc2svg 1.22.1 draws them", () => {
    const svg = render('X:1\n%%transpose 2\nL:1/4\nK:C\n"F#m7/C#"C "^F#"D|\n').pages[0]!;
    // A♭m7/E♭: text beyond ASCII is written as character references (engine-as/src/emit/svg/svgOutput.ts).
    expect(svg).toContain('>A&#9837;m7/E&#9837;</text>');
    // An annotation is text, not a chord: it stays as written.
    expect(svg).toContain('>F#</text>');
  });

  it('copies the tables from memory as it is after the render, even when the render grew it', () => {
    const small = 'X:1\nK:C\nC\n';
    // Over 600,000 UTF-16 units: more than the core's initial 1 MiB of memory holds.
    const tunes = corpusSample(10).map((file) => file.text).join('\n\n');
    const large = tunes.repeat(Math.ceil(600_000 / tunes.length));
    expect(render(small).diagnostics).toEqual([]);
    const result = render(large);
    expect(result.diagnostics.filter((diagnostic) => diagnostic.code === INTERNAL_ERROR_CODE)).toEqual([]);
    expect(result.tunes.length).toBeGreaterThan(100);
  });

  it('gives two engines used in turn, one of them growing its memory, the results each gives alone', async () => {
    const wasm = readFileSync(new URL('../../build/engine.wasm', import.meta.url));
    const [first, second, alone] = await Promise.all([Engine.create(wasm), Engine.create(wasm), Engine.create(wasm)]);
    const tunes = corpusSample(10).map((file) => file.text).join('\n\n');
    // Over 600,000 UTF-16 units: the first engine's memory grows past its initial 1 MiB.
    const large = tunes.repeat(Math.ceil(600_000 / tunes.length));
    const small = corpusSample(2)[1]!.text;
    const summary = (result: RenderResult) => ({ pages: result.pages, diagnostics: result.diagnostics, tunes: result.tunes });
    const expected = summary(alone.render(small));
    expect(summary(first.render(small))).toEqual(expected);
    expect(summary(second.render(small))).toEqual(expected);
    const grown = first.render(large);
    expect(grown.tunes.length).toBeGreaterThan(100);
    // Each engine reads its own memory (the bindings' views are per memory buffer, wasm.ts).
    expect(summary(second.render(small))).toEqual(expected);
    expect(summary(first.render(small))).toEqual(expected);
    expect(first.render(large).pages).toEqual(grown.pages);
  });

  it("builds a result's elements on first access, from its own render even after later renders", () => {
    const engine = render('X:1\nK:C\nC\n'); // warm the shared engine
    expect(engine.elements.length).toBeGreaterThan(0);
    const abc = 'X:1\nT:First\nL:1/4\nK:C\nCDEF|GABc|\n';
    const first = render(abc);
    // Later renders reuse the core's memory and the engine's scratch storage.
    render('X:1\nK:D\n' + 'd2 f2 a2 |'.repeat(40) + '\n');
    render(corpusSample(1)[0]!.text);
    const elements = first.elements;
    expect(first.elements).toBe(elements);
    expect(elements.filter((element) => element.kind === 'note').map((element) => abc.slice(element.start, element.end))).toEqual(
      'CDEFGABc'.split(''),
    );
    // Every element group of the pages is one of these elements, on its page.
    const ids = [...first.pages[0]!.matchAll(/data-el="(\d+)" data-start="(\d+)" data-end="(\d+)"/g)];
    expect(ids.length).toBeGreaterThan(0);
    for (const [, id, start, end] of ids) expect(elements[Number(id)]).toMatchObject({ start: Number(start), end: Number(end), page: 0 });
    // An own enumerable property: JSON and structured clone (postMessage) carry it as a value.
    expect(Object.keys(first)).toEqual(['pages', 'diagnostics', 'elements', 'tunes', 'events']);
    expect(JSON.parse(JSON.stringify(first)).elements).toEqual(elements);
    expect(structuredClone(first).elements).toEqual(elements);
    first.elements = [];
    expect(first.elements).toEqual([]);
  });

  it('gives the same elements and events read late (after other renders and a model) as read at once', async () => {
    const engine = await Engine.create(readFileSync(new URL('../../build/engine.wasm', import.meta.url)));
    const [text, other] = corpusSample(1).map((file) => file.text);
    // A measurer wider than the tables: the late read renders again with it.
    const options = { measureText: (_font: string, text: string): number => text.length * 0.7 };
    const atOnce = engine.render(text!, options);
    const expected = { elements: structuredClone(atOnce.elements), events: structuredClone(atOnce.events) };
    expect(expected.elements.length).toBeGreaterThan(0);
    expect(expected.events!.some((tune) => tune.events.length > 0)).toBe(true);
    const late = engine.render(text!, options);
    engine.render(other!);
    engine.model(other!);
    // Events first: the one copy made then serves the elements too.
    expect(late.events).toEqual(expected.events);
    expect(late.elements).toEqual(expected.elements);
    expect(late.pages).toEqual(atOnce.pages);
  });

  it('never throws on hostile input', () => {
    const inputs = ['', '\u0000', 'X:', 'X:1\nK:C\n' + '('.repeat(5000), 'X:1\nT:\ud800\nK:C\n[[[[|||:::\n', 'K:\n'.repeat(1000), '\r\r\n\n'];
    for (const input of inputs) expectSound(render(input), input);
  });

  it('applies options to one render only: the next render without them has the defaults', () => {
    const abc = 'X:1\nT:Options\nK:C\nCDEF GABc|\n';
    const widthOf = (svg: string): number => Number(parseXml(svg).attributes.width);
    expect(widthOf(render(abc, { pageWidth: 500, pageHeight: 700 }).pages[0]!)).toBe(500);
    expect(widthOf(render(abc).pages[0]!)).toBe(793.7);
    const musicGroup = (svg: string) => parseXml(svg).children.find((child) => child.name === 'g')!;
    expect(musicGroup(render(abc, { scale: 1.5 }).pages[0]!).attributes.transform).toBe('scale(9)');
    expect(musicGroup(render(abc).pages[0]!).attributes.transform).toBe('scale(6)');
    // Nonsense options fall back to the defaults instead of failing.
    expect(widthOf(render(abc, { pageWidth: Number.NaN, scale: -2 }).pages[0]!)).toBe(793.7);
  });

  it("measures lyrics, title and composer with the host's measurer, as printed", () => {
    const abc = 'X:1\nT:Title\nC:Comp\nL:1/4\nK:C\nC D E F|]\nw:a~b c\\-d e-f\n';
    const calls: string[] = [];
    const wide = render(abc, {
      measureText: (font, text) => {
        calls.push(`${font}:${text}`);
        return text.length * 2;
      },
    });
    expect(calls).toEqual(expect.arrayContaining(['lyric:a b', 'lyric:c-d', 'lyric:e', 'title:Title', 'composer:Comp']));
    // Widths come from the measurer: a wide measurer gives wider lyric syllables than the tables.
    const lyricWidth = (result: RenderResult): number => result.elements.find((element) => element.kind === 'lyric')!.width;
    expect(lyricWidth(wide)).toBeGreaterThan(lyricWidth(render(abc)));
  });

  it('gives titles and fields in UTF-16 offsets of the given text (Bengali)', () => {
    const source = 'X:7\nT: আমার সোনার বাংলা \nC:Tagore\nK:C\nCDE|\n';
    const [tune] = render(source).tunes;
    expect(tune).toMatchObject({ x: '7', title: 'আমার সোনার বাংলা', composer: 'Tagore' });
  });
});

describe('model with the real core', () => {
  it("dumps a tune's notes, chords, rests, triplets and bars (MODEL.md)", () => {
    expect(model('X:1\nT:t\nL:1/8\nK:G\nF2 [CEG] z | (3ABc |]\n')).toEqual({
      tunes: [
        {
          x: '1',
          title: 't',
          voices: [
            {
              id: '1',
              events: [
                ['note', '0', '1/4', [66]],
                ['note', '1/4', '1/8', [60, 64, 67]],
                ['rest', '3/8', '1/8'],
                ['bar', '1/2', '|'],
                ['note', '1/2', '1/12', [69]],
                ['note', '7/12', '1/12', [71]],
                ['note', '2/3', '1/12', [72]],
                ['bar', '3/4', '|]'],
              ],
            },
          ],
        },
      ],
    });
  });
});
