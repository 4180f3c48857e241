/**
 * @fileoverview Pass 15, paginate (abc2svg: the page module's blocks; Gould, Behind Bars
 * pp. 483-487): stacks each tune's title block and systems down the pages. A system takes what
 * sticks out above its staff, the staff, and what hangs below; two staves are at least
 * SYSTEM_SEPARATION apart and their contents SYSTEM_PADDING apart. A tune's title stays with its
 * first system; a system that does not fit under the page's last one starts a new page (a
 * system taller than a page is placed alone on its page). Tunes follow each other on a page,
 * TUNE_SEPARATION apart.
 *
 * A system of several staves is stacked as one block: its staves are at least STAFF_SEPARATION
 * apart, and their contents SYSTEM_PADDING apart (abc2svg sysstaffsep; the records of voices
 * sharing a staff share its extents).
 *
 * After this: every system record has its page and staff top (layout.systemPage, systemTop), every
 * tune its title position and first page (layout.tuneTitlePage/Y, tuneFirstPage), and
 * ctx.pageCount is the number of pages (at least 1).
 */

import { Context } from "../context";
import { STAFF_HEIGHT, STAFF_SEPARATION, SYSTEM_PADDING, SYSTEM_SEPARATION, TITLE_GAP, TUNE_SEPARATION } from "./constants";
import { tuneStaffCount } from "./collectSymbols";
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
    const records = layout.tuneSystemCount.get(tune);
    const stride = records > 0 ? layout.systemStride.get(firstSystem) : 1;
    const titleHeight = titleBlockHeight(ctx, tune);
    const titleGap: f32 = titleHeight > 0 && records > 0 ? TITLE_GAP : 0;
    let need = titleHeight + titleGap;
    if (records > 0) {
      stackStaves(ctx, tune, firstSystem, stride);
      need += systemAbove(ctx, tune) + systemHeight(ctx, tune) + systemBelow(ctx, tune);
    }
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
    for (let system = firstSystem; system < firstSystem + records; system += stride) {
      stackStaves(ctx, tune, system, stride);
      const above = systemAbove(ctx, tune);
      const below = systemBelow(ctx, tune);
      const height = systemHeight(ctx, tune);
      let staffTop = cursor + above;
      if (staffTop < lastStaffBottom + SYSTEM_SEPARATION) staffTop = lastStaffBottom + SYSTEM_SEPARATION;
      if (used && staffTop + height + below > bottom) {
        page++;
        cursor = top;
        staffTop = cursor + above;
      }
      for (let record = system; record < system + stride; record++) {
        layout.systemPage.set(record, page);
        layout.systemTop.set(record, staffTop + layout.staffOffset.get(layout.systemStaff.get(record)));
      }
      lastStaffBottom = staffTop + height;
      cursor = lastStaffBottom + below + SYSTEM_PADDING;
      used = true;
    }
  }
  ctx.pageCount = page + 1;
}

/**
 * Stacks the staves of the system whose records are [system, system + stride): per staff,
 * layout.staffVisible (one of its voices has symbols in the system: a voice that has not
 * started yet, or has ended, leaves no empty staff, as abc2svg shows only the voices that play),
 * staffAbove / staffBelow (the most any of its records sticks out) and staffOffset (its top
 * line below the top visible staff's; a hidden staff takes no room). A system where no staff
 * has symbols shows them all.
 */
export function stackStaves(ctx: Context, tune: i32, system: i32, stride: i32): void {
  const layout = ctx.layout;
  const staves = tuneStaffCount(ctx, tune);
  layout.staffAbove.fill(staves, 0);
  layout.staffBelow.fill(staves, 0);
  layout.staffOffset.resize(staves);
  layout.staffVisible.fill(staves, 0);
  let any = false;
  for (let record = system; record < system + stride; record++) {
    const staff = layout.systemStaff.get(record);
    if (layout.systemEnd.get(record) > layout.systemStart.get(record)) {
      layout.staffVisible.set(staff, 1);
      any = true;
    }
    if (layout.systemAbove.get(record) > layout.staffAbove.get(staff)) layout.staffAbove.set(staff, layout.systemAbove.get(record));
    if (layout.systemBelow.get(record) > layout.staffBelow.get(staff)) layout.staffBelow.set(staff, layout.systemBelow.get(record));
  }
  if (!any) for (let s = 0; s < staves; s++) layout.staffVisible.set(s, 1);
  let offset: f32 = 0;
  let previous = -1; // the last visible staff above
  for (let s = 0; s < staves; s++) {
    if (layout.staffVisible.get(s) != 0) {
      if (previous >= 0) {
        let gap = layout.staffBelow.get(previous) + SYSTEM_PADDING + layout.staffAbove.get(s);
        if (gap < STAFF_SEPARATION) gap = STAFF_SEPARATION;
        offset += STAFF_HEIGHT + gap;
      }
      previous = s;
    }
    layout.staffOffset.set(s, offset);
  }
}

/** The first (`last` false) or last visible staff after stackStaves. */
export function visibleStaff(ctx: Context, tune: i32, last: bool): i32 {
  const staves = tuneStaffCount(ctx, tune);
  const visible = ctx.layout.staffVisible;
  if (last) {
    for (let s = staves - 1; s > 0; s--) if (visible.get(s) != 0) return s;
    return 0;
  }
  for (let s = 0; s < staves - 1; s++) if (visible.get(s) != 0) return s;
  return staves - 1;
}

/** What the stacked system sticks out above its top staff. */
@inline function systemAbove(ctx: Context, tune: i32): f32 {
  return ctx.layout.staffAbove.get(visibleStaff(ctx, tune, false));
}

/** What the stacked system hangs below its bottom staff. */
@inline function systemBelow(ctx: Context, tune: i32): f32 {
  return ctx.layout.staffBelow.get(visibleStaff(ctx, tune, true));
}

/** From the top staff's top line to the bottom staff's bottom line. */
@inline function systemHeight(ctx: Context, tune: i32): f32 {
  return ctx.layout.staffOffset.get(visibleStaff(ctx, tune, true)) + STAFF_HEIGHT;
}
