/**
 * @fileoverview Which engine a measurement was taken with: the benchmark and the differential
 * report both record it, so their figures can be traced to a commit.
 */
import { execFileSync } from 'node:child_process';
import { repoRoot } from './corpus.js';

/** The commit our engine was built from, marked `+changes` when the work tree differs from it. */
export function engineCommit(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
    const changed = execFileSync('git', ['status', '--porcelain', '--', 'engine-as', 'engine-bindings'], { cwd: repoRoot, encoding: 'utf8' }).trim();
    return changed === '' ? commit : `${commit}+changes`;
  } catch {
    return 'unknown (not a git checkout)';
  }
}
