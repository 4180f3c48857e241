/**
 * @fileoverview `npm run engraving:approve -- CASE...` (or `-- --all`): draws the named cases
 * and makes their pictures the approved ones. Approving is deliberate: look at
 * test-results/engraving/report.html first; this command never runs in a test.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { approvedDir, readCases } from './cases.js';
import { runEngraving } from './run.js';

const names = process.argv.slice(2).filter((arg) => arg !== '--');
const all = names.includes('--all');
const cases = readCases().filter((item) => all || names.includes(item.name));
const unknown = names.filter((name) => name !== '--all' && !cases.some((item) => item.name === name));
if (unknown.length > 0 || cases.length === 0) {
  console.error(unknown.length > 0 ? `no such case: ${unknown.join(', ')}` : 'name the cases to approve, or --all');
  process.exit(2);
}
const { outcomes } = await runEngraving(cases);
mkdirSync(approvedDir, { recursive: true });
for (const outcome of outcomes) {
  const item = cases.find((candidate) => candidate.name === outcome.name)!;
  if (outcome.actualPath === undefined) {
    console.error(`${outcome.name}: not approved: ${outcome.summary}`);
    process.exitCode = 1;
    continue;
  }
  copyFileSync(outcome.actualPath, item.approvedPath);
  console.log(`${outcome.name}: approved (${outcome.status === 'same' ? 'unchanged' : outcome.summary})`);
}
