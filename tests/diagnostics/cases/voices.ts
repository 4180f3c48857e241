/**
 * @fileoverview Catalogue cases for V: and K: parameters, transposition, voices and %%score.
 * Words and severities are abc2svg 1.22.1's for the same input (black-box runs); the column is
 * the offending parameter or sign, where abc2svg gives only the line.
 */

import { DiagnosticCode } from '../../../engine-as/src/abi.js';
import type { MessageCase, UnreachableCase } from '../case.js';

export const VOICE_CASES: MessageCase[] = [
  { code: DiagnosticCode.BadTranspose, title: 'transpose= beyond 36 semitones', abc: 'X:1\nK:C transpose=40\nC|\n', message: 'Bad transpose value', severity: 1, line: 2, column: 5 },
  { code: DiagnosticCode.MixedTransposition, title: 'shift= after a %%transpose of the tune header', abc: 'X:1\n%%transpose 2\nK:C shift=CD\nC|\n', message: 'Mix of old and new transposition syntaxes', severity: 0, line: 3, column: 5 },
  { code: DiagnosticCode.UnknownBagpipeKey, title: 'a bagpipe-like key other than HP and Hp', abc: 'X:1\nK:Hx\nC|\n', message: 'Unknown bagpipe-like key', severity: 1, line: 2, column: 3 },
  { code: DiagnosticCode.VoiceStarInBody, title: 'V:* after the music started', abc: 'X:1\nK:C\nC|\nV:* clef=bass\nC|\n', message: 'Cannot have V:* in tune body', severity: 1, line: 4, column: 1 },
  { code: DiagnosticCode.BadVoiceScale, title: 'V: scale= above 2', abc: 'X:1\nV:1 scale=5\nK:C\nC|\n', message: 'Bad value in %%voicescale', severity: 1, line: 2, column: 5 },
  { code: DiagnosticCode.BadStaffScale, title: 'V: staffscale= of 0', abc: 'X:1\nV:1 staffscale=0\nK:C\nC|\n', message: 'Bad %%staffscale value', severity: 1, line: 2, column: 5 },
  { code: DiagnosticCode.BadStaffLines, title: 'V: stafflines= above 16', abc: 'X:1\nV:1 stafflines=17\nK:C\nC|\n', message: 'Bad %%stafflines value', severity: 1, line: 2, column: 5 },
  { code: DiagnosticCode.BadStemValue, title: 'V: stem= that is not up, down or auto', abc: 'X:1\nV:1 stem=sideways\nK:C\nC|\n', message: 'Bad value in %%pos', severity: 1, line: 2, column: 5 },
  { code: DiagnosticCode.MisplacedInScore, title: 'a bracket opened inside parentheses in %%score', abc: 'X:1\n%%score (1 [2)]\nK:C\nC|\n', message: "Misplaced '[' in %%score", severity: 1, line: 2, column: 12 },
  { code: DiagnosticCode.BadVoiceIdInScore, title: 'a %%score that starts with a closing bracket', abc: 'X:1\n%%score ]\nK:C\nC|\n', message: 'Bad voice ID in %%score', severity: 1, line: 2, column: 9 },
];

export const VOICE_UNREACHABLE: UnreachableCase[] = [];
