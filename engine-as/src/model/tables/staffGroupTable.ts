/**
 * @fileoverview The music model's table of staff groups of %%score and %%staves: braces, brackets
 * and bar lines through (model/tables.ts says what the model tables share).
 */

import { I32Column } from "../../util/column";

/** Kinds of staff groups of %%score / %%staves (engine-spec 3 "System"). */
export enum StaffGroupKind {
  /** `{...}`: a brace, as for the two staves of a keyboard part. */
  Brace = 1,
  /** `[...]`: a bracket, as for the voices of a choir. */
  Bracket = 2,
}

/** Braces and brackets joining staves [firstStaff, lastStaff] of a tune's system. */
export class StaffGroupTable {
  tune: I32Column = new I32Column(16);
  /** Which of the tune's staff arrangements the group belongs to (0: the first). */
  arrangement: I32Column = new I32Column(16);
  kind: I32Column = new I32Column(16);
  firstStaff: I32Column = new I32Column(16);
  lastStaff: I32Column = new I32Column(16);

  @inline get count(): i32 {
    return this.tune.length;
  }

  reset(): void {
    this.tune.reset();
    this.arrangement.reset();
    this.kind.reset();
    this.firstStaff.reset();
    this.lastStaff.reset();
  }

  add(tune: i32, arrangement: i32, kind: i32, firstStaff: i32, lastStaff: i32): i32 {
    const id = this.tune.push(tune);
    this.arrangement.push(arrangement);
    this.kind.push(kind);
    this.firstStaff.push(firstStaff);
    this.lastStaff.push(lastStaff);
    return id;
  }
}
