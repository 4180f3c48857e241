/**
 * @fileoverview Layout tables (page vocabulary): positions and shapes that the layout passes
 * compute for the model's symbols, systems and pages. Indexed by symbol or head id where they
 * describe one.
 */

import { I32Column } from "../util/column";

export class LayoutTables {
  /** Page on which each tune starts (indexed by tune). */
  tuneFirstPage: I32Column = new I32Column(16);

  reset(): void {
    this.tuneFirstPage.reset();
  }
}
