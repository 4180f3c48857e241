/**
 * @fileoverview Pass 15, paginate (abc2svg: the page module's blocks; Gould, Behind Bars
 * pp. 483-487): stacks each tune's title block and systems down the pages. A system takes what
 * sticks out above its staff, the staff, and what hangs below; two systems are at least
 * %%staffsep apart (bottom line to top line) and their contents SYSTEM_PADDING apart. A tune's title stays with its
 * first system; a tune that fits on a page but not under the page's last one starts a new page
 * (abcm2ps %%splittune off, its default; abc2svg's page module); a system that does not fit
 * under the page's last one starts a new page (a system taller than a page is placed alone on
 * its page). Tunes follow each other on a page, TUNE_SEPARATION apart.
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
import { SYSTEM_PADDING, TITLE_GAP, TUNE_SEPARATION } from "./constants";
import { staffHeight } from "./staffScale";
import { tuneStaffCount } from "./collectSymbols";
import { bottomMargin, musicPixels, pageHeight, staffSeparation, systemSeparation, topMargin, unitsSetting } from "./pageGeometry";
import { titleBlockHeight } from "./titleBlock";
import { wordsBlockHeight } from "./wordsBlock";
import { placeTextBlockEvent, resetTextBlockPlaces, textBlocksBeforeMusicHeight } from "./textBlocks";

/**
 * Where paginate has got to: the page, the y of the next free space, whether the page holds
 * anything yet, the bottom line of the last staff placed (systems keep %%staffsep from it),
 * and the state of %%multicol columns. One per context (Context.pageCursor), reset per render.
 */
export class PageCursor {
  page: i32 = 0;
  y: f32 = 0;
  used: bool = false;
  lastStaffBottom: f32 = -1e9;
  /** %%multicol: the y where the columns start and the lowest y any column reached. */
  columnTop: f32 = 0;
  columnTopStaffBottom: f32 = -1e9;
  columnBottom: f32 = 0;
  inColumns: bool = false;

  reset(top: f32): void {
    this.page = 0;
    this.y = top;
    this.used = false;
    this.lastStaffBottom = -1e9;
    this.columnTop = top;
    this.columnTopStaffBottom = -1e9;
    this.columnBottom = top;
    this.inColumns = false;
  }

  /** Starts a new page when the current one holds anything. */
  newPage(top: f32): void {
    if (!this.used) return;
    this.page++;
    this.y = top;
    this.used = false;
    this.lastStaffBottom = -1e9;
    this.columnTop = top;
    this.columnBottom = top;
  }
}

/**
 * Which events a call of applyEvents applies: text blocks of a tune's header are drawn above
 * its title, the other blocks under it (abc2svg 1.22.1, black-boxed).
 */
enum EventSet {
  /** Every event in the range, but the text blocks read after the tune's K: line. */
  BeforeTitle = 0,
  /** Every event in the range, text blocks included. */
  All = 1,
  /** Only the text blocks: those read after K: (a tune's), or those read before tune `near` (the file's). */
  Blocks = 2,
}

/**
 * Applies the positional directives of `tune` placed in (from, to] (their column, see
 * layout/formatEvents.ts), or for the file (`tune` -1) those read between tune `near` - 1 and
 * tune `near`, among those that concern tune `near` (Format.eventsFrom), in source order: %%newpage, %%vskip (CSS px, `pixels` to the sp), %%multicol start / new / end (a new
 * column goes back up to where the columns started; the end goes below the lowest column), and
 * the text blocks of `set` (layout/textBlocks.ts).
 */
function applyEvents(ctx: Context, cursor: PageCursor, near: i32, tune: i32, from: i32, to: i32, top: f32, bottom: f32, pixels: f32, set: EventSet): void {
  const format = ctx.format;
  for (let event = format.eventsFrom(near), n = format.eventsEnd(near); event < n; event++) {
    if (format.eventTune.get(event) != tune) continue;
    const kind = format.eventKind.get(event);
    if (tune < 0) {
      // The file's directives between two tunes (%%newpage before a hymn, a text block) hold
      // no symbol of their own: they belong to the gap before tune `near`.
      if (set == EventSet.BeforeTitle || format.eventTunesBefore.get(event) != near) continue;
      if (kind != FormatEventKind.TextBlock && set == EventSet.Blocks) continue;
    } else {
      if (kind == FormatEventKind.TextBlock && set != EventSet.All && (ctx.textBlocks.inHeader.get(<i32>format.eventValue.get(event)) != 0) != (set == EventSet.BeforeTitle)) continue;
      if (kind != FormatEventKind.TextBlock && set == EventSet.Blocks) continue;
      const at = format.eventColumn.get(event);
      if (at <= from || at > to) continue;
    }
    switch (kind) {
      case FormatEventKind.NewPage:
        cursor.newPage(top);
        break;
      case FormatEventKind.VerticalSkip: {
        const skip = <f32>format.eventValue.get(event) / pixels;
        cursor.y += skip;
        cursor.lastStaffBottom += skip;
        break;
      }
      case FormatEventKind.MulticolStart:
        cursor.inColumns = true;
        cursor.columnTop = cursor.y;
        cursor.columnTopStaffBottom = cursor.lastStaffBottom;
        cursor.columnBottom = cursor.y;
        break;
      case FormatEventKind.MulticolNew:
        if (!cursor.inColumns) break;
        if (cursor.y > cursor.columnBottom) cursor.columnBottom = cursor.y;
        cursor.y = cursor.columnTop;
        cursor.lastStaffBottom = cursor.columnTopStaffBottom;
        break;
      case FormatEventKind.MulticolEnd:
        if (!cursor.inColumns) break;
        cursor.inColumns = false;
        if (cursor.columnBottom > cursor.y) cursor.y = cursor.columnBottom;
        break;
      case FormatEventKind.TextBlock:
        placeTextBlockEvent(ctx, cursor, event, tune < 0 ? min(near, ctx.tunes.count - 1) : tune, top, bottom);
        break;
    }
  }
}

export function paginate(ctx: Context): void {
  const layout = ctx.layout;
  const top = topMargin(ctx);
  let bottom = pageHeight(ctx) - bottomMargin(ctx);
  if (bottom < top + 1) bottom = top + 1;
  const cursor = ctx.pageCursor;
  cursor.reset(top);
  layout.tuneWordsPage.fill(ctx.tunes.count, 0);
  layout.tuneWordsY.fill(ctx.tunes.count, 0);
  resetTextBlockPlaces(ctx);
  const pixels = <f32>musicPixels(ctx); // %%vskip is scaled with the page
  for (let tune = 0, tunes = ctx.tunes.count; tune < tunes; tune++) {
    const firstSystem = layout.tuneFirstSystem.get(tune);
    const records = layout.tuneSystemCount.get(tune);
    const stride = records > 0 ? layout.systemStride.get(firstSystem) : 1;
    const separationBetweenSystems = systemSeparation(ctx, tune);
    // Directives before the tune: in the file header since the previous tune, or in its header.
    const firstColumn = records > 0 ? layout.systemColumnStart.get(firstSystem) : layout.tuneColumnEnd.get(tune);
    applyEvents(ctx, cursor, tune, -1, tune > 0 ? ctx.tunes.endSymbol.get(tune - 1) : -1, ctx.tunes.firstSymbol.get(tune), top, bottom, pixels, EventSet.All);
    applyEvents(ctx, cursor, tune, tune, -1, firstColumn, top, bottom, pixels, EventSet.BeforeTitle);
    const titleHeight = titleBlockHeight(ctx, tune);
    // %%musicspace between the title block and the music (abc2svg's 6 units by default).
    const titleGap: f32 = titleHeight > 0 && records > 0 ? unitsSetting(ctx, tune, FormatKey.MusicSpace, TITLE_GAP * 6) : 0;
    // The title stays with the text blocks read after K: and the first system (textBlocks.ts).
    let need = titleHeight + titleGap + textBlocksBeforeMusicHeight(ctx, tune, firstColumn);
    if (records > 0) {
      stackStaves(ctx, tune, firstSystem, stride);
      need += systemAbove(ctx, tune) + systemHeight(ctx, tune) + systemBelow(ctx, tune);
    }
    const separation: f32 = cursor.used ? TUNE_SEPARATION : 0;
    // A tune is not split across pages when it fits on one (abcm2ps %%splittune, off by
    // default: `man abcm2ps`, -0 "split tunes across page breaks if necessary"; abc2svg's page
    // module moves such a tune to the next page, black-boxed); a longer one starts where it is.
    if (records > 0 && cursor.used) {
      const whole = tuneHeight(ctx, tune, firstSystem, records, stride, need - systemAbove(ctx, tune) - systemHeight(ctx, tune) - systemBelow(ctx, tune));
      if (whole <= bottom - top && cursor.y + separation + whole > bottom) need = whole;
    }
    if (cursor.used && cursor.y + separation + need > bottom) {
      cursor.newPage(top);
    } else {
      cursor.y += separation;
    }
    layout.tuneTitlePage.set(tune, cursor.page);
    layout.tuneTitleY.set(tune, cursor.y);
    layout.tuneFirstPage.set(tune, cursor.page);
    if (titleHeight > 0) {
      cursor.y += titleHeight + titleGap;
      cursor.used = true;
    }
    // Text blocks read after the K: line and before the music: under the title.
    applyEvents(ctx, cursor, tune, tune, -1, firstColumn, top, bottom, pixels, EventSet.Blocks);
    cursor.lastStaffBottom = -1e9; // a new tune does not keep its distance from the previous staff
    let previousColumn = firstColumn;
    for (let system = firstSystem; system < firstSystem + records; system += stride) {
      stackStaves(ctx, tune, system, stride);
      const above = systemAbove(ctx, tune);
      const below = systemBelow(ctx, tune);
      const height = systemHeight(ctx, tune);
      // Directives between the previous system and this one.
      const column = layout.systemColumnStart.get(system);
      if (column > previousColumn) {
        applyEvents(ctx, cursor, tune, tune, previousColumn, column, top, bottom, pixels, EventSet.All);
        previousColumn = column;
      }
      let staffTop = cursor.y + above;
      if (staffTop < cursor.lastStaffBottom + separationBetweenSystems) staffTop = cursor.lastStaffBottom + separationBetweenSystems;
      if (cursor.used && staffTop + height + below > bottom) {
        cursor.newPage(top);
        staffTop = cursor.y + above;
      }
      for (let record = system; record < system + stride; record++) {
        layout.systemPage.set(record, cursor.page);
        layout.systemTop.set(record, staffTop + layout.staffOffset.get(layout.systemStaff.get(record)));
      }
      cursor.lastStaffBottom = staffTop + height;
      cursor.y = cursor.lastStaffBottom + below + SYSTEM_PADDING;
      cursor.used = true;
    }
    // Directives and text blocks after the tune's last system (at the end of its body): before
    // the words, which abc2svg 1.22.1 draws at the tune's end (black-boxed: a %%vskip or a
    // text block after the last music line stands above the words).
    applyEvents(ctx, cursor, tune, tune, previousColumn, 1 << 30, top, bottom, pixels, EventSet.All);
    // The words after the tune (W:) under its last system (wordsBlock.ts).
    const wordsHeight = wordsBlockHeight(ctx, tune);
    if (wordsHeight > 0) {
      if (cursor.used && cursor.y + wordsHeight > bottom) cursor.newPage(top);
      layout.tuneWordsPage.set(tune, cursor.page);
      layout.tuneWordsY.set(tune, cursor.y);
      cursor.y += wordsHeight;
      cursor.used = true;
    }
  }
  placeEventsAfterTunes(ctx, cursor, top, bottom, pixels);
  ctx.pageCount = cursor.page + 1;
}

/**
 * Height (sp) tune `tune` takes stacked from the top of an empty page: `head` (its title block
 * and the text under it), its systems stacked as paginate stacks them (%%staffsep between them;
 * the directives between systems left out) and its words block.
 */
function tuneHeight(ctx: Context, tune: i32, firstSystem: i32, records: i32, stride: i32, head: f32): f32 {
  const separation = systemSeparation(ctx, tune);
  let y = head;
  let lastStaffBottom: f32 = -1e9;
  for (let system = firstSystem; system < firstSystem + records; system += stride) {
    stackStaves(ctx, tune, system, stride);
    let staffTop = y + systemAbove(ctx, tune);
    if (staffTop < lastStaffBottom + separation) staffTop = lastStaffBottom + separation;
    lastStaffBottom = staffTop + systemHeight(ctx, tune);
    y = lastStaffBottom + systemBelow(ctx, tune) + SYSTEM_PADDING;
  }
  return y + wordsBlockHeight(ctx, tune);
}

/**
 * Applies the file's directives read after its last tune: its text blocks; in a file with no
 * tune (only text blocks and directives), every one of them, %%vskip and %%newpage included, as
 * abc2svg 1.22.1 draws such a file (black-boxed).
 */
function placeEventsAfterTunes(ctx: Context, cursor: PageCursor, top: f32, bottom: f32, pixels: f32): void {
  const tunes = ctx.tunes.count;
  applyEvents(ctx, cursor, tunes, -1, 0, 0, top, bottom, pixels, tunes > 0 ? EventSet.Blocks : EventSet.All);
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
  layout.staffScale.resize(staves);
  for (let s = 0; s < staves; s++) layout.staffScale.set(s, 1);
  let any = false;
  for (let record = system; record < system + stride; record++) {
    const staff = layout.systemStaff.get(record);
    if (layout.systemEnd.get(record) > layout.systemStart.get(record)) {
      layout.staffVisible.set(staff, 1);
      any = true;
    }
    // A scaled staff's extents are in its own units (staffScale.ts).
    const scale = layout.systemScale.get(record);
    if (layout.systemLeads.get(record) != 0) layout.staffScale.set(staff, scale);
    const above = layout.systemAbove.get(record) * scale;
    const below = layout.systemBelow.get(record) * scale;
    if (above > layout.staffAbove.get(staff)) layout.staffAbove.set(staff, above);
    if (below > layout.staffBelow.get(staff)) layout.staffBelow.set(staff, below);
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
        offset += staffHeight(ctx, previous) + gap;
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
  const last = visibleStaff(ctx, tune, true);
  return ctx.layout.staffOffset.get(last) + staffHeight(ctx, last);
}
