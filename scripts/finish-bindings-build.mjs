// Finishes `npm run build:bindings` after tsc: makes the CLI (package.json `bin`) executable,
// which tsc does not do, so `npx swaralipi` and a direct ./build/... call both work.
import { chmodSync } from 'node:fs';

chmodSync(new URL('../build/engine-bindings/src/cli.js', import.meta.url), 0o755);
