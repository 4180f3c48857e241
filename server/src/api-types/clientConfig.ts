/**
 * @fileoverview HTTP API shapes, the client's configuration, `GET /config.json` (app-spec 7 and
 * 9). api-types.ts says how the server and the client share them.
 */

import { z } from 'zod';

// ---- Client configuration: `GET /config.json` (app-spec 7 and 9; save engineer) ----

/** The score renderers of the editor (DESIGN.md 4): Swaralipi's own engine, and abcjs. */
export const RENDER_ENGINES = ['swaralipi', 'abcjs'] as const;
export const RenderEngine = z.enum(RENDER_ENGINES);
export type RenderEngine = z.infer<typeof RenderEngine>;

/**
 * `GET /config.json` (app-spec 7: "Configuration is loaded by GET of a static config.json"):
 * the start-up settings of the web client (app-spec 9). Public, outside /api, and without
 * secrets: anyone may read it before logging in.
 */
export const ClientConfig = z.object({
  /** The rendering engine the editor starts with until the user picks one. */
  defaultEngine: RenderEngine,
  /** Whether the editor shows the side menu (first, prev, next, last). */
  sideMenu: z.boolean(),
  /** Whether developer aids (render times, debug output) are shown. */
  devMode: z.boolean(),
  /** The product's name as the editor shows it. */
  editorTitle: z.string().min(1).max(100),
});
export type ClientConfig = z.infer<typeof ClientConfig>;
