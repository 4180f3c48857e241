/**
 * @fileoverview Catalogue cases for %% format directives and I: fields.
 */

import type { MessageCase, UnreachableCase } from '../case.js';

export const DIRECTIVE_CASES: MessageCase[] = [];

export const DIRECTIVE_UNREACHABLE: UnreachableCase[] = [];
