/**
 * @fileoverview Lays out every tune of the text: the ordered list of layout passes.
 * (Work in progress: filled in by the layout passes.)
 */

import { Context } from "../context";

export function layoutText(ctx: Context): void {
  ctx.pageCount = 0;
}
