/**
 * @fileoverview Catalogue cases for header fields drawn as text, decorations and their glyphs.
 */

import { DiagnosticCode } from '../../../engine-as/src/abi.js';
import type { MessageCase, UnreachableCase } from '../case.js';

export const TEXT_CASES: MessageCase[] = [
  { code: DiagnosticCode.FieldInsideTune, title: 'a composer line in the tune body', abc: 'X:1\nK:C\nC|\nC:Someone\nD|\n', message: 'C: inside tune - ignored', severity: 1, line: 4, column: 1 },
];

export const TEXT_UNREACHABLE: UnreachableCase[] = [];
