import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { createApiRouter } from '../routes/index.js';
import { ROUTE_DOCS } from '../routes/docs.js';
import { registeredRoutes, routeKey } from '../routes/routeList.js';
import type { RouteDoc } from '../routes/routeDoc.js';
import { startTestServer, type TestServer } from '../testing/testServer.js';
import { buildOpenApiDocument, isCatalogued, openApiPath, type OpenApiDocument, operationId } from './buildOpenApi.js';
import { DOCS_PAGE_CSP } from './docsPage.js';

let server: TestServer;
let document: OpenApiDocument;

beforeAll(async () => {
  server = await startTestServer();
  document = buildOpenApiDocument(ROUTE_DOCS);
});

afterAll(async () => {
  await server.close();
});

/** Every `$ref` string anywhere below `node`. */
function refsIn(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(refsIn);
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => (key === '$ref' && typeof value === 'string' ? [value] : refsIn(value)));
}

/** Follows a local JSON pointer ('#/components/schemas/X') from the document's root. */
function resolvePointer(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = root;
  for (const token of ref.slice(2).split('/').map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, token)) return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}

describe('openApiPath and operationId', () => {
  it('writes router parameters in OpenAPI syntax under /api', () => {
    expect(openApiPath('/songbooks/:id/songs/:songId')).toBe('/api/songbooks/{id}/songs/{songId}');
    expect(openApiPath('/docs.html')).toBe('/api/docs.html');
  });

  it('names operations by method and path', () => {
    expect(operationId({ method: 'POST', path: '/songs/:id/approve-bengali' })).toBe('post_songs_id_approve_bengali');
  });
});

describe('the OpenAPI document of ROUTE_DOCS', () => {
  it('is OpenAPI 3.1 with every documented route under its path and method', () => {
    expect(document.openapi).toBe('3.1.0');
    for (const doc of ROUTE_DOCS) {
      const operation = document.paths[openApiPath(doc.path)]?.[doc.method.toLowerCase()];
      expect(operation, `${doc.method} ${doc.path}`).toBeDefined();
      expect(operation!.summary).toBe(doc.summary);
      expect(operation!['x-access']).toEqual(doc.access);
    }
    const operationCount = Object.values(document.paths).reduce((count, item) => count + Object.keys(item).length, 0);
    expect(operationCount).toBe(ROUTE_DOCS.length);
  });

  it('lists exactly the routes the Koa router has', () => {
    const router = createApiRouter({ db: server.db, config: server.config });
    const inRouter = registeredRoutes(router).map((route) => `${route.method} ${openApiPath(route.path)}`).sort();
    const inDocument = Object.entries(document.paths)
      .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(inDocument).toEqual(inRouter);
    expect(inRouter.length).toBeGreaterThan(10);
    expect(registeredRoutes(router).map(routeKey)).toContain('POST /songs/:id/approve-bengali');
  });

  it('resolves every $ref inside the document', () => {
    const refs = refsIn(document);
    expect(refs).toContain('#/components/schemas/ApiErrorBody');
    for (const ref of new Set(refs)) expect(resolvePointer(document, ref), ref).toBeDefined();
  });

  it('declares every path parameter once, unique operation ids, and bearer security exactly on non-public routes', () => {
    const ids = new Set<string>();
    for (const [path, item] of Object.entries(document.paths)) {
      const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      for (const [method, operation] of Object.entries(item)) {
        const where = `${method} ${path}`;
        expect(operation.parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name), where).toEqual(templated);
        expect(ids.has(operation.operationId), where).toBe(false);
        ids.add(operation.operationId);
        const isPublic = operation['x-access'].kind === 'public';
        expect(operation.security, where).toEqual(isPublic ? [] : [{ bearerAuth: [] }]);
        expect(Object.keys(operation.responses).some((status) => status.startsWith('2')), where).toBe(true);
        if (!isPublic) expect(operation.responses['401'], where).toBeDefined();
        if (['permission', 'admin'].includes(operation['x-access'].kind)) expect(operation.responses['403'], where).toBeDefined();
        expect(operation.description, where).toMatch(/^Access: /);
      }
    }
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('gives only examples that pass their body schema, and shows them in the document', () => {
    const withExamples = ROUTE_DOCS.filter((doc) => doc.example !== undefined);
    expect(withExamples.length).toBeGreaterThan(0);
    for (const doc of withExamples) {
      expect(doc.body, `${doc.method} ${doc.path} has an example but no body`).toBeDefined();
      const parsed = doc.body!.safeParse(doc.example);
      expect(parsed.success, `${doc.method} ${doc.path}: ${parsed.error?.message}`).toBe(true);
      const media = document.paths[openApiPath(doc.path)]![doc.method.toLowerCase()]!.requestBody!.content;
      expect(Object.values(media)[0]!.example).toEqual(doc.example);
    }
  });

  it('names only error codes of the catalogue', () => {
    for (const doc of ROUTE_DOCS) {
      for (const code of doc.errors ?? []) expect(isCatalogued(code), `${doc.method} ${doc.path}: ${code}`).toBe(true);
    }
  });

  it('describes the approve route: its body, its answer, and who may call it', () => {
    const approve = document.paths['/api/songs/{id}/approve-bengali']!.post!;
    expect(approve['x-access']).toEqual({ kind: 'permission', permission: 'Approve Bengali' });
    expect(approve.description).toContain("'Approve Bengali'");
    expect(approve.requestBody!.content['application/json']!.schema).toMatchObject({
      type: 'object',
      properties: { version: { type: 'integer', minimum: 1 } },
      required: ['version'],
    });
    expect(approve.responses['200']!.content!['application/json']!.schema).toMatchObject({
      properties: { song: { properties: { workflow_status: expect.anything() } } },
    });
    expect(approve.responses['409']!.description).toContain('not_bengali');
    const search = document.paths['/api/songs']!.get!;
    expect(search.parameters.map((parameter) => [parameter.name, parameter.in, parameter.required])).toContainEqual(['nr2000', 'query', false]);
  });

  it('moves named and recursive schemas to components and refuses two declarations of one route', () => {
    const Named = z.string().meta({ id: 'NamedText' });
    interface Tree {
      name: string;
      children: Tree[];
    }
    const TreeSchema: z.ZodType<Tree> = z.object({ name: z.string(), get children() { return z.array(TreeSchema); } });
    const docs: RouteDoc[] = [
      { method: 'POST', path: '/trees/:id', summary: 'x', access: { kind: 'admin' }, body: z.object({ label: Named }), response: TreeSchema },
    ];
    const built = buildOpenApiDocument(docs);
    const operation = built.paths['/api/trees/{id}']!.post!;
    expect(operation.requestBody!.content['application/json']!.schema).toMatchObject({ properties: { label: { $ref: '#/components/schemas/NamedText' } } });
    expect(operation.responses['200']!.content!['application/json']!.schema).toEqual({ $ref: '#/components/schemas/post_trees_id_response' });
    for (const ref of refsIn(built)) expect(resolvePointer(built, ref), ref).toBeDefined();
    expect(() => buildOpenApiDocument([...docs, ...docs])).toThrow('Two RouteDocs for POST /trees/:id');
  });
});

describe('GET /api/docs and /api/docs.html', () => {
  it('serves the document as JSON without a token', async () => {
    const response = await server.http.get('/api/docs').expect(200).expect('Content-Type', /json/);
    expect(response.body).toEqual(JSON.parse(JSON.stringify(document)));
  });

  it('serves a page listing every route, loading nothing from the network', async () => {
    const response = await server.http.get('/api/docs.html').expect(200).expect('Content-Type', /html/);
    expect(response.headers['content-security-policy']).toBe(DOCS_PAGE_CSP);
    expect(DOCS_PAGE_CSP).toMatch(/^default-src 'none'/);
    const page = response.text;
    for (const doc of ROUTE_DOCS) expect(page, `${doc.method} ${doc.path}`).toContain(`<code>${openApiPath(doc.path)}</code>`);
    expect(page).not.toMatch(/<script|\bsrc=|<link|@import|url\(/i);
    expect(page).not.toMatch(/href="https?:/i);
  });
});
