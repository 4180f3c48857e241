/**
 * @fileoverview Serves the built client (Vite's output in CLIENT_DIR) and, for any other GET
 * that is not under /api and does not name a file, the client's index.html, so the client's
 * router handles deep links such as /login after a reload (a single-page app).
 *
 * Vite names the files in /assets/ by their content hash, so they may be cached for good;
 * everything else (index.html first) is revalidated on every load.
 */

import { access, readFile } from 'node:fs/promises';
import path from 'node:path';

import serve from 'koa-static';

import type { AppMiddleware } from '../http.js';
import { isApiPath } from './apiNotFound.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** True when the last segment of `urlPath` has a file extension ("/assets/x.js", "/a.wasm"). */
function namesFile(urlPath: string): boolean {
  return /\.[A-Za-z0-9]+$/.test(urlPath.slice(urlPath.lastIndexOf('/') + 1));
}

/** The client's static files from `clientDir` (nothing happens for a missing file). */
export function clientStaticFiles(clientDir: string): AppMiddleware {
  return serve(clientDir, {
    index: 'index.html',
    setHeaders: (response, filePath) => {
      const relative = path.relative(clientDir, filePath).split(path.sep).join('/');
      response.setHeader('Cache-Control', relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
    },
  }) as AppMiddleware;
}

/** True when `clientDir` holds a built client (its index.html). */
export async function clientIsBuilt(clientDir: string): Promise<boolean> {
  try {
    await access(path.join(clientDir, 'index.html'));
    return true;
  } catch {
    return false;
  }
}

/**
 * Answers a GET or HEAD for a page of the client (not /api, not a file name) with index.html.
 * Read on each request, so a client rebuilt while the server runs is served at once. Without
 * a built client the answer is a 503 that says how to build it; the API still works.
 */
export function singlePageFallback(clientDir: string): AppMiddleware {
  return async function singlePageFallbackMiddleware(ctx, next) {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path) || namesFile(ctx.path)) {
      await next();
      return;
    }
    let html: string;
    try {
      html = await readFile(path.join(clientDir, 'index.html'), 'utf8');
    } catch {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The web client has not been built yet: run `npm run build:client`, then reload. The API under /api works.';
      return;
    }
    ctx.type = 'text/html';
    ctx.set('Cache-Control', REVALIDATE);
    ctx.body = html;
  };
}
