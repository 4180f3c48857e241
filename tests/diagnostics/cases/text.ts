/**
 * @fileoverview Catalogue cases for header fields drawn as text, decorations and their glyphs.
 */

import type { MessageCase, UnreachableCase } from '../case.js';

export const TEXT_CASES: MessageCase[] = [];

export const TEXT_UNREACHABLE: UnreachableCase[] = [];
