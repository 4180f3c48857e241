/**
 * @fileoverview Small working objects of the layout passes (a running box, the clef, key and meter
 * in force in each voice, a system's spacing sums, a system's extents). The render context owns one of each
 * (LayoutScratch), reused by every render: a render must allocate nothing once its tables are
 * large enough (see asconfig.json: the `stub` runtime never frees).
 */

import { SymbolKind } from "../abi";
import { Context } from "../context";
import { I32Column } from "../util/column";
import { glyphBottom, glyphRight, glyphTop } from "../glyphs/smufl.generated";
import { ClefType, MeterDisplay } from "../model/values";
import { STAFF_HEIGHT } from "./constants";
import { DurationSpaces, columnTrailingIdeal, columnTrailingMinimum, spreadDistance } from "./spacing";
import { LastStems } from "./calcStems";
import { VoiceNotation } from "./identifyNotes";
import { drawnKey } from "./keySignatures";

// Used by justifySystems.
/** The time columns of one system and what they may fill, gathered once per system. */
export class SystemSpacing {
  /** The system's columns [start, end). */
  start: i32 = 0;
  end: i32 = 0;
  trailingMinimum: f32 = 0;
  trailingIdeal: f32 = 0;
  /** Sum of the ideal distances (trailing included). */
  ideal: f32 = 0;
  /**
   * Length at spacing factor 1 (trailing included): each distance ideal, or its minimum where
   * that is larger. Summed in the walk that sums `ideal`, in the order justifySystems'
   * systemLength sums it, so the same value without a walk of its own.
   */
  natural: f32 = 0;

  load(ctx: Context, system: i32): void {
    const layout = ctx.layout;
    this.start = layout.systemColumnStart.get(system);
    this.end = layout.systemColumnEnd.get(system);
    this.trailingMinimum = this.end > this.start ? columnTrailingMinimum(ctx, this.end - 1) : 0;
    this.trailingIdeal = this.end > this.start ? columnTrailingIdeal(ctx, this.end - 1) : 0;
    let ideal = this.trailingIdeal;
    let natural = spreadDistance(this.trailingMinimum, this.trailingIdeal, 1);
    const ideals = layout.columnIdeal;
    const minimums = layout.columnMinimum;
    for (let c = this.start; c < this.end; c++) {
      const distance = ideals.get(c);
      ideal += distance;
      natural += spreadDistance(minimums.get(c), distance, 1);
    }
    this.ideal = ideal;
    this.natural = natural;
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

  /** Starts a box that holds nothing yet: the first `add` sets all four sides. */
  empty(): void {
    this.left = f32.MAX_VALUE;
    this.top = f32.MAX_VALUE;
    this.right = -f32.MAX_VALUE;
    this.bottom = -f32.MAX_VALUE;
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

  /** Adds glyph `glyph` drawn `scale` times its normal size with its origin at (x, y). */
  @inline addScaledGlyph(glyph: i32, x: f32, y: f32, scale: f32): void {
    this.add(x, y - glyphTop(glyph) * scale, x + glyphRight(glyph) * scale, y - glyphBottom(glyph) * scale);
  }

  store(ctx: Context, element: i32): void {
    // Nothing added since `empty`: no box rather than one of infinite size.
    if (this.right < this.left) {
      ctx.elements.setBox(element, 0, 0, 0, 0);
      return;
    }
    ctx.elements.setBox(element, this.left, this.top, this.right - this.left, this.bottom - this.top);
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

// Used by calcExtents.
/**
 * The music of one system record measured once (calcExtents measureMusic) for the two measures
 * of the record, with its stems and without; y below the top line.
 */
export class MusicExtents {
  /** Everything measured, with the stems that reach past their heads. */
  stemmed: Extent = new Extent();
  /** Everything measured, with the heads of those notes instead of their stems. */
  bare: Extent = new Extent();
  /** What counts alike in both (accidentals, clef and key changes, tuplets, curves, grace notes). */
  shared: Extent = new Extent();
  /** The clef and key at the line's start, measured apart from the music (measureSystem). */
  header: Extent = new Extent();
  /** Verse lines sung in the record. */
  verses: i32 = 0;
  /** Whether a symbol of the record carries a chord symbol or annotation. */
  annotated: bool = false;
  /**
   * The notes and rests under the record's texts on the line above the staff, and the highest
   * top of the tuplets under them (musicTops.ts notesUnderText; gathered when `annotated`).
   */
  underText: I32Column = new I32Column(64);
  tupletsUnderText: f32 = 0;
  /** Whether an ending's bracket is drawn over the record. */
  hasEnding: bool = false;
  /** The highest first note under an ending's label (0 at most), with and without its stem. */
  labelTop: f32 = 0;
  bareLabelTop: f32 = 0;
}

// Used by breakLines.
/** The clef, key and meter in force in each voice of a tune, and each voice's sequence cursor. */
export class VoiceStates {
  clef: I32Column = new I32Column(16);
  octave: I32Column = new I32Column(16);
  key: I32Column = new I32Column(16);
  meter: I32Column = new I32Column(16);
  clefSymbol: I32Column = new I32Column(16);
  keySymbol: I32Column = new I32Column(16);
  meterSymbol: I32Column = new I32Column(16);
  /** Next sequence index of the voice not yet placed in a system. */
  cursor: I32Column = new I32Column(16);

  /** Starts `count` voices with the treble clef, no key, no meter. */
  reset(count: i32): void {
    this.clef.resize(count);
    this.octave.resize(count);
    this.key.resize(count);
    this.meter.resize(count);
    this.clefSymbol.resize(count);
    this.keySymbol.resize(count);
    this.meterSymbol.resize(count);
    this.cursor.resize(count);
    for (let v = 0; v < count; v++) {
      this.clef.set(v, ClefType.Treble);
      this.octave.set(v, 0);
      this.key.set(v, 0);
      this.meter.set(v, MeterDisplay.None);
      this.clefSymbol.set(v, -1);
      this.keySymbol.set(v, -1);
      this.meterSymbol.set(v, -1);
      this.cursor.set(v, 0);
    }
  }

  /** Applies clef, key or meter symbol `id` to voice `v` (index within the tune). */
  apply(ctx: Context, v: i32, id: i32): void {
    const symbols = ctx.symbols;
    switch (symbols.kind.get(id)) {
      case SymbolKind.Clef:
        this.clef.set(v, symbols.value.get(id));
        this.octave.set(v, symbols.value2.get(id));
        this.clefSymbol.set(v, id);
        break;
      case SymbolKind.Key:
        this.key.set(v, drawnKey(ctx, id)); // an explicit signature included (keySignatures.ts)
        this.keySymbol.set(v, id);
        break;
      case SymbolKind.Meter:
        this.meter.set(v, symbols.value2.get(id));
        this.meterSymbol.set(v, id);
        break;
    }
  }
}

/** One of each working object, owned by the render context and reused by every render. */
export class LayoutScratch {
  spacing: SystemSpacing = new SystemSpacing();
  box: Box = new Box();
  voices: VoiceStates = new VoiceStates();
  extent: Extent = new Extent();
  music: MusicExtents = new MusicExtents();
  /** breakLines and justifySystems: the ideal spaces of the durations in use (spacing.ts). */
  durationSpaces: DurationSpaces = new DurationSpaces();
  /** calcStems: each voice's last stem direction, for notes on the middle line. */
  lastStems: LastStems = new LastStems();
  /** collectSymbols: the clef and key in force in the voice it walks (identifyNotes.ts). */
  voiceNotation: VoiceNotation = new VoiceNotation();
  /** writePages: the next text block to write (layout/textBlocks.ts), as its page opens. */
  nextTextBlock: i32 = 0;
}
