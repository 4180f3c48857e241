/**
 * @fileoverview Security headers on every response (DESIGN.md 5: a Content-Security-Policy on
 * every page). The policy allows only our own origin, plus what the editor needs:
 * - 'wasm-unsafe-eval': compiling the engine's WebAssembly (not JavaScript eval);
 * - blob: workers: the engine runs in a Web Worker, which bundlers may start from a blob URL;
 * - data: and blob: images: score previews and inline images (the page's icon is a data: URL).
 * No 'unsafe-inline' at all: the built client loads its styles from files and sets styles
 * through the DOM (React), which CSP allows; checked in Chromium on the editor page with a
 * rendered score (no violation reported). Markup that carries `style="..."` or `<style>` and is
 * put into the page as HTML would be refused.
 * API answers hold an editor's private data and are never stored by the browser or a proxy.
 */

import type { AppMiddleware } from '../http.js';
import { isApiPath } from './apiNotFound.js';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "worker-src 'self' blob:",
  "img-src 'self' data: blob:",
  "style-src 'self'",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function securityHeaders(): AppMiddleware {
  return async function securityHeadersMiddleware(ctx, next) {
    ctx.set({
      'Content-Security-Policy': CONTENT_SECURITY_POLICY,
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'no-referrer',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
    if (isApiPath(ctx.path)) ctx.set('Cache-Control', 'no-store');
    await next();
  };
}
