/**
 * @fileoverview Draws an engraving case as a PNG, the way a reader sees it: our engine renders
 * the case's ABC to SVG (every page, stacked top to bottom with a gap, so `%%newpage` shows),
 * and headless Chromium (Debian's, through playwright-core) rasterises the SVG. The picture is
 * cropped to the drawn music plus a small margin, so an approved image holds only what the case
 * is about and stays small.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { render } from '../../engine-bindings/src/index.js';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--font-render-hinting=none'];

/** Margin around the drawn music, in CSS pixels. */
const MARGIN_PX = 8;

/** Gap between two pages in the picture, in CSS pixels. */
const PAGE_GAP_PX = 24;

/** A Chromium page that turns case texts into PNGs; `close` when done. */
export interface Snapshotter {
  /** The PNG of every page of `abc`, cropped to its drawing. Throws when nothing is drawn. */
  snapshot: (abc: string) => Promise<Buffer>;
  /**
   * The PNG of an HTML body holding SVG documents (e.g. abc2svg's blocks), cropped to the union
   * of what they draw. Throws when nothing is drawn.
   */
  snapshotHtml: (body: string) => Promise<Buffer>;
  close: () => Promise<void>;
}

/** Opens headless Chromium for snapshots (device scale 2: thin lines stay visible in diffs). */
export async function openSnapshotter(): Promise<Snapshotter> {
  const browser: Browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  const page: Page = await browser.newPage({ deviceScaleFactor: 2, viewport: { width: 1000, height: 1200 } });
  const snapshotHtml = async (body: string): Promise<Buffer> => {
    await page.setContent(`<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#fff">${body}</body></html>`);
    const box = await page.evaluate(() => {
      // Runs in the page: the union of the drawn children's boxes of every SVG (an SVG's own
      // box is the whole sheet of paper), in CSS pixels of the page.
      let left = Infinity;
      let top = Infinity;
      let right = -Infinity;
      let bottom = -Infinity;
      for (const sheet of Array.from(document.querySelectorAll('svg'))) {
        const drawn = sheet.getBBox();
        const matrix = sheet.getScreenCTM();
        if (matrix === null || drawn.width <= 0 || drawn.height <= 0) continue;
        left = Math.min(left, matrix.a * drawn.x + matrix.e);
        top = Math.min(top, matrix.d * drawn.y + matrix.f + window.scrollY);
        right = Math.max(right, matrix.a * (drawn.x + drawn.width) + matrix.e);
        bottom = Math.max(bottom, matrix.d * (drawn.y + drawn.height) + matrix.f + window.scrollY);
      }
      return right > left ? { x: left, y: top, width: right - left, height: bottom - top } : { x: 0, y: 0, width: 0, height: 0 };
    });
    if (box.width <= 0 || box.height <= 0) throw new Error('the page is empty');
    return page.screenshot({
      fullPage: true,
      clip: {
        x: Math.max(0, box.x - MARGIN_PX),
        y: Math.max(0, box.y - MARGIN_PX),
        width: box.width + 2 * MARGIN_PX,
        height: box.height + 2 * MARGIN_PX,
      },
    });
  };
  return {
    snapshot: async (abc) => {
      const pages = render(abc).pages;
      if (pages.length === 0) throw new Error('the engine drew no page');
      return snapshotHtml(pages.map((svg) => `<div style="margin-bottom:${PAGE_GAP_PX}px">${svg}</div>`).join(''));
    },
    snapshotHtml,
    close: () => browser.close(),
  };
}

/**
 * The little of the DOM that the function run in the page touches (the Node side's type-check
 * has no DOM library; Playwright serialises the function and runs it in Chromium).
 */
interface SvgSheet {
  getBBox: () => { x: number; y: number; width: number; height: number };
  getScreenCTM: () => { a: number; d: number; e: number; f: number } | null;
}
declare const document: { querySelectorAll: (selector: 'svg') => ArrayLike<SvgSheet> };
declare const window: { scrollY: number };
