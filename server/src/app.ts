/**
 * @fileoverview The Koa application factory (STYLE.md 12): `createApp({ db, config })` wires
 * middleware and routes and returns the app; it never listens (main.ts does), so tests drive it
 * with supertest on a temporary database.
 *
 * Usage examples: app.test.ts, routes/*.test.ts.
 */

import Koa from 'koa';
import type { Knex } from 'knex';

import type { Config } from './config.js';
import type { AppState } from './http.js';
import { consoleLogger, type Logger } from './logger.js';
import { apiNotFound } from './middleware/apiNotFound.js';
import { clientConfig } from './middleware/clientConfig.js';
import { clientStaticFiles, singlePageFallback } from './middleware/clientFiles.js';
import { errorHandler } from './middleware/errorHandler.js';
import { serveFiles } from './middleware/files.js';
import { jsonBody } from './middleware/jsonBody.js';
import { requestLog } from './middleware/requestLog.js';
import { securityHeaders } from './middleware/securityHeaders.js';
import { apiRoutes } from './routes/index.js';

export interface AppOptions {
  db: Knex;
  config: Config;
  /** Where request lines and 5xx errors go; the console by default. */
  log?: Logger;
}

/** Builds the application. Closing `db` is the caller's job. */
export function createApp({ db, config, log = consoleLogger }: AppOptions): Koa<AppState> {
  const app = new Koa<AppState>();
  // Behind a trusted reverse proxy, ctx.ip is the client's (X-Forwarded-For), not the proxy's:
  // the last entry, the one our proxy appended; earlier ones are whatever the client sent.
  app.proxy = config.trustProxy;
  app.maxIpsCount = 1;
  // Errors reach here only for 5xx (middleware/errorHandler.ts); Koa's own printer is replaced.
  // Koa also emits here when a client goes away while a file streams to it (its pipeline fails
  // with ERR_STREAM_PREMATURE_CLOSE): that is the client's doing and is logged as one line.
  app.on('error', (error: unknown, ctx?: Koa.Context) => {
    const where = ctx === undefined ? '' : ` (${String(ctx.state.requestId)} ${ctx.method} ${ctx.path})`;
    if (isClientDisconnect(error)) log.info(`Client closed the connection before the response was sent${where}`);
    else log.error(`Internal error${where}`, error);
  });

  // 1. Request id and one log line per request: outermost, so it logs the final status.
  app.use(requestLog(log));
  // 2. Every error below becomes { error: { code, message } } with its status.
  app.use(errorHandler());
  // 3. Security headers, set before any handler so error and file responses carry them too.
  app.use(securityHeaders());
  // 4. JSON bodies of POST/PUT/PATCH; malformed JSON is a 400 bad_json.
  app.use(jsonBody());
  // 5. The API under /api (public login, then the token guard, then the resources; 405s).
  for (const middleware of apiRoutes({ db, config })) app.use(middleware);
  // 6. Any other /api path is a JSON 404, never the client's page.
  app.use(apiNotFound());
  // 7. The files folder under /files/ (song images, generated SVG and PDF); a JSON 404 or 400
  //    for anything else under /files/, never the client's page.
  app.use(serveFiles(config.folders.files));
  // 8. The client's start-up settings, /config.json (public: read before anyone logs in).
  app.use(clientConfig(config.client));
  // 9. The built client's files, then index.html for the client's own routes.
  app.use(clientStaticFiles(config.clientDir));
  app.use(singlePageFallback(config.clientDir));

  return app;
}

/** Error codes of a connection the client closed early (Node's stream and socket errors). */
const CLIENT_DISCONNECT_CODES: ReadonlySet<string> = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ECONNABORTED']);

/** Whether `error` says the client closed the connection, not that the server failed. */
function isClientDisconnect(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && CLIENT_DISCONNECT_CODES.has(code);
}
