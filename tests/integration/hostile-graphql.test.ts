import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../gateway/src/config/config.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';
import {
  BAD_UUIDS,
  buildWorld,
  deepObject,
  expectSafe,
  hostileNumber,
  hostileString,
  hostileValue,
  raw,
  runs,
  worldIds,
  type World,
} from './hostile-support.js';

/**
 * SPEC §8 / issue 7 item 4, GraphQL side: every mutation in schema.graphql (read from the file, so
 * a new mutation is fuzzed without touching this test) is called with arbitrary variables — wrong
 * types, nulls, huge strings, NUL bytes, SQL metacharacters, markup, deep nesting, out-of-range
 * numbers, invalid UUIDs — as a super_admin, a staff member, a plain member and anonymously.
 * Whatever comes in: never a 5xx, never a stack trace, SQL or an internal path, always a clear
 * error with a known code.
 */

const schema = buildSchema(readFileSync(path.join(REPO_ROOT, 'schema.graphql'), 'utf8'));
const mutations = Object.values(schema.getMutationType()!.getFields());

let portal: TestPortal;
let world: World;

beforeAll(async () => {
  portal = await startTestPortal('hostile_graphql', { API_RATE_LIMITS: 'false' });
  world = await buildWorld(portal.dataSource);
});
afterAll(() => portal?.close());

/** HOSTILE_STATS=1 prints, per mutation, how often each outcome (status and first error code) occurred. */
const stats = new Map<string, Map<string, number>>();
function tally(name: string, res: { status: number; json: any }) {
  if (!process.env.HOSTILE_STATS) return;
  const key = `${res.status} ${res.json?.errors?.[0]?.extensions?.code ?? 'ok'}`;
  const m = stats.get(name) ?? new Map<string, number>();
  m.set(key, (m.get(key) ?? 0) + 1);
  stats.set(name, m);
}
afterAll(() => {
  if (process.env.HOSTILE_STATS) for (const [name, m] of stats) console.log(name.padEnd(26), [...m].map(([k, n]) => `${k}×${n}`).join('  '));
});

/** `mutation($a: T!, …) { field(a: $a, …) { __typename } }` from the field's arguments. */
function documentFor(field: GraphQLField<unknown, unknown>): string {
  const vars = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `mutation Hostile${vars ? `(${vars})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}

/** The world's ids an argument of this name should name (storyId → the story), else undefined (any of them). */
function idsByName(name: string): string[] | undefined {
  const byName: Record<string, string[]> = {
    storyId: [world.storyId],
    articleId: [world.articleId],
    proposalId: [world.proposalId],
    inviteId: [world.inviteId],
    requestId: [world.joinRequestId],
    userId: [world.member.id, world.owner.id, world.staff.id],
    legislatorId: [world.legislatorId, world.bioguide],
  };
  return byName[name];
}

/** A plausible valid string for a field, by its name, so that the other arguments get past validation. */
function plausible(name: string): string {
  const n = name.toLowerCase();
  if (n.includes('email')) return 'someone@example.org';
  if (n.includes('zip')) return '94110';
  if (n === 'state') return 'CA';
  if (n.includes('phone')) return '415-555-0100';
  if (n.includes('bill')) return 'H.R. 1';
  if (n.includes('url')) return 'http://127.0.0.1:1/article';
  if (n.includes('legislator')) return 'H000001';
  if (n.includes('username')) return 'fuzzy_user';
  return 'A plain value';
}

/**
 * A value of the argument's type: often a valid one (so that the other arguments reach the
 * service), often one of the right type with hostile contents, sometimes anything at all.
 */
function valueFor(type: GraphQLInputType, name: string, ids: () => string[], depth = 0): fc.Arbitrary<unknown> {
  const idsFor = (n: string) => idsByName(n) ?? ids();
  return valueOf(type, name, ids, idsFor, depth);
}

function valueOf(type: GraphQLInputType, name: string, ids: () => string[], idsFor: (n: string) => string[], depth: number): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return fc.oneof({ weight: 15, arbitrary: valueFor(type.ofType, name, ids, depth) }, { weight: 1, arbitrary: fc.constant(null) });
  const anything = hostileValue;
  let valid: fc.Arbitrary<unknown>;
  let shaped: fc.Arbitrary<unknown>;
  if (isListType(type)) {
    valid = fc.array(valueFor(type.ofType, name, ids, depth + 1), { maxLength: 3 });
    shaped = fc.oneof(fc.array(valueFor(type.ofType, name, ids, depth + 1), { maxLength: 4 }), fc.array(fc.constant('t'), { minLength: 200, maxLength: 1000 }));
  } else if (isEnumType(type)) {
    valid = fc.constantFrom(...type.getValues().map((v) => v.name));
    shaped = fc.oneof(fc.constantFrom(...type.getValues().map((v) => v.name.toLowerCase())), hostileString);
    return fc.oneof({ weight: 10, arbitrary: valid }, { weight: 1, arbitrary: shaped });
  } else if (isInputObjectType(type)) {
    const fields = type.getFields();
    const model = Object.fromEntries(Object.entries(fields).map(([n, f]) => [n, depth > 3 ? hostileValue : valueFor(f.type, n, ids, depth + 1)]));
    const required = Object.entries(fields).filter(([, f]) => isNonNullType(f.type)).map(([n]) => n);
    valid = fc.record(model, { requiredKeys: required });
    shaped = fc.oneof(
      { weight: 2, arbitrary: fc.record(model, { requiredKeys: [] }) },
      { weight: 1, arbitrary: fc.tuple(fc.record(model, { requiredKeys: [] }), fc.dictionary(hostileString.filter((s) => s.length < 50), hostileValue, { maxKeys: 3 })).map(([a, b]) => ({ ...b, ...a })) },
    );
    return fc.oneof({ weight: 6, arbitrary: valid }, { weight: 2, arbitrary: shaped }, { weight: 1, arbitrary: anything });
  } else if (isScalarType(type)) {
    const real = fc.nat().map((i) => {
      const pool = idsFor(name);
      return pool[i % pool.length];
    });
    /** Values that are not of the type at all (refused by GraphQL coercion). */
    let wrong: fc.Arbitrary<unknown> = hostileValue;
    switch (type.name) {
      case 'UUID':
        valid = real;
        shaped = fc.oneof(fc.uuid(), fc.constantFrom(...BAD_UUIDS), hostileString);
        break;
      case 'ID':
        valid = real;
        shaped = fc.oneof(fc.uuid(), fc.constantFrom(...BAD_UUIDS), hostileString, fc.integer());
        break;
      case 'Int':
        valid = fc.integer({ min: 0, max: 200 });
        shaped = fc.constantFrom(-1, 0, 2 ** 31 - 1, -(2 ** 31), 119, 1_000_000_000);
        wrong = fc.oneof(hostileNumber, fc.constantFrom('NaN', '1e9', 'Infinity', '12abc'));
        break;
      case 'Float':
        valid = fc.integer({ min: 0, max: 200 });
        shaped = hostileNumber;
        wrong = fc.constantFrom('NaN', '1e9', 'Infinity', '12abc');
        break;
      case 'Boolean':
        valid = fc.boolean();
        shaped = fc.boolean();
        wrong = fc.constantFrom('true', 'false', 0, 1);
        break;
      default:
        valid = fc.constant(plausible(name));
        shaped = hostileString;
    }
    return fc.oneof({ weight: 5, arbitrary: valid }, { weight: 5, arbitrary: shaped }, { weight: 1, arbitrary: wrong });
  } else {
    valid = anything;
    shaped = anything;
  }
  return fc.oneof({ weight: 4, arbitrary: valid }, { weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: anything });
}

type Caller = 'super' | 'staff' | 'member' | 'anonymous';
const callers: fc.Arbitrary<Caller> = fc.oneof(
  { weight: 4, arbitrary: fc.constant<Caller>('super') },
  { weight: 2, arbitrary: fc.constant<Caller>('staff') },
  { weight: 1, arbitrary: fc.constant<Caller>('member') },
  { weight: 1, arbitrary: fc.constant<Caller>('anonymous') },
);
const tokenOf = (c: Caller) => (c === 'anonymous' ? undefined : world[c].token);

async function send(query: string, variables: unknown, caller: Caller) {
  const body = JSON.stringify({ query, variables });
  return raw(portal.baseUrl, 'POST', '/graphql', { body, headers: { 'content-type': 'application/json' }, token: tokenOf(caller) });
}

describe('every mutation, with hostile variables', () => {
  it('the schema has mutations to fuzz', () => {
    expect(mutations.length).toBeGreaterThan(20);
  });

  for (const field of mutations) {
    it(`${field.name}: never a 5xx, a leak or an unclear error`, async () => {
      const query = documentFor(field);
      const ids = () => worldIds(world);
      const model = Object.fromEntries(field.args.map((a) => [a.name, valueFor(a.type, a.name, ids)]));
      const variables = fc.oneof(
        { weight: 10, arbitrary: fc.record(model) },
        { weight: 2, arbitrary: fc.record(model, { requiredKeys: [] }) },
        { weight: 1, arbitrary: hostileValue },
      );
      await fc.assert(
        fc.asyncProperty(variables, callers, async (vars, caller) => {
          const res = await send(query, vars, caller);
          tally(field.name, res);
          expectSafe(res, `${field.name} as ${caller} with ${JSON.stringify(vars)?.slice(0, 300)}`, vars);
        }),
        runs(30),
      );
    });
  }
});

describe('hostile GraphQL requests beyond the variables', () => {
  it('inline literals, unknown fields, deep nesting and non-object variables are refused with a clear 4xx', async () => {
    const cases: { query: string; variables?: unknown }[] = [
      { query: `mutation { addCommentary(input: {articleId: "'; DROP TABLE stories;--", content: "<script>alert(1)</script>"}) { id } }` },
      { query: `mutation { followStory(id: "00000000-0000-0000-0000-00000000000g") { id } }` },
      { query: `mutation { updateProfile(input: {username: "a\\u0000b"}) { id } }` },
      { query: `mutation { voteArticle(id: 1, vote: SIDEWAYS) { id } }` },
      { query: `mutation { createStory(input: {title: 9007199254740993, description: null}) { id } }` },
      { query: 'mutation { nope }' },
      { query: 'mutation {' },
      { query: '' },
      { query: 'mutation($x: UUID!) { followStory(id: $x) { id } }', variables: 'not an object' },
      { query: 'mutation($x: UUID!) { followStory(id: $x) { id } }', variables: [1, 2] },
      { query: 'mutation($x: UUID!) { followStory(id: $x) { id } }', variables: { x: deepObject(300) } },
      { query: 'mutation($i: CreateStoryInput!) { createStory(input: $i) { id } }', variables: { i: { title: deepObject(200), description: ['x'] } } },
      { query: `{ ${'story(id: "x") { '.repeat(40)}id${' }'.repeat(40)} }` },
    ];
    for (const { query, variables } of cases) {
      for (const caller of ['super', 'anonymous'] as Caller[]) {
        const res = await send(query, variables, caller);
        expectSafe(res, `${query.slice(0, 120)} as ${caller}`, variables);
        expect(res.json.errors?.length, `${query.slice(0, 80)}: refused`).toBeGreaterThan(0);
      }
    }
  });

  it('a body just under 1 MB is handled; one over it is 413 with a JSON message', async () => {
    const query = 'mutation($i: CreateStoryInput!) { createStory(input: $i) { id } }';
    const under = await send(query, { i: { title: 'x', description: 'd'.repeat(1_000_000 - 200) } }, 'super');
    expectSafe(under, 'a body just under 1 MB');
    const over = await send(query, { i: { title: 'x', description: 'd'.repeat(1_200_000) } }, 'super');
    expectSafe(over, 'a body of 1.2 MB');
    expect(over.status).toBe(413);
  });

  it('malformed JSON, the wrong content type and an empty body get a clear 4xx', async () => {
    const bodies: { body?: string; type?: string }[] = [
      { body: '{"query": "mutation { x }"', type: 'application/json' },
      { body: "{'query': 1}", type: 'application/json' },
      { body: '', type: 'application/json' },
      { body: 'null', type: 'application/json' },
      { body: '[]', type: 'application/json' },
      { body: '"just a string"', type: 'application/json' },
      { body: 'query=mutation', type: 'application/x-www-form-urlencoded' },
      { body: '<xml/>', type: 'text/xml' },
      { body: 'mutation { x }', type: 'text/plain' },
      { body: '{"query": "{ health { status } }"}', type: 'application/json; charset=utf-16' },
      { body: '\u0000\u0001\u0002', type: 'application/octet-stream' },
    ];
    for (const { body, type } of bodies) {
      const res = await raw(portal.baseUrl, 'POST', '/graphql', { body, headers: type ? { 'content-type': type, 'apollo-require-preflight': 'true' } : {}, token: world.super.token });
      expectSafe(res, `POST /graphql ${type}: ${body?.slice(0, 40)}`);
      expect(res.status, `${type}: ${body}`).toBeGreaterThanOrEqual(400);
    }
  });
});
