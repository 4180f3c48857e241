/**
 * @fileoverview The real engine for the playback tests, so that they run on the events the engine
 * gives for real ABC rather than on hand-made ones. The engine's Node entry
 * (engine-bindings/src/index.ts) reads the wasm from disk with Node's modules, which the client's
 * type check does not know (client/tsconfig.json has DOM types only): it is imported by a name
 * held in a variable, so that only vitest (in Node) follows it.
 */

import type { RenderResult } from '../../../../../engine-bindings/src/types.ts';

const NODE_ENGINE = '../../../../../engine-bindings/src/index.ts';

const engine = (await import(/* @vite-ignore */ NODE_ENGINE)) as { render(abc: string): RenderResult };

/** Renders `abc` with the engine (playback events included: `result.events`). */
export const render: (abc: string) => RenderResult = engine.render;
