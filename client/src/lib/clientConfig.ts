/**
 * @fileoverview The web client's start-up settings (app-spec 4: "configuration loads first"; 7:
 * "Configuration is loaded by GET of a static config.json"; 9: the default rendering engine, side
 * menu and dev mode). The server writes them from its environment (server/src/config.ts) and
 * serves them at /config.json; the page reads them once and shares the answer.
 *
 * A page whose configuration cannot be read still works: it takes the documented defaults and
 * says why (`problem`), rather than refusing to start.
 */

import type { ClientConfig, RenderEngine } from '../../../server/src/api-types.ts';

export type { ClientConfig, RenderEngine };

/** The engines the editor offers, in the order of its choice (api-types RENDER_ENGINES). */
export const RENDER_ENGINES: readonly RenderEngine[] = ['swaralipi', 'abcjs'];

/** The defaults, the same as the server's DEFAULT_CLIENT_CONFIG (app-spec 9). */
export const DEFAULT_CLIENT_CONFIG: Readonly<ClientConfig> = Object.freeze({
  defaultEngine: 'swaralipi',
  sideMenu: true,
  devMode: true,
  editorTitle: 'Swaralipi',
});

/** The settings, and why the defaults stand in for some or all of them (null when none do). */
export interface LoadedClientConfig {
  config: ClientConfig;
  problem: string | null;
}

/** True for a name in RENDER_ENGINES. */
export function isRenderEngine(value: unknown): value is RenderEngine {
  return typeof value === 'string' && (RENDER_ENGINES as readonly string[]).includes(value);
}

/**
 * Reads a /config.json body: each field of the right type is taken, any other falls back to its
 * default and is named in `problem` (the client imports the server's schema as a type only, so it
 * checks the fields itself).
 */
export function parseClientConfig(body: unknown): LoadedClientConfig {
  if (typeof body !== 'object' || body === null) {
    return { config: { ...DEFAULT_CLIENT_CONFIG }, problem: 'the configuration is not a JSON object' };
  }
  const value = body as Partial<Record<keyof ClientConfig, unknown>>;
  const wrong: string[] = [];
  const pick = <K extends keyof ClientConfig>(key: K, accept: (candidate: unknown) => boolean): ClientConfig[K] => {
    if (accept(value[key])) return value[key] as ClientConfig[K];
    wrong.push(key);
    return DEFAULT_CLIENT_CONFIG[key];
  };
  const config: ClientConfig = {
    defaultEngine: pick('defaultEngine', isRenderEngine),
    sideMenu: pick('sideMenu', (candidate) => typeof candidate === 'boolean'),
    devMode: pick('devMode', (candidate) => typeof candidate === 'boolean'),
    editorTitle: pick('editorTitle', (candidate) => typeof candidate === 'string' && candidate.trim() !== ''),
  };
  return { config, problem: wrong.length === 0 ? null : `the configuration has no valid ${wrong.join(', ')}` };
}

/**
 * GETs `url` and reads it; never rejects: a network failure, an error status or a body that is
 * not JSON gives the defaults with the reason.
 */
export async function fetchClientConfig(url = '/config.json', fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis)): Promise<LoadedClientConfig> {
  const fallback = (problem: string): LoadedClientConfig => ({ config: { ...DEFAULT_CLIENT_CONFIG }, problem });
  let response: Response;
  try {
    response = await fetchImpl(url, { headers: { Accept: 'application/json' } });
  } catch {
    return fallback('the server could not be reached');
  }
  if (!response.ok) return fallback(`the server answered ${response.status}`);
  try {
    return parseClientConfig(await response.json());
  } catch {
    return fallback('the configuration is not JSON');
  }
}

let shared: Promise<LoadedClientConfig> | null = null;

/** The page's configuration: fetched on the first call, the same promise afterwards. */
export function loadClientConfig(): Promise<LoadedClientConfig> {
  shared ??= fetchClientConfig();
  return shared;
}
