/**
 * @fileoverview A test per message of the diagnostic catalogue (the issue: "Every message of
 * engine-spec sections 5 and 8, word for word with $1 filled, at the right severity (0
 * warning, 1 error, 2 fatal), with line and column. A test per message").
 *
 * Each case renders a small tune through the public `render` and looks for its code among the
 * diagnostics. Completeness is checked too: every abi DiagnosticCode has a case, or an
 * UnreachableCase that says why no input can produce it.
 */

import { describe, expect, it } from 'vitest';
import { DiagnosticCode } from '../../engine-as/src/abi.js';
import { render } from '../../engine-bindings/src/index.js';
import type { MessageCase, UnreachableCase } from './case.js';
import { BLOCK_CASES } from './cases/blocks.js';
import { BODY_CASES, BODY_UNREACHABLE } from './cases/body.js';
import { DIRECTIVE_CASES, DIRECTIVE_UNREACHABLE } from './cases/directives.js';
import { FIELD_CASES } from './cases/fields.js';
import { MUSIC_CASES } from './cases/music.js';
import { TEXT_CASES, TEXT_UNREACHABLE } from './cases/text.js';
import { VOICE_CASES, VOICE_UNREACHABLE } from './cases/voices.js';

const CASES: MessageCase[] = [...FIELD_CASES, ...MUSIC_CASES, ...VOICE_CASES, ...DIRECTIVE_CASES, ...TEXT_CASES, ...BODY_CASES, ...BLOCK_CASES];
const UNREACHABLE: UnreachableCase[] = [...VOICE_UNREACHABLE, ...DIRECTIVE_UNREACHABLE, ...TEXT_UNREACHABLE, ...BODY_UNREACHABLE];

const ALL_CODES = Object.values(DiagnosticCode).filter((value): value is DiagnosticCode => typeof value === 'number');

describe('the diagnostic catalogue, message by message', () => {
  for (const item of CASES) {
    it(`${DiagnosticCode[item.code]}: ${item.title}`, () => {
      const { diagnostics } = render(item.abc);
      const found = diagnostics.find((diagnostic) => diagnostic.code === item.code);
      expect(found, `diagnostics: ${JSON.stringify(diagnostics.map((d) => d.message))}`).toBeDefined();
      expect({ message: found!.message, severity: found!.severity, line: found!.line, column: found!.column }).toEqual({
        message: item.message,
        severity: item.severity,
        line: item.line,
        column: item.column,
      });
    });
  }

  it('has a case for every code, or says why none can exist', () => {
    const covered = new Set<DiagnosticCode>([...CASES.map((item) => item.code), ...UNREACHABLE.map((item) => item.code)]);
    const missing = ALL_CODES.filter((code) => !covered.has(code)).map((code) => DiagnosticCode[code]);
    expect(missing).toEqual([]);
  });

  it('gives every unreachable code a reason', () => {
    for (const item of UNREACHABLE) expect(item.reason.length, DiagnosticCode[item.code]).toBeGreaterThan(20);
  });
});
