// Finishes `npm run build:wasm` after asc: optimizes build/engine.wasm once more with Binaryen
// (the binaryen package assemblyscript pins and already optimizes with), at asc's own level
// (-O3, which asc runs as Binaryen level 4, shrink 0, fast math) but with larger inlining
// limits than asc sets and cannot be told to change (always 12, flexible 70, one caller 200).
//
// Why: the core is many small passes over struct-of-arrays tables, so calls to small helpers
// (column reads, glyph metrics, note geometry) are much of its time; asc at shrink level 1,
// which inlines less, renders the corpus 2.2x slower. With these limits the core renders the
// corpus about 7% faster (bench/profile-render.ts --core-only --against, paired CPU ratio 1.069
// over six processes, results identical); larger limits (30 / 300 / 2000) gave nothing more, and
// smaller ones (15 / 100 / 500) less. Re-optimizing with asc's own limits gains nothing (0.98):
// the gain is the inlining. The .wasm grows about 10% (gzipped 6%).
//
// Usage: node scripts/optimize-wasm.mjs [FILE] (default build/engine.wasm), rewritten in place.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import binaryen from 'binaryen';

const path = process.argv[2] ?? fileURLToPath(new URL('../build/engine.wasm', import.meta.url));
const module = binaryen.readBinary(readFileSync(path));
// The features asc 0.27 compiles for by default (asconfig.json enables no others).
module.setFeatures(
  binaryen.Features.MVP |
    binaryen.Features.SignExt |
    binaryen.Features.MutableGlobals |
    binaryen.Features.NontrappingFPToInt |
    binaryen.Features.BulkMemory,
);
binaryen.setOptimizeLevel(4);
binaryen.setShrinkLevel(0);
binaryen.setFastMath(true);
binaryen.setAlwaysInlineMaxSize(20);
binaryen.setFlexibleInlineMaxSize(150);
binaryen.setOneCallerInlineMaxSize(1000);
binaryen.setAllowInliningFunctionsWithLoops(true);
module.optimize();
if (!module.validate()) throw new Error(`${path}: Binaryen left an invalid module`);
writeFileSync(path, module.emitBinary());
module.dispose();
