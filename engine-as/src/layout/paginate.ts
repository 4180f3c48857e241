/**
 * @fileoverview Pass 15, paginate (abc2svg 1.22.1's page module, black-boxed through the SVG
 * blocks it stacks; Gould, Behind Bars pp. 483-487): stacks each tune's title block and
 * systems down the pages, as blocks of whole pixels:
 * - a tune's first block holds %%topspace (22 px), its title block, %%musicspace and its first
 *   system; each later system is a block of its own;
 * - a system's block holds what sticks out above its top staff and hangs below its bottom
 *   staff, each at least half %%staffsep, so two plain systems stand %%staffsep apart (Gould
 *   p. 483: systems must not overlap);
 * - a tune that does not fit under what the page holds starts a new page, even one longer
 *   than a page, which is then broken between systems; the pages it goes on to start with
 *   its next system's block right under the top margin (and header), with no %%topspace
 *   (black-boxed: 16 music lines of 70 px blocks, page 2's first staff 61 px down, 38 + 23).
 * Tunes follow each other with nothing between their blocks.
 *
 * A page header (%%header) takes its lines' room under the top margin and a footer (%%footer)
 * its lines' above the bottom margin (pageHeaders.ts, measured there): the music of a page
 * goes between them. A page has the header and footer of the tune placed when it starts.
 *
 * A tune of its own %%scale (pageGeometry.ts tuneScale) is laid out in its own staff spaces: its
 * blocks (topspace, title block, systems, words) take tuneScale times their height on the page,
 * and the positions paginate records for it are in its own units (page y / tuneScale), which
 * writePages draws in a group scaled by tuneScale. %%vskip, the margins and the text blocks stay
 * in page units.
 *
 * A system of several staves is stacked as one block: its staves are %%sysstaffsep apart, or
 * further when what hangs below one and sticks out above the next need more (the records of
 * voices sharing a staff share its extents).
 *
 * %%newpage starts a new page and %%vskip adds its space (CSS px) where they stand: before a
 * tune (in the file header since the previous tune, or in the tune's header), between two
 * systems, or after a tune's last system (layout/formatEvents.ts places them).
 *
 * After this: every system record has its page and staff top (layout.systemPage, systemTop)
 * and whether its staff is drawn (systemShown), every tune its title position and first page
 * (layout.tuneTitlePage/Y, tuneFirstPage), its words' (tuneWordsPage/Y; the y's in the tune's
 * units, see above), and ctx.pageCount is the number of pages (at least 1).
 */

import { Context } from "../context";
import { F32Column } from "../util/column";
import { FormatEventKind, FormatKey } from "../model/format";
import { TITLE_GAP } from "./constants";
import { showsMusic } from "./showsMusic";
import { staffHeight } from "./staffScale";
import { tuneStaffCount } from "./collectSymbols";
import { bottomMargin, musicPixels, pageHeight, staffSeparation, staffSpacePixels, systemSeparation, topMargin, topSpaceHeight, tuneScale, unitsSetting } from "./pageGeometry";
import { titleBlockHeight } from "./titleBlock";
import { wordsPairs, wordsRowCount, wordsRowHeight } from "./wordsBlock";
import { placeTextBlockEvent, resetTextBlockPlaces, textBlocksBeforeMusicHeight } from "./textBlocks";
import { footerHeight, headerHeight } from "./pageHeaders";

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
  /**
   * The systems of the tune being placed, stacked once (stackSystems), in order: the room each
   * block takes above its top staff's top line, from there to its bottom staff's bottom line,
   * and below that (sp, the tune's units).
   */
  blockAbove: F32Column = new F32Column(64);
  systemHeight: F32Column = new F32Column(64);
  blockBelow: F32Column = new F32Column(64);

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
  const cursor = ctx.pageCursor;
  cursor.reset(pageTop(ctx, ctx.tunes.count > 0 ? 0 : -1));
  layout.tuneWordsPage.fill(ctx.tunes.count, 0);
  layout.tuneWordsY.fill(ctx.tunes.count, 0);
  layout.tuneWordsFirstRow.fill(ctx.tunes.count, 0);
  layout.wordsRowPage.reset();
  layout.wordsRowY.reset();
  resetTextBlockPlaces(ctx);
  const pixels = <f32>musicPixels(ctx); // %%vskip is scaled with the page
  for (let tune = 0, tunes = ctx.tunes.count; tune < tunes; tune++) {
    const firstSystem = layout.tuneFirstSystem.get(tune);
    const records = layout.tuneSystemCount.get(tune);
    const stride = records > 0 ? layout.systemStride.get(firstSystem) : 1;
    // Directives before the tune: in the file header since the previous tune, or in its header.
    const firstColumn = records > 0 ? layout.systemColumnStart.get(firstSystem) : layout.tuneColumnEnd.get(tune);
    // Where the music of a page this tune starts or goes on to begins and must end.
    const top = pageTop(ctx, tune);
    const bottom = pageBottom(ctx, tune, top);
    applyEvents(ctx, cursor, tune, -1, tune > 0 ? ctx.tunes.endSymbol.get(tune - 1) : -1, ctx.tunes.firstSymbol.get(tune), top, bottom, pixels, EventSet.All);
    applyEvents(ctx, cursor, tune, tune, -1, firstColumn, top, bottom, pixels, EventSet.BeforeTitle);
    // The tune's heights times `units` are page staff spaces (tuneScale; 1 at the page's scale).
    const units = tuneScale(ctx, tune);
    const titleHeight = titleBlockHeight(ctx, tune) * units;
    // %%musicspace between the title block and the music (abc2svg's 6 units by default).
    const titleGap: f32 = titleHeight > 0 && records > 0 ? unitsSetting(ctx, tune, FormatKey.MusicSpace, TITLE_GAP * 6) * units : 0;
    // %%topspace is drawn at the tune's scale (black-boxed, see pageGeometry.ts).
    const topSpace = topSpaceHeight(ctx) * units;
    // The title stays with the text blocks read after K: and the music: a tune that does not
    // fit under what the page holds starts a new page, even one longer than a page (abc2svg's
    // page module, black-boxed: a 20-system tune after a 2-system one starts page 2, and is
    // broken between systems there).
    const head = topSpace + titleHeight + titleGap + textBlocksBeforeMusicHeight(ctx, tune, firstColumn);
    stackSystems(ctx, cursor, tune, firstSystem, records, stride);
    if (cursor.used && cursor.y + tuneHeight(ctx, cursor, tune, records, head, units) > bottom) cursor.newPage(top);
    // The tune's first block (abc2svg's first SVG of a tune) holds its title and first system.
    const blockPage = cursor.page;
    const blockStart = cursor.y;
    layout.tuneTitlePage.set(tune, cursor.page);
    layout.tuneTitleY.set(tune, (cursor.y + topSpace) / units);
    layout.tuneFirstPage.set(tune, cursor.page);
    cursor.y += topSpace;
    if (titleHeight > 0) {
      cursor.y += titleHeight + titleGap;
      cursor.used = true;
    }
    // Text blocks read after the K: line and before the music: under the title.
    applyEvents(ctx, cursor, tune, tune, -1, firstColumn, top, bottom, pixels, EventSet.Blocks);
    let previousColumn = firstColumn;
    for (let system = firstSystem, block = 0; system < firstSystem + records; system += stride, block++) {
      // Directives between the previous system and this one.
      const column = layout.systemColumnStart.get(system);
      if (column > previousColumn) {
        applyEvents(ctx, cursor, tune, tune, previousColumn, column, top, bottom, pixels, EventSet.All);
        previousColumn = column;
      }
      const above = cursor.blockAbove.get(block);
      const height = cursor.systemHeight.get(block);
      const below = cursor.blockBelow.get(block);
      let start = system == firstSystem && cursor.page == blockPage ? blockStart : cursor.y;
      let staffTop = cursor.y + above * units;
      let end = start + wholePixels(ctx, staffTop + height * units + below * units - start);
      if (system != firstSystem && cursor.used && end > bottom) {
        // The tune goes on on the next page, right under its top margin (see above).
        cursor.newPage(top);
        start = cursor.y;
        staffTop = cursor.y + above * units;
        end = start + wholePixels(ctx, staffTop + height * units + below * units - start);
      }
      // The records' tops held their staves' offsets (stackSystems).
      for (let record = system; record < system + stride; record++) {
        layout.systemPage.set(record, cursor.page);
        layout.systemTop.set(record, (staffTop + layout.systemTop.get(record) * units) / units);
      }
      cursor.lastStaffBottom = staffTop + height * units;
      cursor.y = end;
      cursor.used = true;
    }
    // Directives and text blocks after the tune's last system (at the end of its body): before
    // the words, which abc2svg 1.22.1 draws at the tune's end (black-boxed: a %%vskip or a
    // text block after the last music line stands above the words).
    applyEvents(ctx, cursor, tune, tune, previousColumn, 1 << 30, top, bottom, pixels, EventSet.All);
    // The words after the tune (W:) under its last system (wordsBlock.ts).
    // Each row of verses is a block of its own: one that does not fit goes on to the next page.
    const pairs = wordsPairs(ctx, tune);
    const rows = wordsRowCount(ctx, tune, pairs);
    layout.tuneWordsFirstRow.set(tune, layout.wordsRowPage.length);
    for (let row = 0; row < rows; row++) {
      const rowHeight = wholePixels(ctx, wordsRowHeight(ctx, tune, pairs, row) * units);
      if (cursor.used && cursor.y + rowHeight > bottom) cursor.newPage(top);
      if (row == 0) {
        layout.tuneWordsPage.set(tune, cursor.page);
        layout.tuneWordsY.set(tune, cursor.y / units);
      }
      layout.wordsRowPage.push(cursor.page);
      layout.wordsRowY.push(cursor.y / units);
      cursor.y += rowHeight;
      cursor.used = true;
    }
  }
  const last = ctx.tunes.count - 1;
  const top = pageTop(ctx, last);
  placeEventsAfterTunes(ctx, cursor, top, pageBottom(ctx, last, top), pixels);
  ctx.pageCount = cursor.page + 1;
}

/** Top of the music on a page of tune `tune` (-1: the file's): the top margin, and the header under it. */
function pageTop(ctx: Context, tune: i32): f32 {
  return topMargin(ctx) + headerHeight(ctx, tune);
}

/**
 * Lowest a page's music may reach on a page of tune `tune` whose music starts at `top`: the
 * bottom margin, and the footer over it (at least 1 sp under `top`).
 */
function pageBottom(ctx: Context, tune: i32, top: f32): f32 {
  const bottom = pageHeight(ctx) - bottomMargin(ctx) - footerHeight(ctx, tune);
  return bottom < top + 1 ? top + 1 : bottom;
}

/**
 * Stacks the staves of each system of tune `tune` (its `records` system records from
 * `firstSystem`, `stride` a system) once for paginate and writePages: the room of each block
 * into the cursor (PageCursor.blockAbove, systemHeight, blockBelow), and per record its staff's
 * offset below the system's top staff (into layout.systemTop, which paginate then turns into
 * the page y) and whether its staff is drawn (systemShown).
 */
function stackSystems(ctx: Context, cursor: PageCursor, tune: i32, firstSystem: i32, records: i32, stride: i32): void {
  const layout = ctx.layout;
  cursor.blockAbove.reset();
  cursor.systemHeight.reset();
  cursor.blockBelow.reset();
  for (let system = firstSystem; system < firstSystem + records; system += stride) {
    stackStaves(ctx, tune, system, stride);
    cursor.blockAbove.push(blockAbove(ctx, tune));
    cursor.systemHeight.push(systemHeight(ctx, tune));
    cursor.blockBelow.push(blockBelow(ctx, tune));
    for (let record = system; record < system + stride; record++) {
      const staff = layout.systemStaff.get(record);
      layout.systemTop.set(record, layout.staffOffset.get(staff));
      layout.systemShown.set(record, layout.staffVisible.get(staff));
    }
  }
}

/**
 * Height (page sp) tune `tune` takes stacked from the top of an empty page: `head` (the space
 * above its title, its title block and the text under it, page sp), its systems' blocks as
 * stackSystems stacked them into `cursor` (the directives between systems left out) and its
 * words block, its own heights times `units` (tuneScale).
 */
function tuneHeight(ctx: Context, cursor: PageCursor, tune: i32, records: i32, head: f32, units: f32): f32 {
  let y: f32 = 0;
  for (let block = 0, blocks = cursor.systemHeight.length; block < blocks; block++) {
    const lead: f32 = block == 0 ? head : 0;
    y += wholePixels(ctx, lead + cursor.blockAbove.get(block) * units + cursor.systemHeight.get(block) * units + cursor.blockBelow.get(block) * units);
  }
  if (records == 0) y = head;
  const pairs = wordsPairs(ctx, tune);
  for (let row = 0, rows = wordsRowCount(ctx, tune, pairs); row < rows; row++) y += wholePixels(ctx, wordsRowHeight(ctx, tune, pairs, row) * units);
  return y;
}

/**
 * `height` (sp) rounded to whole CSS pixels of the page: abc2svg writes each block (a tune's
 * title with its first system, then each system) as an SVG of a whole number of pixels
 * (measured against abc2svg 1.22.1: a block whose contents are 104.5 px high is 105 px, one of
 * 104.4 px is 104), and its page module stacks those.
 */
function wholePixels(ctx: Context, height: f32): f32 {
  const pixels = <f32>staffSpacePixels(ctx);
  return Mathf.round(height * pixels) / pixels;
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
 * The least a staff's music (with its stems) or its clef counts under or over it between two
 * staves of a system (2 px): abc2svg 1.22.1 (black-boxed, %%sysstaffsep 0, whole notes, gap2.mts)
 * puts a B4 on a treble staff 15 px over a D4 (13 px over its bass staff), two staves without
 * clefs or notes outside them 4 px apart, a B3 under a treble staff (13 px) 15 px over an E3 in
 * its bass staff.
 */
const STAFF_GAP_FLOOR: f32 = 2.0 / 6.0;

/**
 * Stacks the staves of the system whose records are [system, system + stride): per staff,
 * layout.staffVisible (one of its voices shows music in the system, recordPlays: a voice that
 * has not started yet, has ended, or has only bars and invisible rests there leaves no empty
 * staff, as abc2svg shows only the voices that play),
 * staffAbove / staffBelow (the most any of its records sticks out; staffGap*, staffBody* and
 * staffHeader* the same without stems, without the line's clef and key, and those alone) and
 * staffOffset (its top line below the top visible staff's; a hidden staff takes no room). A system where no staff
 * shows music shows them all.
 */
export function stackStaves(ctx: Context, tune: i32, system: i32, stride: i32): void {
  const layout = ctx.layout;
  const staves = tuneStaffCount(ctx, tune);
  layout.staffAbove.fill(staves, 0);
  layout.staffBelow.fill(staves, 0);
  layout.staffGapAbove.fill(staves, 0);
  layout.staffGapBelow.fill(staves, 0);
  layout.staffBodyAbove.fill(staves, 0);
  layout.staffBodyBelow.fill(staves, 0);
  layout.staffHeaderAbove.fill(staves, 0);
  layout.staffHeaderBelow.fill(staves, 0);
  layout.staffOffset.resize(staves);
  layout.staffVisible.fill(staves, 0);
  layout.staffScale.resize(staves);
  for (let s = 0; s < staves; s++) layout.staffScale.set(s, 1);
  let any = false;
  for (let record = system; record < system + stride; record++) {
    const staff = layout.systemStaff.get(record);
    if (recordPlays(ctx, record)) {
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
    const gapAbove = layout.systemStaffAbove.get(record) * scale;
    const gapBelow = layout.systemStaffBelow.get(record) * scale;
    if (gapAbove > layout.staffGapAbove.get(staff)) layout.staffGapAbove.set(staff, gapAbove);
    if (gapBelow > layout.staffGapBelow.get(staff)) layout.staffGapBelow.set(staff, gapBelow);
    const bodyAbove = layout.systemBodyAbove.get(record) * scale;
    const bodyBelow = layout.systemBodyBelow.get(record) * scale;
    const headerAbove = layout.systemHeaderAbove.get(record) * scale;
    const headerBelow = layout.systemHeaderBelow.get(record) * scale;
    if (bodyAbove > layout.staffBodyAbove.get(staff)) layout.staffBodyAbove.set(staff, bodyAbove);
    if (bodyBelow > layout.staffBodyBelow.get(staff)) layout.staffBodyBelow.set(staff, bodyBelow);
    if (headerAbove > layout.staffHeaderAbove.get(staff)) layout.staffHeaderAbove.set(staff, headerAbove);
    if (headerBelow > layout.staffHeaderBelow.get(staff)) layout.staffHeaderBelow.set(staff, headerBelow);
  }
  if (!any) for (let s = 0; s < staves; s++) layout.staffVisible.set(s, 1);
  const separation = staffSeparation(ctx, tune);
  let offset: f32 = 0;
  let previous = -1; // the last visible staff above
  for (let s = 0; s < staves; s++) {
    if (layout.staffVisible.get(s) != 0) {
      if (previous >= 0) {
        // What hangs below the staff above and sticks out above this one may meet: abc2svg
        // 1.22.1 keeps no padding between them (measured: a b'' over the lower staff, whose
        // block holds 34 px over its top line, and a C under the upper staff, 10 px under its
        // bottom line, put the staves 44 px apart, more than %%sysstaffsep's 34). Stems of
        // the two staves pass each other (down-stems stand left of their heads, up-stems
        // right): the stems of one staff meet the other's music without its stems
        // (calcExtents countStems; an alto's down-stems 24 px under its staff over a tenor
        // whose up-stems reach 3 px over its own put them 26 px apart, not 54). The clefs and
        // keys at the line's start meet only each other (calcExtents measureSystem).
        let gap = max(
          max(STAFF_GAP_FLOOR, layout.staffBodyBelow.get(previous)) + layout.staffGapAbove.get(s),
          layout.staffGapBelow.get(previous) + max(STAFF_GAP_FLOOR, layout.staffBodyAbove.get(s))
        );
        const headers = max(STAFF_GAP_FLOOR, layout.staffHeaderBelow.get(previous)) + max(STAFF_GAP_FLOOR, layout.staffHeaderAbove.get(s));
        if (headers > gap) gap = headers;
        if (gap < separation) gap = separation;
        offset += staffHeight(ctx, previous) + gap;
      }
      previous = s;
    }
    layout.staffOffset.set(s, offset);
  }
}

/**
 * Whether the system record `record` (one voice's symbols in a system) shows music (showsMusic.ts).
 * A voice with only bar lines, invisible rests (`x`, `X`), or what stands on them (chord
 * symbols, decorations, key changes) in a system leaves its staff out of it, as abc2svg 1.22.1
 * draws it (black-boxed: under a voice whose second line is `| | |`, `x4|x4|x4|`, `X3|`,
 * `"A"x4|x4|x4|` or `x4|[K:G]x4|x4|` the system holds one staff; with `z4|z4|z4|`, `Z3|` or
 * `{D}x4|x4|x4|` two).
 */
function recordPlays(ctx: Context, record: i32): bool {
  const layout = ctx.layout;
  const end = layout.systemEnd.get(record);
  for (let i = layout.systemStart.get(record); i < end; i++) {
    if (showsMusic(ctx, layout.sequence.get(i))) return true;
  }
  return false;
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

/**
 * Room a system's block takes above its top line: what the system sticks out, at least half
 * %%staffsep (measured against abc2svg 1.22.1: with %%staffsep 46, 60 and 30 a plain system's
 * block holds 23, 30 and 15 px above its staff; a staff with g'' over it 28 px).
 */
@inline function blockAbove(ctx: Context, tune: i32): f32 {
  return max(systemSeparation(ctx, tune) * 0.5, systemAbove(ctx, tune));
}

/** Room a system's block takes below its bottom line: what hangs below, at least half %%staffsep. */
@inline function blockBelow(ctx: Context, tune: i32): f32 {
  return max(systemSeparation(ctx, tune) * 0.5, systemBelow(ctx, tune));
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
