/**
 * @fileoverview Serves the files folder (DATA_DIR/files, dataFolders.ts) under `/files/`
 * (DESIGN.md 4 "Files", app-spec 7: song images, `/files/svg/{repo_id}.svg`,
 * `/files/pdf/{name}.pdf`). GET and HEAD only, without a token: `<img src>` cannot send one.
 *
 * Only a regular file inside the folder is ever answered:
 * - every path segment is percent-decoded and must be a plain name: no `..`, no `.`, nothing
 *   empty, no slash or backslash or NUL after decoding, no leading dot (hidden and temporary
 *   files) -> 400 `bad_file_path`;
 * - the real path (symbolic links resolved) must stay inside the folder -> else 404;
 * - only the types listed in CONTENT_TYPES are served, with their type -> else 404;
 * - a missing file or a folder -> 404 `file_not_found` (JSON, never the client's page).
 * An SVG also gets a policy of its own (SVG_CONTENT_SECURITY_POLICY): opened by itself, it can
 * neither run nor load anything.
 *
 * Caching: answers carry an ETag and Last-Modified and `no-cache`, so browsers keep the file and
 * ask again cheaply (304); the client adds its cache-busting suffix (app-spec 7) when a file
 * under the same name changes (a regenerated SVG).
 *
 * Usage examples: files.test.ts.
 */

import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';

import { ApiError } from '../errors/ApiError.js';
import type { AppMiddleware } from '../http.js';

/**
 * The policy of an SVG opened on its own (not through `<img>`, where no script runs anyway):
 * nothing may load or run, in a sandbox, whatever the file holds. Only its own styles and
 * inline images and fonts are drawn.
 */
export const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:; sandbox";

/** The URL prefix of the files folder. */
export const FILES_PREFIX = '/files/';

/** File types served, by lower-case extension. Anything else in the folder is not served. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  // Only SVG the engine wrote (uploads of SVG are refused); the page's CSP forbids scripts in it.
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
};

/**
 * The path segments of `rawPath` below /files/, decoded and checked.
 * @throws ApiError 400 `bad_file_path` (see the file comment for the rules)
 */
export function fileSegments(rawPath: string): string[] {
  const rest = rawPath.slice(FILES_PREFIX.length);
  const segments = rest.split('/');
  return segments.map((segment) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      throw ApiError.of('bad_file_path');
    }
    if (decoded === '' || decoded.startsWith('.') || /[/\\\0]/.test(decoded)) throw ApiError.of('bad_file_path');
    return decoded;
  });
}

/** True when `child` is `parent` or inside it (both absolute and normalised). */
function isInside(parent: string, child: string): boolean {
  const relative = path.relative(parent, child);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/** Serves `filesDir` under /files/ (see the file comment for what is refused). */
export function serveFiles(filesDir: string): AppMiddleware {
  const root = path.resolve(filesDir);
  return async function serveFilesMiddleware(ctx, next) {
    // ctx.path is the URL's path as sent (still percent-encoded), so `%2e%2e` is seen here too.
    if (!ctx.path.startsWith(FILES_PREFIX) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) {
      await next();
      return;
    }
    const segments = fileSegments(ctx.path);
    const contentType = CONTENT_TYPES[path.extname(segments.at(-1)!).toLowerCase()];
    if (contentType === undefined) throw ApiError.of('file_not_found');

    const candidate = path.join(root, ...segments);
    let real: string;
    let info: Awaited<ReturnType<typeof stat>>;
    try {
      // realpath: a symbolic link inside the folder must not lead out of it.
      real = await realpath(candidate);
      const realRoot = await realpath(root);
      if (!isInside(realRoot, real)) throw ApiError.of('file_not_found');
      info = await stat(real);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw ApiError.of('file_not_found');
    }
    if (!info.isFile()) throw ApiError.of('file_not_found');

    ctx.status = 200;
    ctx.type = contentType;
    ctx.length = info.size;
    ctx.lastModified = info.mtime;
    ctx.etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    ctx.set('Cache-Control', 'no-cache');
    if (contentType === 'image/svg+xml') ctx.set('Content-Security-Policy', SVG_CONTENT_SECURITY_POLICY);
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    if (ctx.method === 'HEAD') return;
    ctx.body = createReadStream(real);
  };
}
