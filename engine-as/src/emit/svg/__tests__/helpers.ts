/**
 * Helpers of the SVG writer's specs: read what the writer wrote back as strings. Not a spec
 * itself.
 */

import { Context } from "../../../context";
import { SvgOutput } from "../svgOutput";

/** Bytes [from, to) of `out` (ASCII: the pages hold no other byte) as a string. */
export function writtenRange(out: SvgOutput, from: i32, to: i32): string {
  let text = "";
  for (let i = from; i < to; i++) text += String.fromCharCode(load<u8>(out.pointer() + <usize>i));
  return text;
}

/** The bytes written into `out` since its reset, as a string. */
export function written(out: SvgOutput): string {
  return writtenRange(out, 0, out.length);
}

/** The pages the writer writes from `ctx`'s display list now, one string each. */
export function writtenPages(ctx: Context): string[] {
  ctx.svg.write(ctx, 0, i32.MAX_VALUE);
  const out = ctx.svg.output;
  const pages: string[] = [];
  let from = 0;
  for (let page = 0; page < out.pageEnds.length; page++) {
    const end = out.pageEnds.get(page);
    pages.push(writtenRange(out, from, end));
    from = end;
  }
  return pages;
}
