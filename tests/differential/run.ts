/**
 * @fileoverview `npm run test:diff`: the differential test over the whole corpus (issue 4,
 * "Proof against abc2svg"; DESIGN.md 3.4). Compares, tune by tune, our engine's MODEL.md dump
 * with the one built from abc2svg 1.22.1, writes tests/differential/report.md and report.json,
 * prints the per-folder table, the systems-per-tune and pages-per-file shares against abc2svg's
 * (issue 5; systems.ts, pages.ts) and the mismatch categories, and exits with 1 when a folder's
 * share falls below its floor in floor.json.
 *
 * Options (after `--`):
 * - `--write-floor`: write floor.json from this run (shares rounded down to one decimal);
 * - `--write-sample`: pick and write sample.json (the fixed sample of `npm test`) from this run.
 *
 * Environment: `SWARALIPI_CORPUS` (corpus folder), `DIFF_FOLDER` (only that corpus folder, a
 * quick try; the floor check then covers that folder only).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCorpusFiles, repoRoot } from '../support/corpus.js';
import { engineCommit } from '../support/engine-commit.js';
import { abc2svgVersion } from './abc2svgModel.js';
import { compareTunes, corpusTunes, sharesByFolder } from './differential.js';
import { pickSample, readFloors, readSample, writeFloors, writeSample } from './baseline.js';
import { categoryExamples, folderTable, jsonReport, markdownReport } from './report.js';
import { continuesAll, systemsShare } from './systems.js';
import { comparePages, pagesJson, pagesSection, pagesShare } from './pages.js';

const writeFloor = process.argv.includes('--write-floor');
const writeNewSample = process.argv.includes('--write-sample');
const onlyFolder = process.env.DIFF_FOLDER;

const files = loadCorpusFiles();
const fileTexts = new Map(files.map((file) => [file.name, file.text]));
const tunes = corpusTunes(files).filter((tune) => onlyFolder === undefined || tune.folder === onlyFolder);
const started = performance.now();
let lastProgress = started;
const results = await compareTunes(tunes, fileTexts, {
  onResult: (_result, done) => {
    if (performance.now() - lastProgress > 10_000) {
      lastProgress = performance.now();
      console.log(`  ${done} of ${tunes.length} tunes`);
    }
  },
});
// Pages per file: each file whole (of the folder asked for, if any).
const pageResults = await comparePages(files.filter((file) => onlyFolder === undefined || file.name.startsWith(`${onlyFolder}/`)), (_result, done) => {
  if (performance.now() - lastProgress > 10_000) {
    lastProgress = performance.now();
    console.log(`  pages: ${done} of ${files.length} files`);
  }
});
const seconds = (performance.now() - started) / 1000;

const facts = { date: new Date().toISOString(), abc2svgVersion, engineCommit: engineCommit(), seconds };
if (writeNewSample) writeSample(pickSample(results));
const floors = writeFloor ? writeFloors(results, readSample()) : readFloors();

writeFileSync(join(repoRoot, 'tests', 'differential', 'report.md'), markdownReport(results, facts, floors.folders) + '\n' + pagesSection(pageResults).join('\n'));
const json = { ...(jsonReport(results, facts) as Record<string, unknown>), pages: pagesJson(pageResults) };
writeFileSync(join(repoRoot, 'tests', 'differential', 'report.json'), JSON.stringify(json, null, 1) + '\n');

console.log(`\n${tunes.length} tunes compared in ${seconds.toFixed(1)} s (abc2svg ${abc2svgVersion}, engine ${facts.engineCommit})\n`);
console.log(folderTable(results, floors.folders));
const systems = systemsShare(results);
const joinedSystems = systemsShare(results.filter(continuesAll));
console.log(`\nsystems per tune as abc2svg's: ${systems.agree}/${systems.compared} (${systems.percent.toFixed(1)}%; issue 5 target 90%); ` +
  `of them under %%continueall (abc2svg given %%linebreak <none>): ${joinedSystems.agree}/${joinedSystems.compared} (${joinedSystems.percent.toFixed(1)}%)`);
const pages = pagesShare(pageResults);
console.log(`pages per file as abc2svg's: ${pages.files}/${pages.filesCompared} files (${pages.filePercent.toFixed(1)}%), ` +
  `${pages.tunes}/${pages.tunesCompared} tunes (${pages.tunePercent.toFixed(1)}%; issue 5 target 90%)`);
console.log('\nmismatches by kind of first difference:');
console.log(categoryExamples(results));
console.log('\nreport: tests/differential/report.md');

const below = [...sharesByFolder(results)].filter(([folder, share]) => share.percent < (floors.folders[folder] ?? 0));
if (below.length > 0) {
  for (const [folder, share] of below) console.error(`FAIL ${folder}: ${share.percent.toFixed(1)}% is below its floor ${floors.folders[folder]}%`);
  process.exitCode = 1;
}
