import { describe, expect, it } from 'vitest';
import { asciiBytes, markup, SvgText, type SvgTextHost } from './svgText.js';

/** Both ways a host turns the bytes into a string: Node's Buffer, and TextDecoder elsewhere. */
const HOSTS: [string, SvgTextHost][] = [
  ['Node Buffer', globalThis as SvgTextHost],
  ['TextDecoder (no Buffer)', {}],
];

/** What `num` (svg.ts) and the pages before the byte writer wrote for a coordinate. */
function reference(value: number): string {
  const thousandths = Math.round(value * 1000);
  if (!(thousandths >= -0x7fffffff && thousandths <= 0x7fffffff)) return Number.isFinite(value) ? String(thousandths / 1000) : '0';
  const text = String(Math.abs(thousandths) / 1000);
  return (thousandths < 0 ? '-' : '') + text;
}

describe.each(HOSTS)('SvgText on a host with %s', (_name, host) => {
  it('writes coordinates with at most 3 decimals and no trailing zeros, as num does', () => {
    const values = [0, -0, 0.5, 0.05, 0.005, 0.0004, -0.0004, 1.25, -1.25, 12.6000003815, 9999.999, 10000, 123456.789, 2147483.647, -2147483.647];
    const out = new SvgText(64, host);
    for (const value of values) {
      out.number(value);
      expect(out.finish(), String(value)).toBe(reference(value));
    }
  });

  it('writes 0 for NaN and infinities, and String of the thousandths beyond the integer range', () => {
    const out = new SvgText(64, host);
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      out.number(value);
      expect(out.finish()).toBe('0');
    }
    out.number(3e9);
    expect(out.finish()).toBe('3000000000');
    out.number(-2147483.6485);
    expect(out.finish()).toBe(String(Math.round(-2147483.6485 * 1000) / 1000));
  });

  it('writes i32 words as String does, from one digit to ten and the sign', () => {
    const out = new SvgText(64, host);
    for (const value of [0, 7, 42, 9999, 10000, 10001, 99999999, 100000000, 2147483647, -1, -2147483648]) {
      out.integer(value);
      expect(out.finish()).toBe(String(value));
    }
  });

  it('writes text beyond ASCII as character references, in order with the bytes around it', () => {
    const out = new SvgText(64, host);
    out.markup(markup('<text>'));
    out.text('আমার সোনার');
    out.markup(markup('</text><text>'));
    out.text('F\u266Fm7 Caf\u00e9, B\u{1D12B} and a longer ASCII run after it');
    out.markup(markup('</text><text>'));
    out.text('lone \ud800 and \udc00 surrogates');
    out.byte(33);
    const page = out.finish();
    expect(page).toBe(
      '<text>&#2438;&#2478;&#2494;&#2480; &#2488;&#2507;&#2472;&#2494;&#2480;</text>' +
        '<text>F&#9839;m7 Caf&#233;, B&#119083; and a longer ASCII run after it</text><text>lone &#65533; and &#65533; surrogates!',
    );
    // What an XML reader makes of it: the text as given.
    const decoded = page.replace(/&#(\d+);/g, (_reference, code: string) => String.fromCodePoint(Number(code)));
    expect(decoded).toContain('<text>আমার সোনার</text><text>F\u266Fm7 Caf\u00e9, B\u{1D12B} and');
    // A one-byte string: every character is ASCII.
    expect(/^[\x00-\x7f]*$/.test(page)).toBe(true);
    // finish empties the builder: the next string starts afresh.
    out.text('x');
    expect(out.finish()).toBe('x');
  });

  it('makes room for text of references only, however long', () => {
    const out = new SvgText(64, host);
    const text = '\u{1D12A}'.repeat(2000) + '\u0995'.repeat(3000);
    out.text(text);
    expect(out.finish()).toBe('&#119082;'.repeat(2000) + '&#2453;'.repeat(3000));
  });

  it('writes the fused sequences as their pieces one after the other', () => {
    const out = new SvgText(64, host);
    out.markupInteger(markup('<g data-el="'), 12);
    out.markupInteger(markup('" data-start="'), -3);
    out.markupNumber(markup('" x="'), 1.5);
    out.commandPoint(77, 0.25, -7);
    out.commandNumber(86, 19.0004);
    out.commandPoint(32, Number.NaN, 3e9);
    expect(out.finish()).toBe('<g data-el="12" data-start="-3" x="1.5M0.25 -7V19 0 3000000000');
  });

  it('writes every printable ASCII character and every length of markup as prepared (8-byte stores)', () => {
    const out = new SvgText(64, host);
    const printable = Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCharCode(0x20 + index)).join('');
    let expected = '';
    for (let length = 1; length <= 20; length++) {
      for (let start = 0; start + length <= printable.length; start += 7) {
        const text = printable.slice(start, start + length);
        out.markup(markup(text));
        expected += text;
      }
    }
    // Tab and line feed, and pieces of zero bytes' neighbours (padding), too.
    out.markup(markup('\t\n \u0001'));
    expected += '\t\n \u0001';
    expect(out.finish()).toBe(expected);
  });

  it('grows past its first capacity without losing or garbling a byte', () => {
    const out = new SvgText(64, host);
    const piece = markup('<use href="#gE0A4" x="');
    const definition = asciiBytes('<path id="gE050" d="M0 0L1 1Z"/>');
    let expected = '';
    for (let i = 0; i < 5000; i++) {
      out.markup(piece);
      out.number(i / 7);
      out.bytes(definition);
      out.integer(i * 31);
      out.commandPoint(76, i * 1.001, -i);
      expected += '<use href="#gE0A4" x="' + reference(i / 7) + '<path id="gE050" d="M0 0L1 1Z"/>' + String(i * 31);
      expected += 'L' + reference(i * 1.001) + ' ' + reference(-i);
    }
    const written = out.finish();
    expect(written.length).toBe(expected.length);
    expect(written).toBe(expected);
  });
});

describe('markup', () => {
  it('refuses DEL and characters beyond ASCII, whose bytes the writer cannot store as prepared', () => {
    expect(() => markup('<g>\u007f')).toThrow(RangeError);
    expect(() => markup('caf\u00e9')).toThrow(RangeError);
    expect(markup('<g class="note">').length).toBe(16);
  });
});

describe.each(HOSTS)('SvgText pages on a host with %s', (_name, host) => {
  /** A page of `bytes` characters that names itself, so that a misplaced cut shows. */
  function pageText(index: number, bytes: number): string {
    const head = `<svg n="${index}">`;
    return head + 'x'.repeat(bytes - head.length - 6) + '</svg>';
  }

  it("returns a render's pages in order, from one page to many megabytes of them", () => {
    const out = new SvgText(64, host);
    // 1 page; 3 small pages (made one by one); 150 pages of 70 KB (past the first 256 KB they
    // are slices of runs of 4 MB, and the buffer is emptied at each run).
    for (const [count, bytes] of [
      [1, 200],
      [3, 60_000],
      [150, 70_000],
    ] as const) {
      const expected: string[] = [];
      for (let index = 0; index < count; index++) {
        const text = pageText(index, bytes);
        out.markup(markup(text.slice(0, 10)));
        out.text(text.slice(10));
        out.endPage();
        expected.push(text);
      }
      const pages = out.finishPages();
      expect(pages.length).toBe(count);
      pages.forEach((page, index) => expect(page === expected[index], `page ${index} of ${count}`).toBe(true));
    }
  });

  it('starts afresh after reset, dropping a page written halfway and pages not yet returned', () => {
    const out = new SvgText(64, host);
    out.text(pageText(0, 300_000));
    out.endPage();
    out.text('<svg>half');
    out.reset();
    out.text('<svg/>');
    out.endPage();
    expect(out.finishPages()).toEqual(['<svg/>']);
    expect(out.finishPages()).toEqual([]);
  });
});
