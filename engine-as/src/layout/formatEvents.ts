/**
 * @fileoverview Where the positional directives of a tune act (model/format.ts events:
 * %%newpage, %%vskip, %%multicol, %%setbarnb, text blocks; abc2svg 1.22.1, black-boxed): each event of the
 * tune's body acts before the time column of the first drawn symbol read after it. The
 * directives that act between systems end the system before that column
 * (ColumnBits.DirectiveBreakAfter), as abc2svg ends its music line at them even under
 * %%continueall.
 *
 * A %%leftmargin or %%rightmargin of the body holds from the system where it acts on; %%multicol
 * start keeps the margins, and new and end bring them back (abc2svg, black-boxed: each column
 * is set between the margins given after its start or new).
 *
 * After this (called by breakLines for each tune): every event of the tune has its column
 * (format.eventColumn: the tune's column end when nothing drawn follows it), and the columns
 * before the between-systems ones are marked.
 */

import { Context } from "../context";
import { FormatEventKind, FormatKey } from "../model/format";
import { ColumnBits } from "./tables";

/** Whether an event of `kind` acts between systems (and so ends the system before it). */
@inline export function actsBetweenSystems(kind: i32): bool {
  return kind == FormatEventKind.NewPage || kind == FormatEventKind.VerticalSkip || kind == FormatEventKind.TextBlock || (kind >= FormatEventKind.MulticolStart && kind <= FormatEventKind.MulticolEnd);
}

/** Places the events of tune `tune` on its time columns. */
export function placeFormatEvents(ctx: Context, tune: i32): void {
  const format = ctx.format;
  const layout = ctx.layout;
  const columnStart = layout.tuneColumnStart.get(tune);
  const columnEnd = layout.tuneColumnEnd.get(tune);
  const symbolEnd = ctx.tunes.endSymbol.get(tune);
  for (let event = format.eventsFrom(tune), n = format.eventsEnd(tune); event < n; event++) {
    if (format.eventTune.get(event) != tune) continue;
    let column = columnEnd;
    for (let id = format.eventSymbol.get(event); id < symbolEnd; id++) {
      const at = layout.column.get(id);
      if (at >= 0) {
        column = at;
        break;
      }
    }
    format.eventColumn.set(event, column);
    if (actsBetweenSystems(format.eventKind.get(event)) && column > columnStart && column <= columnEnd) {
      layout.columnBits.set(column - 1, layout.columnBits.get(column - 1) | ColumnBits.DirectiveBreakAfter);
    }
  }
}

/**
 * The left (`right` false) or right margin, in CSS px, of `tune`'s system that starts at column
 * `column`: the tune's setting, changed by the margin directives of its body placed at or
 * before the column, the margins kept at %%multicol start coming back at its new and end.
 */
export function systemMargin(ctx: Context, tune: i32, column: i32, right: bool): f64 {
  const format = ctx.format;
  let margin = format.get(tune, right ? FormatKey.RightMargin : FormatKey.LeftMargin);
  let kept = margin;
  const own = right ? FormatEventKind.RightMargin : FormatEventKind.LeftMargin;
  for (let event = format.eventsFrom(tune), n = format.eventsEnd(tune); event < n; event++) {
    if (format.eventTune.get(event) != tune || format.eventColumn.get(event) > column) continue;
    const kind = format.eventKind.get(event);
    if (kind == own) margin = format.eventValue.get(event);
    else if (kind == FormatEventKind.MulticolStart) kept = margin;
    else if (kind == FormatEventKind.MulticolNew || kind == FormatEventKind.MulticolEnd) margin = kept;
  }
  return margin;
}
