/**
 * @fileoverview Which renderer draws the score (DESIGN.md 4: "Two rendering engines ... selectable
 * in the editor; the configuration names the default"): the user's last choice, remembered in
 * localStorage for this browser, else the default of /config.json (lib/clientConfig.ts).
 */

import type { RenderEngine } from '../../../../../server/src/api-types.ts';
import { tryWrite, type KeyValueStorage } from '../../../lib/browserStorage.ts';
import { isRenderEngine } from '../../../lib/clientConfig.ts';

/** The localStorage key of the choice. */
export const ENGINE_CHOICE_KEY = 'swaralipi.engine';

/** How the choice names each engine. */
export const ENGINE_LABELS: Readonly<Record<RenderEngine, string>> = {
  swaralipi: 'Swaralipi engine',
  abcjs: 'abcjs',
};

/** The engine chosen in this browser before, or `defaultEngine` when none (or an unknown name) is kept. */
export function initialEngine(storage: KeyValueStorage, defaultEngine: RenderEngine): RenderEngine {
  const kept = storage.getItem(ENGINE_CHOICE_KEY);
  return isRenderEngine(kept) ? kept : defaultEngine;
}

/** Remembers `engine` for the next visit (a full or refused storage only loses the memory). */
export function rememberEngine(storage: KeyValueStorage, engine: RenderEngine): void {
  tryWrite(storage, ENGINE_CHOICE_KEY, engine);
}
