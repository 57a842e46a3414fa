/**
 * The document the reference page at /api/docs renders: the OpenAPI 3.1 document of
 * GET /api/openapi.json written in OpenAPI 3.0 terms (issue #58 item 8, decision 0082).
 *
 * Swagger UI reads a 3.1 document through its ApiDOM resolver, which took about 3 s of the
 * browser's main thread for this document after it had arrived (8.8 s on a loaded machine);
 * a 3.0 document renders at once. Nothing is lost for a reader: the schemas use no 3.1-only
 * construct that 3.0 cannot say, except these, rewritten:
 *
 * - `type: [T, 'null']` → `type: T, nullable: true` (and an `anyOf` with a `{type: 'null'}` member
 *   → the other members, nullable);
 * - `const: v` → `enum: [v]`; `examples: [a, …]` → `example: a`;
 * - `propertyNames` (no 3.0 equivalent) is left out.
 *
 * /api/openapi.json stays the contract (3.1, validated and linted in tests/integration/openapi.test.ts).
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function schema30(s: Json): Json {
  if (Array.isArray(s)) return s.map(schema30);
  if (!s || typeof s !== 'object') return s;
  const out: { [key: string]: Json } = {};
  for (const [key, value] of Object.entries(s)) {
    if (key === 'propertyNames') continue;
    if (key === 'const') out.enum = [value];
    else if (key === 'examples' && Array.isArray(value)) out.example = value[0] ?? null;
    else if (key === 'properties' && value && typeof value === 'object' && !Array.isArray(value)) {
      // Property names are not schemas: only their values are rewritten.
      out.properties = Object.fromEntries(Object.entries(value).map(([name, p]) => [name, schema30(p)]));
    } else out[key] = schema30(value);
  }
  if (Array.isArray(out.type)) {
    const types = out.type.filter((t) => t !== 'null');
    const nullable = types.length < out.type.length;
    if (types.length === 1) out.type = types[0]!;
    else if (types.length === 0) delete out.type;
    else {
      delete out.type;
      out.anyOf = types.map((t) => ({ type: t }));
    }
    if (nullable) out.nullable = true;
  }
  if (Array.isArray(out.anyOf)) {
    const isNull = (m: Json) => !!m && typeof m === 'object' && !Array.isArray(m) && m.type === 'null' && Object.keys(m).length === 1;
    const rest = out.anyOf.filter((m) => !isNull(m));
    if (rest.length < out.anyOf.length) {
      out.nullable = true;
      if (rest.length === 1 && rest[0] && typeof rest[0] === 'object' && !Array.isArray(rest[0]) && !('$ref' in rest[0])) {
        delete out.anyOf;
        Object.assign(out, rest[0], { nullable: true });
      } else out.anyOf = rest;
    }
  }
  return out;
}

/** Every value under a `schema` key (parameters, media types, components) is a JSON Schema. */
function walk(node: Json, inSchemas = false): Json {
  if (Array.isArray(node)) return node.map((n) => walk(n));
  if (!node || typeof node !== 'object') return node;
  const out: { [key: string]: Json } = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'schema') out[key] = schema30(value);
    else if (inSchemas) out[key] = schema30(value);
    else out[key] = walk(value, false);
  }
  return out;
}

export function referencePageDocument(doc: object): object {
  const { openapi: _version, webhooks: _webhooks, jsonSchemaDialect: _dialect, components, ...rest } = doc as { [key: string]: Json };
  const out = walk(rest) as { [key: string]: Json };
  // license.identifier (SPDX) is 3.1's; 3.0 has the name only.
  const info = out.info as { [key: string]: Json } | undefined;
  if (info?.license && typeof info.license === 'object' && !Array.isArray(info.license)) {
    const { identifier: _spdx, ...license } = info.license;
    out.info = { ...info, license };
  }
  if (components && typeof components === 'object' && !Array.isArray(components)) {
    const { schemas, ...others } = components;
    out.components = { ...(walk(others) as object), ...(schemas ? { schemas: walk(schemas, true) } : {}) };
  }
  return { openapi: '3.0.3', ...out };
}
