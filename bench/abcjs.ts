/**
 * @fileoverview Drives abcjs (npm `abcjs`, the app's second engine) for the benchmark in
 * headless Chromium, the environment it is written for: abcjs draws into the DOM, so it has no
 * Node entry point that writes SVG. The page loads `abcjs-basic-min.js` and renders each text
 * into detached elements (one per tune of the text) with `ABCJS.renderAbc`; times are taken inside the page with
 * `performance.now()`, so the cost of talking to the browser is not counted.
 *
 * Chromium is Debian's (`/usr/bin/chromium`, or `CHROMIUM_PATH`), driven by playwright-core with
 * the flags of tests/e2e/playwright.config.ts.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from 'playwright-core';

const require = createRequire(import.meta.url);

/** abcjs's version, from its package.json. */
export const abcjsVersion: string = (require('abcjs/package.json') as { version: string }).version;

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

/** A Chromium page with abcjs loaded and the texts to render stored in it. */
export interface AbcjsPage {
  /** Renders the stored texts `indices` once; returns the page's milliseconds and the SVG characters. */
  round: (indices: number[]) => Promise<{ ms: number; svgChars: number }>;
  /** Renders stored text `index` once; returns the error message abcjs threw, or null. */
  probe: (index: number) => Promise<string | null>;
  /** Renders stored texts `indices` once each; returns per text the error message or null. */
  probeMany: (indices: number[]) => Promise<(string | null)[]>;
  close: () => Promise<void>;
}

/**
 * The page's globals that the functions below use. Those functions are serialised by Playwright
 * and run in the page; the Node side's type-check has no DOM library, so the little they touch
 * is declared here.
 */
interface PageElement {
  innerHTML: string;
}
declare const ABCJS: {
  renderAbc: (target: PageElement[], text: string, options: object) => unknown;
  numberOfTunes: (text: string) => number;
};
declare const document: { createElement: (tag: string) => PageElement };
declare const window: { benchTexts: string[]; benchTargets: PageElement[][] };

/** Opens Chromium, loads abcjs and stores `texts` in the page. */
export async function openAbcjsPage(texts: string[]): Promise<AbcjsPage> {
  const browser: Browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  try {
    const page: Page = await browser.newPage();
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({ content: readFileSync(require.resolve('abcjs/dist/abcjs-basic-min.js'), 'utf8') });
    // abcjs draws only the first tune of a text into one element: a text of n tunes (a book)
    // gets n elements, made once per text so that making them is not timed.
    await page.evaluate((all) => {
      window.benchTexts = all;
      window.benchTargets = all.map((text) => Array.from({ length: Math.max(1, ABCJS.numberOfTunes(text)) }, () => document.createElement('div')));
    }, texts);
    return {
      round: (indices) =>
        page.evaluate((chosen) => {
          const all = window.benchTexts;
          let svgChars = 0;
          const start = performance.now();
          for (const index of chosen) {
            const targets = window.benchTargets[index]!;
            ABCJS.renderAbc(targets, all[index]!, {});
            // Reading the markup is the equivalent of the other engines' SVG strings.
            for (const target of targets) svgChars += target.innerHTML.length;
          }
          return { ms: performance.now() - start, svgChars };
        }, indices),
      probe: (index) =>
        page.evaluate((i) => {
          try {
            ABCJS.renderAbc(window.benchTargets[i]!, window.benchTexts[i]!, {});
            return null;
          } catch (error) {
            return String(error);
          }
        }, index),
      probeMany: (indices) =>
        page.evaluate((chosen) =>
          chosen.map((i) => {
            try {
              ABCJS.renderAbc(window.benchTargets[i]!, window.benchTexts[i]!, {});
              return null;
            } catch (error) {
              return String(error);
            }
          }),
        indices),
      close: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
