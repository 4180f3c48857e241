/**
 * @fileoverview Engraving constants of the layout passes that are choices of ours (or of the
 * references we follow), not font metrics: those come only from glyphs/smufl.generated.ts
 * (STYLE.md 8). All lengths in staff spaces (sp). abc2svg's lengths are in its units, 6 to a
 * staff space at scale 1 (engine-spec 9, "Staff vertical unit 6 per line"), so abc2svg's 38
 * (its crotchet spacing) is 38 / 6 sp here.
 */

/** Staff positions (steps above the bottom line) of the bottom, middle and top lines. */
export const BOTTOM_LINE: i32 = 0;
export const MIDDLE_LINE: i32 = 4;
export const TOP_LINE: i32 = 8;
/** Height of a five-line staff. */
export const STAFF_HEIGHT: f32 = 4.0;

/** CSS pixels per staff space at scale 1 (engine-spec 9). */
export const PIXELS_PER_STAFF_SPACE: f64 = 6.0;

/** The em of music glyphs at normal size: SMuFL's 4 staff spaces. */
export const GLYPH_SIZE: f32 = 4.0;
/** A clef change inside a system is drawn smaller than the system's clef (Gould, Behind Bars p. 41). */
export const CLEF_CHANGE_SCALE: f32 = 0.75;

// ---- Horizontal spacing (Gould, Behind Bars pp. 39-45; abc2svg time2space) ----------------------

/** Ideal space from a quarter note to the next symbol (abc2svg: spatab[5] = 38 units). */
export const QUARTER_SPACE: f32 = 38.0 / 6.0;
/**
 * Exponent of duration in the spacing: space = QUARTER_SPACE * (duration / quarter) ^ e. With
 * e = 0.5 each doubling of the duration multiplies the space by sqrt 2 = 1.414 (Gould p. 40's
 * "about 1.4"; abc2svg's notespacingfactor 1.414).
 */
export const SPACING_EXPONENT: f32 = 0.5;
/** The ideal space before a bar line is shortened (abc2svg set_space: space * .9 - 3 units). */
export const BAR_SPACE_FACTOR: f32 = 0.9;
export const BAR_SPACE_REDUCTION: f32 = 0.5;
/** The ideal space from a note to the next one under the same beam is shortened (abc2svg: .9). */
export const BEAMED_SPACE_FACTOR: f32 = 0.9;
/** Smallest clear gap between the boxes of two neighbouring symbols. */
export const MIN_GAP: f32 = 0.5;
/**
 * Smallest clear gap between the heads of two neighbouring notes or rests (sp): measured
 * against abc2svg 1.22.1 at %%maxshrink 1 (the narrowest page width holding 8 and 4 measures):
 * beamed eighths and quarters stand 1.567 sp apart at the least, where heads 1.18 wide and
 * MIN_GAP stood 1.68.
 */
export const NOTE_GAP: f32 = 0.387;
/**
 * Room a note's head and dots take beyond their glyphs (sp, added to its room on the right):
 * measured against abc2svg 1.22.1 at %%maxshrink 1 (the narrowest page width holding 8 and 4
 * measures): a half note in a measure of quarters (`E2 E E`, `E E2 E`, `E E E2`) needs 0.1 sp
 * more than a quarter's head gave, a whole note alone 0.075 less; a dot needs less than its
 * glyph and gap gave: 0.1 sp after a half (`E3 E`; the dots' room replaces the head's), 0.37
 * after a quarter before a beamed eighth (`E3/E/ E E`). DOT_ROOM_TRIM takes 0.2 between the two
 * (the corpus: 2,766 systems per tune agree with 0.2, 2,759 with 0.1).
 */
export const HALF_HEAD_ROOM: f32 = 0.1;
export const WHOLE_HEAD_ROOM: f32 = -0.075;
export const DOT_ROOM_TRIM: f32 = 0.2;
/**
 * What two neighbouring notes that both need ledger lines on the same side of the staff stand
 * further apart than their heads' least distance (sp), so that their ledger lines (which reach
 * legerLineExtension past each head) keep apart: measured against abc2svg 1.22.1 (%%maxshrink 1,
 * the narrowest page width holding 8 and 4 measures): `C C C C` needs 0.65 sp more per measure
 * than `E E E E`, `E C C E` 0.217 more, `E C E E` and `E2 C2` nothing more.
 */
export const LEDGER_PAIR_GAP: f32 = 0.217;
/**
 * Clear gap after a bar line before the next note (Gould p. 39: a little more than a head), and
 * before a bar line. Measured against abc2svg 1.22.1: at %%maxshrink 1 a measure of quarters
 * needs 0.227 sp more than its notes' least distances gave with 1.2 and 0.8; drawn at the
 * narrowest page width holding the line, abc2svg's first note after a bar stands 0.14 sp further
 * from it than ours did, so 0.14 of that is after the bar and 0.087 before it.
 */
export const GAP_AFTER_BAR: f32 = 1.34;
export const GAP_BEFORE_BAR: f32 = 0.887;
/**
 * Clear gap between two bar lines in a row (an empty measure, or a bar of one voice beside
 * another voice's at a different time): two thin bars stand 2 sp apart, line to line, as
 * abc2svg 1.22.1 draws them (black-boxed: `C | | D` and `C || | D` put 12 px, two staff
 * spaces, between the lines), so that an empty measure reads as one.
 */
export const GAP_BETWEEN_BARS: f32 = 1.84;
/** Gap between the header (clef, key, time) and the first symbol; between header items. */
export const GAP_AFTER_HEADER: f32 = 1.96;
export const HEADER_ITEM_GAP: f32 = 0.8;
/**
 * The system header's measures, black-boxed from abc2svg 1.22.1 so that a line holds as much
 * music as its does (staff spaces; the first note's x from the staff's left end, over keys of
 * 0 to 4 sharps or flats, meters 4/4, 3/4, C, 6/8 and none, treble and bass clefs):
 * - each accidental of a key signature takes KEY_ACCIDENTAL_STEP, sharps and flats alike;
 * - the key starts KEY_GAP_FIRST_SYSTEM after the clef on a tune's first system, KEY_GAP on
 *   the others;
 * - the time signature starts METER_GAP after the clef or key, and the first note stands
 *   METER_NOTE_GAP_REDUCTION closer to it than GAP_AFTER_HEADER (abc2svg's time signature is
 *   narrower than Bravura's figures and sits 0.12 sp after the key: ours keeps a visible gap
 *   before the figures and takes the room back after them, so the line holds the same music);
 * - the first note stands GAP_AFTER_HEADER after the header, LATER_SYSTEM_HEADER_ROOM more on
 *   systems after the first (which draw no time signature).
 * Gould (p. 90) asks only that the key signature's accidentals be evenly spaced and close.
 */
export const KEY_ACCIDENTAL_STEP: f32 = 0.917;
export const KEY_GAP_FIRST_SYSTEM: f32 = 1.163;
export const KEY_GAP: f32 = 0.503;
export const METER_GAP: f32 = 0.4;
export const METER_NOTE_GAP_REDUCTION: f32 = 0.28;
export const LATER_SYSTEM_HEADER_ROOM: f32 = 0.33;
/**
 * Clear gap after a clef change inside the music, before the note it applies to: as after a
 * bar line, so the smaller clef (CLEF_CHANGE_SCALE) reads as belonging to the note without
 * touching its head or accidental (Gould, Behind Bars, "Clefs": a change of clef stands
 * immediately before the note it affects, with room of its own). At HEADER_ITEM_GAP the bass
 * clef's dots nearly met the next head (tests/engraving clefs-midbar-change).
 */
export const GAP_AFTER_CLEF_CHANGE: f32 = 1.2;
/** Left indent of the clef from the staff's start. */
export const CLEF_INDENT: f32 = 0.5;
/** Key signature: extra space between successive accidentals. */
export const KEY_ACCIDENTAL_GAP: f32 = 0.12;
/** Fixed width given to a multi-measure rest (its H-bar is centred in it). */
export const MULTI_MEASURE_REST_WIDTH: f32 = 8.0;

// ---- Justification (engine-spec 9; abc2svg maxshrink) ----------------------------------------------

/**
 * Lines may be compressed to this share of their ideal spacing (never below the symbols'
 * minimum widths) before a line is broken automatically: abc2svg's maxshrink of .65 lets a line
 * shrink 65 % of the way from its ideal spacing towards its minimum.
 */
export const MAX_SHRINK_FACTOR: f32 = 0.6;
/**
 * A short last line (justifySystems) that keeps the spacing of the line before it goes this
 * share of the way from its ideal length to its length at that line's spread. abc2svg 1.22.1,
 * black-boxed: its note-to-note gaps go 3/4 of the way, its bar lines less, so its staff lengths
 * go 0.72 (a measure of quarters) and 0.70 (of halves) of the way; fitted on our lengths over
 * the probes of notes/issue5-lastline.md.
 */
export const LAST_LINE_KEPT_SPREAD: f32 = 0.68;
/**
 * A short last line with no line before it to follow (a one-line tune, or one whose previous
 * line's spacing would overflow it) is given this share of the way from its minimum length to
 * its ideal length: abc2svg 1.22.1's natural spacing, black-boxed (a one-line tune of one
 * measure of quarters: 122.5 of its units, ideal 188.4), on our minimum and ideal lengths.
 */
export const LAST_LINE_NATURAL_SHARE: f32 = 0.35;
/** A break may be moved back to a bar line that is past this share of the line (abc2svg breaklimit .7). */
export const BREAK_LIMIT: f32 = 0.7;

// ---- Notes (Gould pp. 13-17, 45-52) ------------------------------------------------------------------

/** Normal stem length: an octave, from the notehead's centre (Gould p. 13). */
export const STEM_LENGTH: f32 = 3.5;
/** Extra stem length per flag beyond two (engine-spec 9: 4 units per flag beyond 2). */
export const STEM_EXTRA_PER_FLAG: f32 = 0.667;
/**
 * Minimum stem length inside a beam group, to the outer beam, for one beam; +BEAM_LEVEL per extra
 * beam (calcBeams). 19.2 px as abc2svg 1.22.1 sets its sloped beams (black-boxed,
 * notes/issue5-nottingham/vp/beams2.mts: the beam over dAF, cAF, Ec, Fc, Dc, Dd, Ed stands 19.3 px
 * from the head at its high end, 13.3 px over the top line at a d, 10.3 at a c; down, Fe and gB
 * 19.3 px under the F and the B; 19.2 puts ours within 0.1 px of those); was 3 sp (18 px).
 */
export const BEAM_MIN_STEM: f32 = 19.2 / 6.0;
/** Distance between the outer edges of successive beams: beamThickness + beamSpacing. */
export const BEAM_LEVEL: f32 = 0.75;
/** Largest rise of a beam over its group, and per sp of its width (Gould p. 20ff). */
export const BEAM_MAX_RISE: f32 = 1.0;
export const BEAM_MAX_SLOPE: f32 = 0.25;
/** Length of a partial beam (beamlet), at most. */
export const BEAMLET_LENGTH: f32 = 1.1;
/** Gap between an accidental and its notehead, and between accidental columns. */
export const ACCIDENTAL_GAP: f32 = 0.2;
/**
 * Two accidentals of a chord may share a column when their heads are at least this many steps
 * apart (Gould p. 86: a seventh clears the glyphs' height).
 */
export const ACCIDENTAL_CLEAR_STEPS: i32 = 6;
/** Gap between the notehead (or flag) and the first augmentation dot, and between dots. */
export const DOT_GAP: f32 = 0.3;
export const DOT_SPACING: f32 = 0.5;
/** Highest and lowest staff positions drawn; further notes are clamped (ledger lines stay finite). */
export const MAX_POSITION: i32 = 48;
export const MIN_POSITION: i32 = -40;

// ---- Curves ---------------------------------------------------------------------------------------

/** Tie and slur shape: clearance from the notehead, and height over the span (clamped). */
export const CURVE_HEAD_CLEARANCE: f32 = 0.6;
export const CURVE_HEIGHT_RATIO: f32 = 0.12;
export const CURVE_MIN_HEIGHT: f32 = 0.4;
export const TIE_MAX_HEIGHT: f32 = 1.0;
export const SLUR_MAX_HEIGHT: f32 = 2.0;

// ---- Text (abc2svg's default fonts, in its units / 6) -----------------------------------------------

/** Font sizes (em in sp): titlefont 20, subtitlefont 16, composerfont 14, vocalfont 13. */
export const TITLE_SIZE: f32 = 3.333;
export const SUBTITLE_SIZE: f32 = 2.667;
export const COMPOSER_SIZE: f32 = 2.333;
export const LYRIC_SIZE: f32 = 2.167;
export const ENDING_SIZE: f32 = 2.0;
/**
 * Lyric lines (abc2svg 1.22.1, black-boxed): verse baselines stand 1.1 em of the vocal font
 * apart (14.3 px at its 13 px, at %%scale 0.75 and 1 alike; 22 px with %%vocalfont Times 20).
 * abc2svg sets the first 0.9 em under the music above it (11.7 px under the floor 10 px under a
 * plain staff, or under a note 1 px beyond its head: 21.7 px under the bottom line for E to C,
 * 24.7 for B,, 42.7 for C,) and the lines' room ends 6.7 px under the last baseline (0.3 em +
 * 2.8 px for %%vocalfont 10 to 24; calcExtents LYRIC_DESCENT). LYRIC_CLEARANCE is the gap
 * between the music and the first line's ascent (0.72 em): 0.9 em - 0.72 em. It was 1 sp, the
 * first baseline 3.7 px lower than abc2svg's (notes/issue5-openhymnal/README.md, lyc2.mts).
 */
export const LYRIC_LINE_HEIGHT: f32 = 1.1 * LYRIC_SIZE;
export const LYRIC_CLEARANCE: f32 = 0.9 * LYRIC_SIZE - 0.72 * LYRIC_SIZE;
/**
 * Room of lyric syllables, measured on abc2svg 1.22.1's drawings (black-boxed, its default
 * vocalfont Times 13; a staff space is 6 px there). W is a syllable's room width:
 * LYRIC_ROOM_SCALE times its Times advance widths (the distance of two notes under equal long
 * words grows by 1.1 x 13 px x each letter's Times width, for every letter, digit and mark
 * measured; bold and italic faces the same). A syllable starts min(LYRIC_SHIFT_BASE +
 * LYRIC_SHIFT_SLOPE x W, LYRIC_SHIFT_MAX) left of its note's centre (`i` 0.62 sp, `ii` 0.88,
 * `iii` 1.15, ... 0.4 sp more per 1 sp of width; any word from 4.9 sp wide 2.333 sp = 14 px),
 * so a long word reaches far right of its note. After it, LYRIC_GAP clear before the next
 * syllable of any verse; a hyphen adds nothing (`mm-mmm` stands as `mm mmm`: the hyphen is
 * drawn in the gap). Verse numbers: verseNumbers.ts. LYRIC_GAP is the gap abc2svg keeps when it
 * decides whether a line is full: on a line drawn at the narrowest page width that still holds
 * it, two quarters under equal long words (`mmm` ... `mmmmmmmm`, `iiiiiiii`) stand W + 1.13 sp
 * (+-0.1) apart there, where a loose line shows W + 0.9, and a measure of four such quarters
 * needs 0.62 sp more page width than with 0.9 (measured against abc2svg 1.22.1: the narrowest
 * %%pagewidth holding 8 and 4 measures, notes/issue5-lyrics/tight.mts and sl.mts). Line breaking
 * and spacing use the one gap, so a line we find full is one abc2svg finds full.
 */
export const LYRIC_ROOM_SCALE: f32 = 1.1;
export const LYRIC_SHIFT_BASE: f32 = 0.357;
export const LYRIC_SHIFT_SLOPE: f32 = 0.4;
export const LYRIC_SHIFT_MAX: f32 = 2.333;
export const LYRIC_GAP: f32 = 1.13;
/**
 * The rest of abc2svg 1.22.1's syllable room (black-boxed like the above; sp): the centre of a
 * note after a syllable stands at least 0.99 sp after that syllable's gap, so the note's x (its
 * head's left edge) LYRIC_NOTE_CLEARANCE (`i i i` in sixteenths: 1.94 sp apart where equal words
 * would allow 1.56); a syllable may start
 * LYRIC_UNDER_NOTE inside the clear space after the previous note's head, which is 0.8 sp right of
 * its centre (a head and a word of shift s: s + 0.8 sp apart); a syllable after a bar line starts
 * at least LYRIC_AFTER_BAR after the bar's x (s + 0.5 sp, at least the 1.95 of a note alone),
 * and a bar line stands LYRIC_BEFORE_BAR after the gap of the syllable before it (W - s + 1.4).
 * The first note of a system moves right once its syllable would start less than 1.58 sp after
 * the header's gap (its centre at least 7.58 + s sp from the staff's start on a tune's first
 * system, for `aa` ... `aaaa`, `mmm`), LYRIC_UNDER_HEADER into the gap from its x.
 */
export const LYRIC_NOTE_CLEARANCE: f32 = 0.4;
export const LYRIC_UNDER_NOTE: f32 = 0.29;
export const LYRIC_AFTER_BAR: f32 = 0.5;
export const LYRIC_BEFORE_BAR: f32 = 0.5;
export const LYRIC_UNDER_HEADER: f32 = 0.2;
/** Hyphen length (Gould p. 447: a short dash) and its height above the baseline. */
export const LYRIC_HYPHEN_LENGTH: f32 = 0.6;
export const LYRIC_HYPHEN_RAISE: f32 = 0.55;

// ---- Vertical ----------------------------------------------------------------------------------------

/** Smallest distance from a staff's bottom line to the next system's top line (abc2svg staffsep 46). */
export const SYSTEM_SEPARATION: f32 = 7.667;
/**
 * Smallest distance from a staff's bottom line to the top line of the next staff of the same
 * system (abc2svg sysstaffsep 34).
 */
export const STAFF_SEPARATION: f32 = 5.667;
/** Clear space kept between what sticks out of two systems (and two staves of one system). */
export const SYSTEM_PADDING: f32 = 1.0;
/** Space left above a tune's title block, and between the title block and the first system. */
export const TUNE_SEPARATION: f32 = 3.0;
export const TITLE_GAP: f32 = 1.0;
/** Repeat-ending bracket: height above the top line (at least), hook length, label inset. */
export const ENDING_HEIGHT: f32 = 3.0;
export const ENDING_HOOK: f32 = 1.5;
/** Tuplet number: distance beyond the stems or beam, bracket hooks. */
export const TUPLET_CLEARANCE: f32 = 0.8;
export const TUPLET_HOOK: f32 = 0.6;

/**
 * Members of a column compared with each note by the passes that set two voices of a staff
 * against each other (placeVoiceHeads, clearVoiceAccidentals): bounds the work on a column of
 * many voices.
 */
export const MAX_COLUMN_PARTNERS: i32 = 16;
