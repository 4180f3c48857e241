/**
 * @fileoverview The JSON Schema of a zod schema, ready to sit inside an OpenAPI 3.1 document
 * (whose schemas are JSON Schema draft 2020-12, zod 4's default target). Schemas that zod moves
 * to `$defs` (those registered with a `.meta({ id })`, or recursive ones) are handed to the
 * caller as named components, and their `$ref`s rewritten to `#/components/schemas/<name>`, so
 * every reference resolves from the document's root.
 *
 * Usage examples: buildOpenApi.test.ts.
 */

import { z } from 'zod';

/** A JSON Schema object (draft 2020-12). */
export type JsonSchema = { [key: string]: unknown };

/** Where named sub-schemas go in the document (OpenAPI 3.1 components). */
export const COMPONENT_SCHEMAS_PREFIX = '#/components/schemas/';

/**
 * Which side of a transform to describe: a request as the client sends it (`input`: defaults
 * optional, coerced query numbers), an answer as the server writes it (`output`).
 */
export type SchemaSide = 'input' | 'output';

/**
 * Replaces every `$ref` to `#/$defs/<name>` and to the root `#` below `node`, in place.
 * @returns whether a reference to the root was found (the schema is recursive)
 */
function rewriteRefs(node: unknown, rootName: string): boolean {
  if (Array.isArray(node)) return node.map((item) => rewriteRefs(item, rootName)).includes(true);
  if (typeof node !== 'object' || node === null) return false;
  const object = node as JsonSchema;
  let refersToRoot = false;
  const ref = object.$ref;
  if (typeof ref === 'string') {
    if (ref.startsWith('#/$defs/')) object.$ref = COMPONENT_SCHEMAS_PREFIX + ref.slice('#/$defs/'.length);
    else if (ref === '#') {
      object.$ref = COMPONENT_SCHEMAS_PREFIX + rootName;
      refersToRoot = true;
    }
  }
  for (const value of Object.values(object)) refersToRoot = rewriteRefs(value, rootName) || refersToRoot;
  return refersToRoot;
}

/**
 * Converts `schema` to JSON Schema.
 * @param components receives the `$defs` zod produced, by name (an existing name is kept: zod
 *   names a registered schema the same way wherever it appears)
 * @param rootName the component name the root schema gets when it refers to itself (a
 *   recursive schema): it is then stored in `components` and a `$ref` to it returned
 * @returns the schema without `$schema` and `$defs`; types zod cannot express in JSON Schema
 *   (a date, a custom check) become `{}` (any value) rather than failing the whole document
 */
export function toJsonSchema(
  schema: z.ZodType,
  side: SchemaSide,
  components: Map<string, JsonSchema>,
  rootName: string,
): JsonSchema {
  const converted = z.toJSONSchema(schema, { io: side, unrepresentable: 'any', cycles: 'ref', reused: 'inline' }) as JsonSchema;
  const { $schema: _dialect, $defs, ...rest } = converted;
  let recursive = rewriteRefs(rest, rootName);
  if (typeof $defs === 'object' && $defs !== null) {
    for (const [name, definition] of Object.entries($defs as Record<string, JsonSchema>)) {
      recursive = rewriteRefs(definition, rootName) || recursive;
      if (!components.has(name)) components.set(name, definition);
    }
  }
  if (!recursive) return rest;
  components.set(rootName, rest);
  return { $ref: COMPONENT_SCHEMAS_PREFIX + rootName };
}
