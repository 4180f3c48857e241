/**
 * @fileoverview Validation of request input with the shared zod schemas of api-types.ts: a
 * failure becomes a 400 `validation_failed` with every issue listed, never a 500.
 */

import type { z } from 'zod';

import { ApiError, type ValidationIssue } from './ApiError.js';

/** Turns zod's issues into `{ path: 'changes.title', message }` pairs ('' for the whole value). */
export function toValidationIssues(error: z.ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/**
 * Parses `input` with `schema`.
 * @returns the parsed value (zod's output type: defaults applied, strings trimmed)
 * @throws ApiError 400 `validation_failed`; its message is the first issue, prefixed by its
 *   path when the issue is about one field, and `details.issues` lists all of them.
 */
export function parseOrThrow<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = toValidationIssues(result.error);
  const first = issues[0];
  const message = first === undefined ? undefined : first.path === '' ? first.message : `${first.path}: ${first.message}`;
  throw ApiError.of('validation_failed', message, { issues });
}
