/**
 * @fileoverview A readable HTML page of the OpenAPI document (`GET /api/docs.html`): every
 * route with its method, path, access, summary, parameters, body, answers and error codes.
 * Self-contained: one inline stylesheet allowed by its hash in the page's own
 * Content-Security-Policy, no script, nothing loaded from the network.
 *
 * Usage examples: buildOpenApi.test.ts, routes/apiDocs.test.ts.
 */

import { createHash } from 'node:crypto';

import { accessLabel } from './access.js';
import type { OpenApiDocument, OpenApiOperation } from './buildOpenApi.js';

const STYLE = `
body { font: 15px/1.45 system-ui, sans-serif; margin: 2rem auto; max-width: 70rem; padding: 0 1rem; color: #1b1b1b; }
h2 { margin-top: 2rem; border-bottom: 1px solid #ccc; }
section { margin: 1rem 0; padding: .5rem 1rem; border: 1px solid #ddd; border-radius: 6px; }
h3 { margin: .2rem 0; font-size: 1rem; }
.method { display: inline-block; min-width: 4.5rem; font-weight: 700; }
.access { color: #5a3a00; }
pre { background: #f6f6f6; padding: .5rem; overflow-x: auto; font-size: 13px; }
code { font-size: 13px; }
`;

/** The page's Content-Security-Policy: only its own inline style, by hash; nothing else. */
export const DOCS_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Escapes text, then shows its Markdown code spans (`code`) as code, as OpenAPI readers do. */
function prose(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

function json(value: unknown): string {
  return `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;
}

function operationSection(method: string, path: string, operation: OpenApiOperation): string {
  const parts = [
    `<h3><span class="method">${escapeHtml(method.toUpperCase())}</span><code>${escapeHtml(path)}</code></h3>`,
    `<p>${prose(operation.summary)}<br><span class="access">${prose(operation.description)}</span></p>`,
  ];
  if (operation.parameters.length > 0) {
    const rows = operation.parameters.map(
      (parameter) =>
        `<li><code>${escapeHtml(parameter.name)}</code> (${parameter.in}${parameter.required ? ', required' : ''})` +
        `${parameter.description === undefined ? '' : `: ${escapeHtml(parameter.description)}`} <code>${escapeHtml(JSON.stringify(parameter.schema))}</code></li>`,
    );
    parts.push(`<p>Parameters:</p><ul>${rows.join('')}</ul>`);
  }
  if (operation.requestBody !== undefined) {
    for (const [mediaType, { schema, example }] of Object.entries(operation.requestBody.content)) {
      const exampleBlock = example === undefined ? '' : `<p>Example:</p>${json(example)}`;
      parts.push(`<details><summary>Body (${escapeHtml(mediaType)})</summary>${json(schema)}${exampleBlock}</details>`);
    }
  }
  const answers = Object.entries(operation.responses).map(
    ([status, response]) => `<li><b>${escapeHtml(status)}</b> ${prose(response.description)}</li>`,
  );
  parts.push(`<p>Answers:</p><ul>${answers.join('')}</ul>`);
  for (const [status, response] of Object.entries(operation.responses)) {
    const schema = response.content?.['application/json']?.schema;
    if (status.startsWith('2') && schema !== undefined) {
      parts.push(`<details><summary>${escapeHtml(status)} answer</summary>${json(schema)}</details>`);
    }
  }
  return `<section id="${escapeHtml(operation.operationId)}">${parts.join('\n')}</section>`;
}

/** The whole page, grouped by tag (resource), in the document's path order. */
export function renderDocsPage(document: OpenApiDocument): string {
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );
  const index = operations
    .map(
      ({ path, method, operation }) =>
        `<tr><td>${escapeHtml(method.toUpperCase())}</td><td><a href="#${escapeHtml(operation.operationId)}"><code>${escapeHtml(path)}</code></a></td>` +
        `<td>${escapeHtml(accessLabel(operation['x-access']))}</td><td>${escapeHtml(operation.summary)}</td></tr>`,
    )
    .join('\n');
  const groups = document.tags.map(({ name }) => {
    const sections = operations
      .filter(({ operation }) => operation.tags.includes(name))
      .map(({ path, method, operation }) => operationSection(method, path, operation));
    return `<h2 id="tag-${escapeHtml(name)}">${escapeHtml(name)}</h2>\n${sections.join('\n')}`;
  });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(document.info.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${escapeHtml(document.info.title)}</h1>
<p>${prose(document.info.description)} The machine-readable OpenAPI ${escapeHtml(document.openapi)} document is at <a href="/api/docs"><code>/api/docs</code></a>.</p>
<table>
<thead><tr><th>Method</th><th>Path</th><th>Access</th><th>Summary</th></tr></thead>
<tbody>
${index}
</tbody>
</table>
${groups.join('\n')}
<h2>Error body</h2>
${json(document.components.schemas.ApiErrorBody)}
</body>
</html>
`;
}
