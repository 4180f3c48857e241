/**
 * @fileoverview The OpenAPI 3.1 document of the API (DESIGN.md 4: "documented in an OpenAPI
 * file served at /api/docs"), built from the routes' own declarations (routes/routeDoc.ts,
 * gathered in routes/docs.ts), so the document cannot drift from the routes: a route without a
 * declaration fails the route-matrix test.
 *
 * What each operation says:
 * - path in OpenAPI syntax (`/api/songs/{id}`), path, query and JSON body from the zod schemas
 *   (zod 4's `z.toJSONSchema`, jsonSchema.ts), the success answer's schema and status;
 * - who may call it, in its description and as `x-access` (routeDoc.ts `RouteAccess`), and
 *   bearer security on every route that is not public;
 * - its error answers grouped by status, each listing the catalogue codes it may answer
 *   (errors/catalogue.ts) with the shared error body `ApiErrorBody`.
 *
 * Usage examples: buildOpenApi.test.ts.
 */

import { ApiErrorBody } from '../api-types.js';
import { ERROR_CATALOGUE, type ErrorCode } from '../errors/catalogue.js';
import type { RouteDoc } from '../routes/routeDoc.js';
import { accessSentence } from './access.js';
import { COMPONENT_SCHEMAS_PREFIX, type JsonSchema, toJsonSchema } from './jsonSchema.js';

/** Every route lives under this prefix (routes/index.ts). */
export const API_PREFIX = '/api';

/** The name of the bearer token scheme in `components.securitySchemes`. */
export const BEARER_SCHEME = 'bearerAuth';

/** The component name of the error body every failure answers with. */
export const ERROR_BODY_COMPONENT = 'ApiErrorBody';

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiResponse {
  description: string;
  content?: Record<string, { schema: JsonSchema }>;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  parameters: OpenApiParameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema; example?: unknown }> };
  responses: Record<string, OpenApiResponse>;
  /** `[]` for a public route, else the bearer scheme. */
  security: Record<string, string[]>[];
  /** Who may call it (routeDoc.ts `RouteAccess`). */
  'x-access': RouteDoc['access'];
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, { type: 'http'; scheme: 'bearer'; bearerFormat: string; description: string }>;
  };
  tags: { name: string }[];
}

/** A @koa/router path ('/songs/:id') as an OpenAPI path under /api ('/api/songs/{id}'). */
export function openApiPath(routerPath: string): string {
  return API_PREFIX + routerPath.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

/** The names of a router path's parameters, in order ('/a/:id/b/:name' -> ['id', 'name']). */
export function pathParameterNames(routerPath: string): string[] {
  return [...routerPath.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]!);
}

/** `get_songs_id_history`: unique per method and path, stable across builds. */
export function operationId(doc: Pick<RouteDoc, 'method' | 'path'>): string {
  const words = doc.path.split('/').filter((word) => word !== '').map((word) => word.replace(/^:/, '').replace(/[^A-Za-z0-9]+/g, '_'));
  return [doc.method.toLowerCase(), ...words].join('_');
}

/** The first segment of the path without an extension: the resource ('songs', 'auth', 'docs'). */
function tagOf(doc: RouteDoc): string {
  return (doc.path.split('/').find((word) => word !== '') ?? 'api').replace(/\..*$/, '');
}

/** The properties of an object schema, with whether each is required. */
function objectProperties(schema: JsonSchema): { name: string; schema: JsonSchema; required: boolean }[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  return Object.entries(properties).map(([name, property]) => ({ name, schema: property, required: required.has(name) }));
}

/** Splits a property's description off its schema (OpenAPI keeps it on the parameter). */
function parameter(name: string, where: 'path' | 'query', schema: JsonSchema, required: boolean): OpenApiParameter {
  const { description, ...rest } = schema;
  return {
    name,
    in: where,
    required: where === 'path' || required,
    ...(typeof description === 'string' ? { description } : {}),
    schema: rest,
  };
}

/** The error codes a route may answer: the common ones its declaration implies, then its own. */
export function errorCodesOf(doc: RouteDoc): string[] {
  const codes: string[] = [];
  if (doc.params !== undefined || doc.query !== undefined || doc.body !== undefined) codes.push('validation_failed');
  if (doc.body !== undefined && doc.bodyMediaType === undefined) codes.push('bad_json');
  if (doc.access.kind !== 'public') codes.push('unauthorized');
  if (doc.access.kind === 'permission' || doc.access.kind === 'admin') codes.push('forbidden');
  for (const code of doc.errors ?? []) if (!codes.includes(code)) codes.push(code);
  codes.push('internal_error');
  return codes;
}

/** True when `code` is in the error catalogue. */
export function isCatalogued(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_CATALOGUE, code);
}

/** The route's error answers by status, each naming its codes and their default messages. */
function errorResponses(doc: RouteDoc): Record<string, OpenApiResponse> {
  const byStatus = new Map<number, string[]>();
  for (const code of errorCodesOf(doc)) {
    // An uncatalogued code has no status of its own; the test of this module refuses it.
    const status = isCatalogued(code) ? ERROR_CATALOGUE[code].status : 500;
    const line = isCatalogued(code) ? `\`${code}\`: ${ERROR_CATALOGUE[code].message}` : `\`${code}\``;
    byStatus.set(status, [...(byStatus.get(status) ?? []), line]);
  }
  const responses: Record<string, OpenApiResponse> = {};
  for (const [status, lines] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[String(status)] = {
      description: lines.join('; '),
      content: { 'application/json': { schema: { $ref: COMPONENT_SCHEMAS_PREFIX + ERROR_BODY_COMPONENT } } },
    };
  }
  return responses;
}

/** One operation of the document. */
function operationOf(doc: RouteDoc, components: Map<string, JsonSchema>): OpenApiOperation {
  const id = operationId(doc);
  const paramsSchema = doc.params === undefined ? undefined : toJsonSchema(doc.params, 'input', components, `${id}_params`);
  const declared = new Map(paramsSchema === undefined ? [] : objectProperties(paramsSchema).map((property) => [property.name, property.schema]));
  const parameters: OpenApiParameter[] = pathParameterNames(doc.path).map((name) =>
    parameter(name, 'path', declared.get(name) ?? { type: 'string' }, true),
  );
  if (doc.query !== undefined) {
    for (const property of objectProperties(toJsonSchema(doc.query, 'input', components, `${id}_query`))) {
      parameters.push(parameter(property.name, 'query', property.schema, property.required));
    }
  }

  const status = doc.status ?? 200;
  const success: OpenApiResponse = {
    description: status === 204 ? 'Done; no body' : 'Success',
    ...(doc.response === undefined
      ? {}
      : { content: { 'application/json': { schema: toJsonSchema(doc.response, 'output', components, `${id}_response`) } } }),
  };

  return {
    operationId: id,
    summary: doc.summary,
    description: accessSentence(doc.access),
    tags: [tagOf(doc)],
    parameters,
    ...(doc.body === undefined
      ? {}
      : {
          requestBody: {
            required: true,
            content: {
              [doc.bodyMediaType ?? 'application/json']: {
                schema: toJsonSchema(doc.body, 'input', components, `${id}_body`),
                ...(doc.example === undefined ? {} : { example: doc.example }),
              },
            },
          },
        }),
    responses: { [String(status)]: success, ...errorResponses(doc) },
    security: doc.access.kind === 'public' ? [] : [{ [BEARER_SCHEME]: [] }],
    'x-access': doc.access,
  };
}

/**
 * The whole document for `docs`.
 * @throws Error when two declarations name the same method and path (one of them is wrong)
 */
export function buildOpenApiDocument(docs: readonly RouteDoc[]): OpenApiDocument {
  const components = new Map<string, JsonSchema>();
  const paths: OpenApiDocument['paths'] = {};
  for (const doc of docs) {
    const path = openApiPath(doc.path);
    const method = doc.method.toLowerCase();
    const item = (paths[path] ??= {});
    if (item[method] !== undefined) throw new Error(`Two RouteDocs for ${doc.method} ${doc.path}`);
    item[method] = operationOf(doc, components);
  }
  components.set(ERROR_BODY_COMPONENT, toJsonSchema(ApiErrorBody, 'output', components, ERROR_BODY_COMPONENT));

  return {
    openapi: '3.1.0',
    info: {
      title: 'Swaralipi API',
      version: '1',
      description:
        'The JSON API of the Swaralipi transcription desk. Send the token of POST /api/auth/login as ' +
        '`Authorization: Bearer <token>`. Every error is `{ error: { code, message } }` with its HTTP status.',
    },
    paths,
    components: {
      schemas: Object.fromEntries([...components].sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: {
        [BEARER_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The token of POST /api/auth/login or /api/auth/signup',
        },
      },
    },
    tags: [...new Set(docs.map(tagOf))].sort().map((name) => ({ name })),
  };
}
