/**
 * Page headers and footers (pageHeaders.ts): %%header and %%footer drawn on every page, areas
 * split at tabs, `$P` the page number.
 */

import { DisplayKind, TextAnchor } from "../../abi";
import { Context } from "../../context";
import { pageHeight, topMargin } from "../pageGeometry";
import { recordFloat, recordInt, recordsOf, renderAbc } from "./helpers";

const TWO_PAGES = '%%header "Archive\t\tPage $P"\n%%footer "Swaralipi"\nX:1\nK:C\nC|\n\n%%newpage\nX:2\nK:C\nD|\n';

describe("page headers and footers", () => {
  it("print $P as each page's number, right of the header's left area", () => {
    const ctx = new Context();
    renderAbc(ctx, TWO_PAGES);
    expect(ctx.pageCount).toBe(2);
    const numbers = recordsOf(ctx, DisplayKind.NumberText);
    expect(numbers.length).toBe(2);
    expect(recordInt(ctx, numbers[0], 4)).toBe(1);
    expect(recordInt(ctx, numbers[1], 4)).toBe(2);
    // In the top margin, right of the page's middle (the third area is set right).
    expect(recordFloat(ctx, numbers[0], 6)).toBeLessThan(topMargin(ctx));
    expect(recordFloat(ctx, numbers[0], 5)).toBeGreaterThan(<f32>60);
  });

  it("set the footer in the bottom margin, centred when it has no tab", () => {
    const ctx = new Context();
    renderAbc(ctx, TWO_PAGES);
    let footers = 0;
    const texts = recordsOf(ctx, DisplayKind.SourceText);
    for (let k = 0; k < texts.length; k++) {
      if (recordFloat(ctx, texts[k], 7) > pageHeight(ctx) - <f32>5) {
        footers++;
        expect(recordInt(ctx, texts[k], 3)).toBe(TextAnchor.Start);
      }
    }
    expect(footers).toBe(2);
  });

  it("draw nothing without the directives", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nK:C\nC|\n");
    expect(recordsOf(ctx, DisplayKind.NumberText).length).toBe(0);
  });
});
