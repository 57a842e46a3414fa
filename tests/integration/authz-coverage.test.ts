import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, isObjectType, Kind, parse, type GraphQLField, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../gateway/src/config/config.js';
import { loadOperations } from '../../gateway/src/rest/operations.js';
import { routes } from '../../gateway/src/rest/routes.js';
import { COUNTS, DERIVED, GQL_ROWS, REST_ROWS, rowId } from '../authz/matrix.js';
import { ACTORS, type World } from '../authz/world.js';

// The authorization matrix (tests/authz/matrix.ts) must cover every operation and route that exists,
// and name nothing that no longer exists.

const schema: GraphQLSchema = buildSchema(readFileSync(path.join(REPO_ROOT, 'schema.graphql'), 'utf8'));
const rootFields = [
  ...Object.keys(schema.getQueryType()!.getFields()).map((f) => `Query.${f}`),
  ...Object.keys(schema.getMutationType()!.getFields()).map((f) => `Mutation.${f}`),
];
const matrixFields = new Set(GQL_ROWS.map((r) => r.field));
const gqlRowIds = new Set(GQL_ROWS.map(rowId));
const routeKeys = routes.map((r) => `${r.method} ${r.path}`);
const restKeys = new Set(REST_ROWS.map((r) => r.route));
const operations = loadOperations();

/** The @auth(requires: X) role of a root field in schema.graphql, or null when it has none. */
function declaredRole(field: GraphQLField<unknown, unknown>): string | null {
  const directive = field.astNode?.directives?.find((d) => d.name.value === 'auth');
  const arg = directive?.arguments?.find((a) => a.name.value === 'requires');
  return arg && arg.value.kind === Kind.ENUM ? arg.value.value : null;
}

describe('the authorization matrix covers the API', () => {
  it('has a row for every Query and Mutation field of schema.graphql', () => {
    expect(rootFields.filter((f) => !matrixFields.has(f))).toEqual([]);
  });

  it('names no root field that no longer exists', () => {
    expect([...matrixFields].filter((f) => !rootFields.includes(f))).toEqual([]);
  });

  it('has a row for every route of the REST table, and none for a route that is gone', () => {
    expect(routeKeys.filter((k) => !restKeys.has(k))).toEqual([]);
    expect([...restKeys].filter((k) => !routeKeys.includes(k))).toEqual([]);
  });

  it('has no duplicate GraphQL row ids', () => {
    expect(GQL_ROWS.length).toBe(gqlRowIds.size);
  });

  it('links each REST row to a GraphQL row for the root field its operation runs', () => {
    const problems: string[] = [];
    for (const row of REST_ROWS) {
      const route = routes.find((r) => `${r.method} ${r.path}` === row.route)!;
      const gqlRow = GQL_ROWS.find((g) => rowId(g) === row.of);
      if (!gqlRow) {
        problems.push(`${row.route}: no GraphQL row ${row.of}`);
        continue;
      }
      const text = operations.get(route.operation);
      if (!text) {
        problems.push(`${row.route}: no operation ${route.operation}`);
        continue;
      }
      const op = parse(text).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
      const type = op.operation === 'query' ? 'Query' : 'Mutation';
      const fields = op.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [`${type}.${s.name.value}`] : []));
      if (!fields.includes(gqlRow.field)) problems.push(`${row.route}: operation ${route.operation} runs ${fields.join(', ')}, not ${gqlRow.field}`);
    }
    expect(problems).toEqual([]);
  });

  it('gives every row an outcome for every actor', () => {
    const missing = GQL_ROWS.flatMap((r) => ACTORS.filter((a) => !r.expect[a]).map((a) => `${rowId(r)}: ${a}`));
    expect(missing).toEqual([]);
  });

  it('agrees with the @auth directive of each root field', () => {
    // No directive: anyone. USER: anonymous is refused. STAFF: plain members are refused too.
    // SUPER_ADMIN: everyone but super_admin is refused.
    const problems: string[] = [];
    for (const row of GQL_ROWS) {
      const [type, name] = row.field.split('.');
      const root = type === 'Query' ? schema.getQueryType()! : schema.getMutationType()!;
      const field = root.getFields()[name];
      if (!field) continue;
      const role = declaredRole(field);
      const want: Record<string, string> = {};
      want.anonymous = role ? 'unauthenticated' : 'ok';
      if (role === 'STAFF' || role === 'ADMIN' || role === 'SUPER_ADMIN') want.user = 'forbidden';
      if (role === 'ADMIN' || role === 'SUPER_ADMIN') want.staff = 'forbidden';
      if (role === 'SUPER_ADMIN') want.admin = 'forbidden';
      for (const [actor, outcome] of Object.entries(want)) {
        if (row.expect[actor as keyof typeof row.expect] !== outcome) problems.push(`${rowId(row)}: @auth(requires: ${role}) but ${actor} → ${row.expect[actor as keyof typeof row.expect]}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('probes every derived field (counts, top commentary, staff commentary) a plain member can reach', () => {
    // A stub world: the probes only need ids to print their documents.
    const stub = { article: { id: 'x' }, privateOnlyArticle: { id: 'x' }, pub: { id: 'x' }, priv: { id: 'x', title: 'x' }, keyVote: 'x' } as unknown as World;
    const probed = [...DERIVED.flatMap((p) => (p.gql ? [p.gql(stub).query] : [])), ...COUNTS.map((c) => c.gql(stub).query)].join('\n');
    const derived = /count$|^top|staffcommentary|^hasstaff|^likes$|^haslike/i;
    const unprobed: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__') || type.name === 'Query' || type.name === 'Mutation') continue;
      for (const field of Object.values(type.getFields())) {
        if (!derived.test(field.name)) continue;
        // Staff-only fields are refused to plain members by their own @auth (checked above for roots).
        if (declaredRole(field) === 'STAFF') continue;
        // LegislatorContent is only reachable through staff-only root fields.
        if (type.name === 'LegislatorContent') continue;
        // RemovedDependants (what a delete took) is only reachable through the super-admin moderation log.
        if (type.name === 'RemovedDependants') continue;
        if (!new RegExp(`\\b${field.name}\\b`).test(probed)) unprobed.push(`${type.name}.${field.name}`);
      }
    }
    // likes / hasLiked are per-item tallies of public likes (no secret in them): not probed.
    expect(unprobed.filter((f) => !/\.(likes|hasLiked)$/.test(f))).toEqual([]);
    // The pattern does find the derived fields the issue names (so an empty list means something).
    for (const f of ['commentaryCount', 'storyCount', 'topCommentary', 'followerCount', 'articlesCount', 'staffCommentary']) expect(probed).toMatch(new RegExp(`\\b${f}\\b`));
  });

  it('keeps staff-only legislator fields behind @auth(requires: STAFF)', () => {
    const legislator = schema.getType('Legislator');
    if (!isObjectType(legislator)) throw new Error('no Legislator type');
    for (const name of ['hasStaffCommentary', 'staffCommentary', 'content']) expect(declaredRole(legislator.getFields()[name])).toBe('STAFF');
  });
});
