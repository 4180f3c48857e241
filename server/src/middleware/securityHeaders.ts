/**
 * @fileoverview Security headers on every response (DESIGN.md 5: a Content-Security-Policy on
 * every page). The policy allows only our own origin, plus what the editor needs:
 * - 'wasm-unsafe-eval': compiling the engine's WebAssembly (not JavaScript eval);
 * - blob: workers: the engine runs in a Web Worker, which bundlers may start from a blob URL;
 * - data: and blob: images: score previews and inline images (the page's icon is a data: URL).
 * - style attributes (`style-src-attr 'unsafe-inline'`, never style elements or scripts): abcjs,
 *   the second engine (DESIGN.md 4), writes its SVG as markup with `style="..."` attributes, and
 *   CodeMirror sets one while typing; refused, abcjs's score lost its styling and each render
 *   logged a violation (QA walk, issue 6). A style attribute cannot run code; the engine's own
 *   SVG escapes every user string (DESIGN.md 5), so no user text reaches one.
 * No other 'unsafe-inline': the built client loads its styles from files and `<style>` elements
 * in markup put into the page are refused.
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
  "style-src-attr 'unsafe-inline'",
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
