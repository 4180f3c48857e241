import { defineConfig } from 'vitest/config';

// Unit and integration tests of the TypeScript packages. as-pect runs the core's own specs and
// Playwright the browser flows, so their folders are left out here (TOOLCHAIN.md trap 12).
export default defineConfig({
  test: {
    include: [
      'engine-bindings/src/**/*.test.ts',
      'server/src/**/*.test.ts',
      'client/src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'tests/integration/**/*.test.ts',
      'tests/differential/**/*.test.ts',
      'tests/property/**/*.test.ts',
      'tests/diagnostics/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
