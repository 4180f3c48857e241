/**
 * @fileoverview The HTTP API's request and response shapes, as zod schemas: the server validates
 * with them and the client imports their types (`import type`), so both sides agree by
 * construction (DESIGN.md 2, 4). The shapes live one resource per file under api-types/, which
 * must import nothing from the server but zod and each other; this file gathers them.
 *
 * Errors are always `{ error: { code, message } }` with an HTTP status (DESIGN.md 4); a 409 on a
 * song save also carries the stored song in `error.current`.
 */

export * from './api-types/auth.js';
export * from './api-types/clientConfig.js';
export * from './api-types/errors.js';
export * from './api-types/folders.js';
export * from './api-types/images.js';
export * from './api-types/songbooks.js';
export * from './api-types/songs.js';
