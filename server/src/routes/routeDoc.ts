/**
 * @fileoverview What every API route declares about itself, beside its handler: method, path,
 * who may call it, and the zod schemas of what it takes and answers. The OpenAPI document served
 * at /api/docs is built from these records, and the route-matrix test calls every declared route
 * as anonymous, editor and admin and checks the answer against `access` (DESIGN.md 4, 5), so a
 * route cannot be added without being documented and guarded.
 *
 * Each route module exports its records (e.g. `songsRouteDocs`); routes/docs.ts lists them all.
 */

import type { ZodType } from 'zod';
import type { Permission } from '../services/auth/permissions.js';

/**
 * Who may call a route: anyone (login, sign-up); any logged-in user; a logged-in user holding a
 * permission (app-spec 6); a user with the `editor` or `admin` role, for every change to the
 * archive (middleware/requireEditor.ts: a signed-up account without roles only reads); a user
 * with the `admin` role (DESIGN.md 4, in place of "one specific admin user name").
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'user' }
  | { kind: 'permission'; permission: Permission }
  | { kind: 'editor' }
  | { kind: 'admin' };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDoc {
  method: HttpMethod;
  /** The path under /api in @koa/router's syntax, e.g. '/songs/:id/images'. */
  path: string;
  /** One line for the OpenAPI summary. */
  summary: string;
  access: RouteAccess;
  /** Path parameters, query string and JSON body, when the route takes them. */
  params?: ZodType;
  query?: ZodType;
  body?: ZodType;
  /** A body that is not JSON, e.g. 'multipart/form-data' for an upload. */
  bodyMediaType?: string;
  /**
   * A JSON body that passes `body`: shown in the OpenAPI document, and sent by the route-matrix
   * test when it has no sample of its own for the route.
   */
  example?: unknown;
  /** The 2xx answer's JSON shape; absent for 204 or a non-JSON answer. */
  response?: ZodType;
  /** An answer that is not JSON, e.g. 'text/html' for a page; absent for JSON or 204. */
  responseMediaType?: string;
  /** The success status (default 200). */
  status?: number;
  /** Error codes (errors/catalogue.ts) the route may answer besides the common ones. */
  errors?: readonly string[];
}
