import fc from 'fast-check';
import type { Request } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchema } from '../../gateway/src/graphql/schema.js';
import { requiredRole } from '../../gateway/src/rest/openapi/document.js';
import { loadOperations } from '../../gateway/src/rest/operations.js';
import { routes } from '../../gateway/src/rest/routes.js';
import type { RestRoute } from '../../gateway/src/rest/route-types.js';
import { GRAPHQL_ACCEPT, startTestPortal, type TestPortal } from '../setup/portal.js';
import { BAD_UUIDS, buildWorld, expectSafe, hostileJson, hostileString, hostileValue, raw, runs, SQL_PAYLOADS, HTML_PAYLOADS, worldIds, type World } from './hostile-support.js';

/**
 * Issue 7 item 4, REST side: every row of the REST route table (gateway/src/rest/routes.ts, so a
 * new route is fuzzed without touching this test) is called with hostile path parameters, query
 * strings and bodies — and with raw bodies that are not JSON at all. Never a 5xx, never a stack
 * trace or SQL, always `{"error": {code, message}}` with a clear message on a 4xx.
 */

let portal: TestPortal;
let world: World;

beforeAll(async () => {
  portal = await startTestPortal('hostile_rest', { API_RATE_LIMITS: 'false' });
  world = await buildWorld(portal.dataSource);
});
afterAll(() => portal?.close());

/** The body and query keys a route reads: its `variables` function run against recording proxies. */
function keysRead(route: RestRoute): { query: string[]; body: string[] } {
  const seen = { query: new Set<string>(), body: new Set<string>() };
  const recorder = (set: Set<string>) => new Proxy({} as Record<string, unknown>, { get: (_t, k) => (typeof k === 'string' && set.add(k), undefined) });
  const params = new Proxy({} as Record<string, string>, { get: () => 'x' });
  try {
    route.variables?.({ params, query: recorder(seen.query), body: recorder(seen.body), headers: {} } as unknown as Request);
  } catch {
    // A row that cannot run on empty input still gets fuzzed with the common keys below.
  }
  return { query: [...seen.query], body: [...seen.body] };
}

const paramNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);

type Caller = 'super' | 'staff' | 'member' | 'anonymous';
const callers: fc.Arbitrary<Caller> = fc.oneof(
  { weight: 4, arbitrary: fc.constant<Caller>('super') },
  { weight: 2, arbitrary: fc.constant<Caller>('staff') },
  { weight: 1, arbitrary: fc.constant<Caller>('member') },
  { weight: 1, arbitrary: fc.constant<Caller>('anonymous') },
);
const tokenOf = (c: Caller) => (c === 'anonymous' ? undefined : world[c].token);

/** A path parameter: a real id, or something hostile (URL-encoded as a client would). */
const paramValue = fc.oneof(
  { weight: 3, arbitrary: fc.nat().map((i) => worldIds(world)[i % worldIds(world).length]) },
  { weight: 1, arbitrary: fc.constantFrom('user', 'staff', 'admin', 'super_admin', 'article', 'key-vote', 'story', 'commentary', 'H000001') },
  { weight: 3, arbitrary: fc.oneof(hostileString.filter((s) => s.length < 3000), fc.constantFrom(...BAD_UUIDS)) },
);

/** One query-string entry: hostile text, silly numbers, or the same key twice (?limit=1&limit=2). */
const queryValue = fc.oneof(
  fc.constantFrom('-1', '0', '1e9', '1000000000', '99999999999999999999', 'abc', 'NaN', '', '1.5', 'true', 'all', 'newest_first', 'votes'),
  hostileString.filter((s) => s.length < 3000),
  fc.array(fc.constantFrom('1', '2', '-1', 'x'), { minLength: 2, maxLength: 3 }),
);

/** encodeURIComponent, after replacing lone surrogates (which cannot be percent-encoded) as a browser would. */
const enc = (s: string) => encodeURIComponent(s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));

function queryString(q: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(q)) {
    for (const one of Array.isArray(v) ? v : [v]) parts.push(`${enc(k)}=${enc(String(one))}`);
  }
  // A bracketed key too: qs-style parsers turn it into an object.
  return parts.length ? `?${parts.join('&')}` : '';
}

describe('every REST route, with hostile params, query strings and bodies', () => {
  it('the route table has routes to fuzz', () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  for (const route of routes) {
    const { query: qKeys, body: bKeys } = keysRead(route);
    const params = paramNames(route.path);
    const commonQuery = ['limit', 'offset', 'search', 'q', 'page'];
    it(`${route.method} ${route.path}: never a 5xx, a leak or an unclear error`, async () => {
      const paramsArb = fc.record(Object.fromEntries(params.map((p) => [p, paramValue])));
      const queryArb = fc.record(Object.fromEntries([...new Set([...qKeys, ...commonQuery, 'filter[a]'])].map((k) => [k, queryValue])), { requiredKeys: [] });
      const fieldValue = fc.oneof({ weight: 3, arbitrary: hostileString }, { weight: 1, arbitrary: hostileValue });
      const bodyArb =
        route.method === 'GET'
          ? fc.constant(undefined)
          : route.method === 'DELETE'
          ? fc.option(hostileJson, { nil: undefined, freq: 3 })
          : fc.oneof(
              { weight: 5, arbitrary: fc.record(Object.fromEntries(bKeys.map((k) => [k, fieldValue])), { requiredKeys: [] }) },
              { weight: 2, arbitrary: hostileJson },
              { weight: 1, arbitrary: fc.constant(undefined) },
            );
      await fc.assert(
        fc.asyncProperty(paramsArb, queryArb, bodyArb, callers, async (p, q, b, caller) => {
          let path = route.path;
          for (const [name, value] of Object.entries(p)) path = path.replace(`:${name}`, enc(String(value)));
          path += queryString(q);
          const body = b === undefined ? undefined : JSON.stringify(b);
          const res = await raw(portal.baseUrl, route.method, path, { body, headers: body !== undefined ? { 'content-type': 'application/json' } : {}, token: tokenOf(caller) });
          expectSafe(res, `${route.method} ${path.slice(0, 200)} as ${caller} with ${body?.slice(0, 200)}`, [p, q, b]);
          if (res.status >= 400) expect(res.json.error, `${route.method} ${path}: REST errors are {error: {code, message}}`).toBeDefined();
        }),
        runs(12),
      );
    });
  }
});

describe('raw bodies that are not JSON', () => {
  const writes = routes.filter((r) => r.method !== 'GET');
  const fill = (path: string) => path.replace(/:(\w+)/g, (_m, name: string) => (name === 'role' ? 'staff' : name === 'type' ? 'story' : world.storyId));
  const bodies: { body: string; type?: string; what: string }[] = [
    { what: 'truncated JSON', body: '{"title": "x"', type: 'application/json' },
    { what: 'single quotes', body: "{'title': 'x'}", type: 'application/json' },
    { what: 'a trailing comma', body: '{"title": "x",}', type: 'application/json' },
    { what: 'an empty JSON body', body: '', type: 'application/json' },
    { what: 'JSON null', body: 'null', type: 'application/json' },
    { what: 'a JSON string', body: '"<script>alert(1)</script>"', type: 'application/json' },
    { what: 'a JSON array', body: `[${JSON.stringify(SQL_PAYLOADS[0])}, 1, null]`, type: 'application/json' },
    { what: 'a JSON number', body: '9007199254740993', type: 'application/json' },
    // Objects whose toString is not a function: String() of them throws (seed -749205755 found a 500).
    {
      what: 'fields that cannot be turned into text',
      body: '{"title":{"toString":"x"},"content":[{"toString":"x"}],"description":{"valueOf":1,"toString":2},"street":{"toString":"x"},"zipCode":{"toString":"x"},"note":{"toString":"x"},"url":{"toString":"x"}}',
      type: 'application/json',
    },
    { what: 'a form body', body: 'title=x&description=y', type: 'application/x-www-form-urlencoded' },
    { what: 'text/plain', body: HTML_PAYLOADS[1], type: 'text/plain' },
    { what: 'XML', body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>', type: 'application/xml' },
    { what: 'binary', body: '\u0000\u0001\u00ff', type: 'application/octet-stream' },
    { what: 'no content type', body: '{"title": "x"}' },
    { what: 'a JSON body with a charset that does not match', body: '{"title": "x"}', type: 'application/json; charset=utf-16' },
    { what: 'a prototype-pollution body', body: '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}', type: 'application/json' },
  ];

  const NOT_OBJECTS = new Set(['a JSON string', 'a JSON array', 'a JSON number']);
  const NOT_JSON = new Set(['a form body', 'text/plain', 'XML', 'binary', 'no content type']);

  it('every write route answers malformed, empty or non-JSON bodies with a clear 4xx or ignores them', async () => {
    for (const route of writes) {
      for (const { body, type, what } of bodies) {
        const res = await raw(portal.baseUrl, route.method, fill(route.path), { body, headers: type ? { 'content-type': type } : {}, token: world.super.token });
        expectSafe(res, `${route.method} ${route.path} with ${what}`);
        if (what === 'truncated JSON' || what === 'single quotes' || what === 'a trailing comma') {
          expect(res.status, `${route.method} ${route.path} with ${what}`).toBe(400);
          expect(res.json.error.message).toBe('The request body is not valid JSON.');
        }
        // Never taken as an empty update: a JSON value that is not an object is a 400, another
        // media type a 415, before the operation runs (nothing is written).
        if (NOT_OBJECTS.has(what)) {
          expect({ route: `${route.method} ${route.path}`, what, status: res.status, error: res.json.error }).toEqual({
            route: `${route.method} ${route.path}`,
            what,
            status: 400,
            error: { code: 'BAD_REQUEST', message: 'The request body must be a JSON object.' },
          });
        }
        if (NOT_JSON.has(what)) {
          expect({ route: `${route.method} ${route.path}`, what, status: res.status, error: res.json.error }).toEqual({
            route: `${route.method} ${route.path}`,
            what,
            status: 415,
            error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request body as application/json.' },
          });
        }
      }
    }
  });

  it("a value of the wrong type is named as the caller sent it, not by the operation's variables", async () => {
    const cases: Array<[method: string, path: string, body: unknown, message: string, field: string]> = [
      ['GET', '/api/stories?limit=abc', undefined, 'limit must be a whole number.', 'limit'],
      ['GET', '/api/stories?visibility=bogus', undefined, 'visibility must be one of: private, public, featured.', 'visibility'],
      ['POST', `/api/articles/${world.articleId}/vote`, { vote: 'maybe' }, 'vote must be one of: up, down, none.', 'vote'],
      ['POST', `/api/stories/${world.storyId}/proposals/${world.proposalId}/vote`, { vote: 'sideways' }, 'vote must be one of: up, down.', 'vote'],
      ['GET', '/api/stories/not-a-uuid', undefined, 'id must be a UUID.', 'id'],
      ['POST', '/api/stories', { title: 'A story', description: 'About it', is_global: 'yes' }, 'isGlobal must be true or false.', 'isGlobal'],
      ['POST', '/api/stories', { title: 123, description: 'About it' }, 'title must be text.', 'title'],
    ];
    for (const [method, path, body, message, field] of cases) {
      const res = await raw(portal.baseUrl, method, path, {
        body: body === undefined ? undefined : JSON.stringify(body),
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        token: world.super.token,
      });
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.json.error, `${method} ${path}`).toEqual({ code: 'BAD_USER_INPUT', message, details: { field } });
    }
  });

  it('a body over 1 MB is 413 and a 20 KB URL 431, with JSON messages; unknown /api paths are a JSON 404', async () => {
    const big = JSON.stringify({ title: 'x', description: 'd'.repeat(1_100_000) });
    const res = await raw(portal.baseUrl, 'POST', '/api/stories', { body: big, headers: { 'content-type': 'application/json' }, token: world.super.token });
    expectSafe(res, 'POST /api/stories with 1.1 MB');
    expect(res.status).toBe(413);
    const longUrl = await raw(portal.baseUrl, 'GET', `/api/stories?search=${'x'.repeat(20_000)}`, { token: world.super.token });
    expectSafe(longUrl, 'GET with a 20 KB URL');
    expect(longUrl.status).toBe(431);
    for (const path of ['/api/%00', '/api/stories/%E0%A4%A', '/api/..%2F..%2Fetc%2Fpasswd', `/api/${encodeURIComponent(SQL_PAYLOADS[0])}`, '/api/stories/x/y/z/w']) {
      const r = await raw(portal.baseUrl, 'GET', path, { token: world.super.token });
      expectSafe(r, `GET ${path}`);
      expect(r.status, path).toBeGreaterThanOrEqual(400);
    }
  });
});

describe('the role comes before the input', () => {
  const RANK = { USER: 0, STAFF: 1, ADMIN: 2, SUPER_ADMIN: 3 } as const;
  const restricted: { route: RestRoute; role: keyof typeof RANK }[] = [];
  beforeAll(async () => {
    const schema = await createSchema();
    const operations = loadOperations(schema);
    for (const route of routes) {
      const role = requiredRole(schema, operations.get(route.operation)!);
      if (role && role !== 'USER') restricted.push({ route, role });
    }
  });
  const fill = (path: string) => path.replace(/:(\w+)/g, 'not-an-id');
  const hostile = JSON.stringify({ title: 5, role: 'emperor', roles: 'x', vote: 'maybe', url: 7, content: [], status: 'nope', userId: 'x' });

  it('over REST: a member sending nonsense to a staff or super-admin route is 403, anonymous 401, never 400', async () => {
    expect(restricted.length).toBeGreaterThan(20);
    for (const { route, role } of restricted) {
      const body = route.method === 'GET' ? undefined : hostile;
      const headers: Record<string, string> = body ? { 'content-type': 'application/json' } : {};
      const path = fill(route.path) + (route.method === 'GET' ? '?limit=abc&status=nope' : '');
      const asMember = await raw(portal.baseUrl, route.method, path, { body, headers, token: world.member.token });
      expect({ route: `${route.method} ${route.path}`, role, status: asMember.status }).toEqual({ route: `${route.method} ${route.path}`, role, status: 403 });
      const asAnonymous = await raw(portal.baseUrl, route.method, path, { body, headers });
      expect({ route: `${route.method} ${route.path}`, status: asAnonymous.status }).toEqual({ route: `${route.method} ${route.path}`, status: 401 });
      if (RANK[role] > RANK.STAFF) {
        const asStaff = await raw(portal.baseUrl, route.method, path, { body, headers, token: world.staff.token });
        expect({ route: `${route.method} ${route.path}`, status: asStaff.status }).toEqual({ route: `${route.method} ${route.path}`, status: 403 });
      }
    }
  });

  it('over GraphQL: a mutation with a root field the caller may not run is refused whole, before its variables are read', async () => {
    const gql = (query: string, variables: Record<string, unknown>, token?: string) =>
      raw(portal.baseUrl, 'POST', '/graphql', { body: JSON.stringify({ query, variables }), headers: { 'content-type': 'application/json', accept: GRAPHQL_ACCEPT }, token });
    const deleteArticle = 'mutation($id: UUID!) { deleteArticle(id: $id) }';
    const member = await gql(deleteArticle, { id: 'not-a-uuid' }, world.member.token);
    expect(member.status).toBe(403);
    expect(member.json.errors[0].extensions.code).toBe('FORBIDDEN');
    const anonymous = await gql(deleteArticle, { id: 42 });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    // With the role, the same input is the input's fault.
    expect((await gql(deleteArticle, { id: 'not-a-uuid' }, world.staff.token)).status).toBe(400);
    // No partial writes: a member's vote beside a staff-only field does not happen either.
    const mixed = await gql(`mutation($id: UUID!) { voteArticle(id: $id, vote: UP) { id } deleteArticle(id: $id) }`, { id: world.articleId }, world.member.token);
    expect(mixed.status).toBe(403);
    const [{ n }] = await portal.dataSource.query('SELECT count(*)::int AS n FROM article_votes WHERE article_id = $1 AND member_id = $2', [world.articleId, world.member.id]);
    expect(n).toBe(0);
  });
});
