/**
 * @fileoverview The routes a @koa/router router really answers, read from its layer stack: the
 * ground truth that the OpenAPI document and the route-matrix test are checked against, so a
 * route registered without a RouteDoc (or a RouteDoc without a route) is found.
 *
 * Usage examples: routeMatrix.test.ts, openapi/buildOpenApi.test.ts.
 */

import type Router from '@koa/router';

import { API_PREFIX } from '../openapi/buildOpenApi.js';
import type { HttpMethod } from './routeDoc.js';

export interface RegisteredRoute {
  method: HttpMethod;
  /** The path under /api in the router's syntax, as a RouteDoc names it ('/songs/:id'). */
  path: string;
}

const METHODS: readonly string[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Every method and path of `router`'s endpoints (layers with methods; `use` middleware has
 * none), sorted by path then method. HEAD, which the router adds beside every GET, is left out.
 * @param prefix the router's own prefix, taken off each path ('/api')
 */
export function registeredRoutes<State>(router: Router<State>, prefix = API_PREFIX): RegisteredRoute[] {
  const seen = new Set<string>();
  const routes: RegisteredRoute[] = [];
  for (const layer of router.stack) {
    // A route given as a RegExp has no RouteDoc syntax; its source names it in the failure.
    const fullPath = typeof layer.path === 'string' ? layer.path : layer.path.source;
    const path = fullPath.startsWith(prefix) ? fullPath.slice(prefix.length) : fullPath;
    for (const method of layer.methods) {
      if (!METHODS.includes(method)) continue;
      const key = `${method} ${path}`;
      if (seen.has(key)) continue;
      seen.add(key);
      routes.push({ method: method as HttpMethod, path });
    }
  }
  return routes.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

/** `GET /songs/:id`: how a route is named in test output and messages. */
export function routeKey(route: RegisteredRoute): string {
  return `${route.method} ${route.path}`;
}
