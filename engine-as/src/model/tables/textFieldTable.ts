/**
 * @fileoverview The music model's table of text fields (T:, C:, O:, W:, ...) as written, for the
 * title and words blocks (model/tables.ts says what the model tables share).
 */

import { I32Column } from "../../util/column";

/**
 * Text fields drawn as text (ABC 2.1 3.1; parse/headerFields.ts records them): in the header
 * T: (title, subtitles), C: (composers), O: (origin), P: (the order of parts), W: (words after
 * the tune) and the fields abc2svg draws only under %%writefields (R: A: B: S: N: H: Z: D:); in
 * the body T: (a section title), P: (a part label) and W:. Each is the trimmed value
 * source[start, end) of field `letter` (its character code).
 */
export class TextFieldTable {
  tune: I32Column = new I32Column(32);
  letter: I32Column = new I32Column(32);
  start: I32Column = new I32Column(32);
  end: I32Column = new I32Column(32);
  /** Voice the field was met in (body fields): -1 in the header, -2 in the body before any voice. */
  voice: I32Column = new I32Column(32);
  /** Last symbol of that voice before the field (the field labels the one after it), or -1. */
  after: I32Column = new I32Column(32);

  @inline get count(): i32 {
    return this.tune.length;
  }

  reset(): void {
    this.tune.reset();
    this.letter.reset();
    this.start.reset();
    this.end.reset();
    this.voice.reset();
    this.after.reset();
  }

  add(tune: i32, letter: i32, start: i32, end: i32, voice: i32, after: i32): i32 {
    const id = this.tune.push(tune);
    this.letter.push(letter);
    this.start.push(start);
    this.end.push(end);
    this.voice.push(voice);
    this.after.push(after);
    return id;
  }
}
