/**
 * @fileoverview `/api/docs`: the API's OpenAPI 3.1 document (DESIGN.md 4) and a readable page
 * of it, both public (they describe the API, they hold no data). Built once, on first request,
 * from the routes' declarations (openapi/buildOpenApi.ts).
 *
 * - `GET /api/docs` -> 200 the OpenAPI document (JSON).
 * - `GET /api/docs.html` -> 200 an HTML page listing every route (no script, nothing loaded
 *   from the network; its own Content-Security-Policy allows only its inline style).
 */

import Router from '@koa/router';
import { z } from 'zod';

import type { AppState } from '../http.js';
import { buildOpenApiDocument, type OpenApiDocument } from '../openapi/buildOpenApi.js';
import { DOCS_PAGE_CSP, renderDocsPage } from '../openapi/docsPage.js';
import type { RouteDoc } from './routeDoc.js';

/** The shape of the document as far as a client relies on it. */
const OpenApiDocumentShape = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

export const apiDocsRouteDocs: readonly RouteDoc[] = [
  {
    method: 'GET',
    path: '/docs',
    summary: 'This API as an OpenAPI 3.1 document',
    access: { kind: 'public' },
    response: OpenApiDocumentShape,
  },
  {
    method: 'GET',
    path: '/docs.html',
    summary: 'This API as a readable HTML page',
    access: { kind: 'public' },
    responseMediaType: 'text/html',
  },
];

/** @param routeDocs every route's declaration (routes/docs.ts ROUTE_DOCS) */
export function createApiDocsRouter(routeDocs: readonly RouteDoc[]): Router<AppState> {
  const router = new Router<AppState>();
  let document: OpenApiDocument | undefined;
  let page: string | undefined;
  const built = (): OpenApiDocument => (document ??= buildOpenApiDocument(routeDocs));

  router.get('/docs', (ctx) => {
    ctx.body = built();
  });

  router.get('/docs.html', (ctx) => {
    page ??= renderDocsPage(built());
    ctx.set('Content-Security-Policy', DOCS_PAGE_CSP);
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = page;
  });

  return router;
}
