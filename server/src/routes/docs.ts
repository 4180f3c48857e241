/**
 * @fileoverview Every API route's declaration (routeDoc.ts), gathered from the route modules:
 * the source of the OpenAPI document and of the route-matrix test. A route module that adds
 * routes adds its records here (one line each).
 */

import { apiDocsRouteDocs } from './apiDocs.js';
import { authRouteDocs } from './auth.js';
import { foldersRouteDocs } from './folders.js';
import type { RouteDoc } from './routeDoc.js';
import { imagesRouteDocs } from './images.js';
import { songbooksRouteDocs } from './songbooks.js';
import { songsRouteDocs } from './songs.js';

export const ROUTE_DOCS: readonly RouteDoc[] = [
  ...apiDocsRouteDocs,
  ...authRouteDocs,
  ...songsRouteDocs,
  ...foldersRouteDocs,
  ...songbooksRouteDocs,
  ...imagesRouteDocs,
];
