/**
 * @fileoverview Small working objects of the layout passes (a running box, the staff state in
 * force, a system's spacing sums, a system's extents). The render context owns one of each
 * (LayoutScratch), reused by every render: a render must allocate nothing once its tables are
 * large enough (see asconfig.json: the `stub` runtime never frees).
 */

import { SymbolKind } from "../abi";
import { Context } from "../context";
import { glyphBottom, glyphRight, glyphTop } from "../glyphs/smufl.generated";
import { ClefType, MeterDisplay } from "../model/values";
import { STAFF_HEIGHT } from "./constants";
import { idealTrailing, minimumTrailing } from "./spacing";

// Used by justifySystems.
/** The distances of one system and what it may fill, gathered once per system. */
export class SystemSpacing {
  start: i32 = 0;
  end: i32 = 0;
  trailingMinimum: f32 = 0;
  trailingIdeal: f32 = 0;
  /** Sum of the ideal distances (trailing included). */
  ideal: f32 = 0;

  load(ctx: Context, system: i32): void {
    const layout = ctx.layout;
    this.start = layout.systemStart.get(system);
    this.end = layout.systemEnd.get(system);
    const last = this.end > this.start ? layout.sequence.get(this.end - 1) : -1;
    this.trailingMinimum = last >= 0 ? minimumTrailing(ctx, last) : 0;
    this.trailingIdeal = last >= 0 ? idealTrailing(ctx, last) : 0;
    let ideal = this.trailingIdeal;
    const sequence = layout.sequence;
    const ideals = layout.distanceIdeal;
    for (let i = this.start; i < this.end; i++) ideal += ideals.get(sequence.get(i));
    this.ideal = ideal;
  }
}

// Used by writeNotes.
/** A running bounding box (page sp) for an element being written. */
export class Box {
  left: f32 = 0;
  top: f32 = 0;
  right: f32 = 0;
  bottom: f32 = 0;

  start(left: f32, top: f32, right: f32, bottom: f32): void {
    this.left = left;
    this.top = top;
    this.right = right;
    this.bottom = bottom;
  }

  @inline add(left: f32, top: f32, right: f32, bottom: f32): void {
    if (left < this.left) this.left = left;
    if (top < this.top) this.top = top;
    if (right > this.right) this.right = right;
    if (bottom > this.bottom) this.bottom = bottom;
  }

  /** Adds glyph `glyph` drawn with its origin at (x, y). */
  @inline addGlyph(glyph: i32, x: f32, y: f32): void {
    this.add(x, y - glyphTop(glyph), x + glyphRight(glyph), y - glyphBottom(glyph));
  }

  store(ctx: Context, element: i32): void {
    ctx.elements.setBox(element, this.left, this.top, this.right - this.left, this.bottom - this.top);
  }
}

// Used by breakLines.
/** The clef, key and meter in force while walking a tune. */
export class StaffState {
  clef: i32 = ClefType.Treble;
  octave: i32 = 0;
  key: i32 = 0;
  meter: i32 = MeterDisplay.None;
  clefSymbol: i32 = -1;
  keySymbol: i32 = -1;
  meterSymbol: i32 = -1;

  reset(): void {
    this.clef = ClefType.Treble;
    this.octave = 0;
    this.key = 0;
    this.meter = MeterDisplay.None;
    this.clefSymbol = -1;
    this.keySymbol = -1;
    this.meterSymbol = -1;
  }

  /** Applies clef, key or meter symbol `id`. */
  apply(ctx: Context, id: i32): void {
    const symbols = ctx.symbols;
    switch (symbols.kind.get(id)) {
      case SymbolKind.Clef:
        this.clef = symbols.value.get(id);
        this.octave = symbols.value2.get(id);
        this.clefSymbol = id;
        break;
      case SymbolKind.Key:
        this.key = symbols.value.get(id);
        this.keySymbol = id;
        break;
      case SymbolKind.Meter:
        this.meter = symbols.value2.get(id);
        this.meterSymbol = id;
        break;
    }
  }
}

// Used by calcExtents.
/** Extents collected over one system; y below the top line. */
export class Extent {
  top: f32 = 0;
  bottom: f32 = STAFF_HEIGHT;

  reset(): void {
    this.top = 0;
    this.bottom = STAFF_HEIGHT;
  }

  @inline add(top: f32, bottom: f32): void {
    if (top < this.top) this.top = top;
    if (bottom > this.bottom) this.bottom = bottom;
  }

  /** Adds glyph `glyph` with its origin at staff y `y`. */
  @inline addGlyph(glyph: i32, y: f32): void {
    this.add(y - glyphTop(glyph), y - glyphBottom(glyph));
  }
}

/** One of each working object, owned by the render context and reused by every render. */
export class LayoutScratch {
  spacing: SystemSpacing = new SystemSpacing();
  box: Box = new Box();
  staff: StaffState = new StaffState();
  extent: Extent = new Extent();
}
