/**
 * @fileoverview Catalogue cases for V: and K: parameters, transposition, voices.
 */

import type { MessageCase, UnreachableCase } from '../case.js';

export const VOICE_CASES: MessageCase[] = [];

export const VOICE_UNREACHABLE: UnreachableCase[] = [];
