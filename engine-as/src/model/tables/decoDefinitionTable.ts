/**
 * @fileoverview The music model's table of decoration definitions of %%deco (model/tables.ts says
 * what the model tables share).
 */

import { I32Column } from "../../util/column";

/**
 * Decorations defined by `%%deco NAME FUNCTION GLYPH HEIGHT WL WR [TEXT]` (abc2svg 1.22.1,
 * parse/decorations.ts defineDecoration): source ranges of the name, the glyph (or text style)
 * and the text (start -1 when none), and the drawing function number (0..10). A use `!NAME!`
 * takes the last definition before it.
 */
export class DecoDefinitionTable {
  nameStart: I32Column = new I32Column(16);
  nameEnd: I32Column = new I32Column(16);
  func: I32Column = new I32Column(16);
  glyphStart: I32Column = new I32Column(16);
  glyphEnd: I32Column = new I32Column(16);
  textStart: I32Column = new I32Column(16);
  textEnd: I32Column = new I32Column(16);

  @inline get count(): i32 {
    return this.nameStart.length;
  }

  reset(): void {
    this.nameStart.reset();
    this.nameEnd.reset();
    this.func.reset();
    this.glyphStart.reset();
    this.glyphEnd.reset();
    this.textStart.reset();
    this.textEnd.reset();
  }

  add(nameStart: i32, nameEnd: i32, func: i32, glyphStart: i32, glyphEnd: i32, textStart: i32, textEnd: i32): i32 {
    const id = this.nameStart.push(nameStart);
    this.nameEnd.push(nameEnd);
    this.func.push(func);
    this.glyphStart.push(glyphStart);
    this.glyphEnd.push(glyphEnd);
    this.textStart.push(textStart);
    this.textEnd.push(textEnd);
    return id;
  }
}
