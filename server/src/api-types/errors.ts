/**
 * @fileoverview HTTP API shapes, the error body every failed request answers with (DESIGN.md 4).
 * api-types.ts says how the server and the client share them.
 */

import { z } from 'zod';
import { Song } from './songs.js';

/** Every error response. */
export const ApiErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** For a 409 on a song save: the song as stored now. */
    current: Song.optional(),
    /** For a 400 from validation: which fields were wrong. */
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;
