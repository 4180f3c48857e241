/**
 * @fileoverview Catalogue cases for m: macros, s: symbol lines, %%repeat, U: symbols, !xstem!.
 */

import type { MessageCase, UnreachableCase } from '../case.js';

export const BODY_CASES: MessageCase[] = [];

export const BODY_UNREACHABLE: UnreachableCase[] = [];
