/**
 * @fileoverview Serves the web client's start-up settings as `GET /config.json` (app-spec 7:
 * "Configuration is loaded by GET of a static config.json"; app-spec 9: the default rendering
 * engine, side menu and dev mode). The body is `config.client` (api-types ClientConfig), read from
 * the environment once at start (config.ts), so it is public and holds no secrets. It sits outside
 * /api because the client reads it before anyone logs in.
 *
 * Revalidated on every load (no-cache), so a changed variable reaches the browser after a restart.
 */

import type { ClientConfig } from '../api-types.js';
import type { AppMiddleware } from '../http.js';

/** The path the client fetches. */
export const CLIENT_CONFIG_PATH = '/config.json';

/** Answers GET and HEAD of /config.json with `settings`; every other request passes on. */
export function clientConfig(settings: ClientConfig): AppMiddleware {
  const body = JSON.stringify(settings);
  return async function clientConfigMiddleware(ctx, next) {
    if (ctx.path !== CLIENT_CONFIG_PATH || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) {
      await next();
      return;
    }
    ctx.type = 'application/json';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = body;
  };
}
