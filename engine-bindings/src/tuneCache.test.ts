import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeAbcBytes } from './decode.js';
import { render } from './index.js';
import { splitBook, TuneCache } from './tuneCache.js';
import type { RenderOptions, RenderResult } from './types.js';

const corpus = new URL('../../../shared/corpus/', import.meta.url);
const nottingham = new URL('nottingham-nmd/', corpus);

/** The Nottingham corpus's tunes in file order, each ending with one line break. */
function nottinghamTunes(): string[] {
  const files = readdirSync(nottingham).filter((file) => file.endsWith('.abc')).sort();
  const tunes: string[] = [];
  for (const file of files) {
    const text = decodeAbcBytes(readFileSync(new URL(file, nottingham)));
    const { tuneStarts } = splitBook(text);
    tuneStarts.forEach((start, index) => tunes.push(text.slice(start, tuneStarts[index + 1] ?? text.length).replace(/\s*$/, '\n')));
  }
  return tunes;
}

/** A book of `tunes`, each on a page of its own (the tune cache's rule). */
function pagedBook(tunes: string[]): string {
  return tunes.join('\n%%newpage\n');
}

/** The engine the cache wraps, counting its renders. */
function countingEngine(): { render: (abc: string, options?: RenderOptions) => RenderResult; calls: number } {
  const engine = {
    calls: 0,
    render(abc: string, options?: RenderOptions): RenderResult {
      engine.calls++;
      return render(abc, options);
    },
  };
  return engine;
}

/** Offset of the first note letter of the line after tune `tune`'s K: line. */
function noteLetterIn(book: string, tune: number): number {
  const start = splitBook(book).tuneStarts[tune]!;
  const musicLine = book.indexOf('\n', book.indexOf('\nK:', start) + 1) + 1;
  const match = /[A-Ga-g]/.exec(book.slice(musicLine).replace(/"[^"]*"|![^!]*!/g, (quoted) => ' '.repeat(quoted.length)));
  return musicLine + match!.index;
}

describe('TuneCache', () => {
  let tunes: string[];
  let book: string;
  beforeAll(() => {
    tunes = nottinghamTunes().slice(0, 300);
    book = pagedBook(tunes);
  });

  it('renders a 300-tune book tune by tune, equal to a full render', () => {
    expect(tunes).toHaveLength(300);
    const cache = new TuneCache(countingEngine());
    const cached = cache.render(book);
    expect(cache.stats).toEqual({ tunes: 300, engraved: 300, moved: 0, perTune: true });
    const full = render(book);
    expect(full.tunes).toHaveLength(300);
    expect(full.diagnostics.length).toBeGreaterThan(0);
    expect(cached).toEqual(full);
  });

  it('engraves exactly the edited tune after a one-character change, and the result equals a full render', () => {
    const engine = countingEngine();
    const cache = new TuneCache(engine);
    cache.render(book);
    const position = noteLetterIn(book, 150);
    const edited = `${book.slice(0, position)}${book[position] === 'A' ? 'B' : 'A'}${book.slice(position + 1)}`;
    const callsBefore = engine.calls;
    const cached = cache.render(edited);
    expect(engine.calls - callsBefore).toBe(1);
    expect(cache.stats.engraved).toBe(1);
    expect(cached).toEqual(render(edited));
    expect(cached.pages).not.toEqual(render(book).pages);
  });

  it('moves the tunes after a typed character to their new offsets', () => {
    const cache = new TuneCache(countingEngine());
    cache.render(book);
    const position = noteLetterIn(book, 100);
    const typed = `${book.slice(0, position)}c${book.slice(position)}`;
    const cached = cache.render(typed);
    expect(cache.stats.engraved).toBe(1);
    expect(cache.stats.moved).toBe(199);
    expect(cached).toEqual(render(typed));
    // Typing it again moves the same tunes one character further.
    const twice = `${typed.slice(0, position)}c${typed.slice(position)}`;
    expect(cache.render(twice)).toEqual(render(twice));
  });

  it('engraves every tune again after an edit in a first tune that sets something (its settings make the page)', () => {
    const scaled = pagedBook([tunes[0]!.replace('\nK:', '\n%%scale 0.9\nK:'), ...tunes.slice(1, 10)]);
    const cache = new TuneCache(countingEngine());
    expect(cache.render(scaled)).toEqual(render(scaled));
    expect(cache.stats.perTune).toBe(true);
    const position = noteLetterIn(scaled, 0);
    const edited = `${scaled.slice(0, position)}c${scaled.slice(position)}`;
    expect(cache.render(edited)).toEqual(render(edited));
    expect(cache.stats.engraved).toBe(10);
  });

  it('engraves only the first tune after an edit in a first tune that sets nothing', () => {
    const tenTunes = pagedBook(tunes.slice(0, 10));
    const cache = new TuneCache(countingEngine());
    cache.render(tenTunes);
    const position = noteLetterIn(tenTunes, 0);
    const edited = `${tenTunes.slice(0, position)}c${tenTunes.slice(position)}`;
    expect(cache.render(edited)).toEqual(render(edited));
    expect(cache.stats).toEqual({ tunes: 10, engraved: 1, moved: 9, perTune: true });
  });

  it('reuses every tune when the same text comes again', () => {
    const cache = new TuneCache(countingEngine());
    const first = cache.render(book);
    const again = cache.render(book);
    expect(cache.stats).toEqual({ tunes: 300, engraved: 0, moved: 0, perTune: true });
    expect(again.pages).toEqual(first.pages);
  });

  it('renders a book whose tunes flow on shared pages whole, as one render', () => {
    const flowing = tunes.slice(0, 20).join('\n');
    const cache = new TuneCache(countingEngine());
    expect(cache.render(flowing)).toEqual(render(flowing));
    expect(cache.stats).toEqual({ tunes: 20, engraved: 1, moved: 0, perTune: false });
    cache.render(flowing);
    expect(cache.stats.engraved).toBe(0);
  });

  it('renders whole a book whose header draws a text block, or whose middle tune sets a directive', () => {
    const withTextBlock = `%%text A book of tunes\n\n${pagedBook(tunes.slice(0, 3))}`;
    const withDirective = pagedBook([tunes[0]!, tunes[1]!.replace('\nK:', '\n%%staffsep 80\nK:'), tunes[2]!]);
    for (const text of [withTextBlock, withDirective]) {
      const cache = new TuneCache(countingEngine());
      expect(cache.render(text)).toEqual(render(text));
      expect(cache.stats.perTune).toBe(false);
    }
  });

  it('shifts diagnostics to the tune\'s place: offsets, lines and columns as a full render gives them', () => {
    const broken = pagedBook([tunes[0]!, tunes[1]!, tunes[2]!.replace(/\nK:([^\n]*)\n/, '\nK:$1\n(CDE|\n'), tunes[3]!]);
    const cached = new TuneCache(countingEngine()).render(broken);
    const full = render(broken);
    expect(full.diagnostics.some((diagnostic) => diagnostic.start > splitBook(broken).tuneStarts[2]!)).toBe(true);
    expect(cached.diagnostics).toEqual(full.diagnostics);
  });

  it('lists the layout\'s diagnostics after every tune\'s parser diagnostics, as a full render does', () => {
    const crowded = tunes[1]!.replace(/\nK:([^\n]*)\n/, `\nK:$1\n${'c'.repeat(80)}|\n`);
    const unclosed = tunes[3]!.replace(/\nK:([^\n]*)\n/, '\nK:$1\n(CDE|\n');
    const text = pagedBook([tunes[0]!, crowded, tunes[2]!, unclosed]);
    const full = render(text);
    const codes = full.diagnostics.map((diagnostic) => diagnostic.code);
    // A layout warning about tune 2 comes after the parser's warning about tune 4.
    expect(codes.indexOf(70)).toBeGreaterThan(codes.indexOf(23));
    expect(codes.indexOf(23)).toBeGreaterThanOrEqual(0);
    expect(new TuneCache(countingEngine()).render(text).diagnostics).toEqual(full.diagnostics);
  });

  it('renders hymns with verses, voices and chord symbols tune by tune, equal to a full render', () => {
    // Files of one folder share one file header: their tunes make one book under it.
    const folder = new URL('hymnsandcarols-christmas/', corpus);
    let header = '';
    const hymns: string[] = [];
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.abc')).sort()) {
      const text = decodeAbcBytes(readFileSync(new URL(file, folder)));
      const { headerLength, tuneStarts } = splitBook(text);
      if (tuneStarts.length !== 1) continue;
      header ||= text.slice(0, headerLength);
      const tune = text.slice(tuneStarts[0]);
      // Tunes that set nothing for the tunes after them (the cache's rule; %%MIDI draws nothing).
      if (text.slice(0, headerLength) !== header || /^(%%(?!MIDI)|[IUm]:)|\[[IUm]:/m.test(tune)) continue;
      hymns.push(tune.replace(/\s*$/, '\n'));
      if (hymns.length === 30) break;
    }
    const text = header + pagedBook(hymns);
    const cache = new TuneCache(countingEngine());
    const cached = cache.render(text);
    // A tune text twice in the book is engraved once (the last tune's text has no %%newpage).
    expect(cache.stats).toMatchObject({ tunes: 30, engraved: new Set(hymns.slice(0, -1)).size + 1, perTune: true });
    expect(cached.elements.some((element) => element.kind === 'lyric')).toBe(true);
    expect(cached).toEqual(render(text));
  });

  it('equals a full render after each of 60 random edits (changes, insertions, deletions of notes, bars, slurs, quotes)', () => {
    let text = pagedBook(tunes.slice(0, 20));
    const cache = new TuneCache(countingEngine());
    cache.render(text);
    // A fixed linear congruential sequence: the same edits on every run.
    let seed = 7;
    const next = (below: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % below;
    };
    for (let edit = 0; edit < 60; edit++) {
      const { tuneStarts } = splitBook(text);
      const tune = next(tuneStarts.length);
      const end = tuneStarts[tune + 1] ?? text.length;
      const musicStart = text.indexOf('\n', text.indexOf('\nK:', tuneStarts[tune]!) + 1) + 1;
      const at = musicStart + next(Math.max(1, Math.min(end - musicStart - 15, 60)));
      const character = 'abcdefgABCDEFG|z2/()[]"'[next(23)]!;
      const kind = next(3);
      text = kind === 0 ? text.slice(0, at) + character + text.slice(at + 1) : kind === 1 ? text.slice(0, at) + character + text.slice(at) : text.slice(0, at) + text.slice(at + 1);
      expect(cache.render(text)).toEqual(render(text));
      expect(cache.stats.perTune).toBe(true);
    }
  });

  it('starts again when the layout options change', () => {
    const text = pagedBook(tunes.slice(0, 5));
    const cache = new TuneCache(countingEngine());
    cache.render(text);
    const options = { scale: 0.8 };
    expect(cache.render(text, options)).toEqual(render(text, options));
    expect(cache.stats.engraved).toBe(5);
  });
});
