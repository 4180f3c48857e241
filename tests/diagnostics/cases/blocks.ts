/**
 * @fileoverview Catalogue cases for text blocks (parse/textBlocks.ts: %%begintext ... %%endtext).
 */

import { DiagnosticCode } from '../../../engine-as/src/abi.js';
import type { MessageCase } from '../case.js';

export const BLOCK_CASES: MessageCase[] = [
  {
    code: DiagnosticCode.NoEndText,
    title: 'a %%begintext block still open at the end of the text',
    abc: 'X:1\nK:C\nC|\n%%begintext\nverses that never end\n',
    message: 'No %%endtext after %%begintext',
    severity: 1,
    line: 4,
    column: 1,
  },
];
