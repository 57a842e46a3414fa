import {
  getNamedType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
  Kind,
  parse,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * JSON Schema (2020-12, what OpenAPI 3.1 uses) for what the REST routes answer, in two steps:
 *
 * 1. `operationDataSchema` derives the schema of a GraphQL operation's `data` from its selection
 *    set and the schema's types (so field types, nullability and enum values always match the API);
 * 2. the route's documented `response` (rest/openapi/route-docs.ts) reshapes it with the helpers
 *    below, mirroring the route's `shape` (renames to the SPEC's snake_case forms, lower-cased enums).
 *
 * Objects are closed (`additionalProperties: false`) and list every field as required, so the
 * contract test (tests/integration/authz-matrix.test.ts) catches any field a route returns that its
 * document does not describe, and any it describes that the route does not return.
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  description?: string;
  anyOf?: JsonSchema[];
  $ref?: string;
  [key: string]: unknown;
};

const SCALARS: Record<string, JsonSchema> = {
  String: { type: 'string' },
  ID: { type: 'string' },
  Int: { type: 'integer' },
  Float: { type: 'number' },
  Boolean: { type: 'boolean' },
  UUID: { type: 'string', format: 'uuid' },
  DateTimeISO: { type: 'string', format: 'date-time' },
  LocalDate: { type: 'string', format: 'date' },
};

/** The JSON Schema of `data` for one operation (the text rest/operations.ts assembles, with its fragments). */
export function operationDataSchema(schema: GraphQLSchema, operationText: string): JsonSchema {
  const doc = parse(operationText);
  const fragments = new Map(
    doc.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
  );
  const op = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const root = op.operation === 'mutation' ? schema.getMutationType()! : schema.getQueryType()!;
  return selectionSchema(op.selectionSet, root, { fragments, schema });
}

interface Doc {
  fragments: Map<string, FragmentDefinitionNode>;
  schema: GraphQLSchema;
}

function selectionSchema(set: SelectionSetNode, type: GraphQLObjectType, doc: Doc): JsonSchema {
  const { fragments, schema } = doc;
  const properties: Record<string, JsonSchema> = {};
  // A fragment on another object type (one member of a union) selects nothing on this one.
  const applies = (condition: string | undefined) => !condition || condition === type.name || !isObjectType(schema.getType(condition));
  const visit = (s: SelectionSetNode) => {
    for (const sel of s.selections) {
      if (sel.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(sel.name.value)!;
        if (applies(fragment.typeCondition.name.value)) visit(fragment.selectionSet);
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        if (applies(sel.typeCondition?.name.value)) visit(sel.selectionSet);
      } else if (sel.name.value === '__typename') {
        properties[sel.alias?.value ?? '__typename'] = { type: 'string', enum: [type.name] };
      } else {
        const field = type.getFields()[sel.name.value];
        if (!field) continue;
        const key = sel.alias?.value ?? sel.name.value;
        const next = outputSchema(field.type, sel.selectionSet, doc);
        properties[key] = properties[key]?.type === 'object' && next.properties ? mergeObjects(properties[key]!, next) : next;
      }
    }
  };
  visit(set);
  return obj(properties);
}

function mergeObjects(a: JsonSchema, b: JsonSchema): JsonSchema {
  return { ...a, properties: { ...a.properties, ...b.properties }, required: [...new Set([...(a.required ?? []), ...(b.required ?? [])])] };
}

/** A field's value: null allowed only where the GraphQL type is nullable. */
function outputSchema(type: GraphQLOutputType, set: SelectionSetNode | undefined, doc: Doc): JsonSchema {
  const nonNull = isNonNullType(type);
  const inner = nonNull ? type.ofType : type;
  let value: JsonSchema;
  if (isListType(inner)) value = arr(outputSchema(inner.ofType, set, doc));
  else {
    const named = getNamedType(inner);
    if (isObjectType(named) && set) value = selectionSchema(set, named, doc);
    // A union: one closed object per member type, told apart by __typename.
    else if (isUnionType(named) && set) value = { anyOf: named.getTypes().map((t) => selectionSchema(set, t, doc)) };
    else if (isEnumType(named)) value = { type: 'string', enum: named.getValues().map((v) => v.name) };
    else value = { ...(SCALARS[named.name] ?? {}) };
  }
  return nonNull ? value : nullable(value);
}

// ── Helpers the route docs use to mirror each route's `shape` ─────────────────────────────────

/** A closed object whose listed properties are all present (`optional` ones may be absent). */
export function obj(properties: Record<string, JsonSchema>, opts: { optional?: string[]; description?: string } = {}): JsonSchema {
  return {
    type: 'object',
    ...(opts.description ? { description: opts.description } : {}),
    properties,
    required: Object.keys(properties).filter((k) => !opts.optional?.includes(k)),
    additionalProperties: false,
  };
}

export const arr = (items: JsonSchema): JsonSchema => ({ type: 'array', items });

export function nullable(s: JsonSchema): JsonSchema {
  if (s.type === undefined || isNullable(s)) return s;
  const out: JsonSchema = { ...s, type: [...(Array.isArray(s.type) ? s.type : [s.type]), 'null'] };
  if (s.enum) out.enum = [...s.enum, null];
  return out;
}

export function nonNull(s: JsonSchema): JsonSchema {
  if (!isNullable(s)) return s;
  const types = (s.type as string[]).filter((t) => t !== 'null');
  const out: JsonSchema = { ...s, type: types.length === 1 ? types[0] : types };
  if (s.enum) out.enum = s.enum.filter((v) => v !== null);
  return out;
}

const isNullable = (s: JsonSchema) => Array.isArray(s.type) && s.type.includes('null');

/** An object property of `s` (its object schema when `s` is a nullable object); throws on a typo. */
export function prop(s: JsonSchema, name: string): JsonSchema {
  const p = s.properties?.[name];
  if (!p) throw new Error(`OpenAPI route docs: no field "${name}" in the operation's selection (${Object.keys(s.properties ?? {}).join(', ')})`);
  return p;
}

/** The items of a list property. */
export const items = (s: JsonSchema): JsonSchema => {
  if (!s.items) throw new Error('OpenAPI route docs: not a list');
  return s.items;
};

/** Enum values lower-cased (GraphQL CONTRIBUTOR → the SPEC's contributor), keeping null. */
export function lowerEnum(s: JsonSchema): JsonSchema {
  if (!s.enum) return s;
  return { ...s, enum: s.enum.map((v) => (typeof v === 'string' ? v.toLowerCase() : v)) };
}

/** A new object made of fields of `s`: `{ out: 'inName' }` copies a field under a new name, a schema is used as given. */
export function pick(s: JsonSchema, fields: Record<string, string | JsonSchema>, opts: { optional?: string[] } = {}): JsonSchema {
  return obj(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? prop(s, v) : v])), opts);
}

/** `{ ...s, ...extra }` for objects, without `omit`: what a `{ ...a, x }` shape returns. */
export function extend(s: JsonSchema, extra: Record<string, JsonSchema>, opts: { omit?: string[]; optional?: string[] } = {}): JsonSchema {
  const base = Object.fromEntries(Object.entries(s.properties ?? {}).filter(([k]) => !opts.omit?.includes(k)));
  return obj({ ...base, ...extra }, { optional: opts.optional });
}

/** Keeps the nullability of `source` on `shaped` (`x && {...}` forms answer null for null). */
export const sameNullability = (source: JsonSchema, shaped: JsonSchema): JsonSchema => (isNullable(source) ? nullable(shaped) : shaped);
