/**
 * @fileoverview Pass 15, paginate (abc2svg: the page module's blocks; Gould, Behind Bars
 * pp. 483-487): stacks each tune's title block and systems down the pages. A system takes what
 * sticks out above its staff, the staff, and what hangs below; two staves are at least
 * SYSTEM_SEPARATION apart and their contents SYSTEM_PADDING apart. A tune's title stays with its
 * first system; a system that does not fit under the page's last one starts a new page (a
 * system taller than a page is placed alone on its page). Tunes follow each other on a page,
 * TUNE_SEPARATION apart.
 *
 * After this: every system has its page and staff top (layout.systemPage, systemTop), every
 * tune its title position and first page (layout.tuneTitlePage/Y, tuneFirstPage), and
 * ctx.pageCount is the number of pages (at least 1).
 */

import { Context } from "../context";
import { STAFF_HEIGHT, SYSTEM_PADDING, SYSTEM_SEPARATION, TITLE_GAP, TUNE_SEPARATION } from "./constants";
import { bottomMargin, pageHeight, topMargin } from "./pageGeometry";
import { titleBlockHeight } from "./titleBlock";

export function paginate(ctx: Context): void {
  const layout = ctx.layout;
  const top = topMargin(ctx);
  let bottom = pageHeight(ctx) - bottomMargin(ctx);
  if (bottom < top + 1) bottom = top + 1;
  let page = 0;
  let cursor = top;
  let used = false; // whether the current page holds anything yet
  let lastStaffBottom: f32 = -1e9;
  for (let tune = 0, tunes = ctx.tunes.count; tune < tunes; tune++) {
    const firstSystem = layout.tuneFirstSystem.get(tune);
    const systems = layout.tuneSystemCount.get(tune);
    const titleHeight = titleBlockHeight(ctx, tune);
    const titleGap: f32 = titleHeight > 0 && systems > 0 ? TITLE_GAP : 0;
    let need = titleHeight + titleGap;
    if (systems > 0) need += layout.systemAbove.get(firstSystem) + STAFF_HEIGHT + layout.systemBelow.get(firstSystem);
    const separation: f32 = used ? TUNE_SEPARATION : 0;
    if (used && cursor + separation + need > bottom) {
      page++;
      cursor = top;
      used = false;
    } else {
      cursor += separation;
    }
    layout.tuneTitlePage.set(tune, page);
    layout.tuneTitleY.set(tune, cursor);
    layout.tuneFirstPage.set(tune, page);
    if (titleHeight > 0) {
      cursor += titleHeight + titleGap;
      used = true;
    }
    lastStaffBottom = -1e9; // a new tune does not keep its distance from the previous staff
    for (let system = firstSystem; system < firstSystem + systems; system++) {
      const above = layout.systemAbove.get(system);
      const below = layout.systemBelow.get(system);
      let staffTop = cursor + above;
      if (staffTop < lastStaffBottom + SYSTEM_SEPARATION) staffTop = lastStaffBottom + SYSTEM_SEPARATION;
      if (used && staffTop + STAFF_HEIGHT + below > bottom) {
        page++;
        cursor = top;
        staffTop = cursor + above;
      }
      layout.systemPage.set(system, page);
      layout.systemTop.set(system, staffTop);
      lastStaffBottom = staffTop + STAFF_HEIGHT;
      cursor = lastStaffBottom + below + SYSTEM_PADDING;
      used = true;
    }
  }
  ctx.pageCount = page + 1;
}
