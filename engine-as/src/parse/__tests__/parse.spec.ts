import { BarType, DiagnosticCode, Model, SymbolKind } from "../../abi";
import { AnnotationPlacement, LyricBits, SymbolBits } from "../../model/tables";
import { ClefType } from "../../model/values";
import { diagnosticCode, hasDiagnostic, midiOfNote, noteDuration, nth, parse } from "./helpers";
import { sortByTime } from "../../model/sortByTime";

const EIGHTH = Model.TicksPerWhole / 8;
const QUARTER = Model.TicksPerWhole / 4;

describe("tune header", () => {
  it("reads the title, composer and X value as source ranges", () => {
    const ctx = parse("X:7\nT:Oh! Susanna\nC:Stephen Foster\nK:G\nG|\n");
    expect<i32>(ctx.tunes.count).toBe(1);
    expect<i32>(ctx.tunes.xStart.get(0)).toBe(2);
    expect<i32>(ctx.tunes.xEnd.get(0)).toBe(3);
    expect<i32>(ctx.tunes.titleEnd.get(0) - ctx.tunes.titleStart.get(0)).toBe(11);
    expect<i32>(ctx.tunes.composerEnd.get(0) - ctx.tunes.composerStart.get(0)).toBe(14);
  });

  it("uses 1/8 as the unit length under 4/4 and 1/16 under 2/4 (engine-spec 9)", () => {
    expect<i32>(noteDuration(parse("X:1\nM:4/4\nK:C\nC\n"), 0)).toBe(EIGHTH);
    expect<i32>(noteDuration(parse("X:1\nM:2/4\nK:C\nC\n"), 0)).toBe(EIGHTH / 2);
    expect<i32>(noteDuration(parse("X:1\nM:2/4\nL:1/4\nK:C\nC\n"), 0)).toBe(QUARTER);
  });

  it("reports a bad L: value and keeps the default", () => {
    const ctx = parse("X:1\nL:1/6\nK:C\nC\n");
    expect<i32>(diagnosticCode(ctx, 0)).toBe(DiagnosticCode.BadLength);
    expect<i32>(noteDuration(ctx, 0)).toBe(EIGHTH);
  });

  it("reports a bad character in M:", () => {
    const ctx = parse("X:1\nM:4/x\nK:C\nC\n");
    expect<i32>(diagnosticCode(ctx, 0)).toBe(DiagnosticCode.BadCharInMeter);
  });

  it("writes a clef, a key and a meter symbol at the start of the voice", () => {
    const ctx = parse("X:1\nM:6/8\nK:D bass\nD\n");
    expect<i32>(ctx.symbols.kind.get(0)).toBe(SymbolKind.Clef);
    expect<i32>(ctx.symbols.value.get(0)).toBe(ClefType.Bass);
    expect<i32>(ctx.symbols.kind.get(1)).toBe(SymbolKind.Key);
    expect<i32>(ctx.symbols.value.get(1)).toBe(2);
    expect<i32>(ctx.symbols.kind.get(2)).toBe(SymbolKind.Meter);
    expect<i32>(ctx.symbols.value.get(2)).toBe(6 * EIGHTH);
  });
});

describe("pitch", () => {
  it("gives middle C the MIDI pitch 60 and moves octaves with ' and ,", () => {
    const ctx = parse("X:1\nK:C\nC c c' C, C,,\n");
    expect<i32>(midiOfNote(ctx, 0)).toBe(60);
    expect<i32>(midiOfNote(ctx, 1)).toBe(72);
    expect<i32>(midiOfNote(ctx, 2)).toBe(84);
    expect<i32>(midiOfNote(ctx, 3)).toBe(48);
    expect<i32>(midiOfNote(ctx, 4)).toBe(36);
  });

  it("applies the key signature of modes (K:Am has no sharps, K:Ador has F sharp, K:Bb two flats)", () => {
    expect<i32>(midiOfNote(parse("X:1\nK:Am\nF\n"), 0)).toBe(65);
    expect<i32>(midiOfNote(parse("X:1\nK:Ador\nF\n"), 0)).toBe(66);
    const flats = parse("X:1\nK:Bb\nB E\n");
    expect<i32>(midiOfNote(flats, 0)).toBe(70);
    expect<i32>(midiOfNote(flats, 1)).toBe(63);
  });

  it("carries an accidental to the end of the measure only", () => {
    const ctx = parse("X:1\nK:C\n^F F | F\n");
    expect<i32>(midiOfNote(ctx, 0)).toBe(66);
    expect<i32>(midiOfNote(ctx, 1)).toBe(66);
    expect<i32>(midiOfNote(ctx, 2)).toBe(65);
  });

  it("keeps a tied note's accidental across the bar", () => {
    const ctx = parse("X:1\nK:C\n^F-|F F\n");
    expect<i32>(midiOfNote(ctx, 1)).toBe(66);
    expect<i32>(midiOfNote(ctx, 2)).toBe(65);
  });

  it("reads explicit key accidentals", () => {
    expect<i32>(midiOfNote(parse("X:1\nK:D exp _b\nF B\n"), 1)).toBe(70);
    expect<i32>(midiOfNote(parse("X:1\nK:D exp _b\nF B\n"), 0)).toBe(65);
  });
});

describe("durations", () => {
  it("reads lengths 2, /, // and 3/2 against the unit length", () => {
    const ctx = parse("X:1\nL:1/8\nK:C\nC2 C/ C// C3/2\n");
    expect<i32>(noteDuration(ctx, 0)).toBe(QUARTER);
    expect<i32>(noteDuration(ctx, 1)).toBe(EIGHTH / 2);
    expect<i32>(noteDuration(ctx, 2)).toBe(EIGHTH / 4);
    expect<i32>(noteDuration(ctx, 3)).toBe((EIGHTH * 3) / 2);
  });

  it("dots the first note and halves the second for broken rhythm >", () => {
    const ctx = parse("X:1\nL:1/8\nK:C\nC>D E<F\n");
    expect<i32>(noteDuration(ctx, 0)).toBe((EIGHTH * 3) / 2);
    expect<i32>(noteDuration(ctx, 1)).toBe(EIGHTH / 2);
    expect<i32>(noteDuration(ctx, 2)).toBe(EIGHTH / 2);
    expect<i32>(noteDuration(ctx, 3)).toBe((EIGHTH * 3) / 2);
    expect<i32>(ctx.symbols.time.get(nth(ctx, SymbolKind.Note, 2))).toBe(QUARTER);
  });

  it("fits three notes in the time of two for (3, leaving the written length", () => {
    const ctx = parse("X:1\nL:1/8\nK:C\n(3CDE F\n");
    expect<i32>(noteDuration(ctx, 0)).toBe(EIGHTH * 2 / 3);
    expect<i32>(ctx.symbols.written.get(nth(ctx, SymbolKind.Note, 0))).toBe(EIGHTH);
    expect<i32>(noteDuration(ctx, 3)).toBe(EIGHTH);
    expect<i32>(ctx.symbols.time.get(nth(ctx, SymbolKind.Note, 3))).toBe(QUARTER);
    expect<i32>(ctx.tuplets.count).toBe(1);
  });

  it("reports a broken rhythm with no note before it", () => {
    expect<i32>(diagnosticCode(parse("X:1\nK:C\n>C\n"), 0)).toBe(DiagnosticCode.NoNoteBeforeBrokenRhythm);
  });
});

describe("chords, bars and lines", () => {
  it("sorts a chord's heads from the lowest and takes its length from the first head", () => {
    const ctx = parse("X:1\nL:1/8\nK:C\n[GCE]2\n");
    const chord = nth(ctx, SymbolKind.Note, 0);
    expect<i32>(ctx.symbols.headCount.get(chord)).toBe(3);
    expect<i32>(ctx.heads.midi.get(ctx.symbols.headStart.get(chord))).toBe(60);
    expect<i32>(ctx.symbols.duration.get(chord)).toBe(QUARTER);
  });

  it("normalises bar types and attaches repeat endings to their bar", () => {
    const ctx = parse("X:1\nK:C\n|: C :: D |1 E :|2 F |]\n");
    expect<i32>(ctx.symbols.value.get(nth(ctx, SymbolKind.Bar, 0))).toBe(BarType.RepeatStart);
    expect<i32>(ctx.symbols.value.get(nth(ctx, SymbolKind.Bar, 1))).toBe(BarType.RepeatBoth);
    const first = nth(ctx, SymbolKind.Bar, 2);
    expect<bool>(ctx.symbols.hasFlag(first, SymbolBits.EndingStart)).toBe(true);
    expect<i32>(ctx.symbols.textEnd.get(first) - ctx.symbols.textStart.get(first)).toBe(1);
    expect<i32>(ctx.symbols.value.get(nth(ctx, SymbolKind.Bar, 3))).toBe(BarType.RepeatEnd);
    expect<i32>(ctx.symbols.value.get(nth(ctx, SymbolKind.Bar, 4))).toBe(BarType.Final);
  });

  it("merges :| at a line end with |: at the next line's start into ::", () => {
    const ctx = parse("X:1\nK:C\nC :|\n|: D\n");
    expect<i32>(ctx.symbols.value.get(nth(ctx, SymbolKind.Bar, 0))).toBe(BarType.RepeatBoth);
    expect<i32>(nth(ctx, SymbolKind.Bar, 1)).toBe(-1);
  });

  it("breaks the music line at a source line end but not after a backslash", () => {
    const ctx = parse("X:1\nK:C\nC D \\\nE F\nG\n");
    expect<bool>(ctx.symbols.hasFlag(nth(ctx, SymbolKind.Note, 1), SymbolBits.LineBreakAfter)).toBe(false);
    expect<bool>(ctx.symbols.hasFlag(nth(ctx, SymbolKind.Note, 3), SymbolBits.LineBreakAfter)).toBe(true);
  });

  it("marks a note after a space as a beam break", () => {
    const ctx = parse("X:1\nK:C\nCD EF\n");
    expect<bool>(ctx.symbols.hasFlag(nth(ctx, SymbolKind.Note, 1), SymbolBits.BeamBreakBefore)).toBe(false);
    expect<bool>(ctx.symbols.hasFlag(nth(ctx, SymbolKind.Note, 2), SymbolBits.BeamBreakBefore)).toBe(true);
  });

  it("reads CRLF line ends as line ends", () => {
    const ctx = parse("X:1\r\nT:A\r\nK:G\r\nF\r\n");
    expect<i32>(midiOfNote(ctx, 0)).toBe(66);
  });

  it("reports a slur end without a start", () => {
    expect<i32>(diagnosticCode(parse("X:1\nK:C\nC)\n"), 0)).toBe(DiagnosticCode.EndOfSlurWithoutStart);
  });
});

describe("lyrics", () => {
  it("attaches syllables to notes, skipping rests, with hyphens and extenders", () => {
    const ctx = parse("X:1\nK:C\nC D z E F G|\nw:A-men ho_ *\n");
    expect<i32>(ctx.lyrics.count).toBe(3);
    expect<i32>(ctx.lyrics.symbol.get(0)).toBe(nth(ctx, SymbolKind.Note, 0));
    expect<i32>(ctx.lyrics.flags.get(0) & LyricBits.HyphenAfter).toBe(LyricBits.HyphenAfter);
    expect<i32>(ctx.lyrics.symbol.get(1)).toBe(nth(ctx, SymbolKind.Note, 1));
    expect<i32>(ctx.lyrics.symbol.get(2)).toBe(nth(ctx, SymbolKind.Note, 2));
    expect<i32>(ctx.lyrics.extend.get(2)).toBe(1);
  });

  it("numbers verses of consecutive w: lines and moves to the next bar on |", () => {
    const ctx = parse("X:1\nK:C\nC D | E F|\nw:a | b\nw:c d\n");
    expect<i32>(ctx.lyrics.symbol.get(1)).toBe(nth(ctx, SymbolKind.Note, 2));
    expect<i32>(ctx.lyrics.verse.get(2)).toBe(1);
    expect<i32>(ctx.lyrics.symbol.get(2)).toBe(nth(ctx, SymbolKind.Note, 0));
  });

  it("reads a backslash and the character after it as part of the syllable (\\* and \\| are signs)", () => {
    const ctx = parse("X:1\nK:C\nC D E|\nw:a\\*b c\\|d e\n");
    expect<i32>(ctx.diagnostics.count).toBe(0);
    expect<i32>(ctx.lyrics.count).toBe(3);
    expect<i32>(ctx.lyrics.symbol.get(2)).toBe(nth(ctx, SymbolKind.Note, 2));
  });

  it("warns about too many words and lyrics without music", () => {
    expect<i32>(diagnosticCode(parse("X:1\nK:C\nC\nw:a b\n"), 0)).toBe(DiagnosticCode.TooManyWords);
    expect<i32>(diagnosticCode(parse("X:1\nK:C\nw:a b\n"), 0)).toBe(DiagnosticCode.LyricsWithoutMusic);
  });
});

describe("voices", () => {
  it("keeps every voice in the model, each from the tune's start", () => {
    const ctx = parse("X:1\nK:C\nV:1\nC\nV:2\nE\nV:1\nD\n");
    expect<i32>(ctx.voices.count).toBe(2);
    expect<i32>(ctx.symbols.voice.get(nth(ctx, SymbolKind.Note, 2))).toBe(0);
    expect<i32>(ctx.symbols.time.get(nth(ctx, SymbolKind.Note, 1))).toBe(0);
    expect<i32>(ctx.diagnostics.count).toBe(0);
  });
});

describe("time order", () => {
  it("chains the symbols of all voices by time, keeping each voice's order", () => {
    const ctx = parse("X:1\nL:1/4\nK:C\nV:1\nC D|\nV:2\nE2|\n");
    sortByTime(ctx);
    let id = ctx.tunes.timeFirst.get(0);
    let previousTime = -1;
    let count = 0;
    while (id >= 0) {
      expect<bool>(ctx.symbols.time.get(id) >= previousTime).toBe(true);
      previousTime = ctx.symbols.time.get(id);
      id = ctx.symbols.timeNext.get(id);
      count++;
    }
    expect<i32>(count).toBe(ctx.symbols.count);
  });
});

describe("key changes", () => {
  it("keeps the key when a K: field names only a clef", () => {
    const ctx = parse("X:1\nK:F\nB|[K:bass] B,|\n");
    expect<i32>(midiOfNote(ctx, 1)).toBe(58);
    const clef = nth(ctx, SymbolKind.Clef, 1);
    expect<i32>(ctx.symbols.value.get(clef)).toBe(ClefType.Bass);
  });

  it("changes key and clef together in the body", () => {
    const ctx = parse("X:1\nK:C\nF|\nK:G clef=alto\nF|\n");
    expect<i32>(midiOfNote(ctx, 1)).toBe(66);
    expect<i32>(ctx.symbols.value.get(nth(ctx, SymbolKind.Clef, 1))).toBe(ClefType.Alto);
  });
});

describe("constructs read past for now", () => {
  it("does not read the lines of a %%begintext block as music", () => {
    const ctx = parse("X:1\nK:C\n%%begintext\nGrand choeur\n%%endtext\nC\n");
    expect<i32>(ctx.diagnostics.count).toBe(0);
    expect<i32>(nth(ctx, SymbolKind.Note, 1)).toBe(-1);
  });

  it("takes letters defined by U: as decorations, and reports undefined ones", () => {
    expect<i32>(parse("X:1\nU:w=!wedge!\nK:C\nwC\n").diagnostics.count).toBe(0);
    expect<i32>(parse("U:w=!wedge!\n\nX:1\nK:C\nwC\n").diagnostics.count).toBe(0);
    expect<i32>(diagnosticCode(parse("X:1\nK:C\nwC\n"), 0)).toBe(DiagnosticCode.BadCharacter);
  });

  it("starts a slur opened inside a grace group", () => {
    const ctx = parse("X:1\nK:C\n{/(c}B3)|\n");
    expect<i32>(ctx.diagnostics.count).toBe(0);
    expect<i32>(ctx.slurs.count).toBe(1);
  });

  it("reads a tempo with blanks around =", () => {
    const ctx = parse("X:1\nQ:\"Allegretto\" 1/4 = 120\nK:C\nC\n");
    expect<i32>(ctx.diagnostics.count).toBe(0);
    expect<i32>(ctx.parse.tempoBpm).toBe(120);
  });
});

describe("bars as abc2svg keeps them", () => {
  it("reads a run of bar characters as one bar (||], |]|])", () => {
    const ctx = parse("X:1\nK:C\nC||]D|]|]\n");
    expect<i32>(ctx.symbols.value.get(nth(ctx, SymbolKind.Bar, 0))).toBe(BarType.Final);
    expect<i32>(ctx.symbols.end.get(nth(ctx, SymbolKind.Bar, 0)) - ctx.symbols.start.get(nth(ctx, SymbolKind.Bar, 0))).toBe(3);
    expect<i32>(nth(ctx, SymbolKind.Bar, 2)).toBe(-1);
  });

  it("merges |: only with a bar ending in | before it", () => {
    const merged = parse("X:1\nK:C\nC||\n|:D\n");
    expect<bool>(merged.symbols.hasFlag(nth(merged, SymbolKind.Bar, 0), SymbolBits.MergedRepeat)).toBe(true);
    expect<i32>(nth(merged, SymbolKind.Bar, 1)).toBe(-1);
    const apart = parse("X:1\nK:C\nC|]\n|:D\n");
    expect<i32>(nth(apart, SymbolKind.Bar, 1)).toBeGreaterThan(-1);
  });
});

describe("octave clefs", () => {
  it("sound an octave below the written note under treble-8", () => {
    expect<i32>(midiOfNote(parse("X:1\nK:C clef=treble-8\nc\n"), 0)).toBe(60);
  });
});

describe("voice overlays (ABC 2.1 7.4)", () => {
  it("puts the music after & into an overlay voice timed from the measure's start", () => {
    const ctx = parse("X:1\nL:1/4\nM:2/4\nK:C\nCD & EF|GA|\n");
    expect<i32>(ctx.voices.count).toBe(2);
    expect<i32>(ctx.voices.overlayOf.get(1)).toBe(0);
    const e = nth(ctx, SymbolKind.Note, 2);
    expect<i32>(ctx.symbols.voice.get(e)).toBe(1);
    expect<i32>(ctx.symbols.time.get(e)).toBe(0);
    // Back in the first voice after the bar.
    expect<i32>(ctx.symbols.voice.get(nth(ctx, SymbolKind.Note, 4))).toBe(0);
    expect<i32>(ctx.symbols.voice.get(nth(ctx, SymbolKind.Bar, 0))).toBe(0);
  });

  it("reports an overlay shorter than its measure", () => {
    const ctx = parse("X:1\nL:1/4\nM:2/4\nK:C\nCD & E|F2|\n");
    expect<i32>(diagnosticCode(ctx, 0)).toBe(DiagnosticCode.WrongOverlayDuration);
  });
});

describe("rests", () => {
  it("keeps a rest of length 0 without time, and drops Z when there is no meter", () => {
    const ctx = parse("X:1\nL:1/4\nK:C\nx0 C Z|\n");
    expect<i32>(ctx.symbols.duration.get(nth(ctx, SymbolKind.Rest, 0))).toBe(0);
    expect<i32>(nth(ctx, SymbolKind.MultiMeasureRest, 0)).toBe(-1);
    expect<i32>(diagnosticCode(ctx, 0)).toBe(DiagnosticCode.MultiRestWithoutMeasure);
  });

  it("skips a rest inside a chord", () => {
    const ctx = parse("X:1\nL:1/4\nK:C\n[zA2]\n");
    expect<i32>(ctx.symbols.duration.get(nth(ctx, SymbolKind.Note, 0))).toBe(Model.TicksPerWhole / 2);
    expect<i32>(diagnosticCode(ctx, 0)).toBe(DiagnosticCode.NotANote);
  });
});

describe("octave=", () => {
  it("moves a voice's notes by octaves (ABC 2.1 4.6)", () => {
    const ctx = parse("X:1\nK:C\nV:B clef=bass octave=-2\ng\n");
    expect<i32>(midiOfNote(ctx, 0)).toBe(55);
  });
});

describe("%%staves in the body", () => {
  it("moves every voice to the latest time, where new voices start too", () => {
    const ctx = parse("X:1\nL:1/4\nM:2/4\nK:C\nV:1\nCD|EF|\nV:2\nGA|\n%%staves 1 2 3\nV:2\nB2|\nV:3\nc2|\n");
    expect<i32>(ctx.symbols.time.get(nth(ctx, SymbolKind.Note, 6))).toBe(Model.TicksPerWhole);
    expect<i32>(ctx.symbols.time.get(nth(ctx, SymbolKind.Note, 7))).toBe(Model.TicksPerWhole);
  });
});

describe("%%score and %%staves", () => {
  it("creates the voices it names in its order, sharing a staff inside parentheses", () => {
    const ctx = parse("X:1\n%%score (T B) S\nL:1/4\nK:C\nV:S\nC|\nV:T\nD|\nV:B\nE|\n");
    expect<i32>(ctx.voices.count).toBe(3);
    expect<i32>(ctx.voices.staff.get(0)).toBe(0); // T
    expect<i32>(ctx.voices.staff.get(1)).toBe(0); // B
    expect<i32>(ctx.voices.staff.get(2)).toBe(1); // S
    expect<i32>(ctx.tunes.staffCount.get(0)).toBe(2);
    expect<i32>(ctx.symbols.voice.get(nth(ctx, SymbolKind.Note, 0))).toBe(2);
  });

  it("records braces and brackets, and applies a file-header directive to each tune", () => {
    const ctx = parse("%%staves {(1 2) 3}\n\nX:1\nL:1/4\nK:C\nV:1\nC|\n\nX:2\nK:C\nV:3\nD|\n");
    expect<i32>(ctx.staffGroups.count).toBe(2);
    expect<i32>(ctx.staffGroups.firstStaff.get(0)).toBe(0);
    expect<i32>(ctx.staffGroups.lastStaff.get(0)).toBe(1);
    expect<i32>(ctx.tunes.voiceCount.get(1)).toBe(3);
  });

  it("reports a voice named twice and an unclosed group", () => {
    expect<i32>(diagnosticCode(parse("X:1\n%%score (1 1)\nK:C\nV:1\nC|\n"), 0)).toBe(DiagnosticCode.DoubleVoiceInScore);
    expect<i32>(diagnosticCode(parse("X:1\n%%score [1 2\nK:C\nV:1\nC|\n"), 0)).toBe(DiagnosticCode.ScoreGroupNotClosed);
  });
});

describe("multi-measure overlays (& ... & ... &)", () => {
  it("overlays from the (& with its own bars, over several lines, back to the voice at &)", () => {
    const ctx = parse("X:1\nL:1/4\nM:2/4\nK:C\nz2|(&CD|EF\n&GA|Bc&)DE|\n");
    expect<bool>(hasDiagnostic(ctx, DiagnosticCode.NoEndOfVoiceOverlay)).toBe(false);
    expect<bool>(hasDiagnostic(ctx, DiagnosticCode.WrongOverlayDuration)).toBe(false);
    const g = nth(ctx, SymbolKind.Note, 4);
    expect<i32>(ctx.symbols.voice.get(g)).toBe(1);
    expect<i32>(ctx.symbols.time.get(g)).toBe(Model.TicksPerWhole / 2);
    expect<i32>(ctx.symbols.voice.get(nth(ctx, SymbolKind.Bar, 2))).toBe(1);
    const d = nth(ctx, SymbolKind.Note, 8);
    expect<i32>(ctx.symbols.voice.get(d)).toBe(0);
    expect<i32>(ctx.symbols.time.get(d)).toBe(Model.TicksPerWhole * 3 / 2);
  });
});

describe("multi-measure rests of a staff's second voice", () => {
  it("advance the time without a rest of their own (as abc2svg)", () => {
    const ctx = parse("X:1\nL:1/4\nM:C\n%%staves (1 2)\nK:C\nV:1\nC4|D4|E4|F4|\nV:2\nC4|Z3|\n");
    expect<i32>(nth(ctx, SymbolKind.MultiMeasureRest, 0)).toBe(-1);
    expect<i32>(ctx.symbols.time.get(nth(ctx, SymbolKind.Bar, 5))).toBe(Model.TicksPerWhole * 4);
  });
});

describe("decorations and annotations (ABC 2.1 4.14, 4.18, 4.19)", () => {
  it("attaches decorations, shorthands and U: symbols to the next note or bar", () => {
    const ctx = parse("X:1\nU:w=!wedge!\nK:C\n!trill!.C w~D !fermata!|\n");
    expect<i32>(ctx.decorations.count).toBe(5);
    const c = nth(ctx, SymbolKind.Note, 0);
    expect<i32>(ctx.decorations.symbol.get(0)).toBe(c);
    expect<i32>(ctx.decorations.symbol.get(1)).toBe(c);
    // U: w stands for "wedge": its name range is the definition's.
    expect<i32>(ctx.decorations.nameEnd.get(2) - ctx.decorations.nameStart.get(2)).toBe(5);
    expect<i32>(ctx.decorations.symbol.get(4)).toBe(nth(ctx, SymbolKind.Bar, 0));
  });

  it("reports an unknown decoration, but knows those defined by %%deco", () => {
    expect<i32>(diagnosticCode(parse("X:1\nK:C\n!foo!C\n"), 0)).toBe(DiagnosticCode.UnknownDecoration);
    // Known, but its glyph `st` is one abc2svg 1.22.1 does not define: it says so at the use.
    expect<i32>(diagnosticCode(parse("%%deco sintro 6 st 6 0 0\n\nX:1\nK:C\n!sintro!C\n"), 0)).toBe(DiagnosticCode.NoDefinition);
    expect<i32>(parse("%%deco dolce 6 crdc 16 2 14 dolce\n\nX:1\nK:C\n!dolce!C\n").diagnostics.count).toBe(0);
  });

  it("reads chord symbols and placed annotations", () => {
    const ctx = parse("X:1\nK:C\n\"Am7\"C \"^hi\"\"_lo\"D \"@-1.5,2 x\"E\n");
    expect<i32>(ctx.annotations.count).toBe(4);
    expect<i32>(ctx.annotations.placement.get(0)).toBe(AnnotationPlacement.ChordSymbol);
    expect<i32>(ctx.annotations.end.get(0) - ctx.annotations.start.get(0)).toBe(3);
    expect<i32>(ctx.annotations.placement.get(2)).toBe(AnnotationPlacement.Below);
    expect<f32>(ctx.annotations.x.get(3)).toBe(-1.5);
    expect<i32>(ctx.annotations.symbol.get(3)).toBe(nth(ctx, SymbolKind.Note, 2));
  });
});

describe("clef changes at a bar line", () => {
  it("stand before the bar (Gould p. 42), the key change of the same field after it", () => {
    const ctx = parse("X:1\nL:1/4\nK:C\nC E | [K:bass] C, E, |\n");
    const bar = nth(ctx, SymbolKind.Bar, 0);
    const clef = nth(ctx, SymbolKind.Clef, 1);
    expect<i32>(ctx.symbols.next.get(clef)).toBe(bar);
    expect<i32>(ctx.symbols.kind.get(ctx.symbols.prev.get(clef))).toBe(SymbolKind.Note);
    expect<i32>(ctx.symbols.kind.get(ctx.symbols.next.get(bar))).toBe(SymbolKind.Key);
    // The chain stays whole: the voice's last symbol is the final bar, and the notes after the
    // change follow the key.
    expect<i32>(ctx.symbols.next.get(nth(ctx, SymbolKind.Bar, 1))).toBe(-1);
    expect<i32>(ctx.symbols.kind.get(ctx.symbols.next.get(ctx.symbols.next.get(bar)))).toBe(SymbolKind.Note);
  });
});

describe("dotted slurs (ABC 2.1 4.11)", () => {
  it("read `.(` as a dotted slur, not a staccato", () => {
    const ctx = parse("X:1\nL:1/4\nK:C\n.(cd) (ef) .c|\n");
    expect<i32>(ctx.slurs.count).toBe(2);
    expect<i32>(ctx.slurs.dotted.get(0)).toBe(1);
    expect<i32>(ctx.slurs.dotted.get(1)).toBe(0);
    // Only the last `.` is a staccato.
    expect<i32>(ctx.decorations.count).toBe(1);
  });
});

describe("annotation lines", () => {
  it("break at `;` and `\\n` but not at the `;` of a character reference", () => {
    // Two lines; then one line holding `&amp;`, `&#233;` and `&#xe9;` whole (abc2svg 1.22.1).
    expect<i32>(parse("X:1\nK:C\n\"^a;b\"C\n").annotations.count).toBe(2);
    const ctx = parse("X:1\nK:C\n\"^a&amp;b&#233;c&#xe9;\"C \"^x&;y\"D\n");
    expect<i32>(ctx.annotations.count).toBe(3);
    expect<i32>(ctx.annotations.end.get(0) - ctx.annotations.start.get(0)).toBe(20);
  });
});

describe("grace notes (ABC 2.1 4.12)", () => {
  it("makes Grace symbols that take no time, with chords, and carry accidentals", () => {
    const ctx = parse("X:1\nL:1/4\nK:C\n{/^F[ac']}F G|\n");
    const first = nth(ctx, SymbolKind.Grace, 0);
    expect<bool>(ctx.symbols.hasFlag(first, SymbolBits.Acciaccatura)).toBe(true);
    expect<i32>(ctx.symbols.headCount.get(nth(ctx, SymbolKind.Grace, 1))).toBe(2);
    expect<i32>(ctx.symbols.time.get(nth(ctx, SymbolKind.Note, 0))).toBe(0);
    expect<i32>(midiOfNote(ctx, 0)).toBe(66);
  });

  it("reports what a grace group may not hold", () => {
    expect<i32>(diagnosticCode(parse("X:1\nK:C\n{A>B}C\n"), 0)).toBe(DiagnosticCode.BrokenRhythmInGrace);
    expect<i32>(diagnosticCode(parse("X:1\nK:C\n{A|B}C\n"), 0)).toBe(DiagnosticCode.BarInGrace);
    expect<i32>(diagnosticCode(parse("X:1\nK:C\n{AB C\n"), 0)).toBe(DiagnosticCode.NoEndOfGraceSequence);
  });
});

describe("chords with slurs and ties inside", () => {
  it("keeps [G,2)-B,2)-] one chord, both heads tied", () => {
    const ctx = parse("X:1\nL:1/4\nK:C\n([G,2B,2] [G,2)-B,2)-]|[G,B,]\n");
    const chord = nth(ctx, SymbolKind.Note, 1);
    expect<i32>(ctx.symbols.headCount.get(chord)).toBe(2);
    expect<i32>(ctx.heads.tie.get(ctx.symbols.headStart.get(chord))).toBe(1);
    expect<i32>(ctx.heads.tie.get(ctx.symbols.headStart.get(chord) + 1)).toBe(1);
    expect<i32>(nth(ctx, SymbolKind.Note, 3)).toBe(-1);
  });
});

describe("an overlay over a line end", () => {
  it("goes on on the next line until its bar (abc2svg), and has no end only at the tune's end", () => {
    const ctx = parse("X:1\nL:1/4\nM:2/4\nK:C\nCD &\nEF|G2|\n");
    expect<bool>(hasDiagnostic(ctx, DiagnosticCode.NoEndOfVoiceOverlay)).toBe(false);
    expect<i32>(ctx.symbols.voice.get(nth(ctx, SymbolKind.Note, 2))).toBe(1);
    expect<i32>(ctx.symbols.voice.get(nth(ctx, SymbolKind.Note, 4))).toBe(0);
    expect<bool>(hasDiagnostic(parse("X:1\nL:1/4\nM:2/4\nK:C\nCD & EF\n"), DiagnosticCode.NoEndOfVoiceOverlay)).toBe(true);
  });
});

describe("invisible bars", () => {
  it("makes a bar decorated !invisible! (or a U: letter for it) invisible", () => {
    const ctx = parse("X:1\nU:i=!invisible!\nL:1/4\nK:C\nC i::D !invisible!|E|\n");
    expect<i32>(ctx.symbols.value.get(nth(ctx, SymbolKind.Bar, 0))).toBe(BarType.Invisible);
    expect<i32>(ctx.symbols.value.get(nth(ctx, SymbolKind.Bar, 1))).toBe(BarType.Invisible);
    expect<i32>(ctx.symbols.value.get(nth(ctx, SymbolKind.Bar, 2))).toBe(BarType.Single);
  });
});

describe("overlay voices", () => {
  it("take their voice's octave= with its key and clef", () => {
    const ctx = parse("X:1\nL:1/4\nM:2/4\nK:C\nV:1 octave=-1\nc2 & c2|\n");
    expect<i32>(midiOfNote(ctx, 1)).toBe(60);
  });
});
