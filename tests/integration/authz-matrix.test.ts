import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setArticleFetchOptions } from '../../gateway/src/ingest/article/article-source.js';
import { loadOperations } from '../../gateway/src/rest/operations.js';
import { routes } from '../../gateway/src/rest/routes.js';
import { COUNTS, DERIVED, GQL_ROWS, HTTP_ROWS, REST_ROWS, rowId, secretsFor, type GqlRow, type Outcome, type RestCall } from '../authz/matrix.js';
import { contractProblems } from '../setup/openapi-contract.js';
import { ACTORS, PLAIN_ACTORS, buildWorld, type Actor, type World } from '../authz/world.js';
import { articlePage } from '../factories/articles.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';

// The authorization matrix (tests/authz/matrix.ts) over both transports, and its derived-field checks.

let portal: TestPortal;
let world: World;
let pages: http.Server;
const operations = loadOperations();
const gqlRows = new Map(GQL_ROWS.map((r) => [rowId(r), r]));
const routeTable = new Map(routes.map((r) => [`${r.method} ${r.path}`, r]));

beforeAll(async () => {
  // Rate limits are covered elsewhere; here the same member calls the same mutation many times.
  setArticleFetchOptions({ allowPrivate: true });
  portal = await startTestPortal('authz_matrix', { ARTICLE_FETCH_ALLOW_PRIVATE: 'true', API_RATE_LIMITS: 'false', AUTH_RATE_LIMITS: 'false', METRICS_TOKEN: 'matrix-metrics-token-0123456789' });
  pages = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(articlePage({ title: `Matrix page ${req.url}` }));
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  const port = (pages.address() as AddressInfo).port;
  world = await buildWorld(portal.dataSource);
  world.pageUrl = () => `http://127.0.0.1:${port}/article/${randomUUID()}`;
});
afterAll(async () => {
  pages?.closeAllConnections();
  await new Promise((resolve) => pages?.close(resolve));
  await portal?.close();
});

/** The outcome vocabulary of matrix.ts from a GraphQL answer; anything else is described in full. */
function gqlOutcome(res: { status: number; body: { data?: unknown; errors?: any[] } }): string {
  const errors = res.body?.errors;
  if (!errors?.length) return res.status === 200 ? 'ok' : `HTTP ${res.status}`;
  const code = errors[0].extensions?.code;
  const known: Record<string, Outcome> = { UNAUTHENTICATED: 'unauthenticated', FORBIDDEN: 'forbidden', NOT_FOUND: 'not_found', CONFLICT: 'conflict', BAD_USER_INPUT: 'invalid' };
  return known[code] ?? `${code}: ${errors[0].message}`;
}

function restOutcome(res: { status: number; body: any }): string {
  if (res.status >= 200 && res.status < 300) return 'ok';
  const known: Record<number, Outcome> = { 401: 'unauthenticated', 403: 'forbidden', 404: 'not_found', 409: 'conflict', 400: 'invalid' };
  return known[res.status] ?? `HTTP ${res.status}: ${JSON.stringify(res.body)}`;
}

const methodOf = (route: string) => route.split(' ')[0];

/** Express-style params of a concrete path against a route path ('/api/stories/:id'). */
function paramsOf(pattern: string, path: string): Record<string, string> {
  const want = pattern.split('/');
  const got = path.split('/');
  const params: Record<string, string> = {};
  want.forEach((seg, i) => {
    if (seg.startsWith(':')) params[seg.slice(1)] = decodeURIComponent(got[i]);
  });
  return params;
}

async function runGql(row: GqlRow, actor: Actor) {
  const target = row.target ? await row.target(world, actor) : undefined;
  const call = row.call(world, target, actor);
  return portal.gql(call.query, call.variables, world.token(actor));
}

const cases = (expect: Record<Actor, Outcome>) => ACTORS.map((a) => [a, expect[a]] as const);

// The derived-field checks run first, on the untouched world (the matrix adds rows).
describe('derived fields leak nothing a plain member may not read', () => {
  const probes = DERIVED.flatMap((p) => PLAIN_ACTORS.map((a) => [p.name, a, p] as const));
  it.each(probes)('%s, as %s', async (_name, actor, probe) => {
    const secrets = secretsFor(world, actor);
    expect(secrets.length).toBeGreaterThan(0);
    const answers: string[] = [];
    if (probe.gql) {
      const c = probe.gql(world);
      const res = await portal.gql(c.query, c.variables, world.token(actor));
      expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
      answers.push(JSON.stringify(res.body));
    }
    if (probe.rest) {
      const res = await portal.rest('GET', probe.rest(world), { token: world.token(actor) });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      answers.push(JSON.stringify(res.body));
    }
    for (const text of answers) for (const secret of secrets) expect(text, `leaks ${secret}`).not.toContain(secret);
  });

  const counts = COUNTS.flatMap((c) => Object.entries(c.expect).map(([actor, value]) => [c.name, actor as Actor, value, c] as const));
  it.each(counts)('%s, as %s → %j', async (_name, actor, value, check) => {
    const c = check.gql(world);
    const res = await portal.gql(c.query, c.variables, world.token(actor));
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    expect(check.pick(res.body.data, world)).toEqual(value);
    if (check.rest && check.restPick) {
      const r = await portal.rest('GET', check.rest(world), { token: world.token(actor) });
      expect(check.restPick(r.body)).toEqual(value);
    }
  });

  it('staff see the planted secrets, so the probes above can find them', async () => {
    const res = await portal.gql('query($id: UUID!) { commentaries(articleId: $id, includePrivate: true) { items { content } } stories { title } }', { id: world.article.id }, world.token('staff'));
    const text = JSON.stringify(res.body);
    for (const s of ['SECRET-staff-commentary-on-article', 'SECRET-private-owner-note', 'SECRET-private-reader-commentary', 'SECRET-private-story-title']) expect(text).toContain(s);
    const leg = await portal.gql('{ staffCommentaries { content } }', {}, world.token('staff'));
    expect(JSON.stringify(leg.body)).toContain('SECRET-staff-commentary-on-legislator');
  });
});

// Every case has its own fresh target, so the actors of a row run concurrently.
describe.each(GQL_ROWS.map((r) => [rowId(r), r] as const))('GraphQL %s', (_id, row) => {
  it.concurrent.for(cases(row.expect))('%s → %s', async ([actor, outcome], { expect }) => {
    expect(gqlOutcome(await runGql(row, actor))).toBe(outcome);
  });
});

describe.each(HTTP_ROWS.map((r) => [r.path, r] as const))('HTTP %s (outside the route table)', (path, row) => {
  it.concurrent.for(ACTORS)('%s', async (actor, { expect }) => {
    const res = await fetch(portal.baseUrl + path, { headers: world.token(actor) ? { authorization: `Bearer ${world.token(actor)}` } : {} });
    expect(restOutcome({ status: res.status, body: await res.text() })).toBe(row.expect);
  });
});

describe.each(REST_ROWS.map((r) => [r.route, r.of, r] as const))('REST %s (as %s)', (route, of, row) => {
  const gqlRow = gqlRows.get(of)!;
  const spec = routeTable.get(route)!;
  it.concurrent.for(cases(gqlRow?.expect ?? ({} as any)))('%s → %s over REST and through its operation over /graphql', async ([actor, outcome], { expect }) => {
    expect(gqlRow, `matrix row ${of}`).toBeDefined();
    expect(spec, `route ${route}`).toBeDefined();
    const call = async (): Promise<RestCall> => row.call(world, gqlRow.target ? await gqlRow.target(world, actor) : undefined, actor);

    const c = await call();
    const res = await portal.rest(methodOf(route), c.path, { token: world.token(actor), body: c.body });
    expect(restOutcome(res), `${route} → ${c.path}`).toBe(outcome);
    // The contract: every 2xx answer matches the response schema of /api/openapi.json.
    if (res.status < 300) expect(await contractProblems(methodOf(route), spec.path, res.status, res.body)).toBe('');

    // The same REST row's operation (route.operation) with the variables the route derives, over GraphQL.
    const c2 = await call();
    const [pathOnly, qs = ''] = c2.path.split('?');
    const req = { params: paramsOf(spec.path, pathOnly), query: Object.fromEntries(new URLSearchParams(qs)), body: c2.body ?? {}, headers: {} } as any;
    const variables = spec.variables?.(req) ?? {};
    const viaGql = await portal.gql(operations.get(spec.operation)!, variables, world.token(actor));
    expect(gqlOutcome(viaGql), `operation ${spec.operation}`).toBe(outcome);
  });
});
