/**
 * @fileoverview Koa types shared by the middleware and the routers: what `ctx.state` holds
 * while a request is handled.
 */

import type { DefaultState, Middleware, ParameterizedContext } from 'koa';

import type { User } from './api-types.js';

export interface AppState extends DefaultState {
  /** Unique id of this request, also sent back as the `X-Request-Id` header. */
  requestId: string;
  /** The logged-in user; set by middleware/requireAuth.ts on every protected route. */
  user?: User;
}

export type AppContext = ParameterizedContext<AppState>;
export type AppMiddleware = Middleware<AppState>;
