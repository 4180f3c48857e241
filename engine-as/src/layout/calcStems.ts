/**
 * @fileoverview Pass 4, calculate stems (Gould, Behind Bars pp. 13-17; abc2svg: set_stem_dir).
 * A note's stem points down when its farthest head from the middle line lies above it, up when
 * below; a chord goes by whichever of its outer heads is farther from the middle line; a note
 * as far above as below (on the middle line) as the voice's stem before it (VOICE_SLOTS). A
 * beam group takes one direction from its farthest head, the same way.
 * A voice's `stem=up` / `stem=down` (V:, ABC 2.1 7.2; VoiceTable.stemDirection) forces the
 * direction of all its stems; otherwise two or more voices on one staff force it: up for the
 * first, down for the others (Gould pp. 358-362; staffPlacement.ts sharedStem).
 * Stems are %%stemheight long (abc2svg's 21 units: an octave, 3.5 sp) from the head at the
 * stem's end, longer for three or more flags (engine-spec 9: "a setting plus 4 per flag beyond
 * 2"), and a note far outside the staff gets a stem reaching the middle line. A stem pointing
 * away from the staff from a head outside it is shorter when it has no flag, and a chord's
 * stem is shorter (stemShortening).
 *
 * After this: every drawn note has its stem direction (LayoutBits.StemUp), whole notes and
 * longer are LayoutBits.Stemless, and every stemmed note has its natural stem end
 * (layout.stemTip, sp below the top line); beamed stems are adjusted again by calcBeams.
 * Chords' seconds, dots and accidentals are placed (placeChordHeads, adjustDots,
 * adjustAccidentals), and the notes with an accidental or a tied head are counted
 * (layout.accidentalNotes, tiedNotes).
 */

import { SymbolKind } from "../abi";
import { Context } from "../context";
import { FormatKey } from "../model/format";
import { Accidental, StemDirection } from "../model/tables";
import { BOTTOM_LINE, MIDDLE_LINE, STEM_EXTRA_PER_FLAG, STEM_LENGTH, TOP_LINE } from "./constants";
import { unitsSetting } from "./pageGeometry";
import { WHOLE, noteValue } from "./noteValues";
import { positionY } from "./staffPositions";
import { LayoutBits } from "./tables";
import { sharedStem } from "./staffPlacement";
import { isBeamNote } from "./groupBeams";
import { placeChordHeads } from "./placeChordHeads";
import { adjustDots } from "./adjustDots";
import { adjustAccidentals } from "./adjustAccidentals";

/** Lowest and highest head positions of note `id`, packed as (low + 1024) | ((high + 1024) << 16). */
function headRange(ctx: Context, id: i32): i32 {
  const first = ctx.symbols.headStart.get(id);
  const last = first + ctx.symbols.headCount.get(id);
  const positions = ctx.layout.headPosition;
  let low = 1 << 20;
  let high = -(1 << 20);
  for (let head = first; head < last; head++) {
    const position = positions.get(head);
    if (position < low) low = position;
    if (position > high) high = position;
  }
  return (low + 1024) | ((high + 1024) << 16);
}

@inline function rangeLow(range: i32): i32 {
  return (range & 0xffff) - 1024;
}

@inline function rangeHigh(range: i32): i32 {
  return (range >>> 16) - 1024;
}

/**
 * The direction note `id` of voice `voice` has its stem forced to: 1 up, -1 down, 0 none (by
 * the notes): its voice's `stem=`, else its shared staff's (staffPlacement.ts).
 */
function forcedStem(ctx: Context, id: i32, voice: i32): i32 {
  const own = ctx.voices.stemDirection.get(voice);
  return own != StemDirection.Auto ? own : sharedStem(ctx, id);
}

/** Stem direction for heads spanning low..high: up when the lower extreme is farther from the middle. */
@inline export function stemUpFor(low: i32, high: i32): bool {
  return MIDDLE_LINE - low > high - MIDDLE_LINE;
}

/**
 * Shortening (sp) of a 1/3 sp step measured against abc2svg 1.22.1's SVG (black-boxed): a
 * quarter or half note's stem pointing away from the staff is 2 px shorter when its head at the
 * stem's end lies one or two steps beyond the outer line, 4 px from three steps on (down-stems
 * under the treble staff: E 21 px, D and C 19, B, to C, 17; up-stems over it: f 21, g and a 19,
 * b and higher 17; so under the bass staff); a note with a flag keeps its length there (eighths
 * and sixteenths E to F, all 21), a beamed one does not (flat beams of eighths down under the
 * treble staff: the outer edge 21 px under E, 22 under D, 25 under C, 26 under B,, 28 under A,:
 * the natural tips less the same 2 and 4 px). A chord's stem is 2 px shorter still, flags or
 * not, inside the staff too ([Bd] and [GB] 19 px from the head at the stem's end, [EG] down 19,
 * [DG] 17, [B,G] 15; with %%stemheight 30, [GB] 28).
 */
const STEM_SHORTENING_STEP: f32 = 2.0 / 6.0;

/**
 * How much shorter than %%stemheight the stem of a note with heads low..high, `flags` flags
 * (none when `beamed`) and stem `up` is (see STEM_SHORTENING_STEP).
 */
function stemShortening(low: i32, high: i32, flags: i32, up: bool, beamed: bool): f32 {
  let steps = low != high ? 1 : 0;
  if (flags == 0 || beamed) {
    const beyond = up ? high - TOP_LINE : BOTTOM_LINE - low;
    if (beyond >= 3) steps += 2;
    else if (beyond >= 1) steps += 1;
  }
  return <f32>steps * STEM_SHORTENING_STEP;
}

/**
 * Natural stem end of a note with heads low..high, `flags` flags, stem `up`, stems `length` sp
 * long, in a beam group or not (stemShortening makes some shorter): y in sp below the staff's
 * top line.
 */
export function naturalStemTip(low: i32, high: i32, flags: i32, up: bool, length: f32 = STEM_LENGTH, beamed: bool = false): f32 {
  const extra: f32 = (flags > 2 ? <f32>(flags - 2) * STEM_EXTRA_PER_FLAG : 0) - stemShortening(low, high, flags, up, beamed);
  if (up) {
    let tip = positionY(high) - length - extra;
    const middle = positionY(MIDDLE_LINE);
    if (tip > middle) tip = middle;
    return tip;
  }
  let tip = positionY(low) + length + extra;
  const middle = positionY(MIDDLE_LINE);
  if (tip < middle) tip = middle;
  return tip;
}

/**
 * A note whose heads stand as far above the middle line as below it (a single head on the middle
 * line, [Ac]) takes the direction of the stem before it in its voice, down for the voice's
 * first: abc2svg 1.22.1, black-boxed (notes/issue5-nottingham/stems.mts): `G2 B2 B2`, `G2|B2`,
 * `G2 z B2`, `G2\nB2`, `G8|B2` all up, `d2 B2` and a first `B2` down, the group `G2 B/B/B/B/`
 * up, `G2 [Ac]2` up, `d2 [Ac]2` down (ours drew every such note down: in Nottingham's reels the
 * up-stems of B under a chord symbol raise it 7 px, jigs_part1's pages now agree). Voices are
 * remembered in VOICE_SLOTS slots by their index, each slot knowing which voice it holds (a
 * voice met first is as at its start).
 */
const VOICE_SLOTS: i32 = 256;

/**
 * Most heads of an unbeamed note that follows the stem before it (above): abc2svg 1.22.1,
 * black-boxed after an up-stemmed G2 (notes/issue5-nottingham/stems.mts): [Ac]2, [Gd]2, [Fe]2
 * up; [GBd]2, [ABc]2, [EBf]2, [FAce]2, [DAcg]2, [DFAceg]2 down. In a beam group the group's
 * heads decide together and follow (`G2 [GBd]/[GBd]/` up).
 */
const MAX_FOLLOWING_HEADS: i32 = 2;

/**
 * The direction of each voice's last stem, for a note on the middle line (calcStems). Owned by
 * the render context (LayoutScratch.lastStems): a render allocates nothing.
 */
export class LastStems {
  /** Per slot, the voice whose last stem it holds (-1: none yet). */
  private voice: StaticArray<i32> = new StaticArray<i32>(VOICE_SLOTS);
  private up: StaticArray<bool> = new StaticArray<bool>(VOICE_SLOTS);

  /** Forgets every voice (a new render): every slot -1 (all bits set) with one memory.fill. */
  reset(): void {
    memory.fill(changetype<usize>(this.voice), 0xff, <usize>VOICE_SLOTS << 2);
  }

  /** Whether the last stem of voice `voice` pointed up (false before its first). */
  @inline previousUp(voice: i32): bool {
    const slot = voice & (VOICE_SLOTS - 1);
    return unchecked(this.voice[slot]) == voice && unchecked(this.up[slot]);
  }

  /** Remembers that voice `voice`'s last stem points up (`up`) or down. */
  @inline remember(voice: i32, up: bool): void {
    const slot = voice & (VOICE_SLOTS - 1);
    unchecked((this.voice[slot] = voice));
    unchecked((this.up[slot] = up));
  }
}

export function calcStems(ctx: Context): void {
  const symbols = ctx.symbols;
  const layout = ctx.layout;
  const lastStems = ctx.layoutScratch.lastStems;
  lastStems.reset();
  for (let beam = 0, n = layout.beamGroupCount; beam < n; beam++) layout.beamStemUp.set(beam, -1);
  // The storage of the columns read for every symbol held in locals: the walk's stores (stem
  // bits and tips, head shifts, dots) might alias any table's fields, so each `get` through ctx
  // read the table, the column and its storage again for every note (none of these columns
  // grows in the walk).
  const sequence = layout.sequence.data;
  const kinds = symbols.kind.data;
  const voices = symbols.voice.data;
  const beams = layout.beam.data;
  let lengthTune = -1; // the tune whose %%stemheight `length` holds
  let length = STEM_LENGTH;
  const headStarts = symbols.headStart.data;
  const headCounts = symbols.headCount.data;
  const positions = layout.headPosition.data;
  const accidentals = ctx.heads.accidental.data;
  const ties = ctx.heads.tie.data;
  layout.accidentalNotes = 0;
  layout.tiedNotes = 0;
  // adjustAccidentals keeps a value per head of its note in these: room for every head of the
  // render, made once, so that the walk holds no call to grow them (a call in the walk makes
  // TurboFan keep its values on the stack and reload them for every note).
  layout.scratch.reserve(ctx.heads.count);
  layout.scratchWidth.reserve(ctx.heads.count);
  for (let i = 0, n = layout.sequence.length; i < n; i++) {
    const id = unchecked(sequence[i]);
    if (unchecked(kinds[id]) != SymbolKind.Note) continue;
    // One walk over the heads for their range (headRange), and for whether any has an
    // accidental (placed by adjustAccidentals below) or a tie (counted for placeTies, which
    // then walks only when some note has a tie).
    const first = unchecked(headStarts[id]);
    const last = first + unchecked(headCounts[id]);
    let low = 1 << 20;
    let high = -(1 << 20);
    let accidental = false;
    let tied = false;
    for (let head = first; head < last; head++) {
      const position = unchecked(positions[head]);
      if (position < low) low = position;
      if (position > high) high = position;
      if (unchecked(accidentals[head]) != Accidental.None) accidental = true;
      if (unchecked(ties[head]) != 0) tied = true;
    }
    const beam = unchecked(beams[id]);
    const voice = unchecked(voices[id]);
    const forced = forcedStem(ctx, id, voice);
    let up: bool;
    if (beam >= 0) {
      // A beam group takes one direction, set at its first note.
      if (layout.beamStemUp.get(beam) < 0) layout.beamStemUp.set(beam, groupUp(ctx, beam, forced, lastStems.previousUp(voice)) ? 1 : 0);
      up = layout.beamStemUp.get(beam) != 0;
    } else if (forced != 0) up = forced > 0;
    else if (MIDDLE_LINE - low == high - MIDDLE_LINE) {
      // A chord of three or more heads so placed keeps the stem down (MAX_FOLLOWING_HEADS).
      up = last - first <= MAX_FOLLOWING_HEADS && lastStems.previousUp(voice);
    }
    else up = stemUpFor(low, high);
    lastStems.remember(voice, up);
    if (up) layout.setBit(id, LayoutBits.StemUp);
    if (noteValue(symbols.written.get(id)) >= WHOLE) {
      // Whole notes have no stem; their chords place seconds as an up-stem chord does.
      layout.setBit(id, LayoutBits.Stemless | LayoutBits.StemUp);
    } else {
      const tune = ctx.voices.tune.get(voice);
      if (tune != lengthTune) {
        lengthTune = tune;
        length = unitsSetting(ctx, tune, FormatKey.StemHeight, STEM_LENGTH * 6);
      }
      layout.stemTip.set(id, naturalStemTip(low, high, layout.flags.get(id), up, length, beam >= 0));
    }
    // The passes that need only this note's stem and heads run here, in this walk over the
    // symbols, rather than each in a walk of its own: seconds in chords (called for chords
    // only: most notes have one head, and the call cost as much as the test), dots in spaces,
    // accidental columns (for notes with an accidental only, once the seconds are placed).
    if (last - first > 1) placeChordHeads(ctx, id);
    adjustDots(ctx, id);
    if (tied) layout.tiedNotes++;
    if (accidental) {
      layout.accidentalNotes++;
      adjustAccidentals(ctx, id);
    }
  }
}

/** Stem direction of beam group `beam`: forced, else by its farthest head, else (as far above as below) `previousUp`. */
function groupUp(ctx: Context, beam: i32, forced: i32, previousUp: bool): bool {
  if (forced != 0) return forced > 0;
  const layout = ctx.layout;
  let low = 1 << 20;
  let high = -(1 << 20);
  const start = layout.beamStart.get(beam);
  for (let i = start, end = start + layout.beamCount.get(beam); i < end; i++) {
    if (!isBeamNote(ctx, i)) continue; // a clef change inside the group (groupBeams.ts)
    const range = headRange(ctx, layout.sequence.get(i));
    if (rangeLow(range) < low) low = rangeLow(range);
    if (rangeHigh(range) > high) high = rangeHigh(range);
  }
  if (MIDDLE_LINE - low == high - MIDDLE_LINE) return previousUp;
  return stemUpFor(low, high);
}
