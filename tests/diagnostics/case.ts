/**
 * @fileoverview The shape of one case of the diagnostic catalogue test (messages.test.ts): a
 * small ABC text that must produce a diagnostic `code` with these exact words, severity and
 * position (engine-spec 5 and 8; the issue: "word for word with $1 filled, at the right
 * severity, with line and column. A test per message").
 */

import type { DiagnosticCode } from '../../engine-as/src/abi.js';

export interface MessageCase {
  code: DiagnosticCode;
  /** What the case is about, shown as the test's name. */
  title: string;
  abc: string;
  /** The message with $1 (and $2, $3) filled. */
  message: string;
  severity: 0 | 1 | 2;
  /** 1-based line and column of the diagnostic's start. */
  line: number;
  column: number;
}

/**
 * A code no input can produce, with the reason. Such a code stays in the catalogue because
 * engine-spec 8 lists its message; the reason must say what the test checks instead.
 */
export interface UnreachableCase {
  code: DiagnosticCode;
  reason: string;
}
