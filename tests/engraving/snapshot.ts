/**
 * @fileoverview Draws an engraving case as a PNG, the way a reader sees it: our engine renders
 * the case's ABC to SVG (its first page), and headless Chromium (Debian's, through
 * playwright-core) rasterises that SVG. The picture is cropped to the drawn music plus a small
 * margin, so an approved image holds only what the case is about and stays small.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { render } from '../../engine-bindings/src/index.js';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--font-render-hinting=none'];

/** Margin around the drawn music, in CSS pixels. */
const MARGIN_PX = 8;

/** A Chromium page that turns case texts into PNGs; `close` when done. */
export interface Snapshotter {
  /** The PNG of the first page of `abc`, cropped to its drawing. Throws when nothing is drawn. */
  snapshot: (abc: string) => Promise<Buffer>;
  close: () => Promise<void>;
}

/** Opens headless Chromium for snapshots (device scale 2: thin lines stay visible in diffs). */
export async function openSnapshotter(): Promise<Snapshotter> {
  const browser: Browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  const page: Page = await browser.newPage({ deviceScaleFactor: 2, viewport: { width: 1000, height: 1200 } });
  return {
    snapshot: async (abc) => {
      const svg = render(abc).pages[0];
      if (svg === undefined) throw new Error('the engine drew no page');
      await page.setContent(`<!doctype html><html><body style="margin:0;background:#fff">${svg}</body></html>`);
      const box = await page.evaluate(() => {
        // Runs in the page: the union of the drawn children's boxes (the SVG's own box is the
        // whole sheet of paper), in CSS pixels.
        const sheet = document.querySelector('svg');
        if (sheet === null) return { x: 0, y: 0, width: 0, height: 0 };
        const drawn = sheet.getBBox();
        const scale = sheet.getScreenCTM()?.a ?? 1;
        return { x: drawn.x * scale, y: drawn.y * scale, width: drawn.width * scale, height: drawn.height * scale };
      });
      if (box.width <= 0 || box.height <= 0) throw new Error('the page is empty');
      return page.screenshot({
        clip: {
          x: Math.max(0, box.x - MARGIN_PX),
          y: Math.max(0, box.y - MARGIN_PX),
          width: box.width + 2 * MARGIN_PX,
          height: box.height + 2 * MARGIN_PX,
        },
      });
    },
    close: () => browser.close(),
  };
}

/**
 * The little of the DOM that the function run in the page touches (the Node side's type-check
 * has no DOM library; Playwright serialises the function and runs it in Chromium).
 */
interface SvgSheet {
  getBBox: () => { x: number; y: number; width: number; height: number };
  getScreenCTM: () => { a: number } | null;
}
declare const document: { querySelector: (selector: 'svg') => SvgSheet | null };
