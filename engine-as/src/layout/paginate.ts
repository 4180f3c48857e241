/**
 * @fileoverview Pass 15, paginate (abc2svg: the page module's blocks; Gould, Behind Bars
 * pp. 483-487): stacks each tune's title block and systems down the pages. A system takes what
 * sticks out above its staff, the staff, and what hangs below; two systems are at least
 * %%staffsep apart (bottom line to top line) and their contents SYSTEM_PADDING apart. A tune's title stays with its
 * first system; a system that does not fit under the page's last one starts a new page (a
 * system taller than a page is placed alone on its page). Tunes follow each other on a page,
 * TUNE_SEPARATION apart.
 *
 * A system of several staves is stacked as one block: its staves are at least %%sysstaffsep
 * apart, and their contents SYSTEM_PADDING apart (the records of voices sharing a staff share
 * its extents).
 *
 * %%newpage starts a new page and %%vskip adds its space (CSS px) where they stand: before a
 * tune (in the file header since the previous tune, or in the tune's header), between two
 * systems, or after a tune's last system (layout/formatEvents.ts places them).
 *
 * After this: every system record has its page and staff top (layout.systemPage, systemTop), every
 * tune its title position and first page (layout.tuneTitlePage/Y, tuneFirstPage), and
 * ctx.pageCount is the number of pages (at least 1).
 */

import { Context } from "../context";
import { FormatEventKind, FormatKey } from "../model/format";
import { STAFF_HEIGHT, SYSTEM_PADDING, TITLE_GAP, TUNE_SEPARATION } from "./constants";
import { tuneStaffCount } from "./collectSymbols";
import { bottomMargin, pageHeight, staffSeparation, staffSpacePixels, systemSeparation, topMargin, unitsSetting } from "./pageGeometry";
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
  const pixels = <f32>staffSpacePixels(ctx);
  for (let tune = 0, tunes = ctx.tunes.count; tune < tunes; tune++) {
    const firstSystem = layout.tuneFirstSystem.get(tune);
    const records = layout.tuneSystemCount.get(tune);
    const stride = records > 0 ? layout.systemStride.get(firstSystem) : 1;
    const separationBetweenSystems = systemSeparation(ctx, tune);
    // Directives before the tune: in the file header since the previous tune, or in its header.
    const symbolsFrom = tune > 0 ? ctx.tunes.endSymbol.get(tune - 1) : -1;
    const firstColumn = records > 0 ? layout.systemColumnStart.get(firstSystem) : layout.tuneColumnEnd.get(tune);
    if (used && (hasNewPage(ctx, -1, symbolsFrom, ctx.tunes.firstSymbol.get(tune)) || hasNewPage(ctx, tune, -1, firstColumn))) {
      page++;
      cursor = top;
      used = false;
    }
    cursor += (verticalSkip(ctx, -1, symbolsFrom, ctx.tunes.firstSymbol.get(tune)) + verticalSkip(ctx, tune, -1, firstColumn)) / pixels;
    const titleHeight = titleBlockHeight(ctx, tune);
    // %%musicspace between the title block and the music (abc2svg's 6 units by default).
    const titleGap: f32 = titleHeight > 0 && records > 0 ? unitsSetting(ctx, tune, FormatKey.MusicSpace, TITLE_GAP * 6) : 0;
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
    let previousColumn = firstColumn;
    for (let system = firstSystem; system < firstSystem + records; system += stride) {
      stackStaves(ctx, tune, system, stride);
      const above = systemAbove(ctx, tune);
      const below = systemBelow(ctx, tune);
      const height = systemHeight(ctx, tune);
      // %%newpage and %%vskip between the previous system and this one.
      const column = layout.systemColumnStart.get(system);
      if (column > previousColumn) {
        if (used && hasNewPage(ctx, tune, previousColumn, column)) {
          page++;
          cursor = top;
          used = false;
          lastStaffBottom = -1e9;
        }
        const skip = verticalSkip(ctx, tune, previousColumn, column) / pixels;
        cursor += skip;
        lastStaffBottom += skip;
        previousColumn = column;
      }
      let staffTop = cursor + above;
      if (staffTop < lastStaffBottom + separationBetweenSystems) staffTop = lastStaffBottom + separationBetweenSystems;
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
    // Directives after the tune's last system (at the end of its body).
    cursor += verticalSkip(ctx, tune, previousColumn, 1 << 30) / pixels;
    if (used && hasNewPage(ctx, tune, previousColumn, 1 << 30)) {
      page++;
      cursor = top;
      used = false;
    }
  }
  ctx.pageCount = page + 1;
}

/**
 * Whether the events of `tune` (format.eventTune) placed in (from, to] contain `kind`: for a
 * tune, their column (layout/formatEvents.ts); for the file (`tune` -1), the id of the symbol
 * after them. Returns the sum of their values in `sum` mode.
 */
function scanEvents(ctx: Context, tune: i32, from: i32, to: i32, kind: i32): f64 {
  const format = ctx.format;
  let total: f64 = 0;
  for (let event = 0, n = format.eventCount; event < n; event++) {
    if (format.eventTune.get(event) != tune || format.eventKind.get(event) != kind) continue;
    const at = tune < 0 ? format.eventSymbol.get(event) : format.eventColumn.get(event);
    if (at > from && at <= to) total += kind == FormatEventKind.VerticalSkip ? format.eventValue.get(event) : 1;
  }
  return total;
}

/** Whether a %%newpage of `tune` (or of the file, -1) lies in (from, to] (see scanEvents). */
@inline function hasNewPage(ctx: Context, tune: i32, from: i32, to: i32): bool {
  return scanEvents(ctx, tune, from, to, FormatEventKind.NewPage) > 0;
}

/** The %%vskip of `tune` (or of the file, -1) in (from, to], in CSS px (see scanEvents). */
@inline function verticalSkip(ctx: Context, tune: i32, from: i32, to: i32): f32 {
  return <f32>scanEvents(ctx, tune, from, to, FormatEventKind.VerticalSkip);
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
  const separation = staffSeparation(ctx, tune);
  let offset: f32 = 0;
  let previous = -1; // the last visible staff above
  for (let s = 0; s < staves; s++) {
    if (layout.staffVisible.get(s) != 0) {
      if (previous >= 0) {
        let gap = layout.staffBelow.get(previous) + SYSTEM_PADDING + layout.staffAbove.get(s);
        if (gap < separation) gap = separation;
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
