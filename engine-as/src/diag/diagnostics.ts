/**
 * @fileoverview The diagnostic sink: every problem the core finds in the input goes here, with
 * a code (abi DiagnosticCode), a severity (engine-spec 8: 0 warning, 1 error, 2 fatal) and the
 * source range it is about. The words of the messages live in the bindings' catalogue, so the
 * core stores only numbers and ranges. A render never stops at a diagnostic: the caller skips the
 * bad item and goes on (engine-spec 8, "most errors skip the item and continue").
 */

import { DiagnosticField } from "../abi";
import { I32Column } from "../util/column";
import { Source } from "../text/source";

/** Cap on stored diagnostics, so random input cannot fill memory with messages. */
const MAX_DIAGNOSTICS: i32 = 1000;

export class Diagnostics {
  /** Records of DiagnosticField.Stride words. */
  records: I32Column = new I32Column(64 * DiagnosticField.Stride);

  reset(): void {
    this.records.reset();
  }

  @inline get count(): i32 {
    return this.records.length / DiagnosticField.Stride;
  }

  /**
   * Reports `code` about source[start, end); $1 of the message, if any, is source[argStart,
   * argEnd), or the number `argValue` when argStart is -1.
   */
  report(source: Source, code: i32, severity: i32, start: i32, end: i32, argStart: i32 = -1, argEnd: i32 = -1, argValue: i32 = 0): void {
    this.reportNumbers(source, code, severity, start, end, argStart, argEnd, argValue, 0, 0);
  }

  /** Reports `code` with the numbers $1 $2 $3 (e.g. the three widths of LineTooMuchShrunk). */
  reportValues(source: Source, code: i32, severity: i32, start: i32, end: i32, value1: i32, value2: i32, value3: i32): void {
    this.reportNumbers(source, code, severity, start, end, -1, -1, value1, value2, value3);
  }

  private reportNumbers(source: Source, code: i32, severity: i32, start: i32, end: i32, argStart: i32, argEnd: i32, argValue: i32, arg2: i32, arg3: i32): void {
    if (this.count >= MAX_DIAGNOSTICS) return;
    if (start < 0) start = 0;
    if (start > source.length) start = source.length;
    if (end < start) end = start;
    const line = source.lineIndex(start);
    const records = this.records;
    records.push(code);
    records.push(severity);
    records.push(start);
    records.push(end);
    records.push(line + 1);
    records.push(start - source.lineStart.get(line) + 1);
    records.push(argStart);
    records.push(argEnd);
    records.push(argValue);
    records.push(arg2);
    records.push(arg3);
  }

  /** Whether a diagnostic with `code` was already reported (for once-per-render warnings). */
  has(code: i32): bool {
    const records = this.records;
    for (let i = 0; i < records.length; i += DiagnosticField.Stride) {
      if (records.get(i + DiagnosticField.Code) == code) return true;
    }
    return false;
  }
}
