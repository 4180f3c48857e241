/**
 * @fileoverview Vite configuration of the web client (STYLE.md 10). The root is client/; the build
 * goes to build/client, which the server serves (`npm start`). In development (`npx vite --config
 * client/vite.config.ts`) the dev server forwards /api to the server on :8080.
 *
 * The engine worker imports the bindings from engine-bindings/ and the core from
 * build/engine.wasm (`npm run build:wasm`), both outside client/, so the dev server may read the
 * whole repository.
 *
 * The dev server also forwards the client's start-up settings (/config.json, app-spec 7) to the
 * server, which writes them from its environment.
 */

import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const clientRoot = fileURLToPath(new URL('.', import.meta.url));
const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
const apiServer = process.env.SWARALIPI_API ?? 'http://localhost:8080';
/** The paths the server answers: the API and the client's settings. */
const serverPaths = { '/api': apiServer, '/config.json': apiServer };

export default defineConfig({
  root: clientRoot,
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../build/client', import.meta.url)),
    emptyOutDir: true,
    // ES2022: the engine worker is an ES module and the bindings may use top-level await
    // (TOOLCHAIN.md trap 7).
    target: 'es2022',
  },
  worker: { format: 'es' },
  server: {
    proxy: serverPaths,
    fs: { allow: [repositoryRoot] },
  },
  preview: {
    proxy: serverPaths,
  },
});
