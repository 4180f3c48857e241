import { defineConfig } from 'vitest/config';

// The engraving regression set and the collision check (tests/engraving/README.md): their own
// vitest run, `npm run test:engraving`, part of `npm test` (about 15 s; they drive Chromium and
// abc2svg, so they stay out of the unit tests' vitest.config.ts).
export default defineConfig({
  test: { include: ['tests/engraving/**/*.test.ts'], root: '.', testTimeout: 300_000 },
});
