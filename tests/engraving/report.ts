/**
 * @fileoverview The HTML report of an engraving run: per case, what the eye should see, the
 * approved picture, the new one and their difference, failures first.
 */
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface CaseOutcome {
  name: string;
  category: string;
  expectation: string;
  status: 'same' | 'changed' | 'unapproved' | 'error';
  summary: string;
  approvedPath?: string;
  actualPath?: string;
  diffPath?: string;
}

const escapeHtml = (text: string): string => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Writes `report.html` into `outputDir`; image paths are made relative to it. */
export function writeReport(outputDir: string, outcomes: CaseOutcome[]): string {
  const image = (path: string | undefined, label: string): string =>
    path === undefined ? `<figure><figcaption>${label}</figcaption><p>none</p></figure>` : `<figure><figcaption>${label}</figcaption><img src="${escapeHtml(relative(outputDir, path))}"></figure>`;
  const order = { error: 0, changed: 1, unapproved: 2, same: 3 } as const;
  const rows = [...outcomes]
    .sort((a, b) => order[a.status] - order[b.status] || a.name.localeCompare(b.name))
    .map(
      (outcome) => `<section class="${outcome.status}">
<h2>${escapeHtml(outcome.name)} <small>${outcome.status}: ${escapeHtml(outcome.summary)}</small></h2>
<p>${escapeHtml(outcome.expectation)}</p>
<div>${image(outcome.approvedPath, 'approved')}${image(outcome.actualPath, 'now')}${image(outcome.diffPath, 'difference')}</div>
</section>`,
    )
    .join('\n');
  const counts = Object.keys(order)
    .map((status) => `${outcomes.filter((outcome) => outcome.status === status).length} ${status}`)
    .join(', ');
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>Engraving regression report</title>
<style>body{font:14px sans-serif;margin:2em}section{border-top:1px solid #ccc;padding:.5em 0}section.changed h2,section.error h2{color:#b00}
div{display:flex;gap:1em;align-items:flex-start}figure{margin:0}img{max-width:600px;border:1px solid #eee}small{font-weight:normal;color:#555}</style></head>
<body><h1>Engraving regression report</h1><p>${counts}. Approve a change deliberately: <code>npm run engraving:approve -- CASE</code>.</p>
${rows}</body></html>`;
  const path = join(outputDir, 'report.html');
  writeFileSync(path, html);
  return path;
}
