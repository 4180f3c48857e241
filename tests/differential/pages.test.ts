/**
 * @fileoverview Pages per file against abc2svg (pages.ts, pagesAbc2svg.ts): abc2svg's page count
 * through its page module on real texts, and the shares the report shows.
 */
import { describe, expect, test } from 'vitest';
import { render } from '../../engine-bindings/src/index.js';
import { abc2svgPages, countPages } from './pagesAbc2svg.js';
import { judgeFile, pagesByFolder, pagesShare } from './pages.js';

const TUNE = 'X:1\nT:One\nL:1/8\nK:D\nABcd efga|bagf edcB|]\n';
const TWO_PAGES = `${TUNE}\n%%newpage\n\n${TUNE.replace('X:1', 'X:2')}`;

describe("abc2svg's pages", () => {
  test('one page for a short tune, two when %%newpage starts another', () => {
    expect(abc2svgPages(TUNE).pages).toBe(1);
    expect(abc2svgPages(TWO_PAGES).pages).toBe(2);
  });

  test('a long file fills as many pages as its music needs', () => {
    const long = Array.from({ length: 40 }, (_, i) => TUNE.replace('X:1', `X:${i + 1}`)).join('\n');
    const pages = abc2svgPages(long).pages;
    expect(pages).toBeGreaterThan(1);
    expect(render(long).pages.length).toBeGreaterThan(1);
  });

  test('counts the page divisions of the HTML', () => {
    expect(countPages('<div style="line-height:0">a</div><div style="line-height:0;page-break-before:always">b</div>')).toBe(2);
    expect(countPages('<p>no pages</p>')).toBe(0);
  });
});

describe('pages shares', () => {
  const file = (name: string, text: string) => ({ name, text, tuneCount: 0 });
  const done = (pages: number) => ({ status: 'done' as const, result: { pages } });

  test('count files and their tunes whose page counts agree, per folder', () => {
    const results = [
      judgeFile(file('a/one.abc', TUNE), done(1), done(1)),
      judgeFile(file('a/two.abc', TWO_PAGES), done(2), done(3)),
      judgeFile(file('b/one.abc', TWO_PAGES), done(2), done(2)),
    ];
    expect(pagesShare(results)).toMatchObject({ files: 2, filesCompared: 3, tunes: 3, tunesCompared: 5, excluded: 0 });
    expect(pagesByFolder(results).get('a')).toMatchObject({ files: 1, tunes: 1, tunesCompared: 3 });
  });

  test('leave a file out when abc2svg fails on it', () => {
    const result = judgeFile(file('a/bad.abc', TUNE), done(1), { status: 'error', error: 'abc2svg quit' });
    expect(result.status).toBe('excluded');
    expect(pagesShare([result])).toMatchObject({ filesCompared: 0, excluded: 1 });
  });
});
