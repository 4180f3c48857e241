/**
 * The display list's room: writeNote reserves room for its records in steps (the heads with
 * their accidentals and dots and the stem and flag; for a note with ledger lines, again for
 * them and the stem and flag after them) and writes each step's records without checking for
 * room (DisplayList.reserve, glyphInRoom, lineInRoom). A note begun with the list nearly full
 * must still grow the list before each step, or its last records land past the list's storage.
 */

import { DisplayKind, LineRole } from "../../abi";
import { Context } from "../../context";
import { writeNote } from "../writeNotes";
import { Box } from "../scratch";
import { note, renderAbc } from "./helpers";

/** The kinds of the display records from word `from` to the list's end, in order. */
function recordKinds(ctx: Context, from: i32): i32[] {
  const words = ctx.display.words;
  const kinds: i32[] = [];
  for (let at = from; at < words.length; at += words.get(at) >> 8) kinds.push(words.get(at) & 0xff);
  return kinds;
}

/** A note written again into a nearly full display list: its context and its first record's word. */
class NoteRecords {
  constructor(public ctx: Context, public from: i32) {}
}

/**
 * Renders `abc`, then writes its second symbol (a note) again with the display list made to hold
 * all but `room` words of its storage, each time in a context of its own (a growth doubles the
 * storage).
 */
function writeNoteWithRoom(abc: string, room: i32): NoteRecords {
  const ctx = new Context();
  renderAbc(ctx, abc);
  const id = note(ctx, 1);
  const words = ctx.display.words;
  words.length = words.data.length - room;
  const from = words.length;
  writeNote(ctx, id, 0, 0, 0, new Box(), 1);
  expect(words.length).toBeLessThanOrEqual(words.data.length, "the records end within the storage");
  return new NoteRecords(ctx, from);
}

describe("display list room", () => {
  it("grows the list for a note's ledger lines, stem and flag when it begins nearly full", () => {
    // c' is on the second ledger line above a treble staff; an eighth before a rest is unbeamed,
    // so it has a stem and a flag: a head, two ledger lines, a stem and a flag (34 words).
    // Every room from too little for the head alone to more than the whole note needs.
    for (let room = 4; room <= 40; room++) {
      const written = writeNoteWithRoom("X:1\nL:1/8\nK:C\nc'2 z c' z|\n", room);
      const words = written.ctx.display.words;
      const from = written.from;
      const kinds = recordKinds(written.ctx, from);
      expect(kinds.length).toBe(5, "head, two ledger lines, stem, flag");
      expect(kinds[0]).toBe(DisplayKind.Glyph);
      expect(kinds[1]).toBe(DisplayKind.Line);
      expect(kinds[2]).toBe(DisplayKind.Line);
      expect(kinds[3]).toBe(DisplayKind.Line);
      expect(kinds[4]).toBe(DisplayKind.Glyph);
      // The stem's role: the records were written whole, in order.
      expect(words.get(from + 6 + 8 + 8 + 2)).toBe(LineRole.Stem);
    }
  });

  it("grows the list for a note's stem and flag, with its heads, when it has no ledger lines", () => {
    // c is in the third space: a head, a stem and a flag (20 words), all in its first
    // reservation.
    for (let room = 4; room <= 24; room++) {
      const written = writeNoteWithRoom("X:1\nL:1/8\nK:C\nc2 z c z|\n", room);
      const words = written.ctx.display.words;
      const from = written.from;
      const kinds = recordKinds(written.ctx, from);
      expect(kinds.length).toBe(3, "head, stem, flag");
      expect(kinds[0]).toBe(DisplayKind.Glyph);
      expect(kinds[1]).toBe(DisplayKind.Line);
      expect(kinds[2]).toBe(DisplayKind.Glyph);
      expect(words.get(from + 6 + 2)).toBe(LineRole.Stem);
    }
  });
});
