/**
 * Page headers and footers (pageHeaders.ts): %%header and %%footer drawn on every page, areas
 * split at tabs, `$P` the page number; the header under the top margin and the footer over the
 * bottom margin take room from the music (paginate.ts).
 */

import { DisplayKind, TextAnchor } from "../../abi";
import { Context } from "../../context";
import { bottomMargin, musicPixels, pageHeight, topMargin } from "../pageGeometry";
import { footerHeight, headerHeight } from "../pageHeaders";
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
    // Under the top margin, 0.8 em (12.8 px of its 16) down, right of the page's middle (the
    // third area is set right).
    expect(recordFloat(ctx, numbers[0], 6)).toBeCloseTo(topMargin(ctx) + <f32>(12.8 / musicPixels(ctx)));
    expect(recordFloat(ctx, numbers[0], 5)).toBeGreaterThan(<f32>60);
  });

  it("set the footer over the bottom margin, centred when it has no tab", () => {
    const ctx = new Context();
    renderAbc(ctx, TWO_PAGES);
    let footers = 0;
    const texts = recordsOf(ctx, DisplayKind.SourceText);
    // The footer's line, 1.1 em high, stands on the bottom margin; its baseline 0.8 em down.
    const footerBaseline = pageHeight(ctx) - bottomMargin(ctx) - footerHeight(ctx, 0) + <f32>(12.8 / musicPixels(ctx));
    for (let k = 0; k < texts.length; k++) {
      if (Mathf.abs(recordFloat(ctx, texts[k], 7) - footerBaseline) < 0.01) {
        footers++;
        expect(recordInt(ctx, texts[k], 3)).toBe(TextAnchor.Start);
      }
    }
    expect(footers).toBe(2);
  });

  it("take 1.1 em per line from the page's music, the header above it and the footer below", () => {
    const plain = new Context();
    renderAbc(plain, "X:1\nK:C\nC|\n");
    const headed = new Context();
    renderAbc(headed, "%%header \"a\\nb\"\n%%footer c\nX:1\nK:C\nC|\n");
    // Two header lines of 16 px: 35.2 px (abc2svg 1.22.1's header block: 38 + 35 px).
    expect(headerHeight(headed, 0)).toBeCloseTo(<f32>(35.2 / musicPixels(headed)));
    expect(footerHeight(headed, 0)).toBeCloseTo(<f32>(17.6 / musicPixels(headed)));
    expect(headerHeight(plain, 0)).toBe(0);
    expect(headed.layout.systemTop.get(0) - plain.layout.systemTop.get(0)).toBeCloseTo(headerHeight(headed, 0));
  });

  it("move a tune that no longer fits above the footer to the next page", () => {
    // Two tunes and a skip that leaves the second 10 px of room without a footer.
    const skip = "X:1\nT:a\nK:C\nC|\n\n%%vskip 776\n\nX:2\nT:b\nK:C\nC|\n";
    const plain = new Context();
    renderAbc(plain, skip);
    expect(plain.pageCount).toBe(1);
    const footed = new Context();
    renderAbc(footed, "%%footer x\n" + skip);
    expect(footed.pageCount).toBe(2);
  });

  it("draw nothing without the directives", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nK:C\nC|\n");
    expect(recordsOf(ctx, DisplayKind.NumberText).length).toBe(0);
  });
});
