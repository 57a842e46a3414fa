import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../gateway/src/auth/roles.js';
import { collectOperations, GRAPHQL_LIMITS, PAGE_MESSAGES, PERSISTED_ONLY_MESSAGE } from '../../gateway/src/graphql/limits.js';
import { buildMember, type TestMember } from '../factories/members.js';
import { buildArticle, buildStory } from '../factories/stories.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';
import { vapidEnv } from '../factories/push.js';

/**
 * Issue #7 item 2: what one GraphQL request may ask for. Depth, aliases, cost, directives and
 * tokens are refused with 400 and a message naming the limit; batching is off; list pages are
 * 1..100 (default 25 unless the SPEC names one); bodies over 1 MB are 413; introspection and the
 * playground are off in production; optionally only the portal's own documents are accepted.
 */

let portal: TestPortal;
let member: TestMember;
let staff: TestMember;

beforeAll(async () => {
  portal = await startTestPortal('graphql_limits');
  member = await buildMember(portal.dataSource);
  staff = await buildMember(portal.dataSource, { role: Role.STAFF });
});

afterAll(async () => {
  await portal?.close();
});

/** stories { timeline { entries { story { timeline … } } } }: `levels` times three extra levels of nesting. */
const nest = (levels: number): string => (levels === 0 ? 'id' : `timeline { entries { story { ${nest(levels - 1)} } } }`);

function expectRefused(res: { status: number; body: { errors?: { message: string; extensions?: { code?: string } }[] } }, code: string, message: RegExp) {
  expect(res.status).toBe(400);
  expect(res.body.errors?.[0]?.extensions?.code).toBe(code);
  expect(res.body.errors?.[0]?.message).toMatch(message);
  expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(ts|js):\d+/);
}

describe('query limits on POST /graphql', () => {
  it('depth: 8 levels pass, 9 or more are refused with 400 GRAPHQL_VALIDATION_FAILED', async () => {
    // stories (1) + 2 × (timeline, entries, story) (7) + id (8)
    const ok = await portal.gql(`{ stories { ${nest(2)} } }`, {}, member.token);
    expect(ok.status).toBe(200);
    expect(ok.body.errors).toBeUndefined();
    const deep = await portal.gql(`{ stories { timeline { entries { story { ${nest(2)} } } } } }`, {}, member.token);
    expectRefused(deep, 'GRAPHQL_VALIDATION_FAILED', /^Query depth limit of 8 exceeded, found 11\.$/);
  });

  it('aliases: 15 pass, 16 are refused', async () => {
    const aliased = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `h${i}: health { status }`).join(' ')} }`;
    const ok = await portal.gql(aliased(GRAPHQL_LIMITS.maxAliases));
    expect(ok.status).toBe(200);
    expect(Object.keys(ok.body.data ?? {})).toHaveLength(15);
    expectRefused(await portal.gql(aliased(16)), 'GRAPHQL_VALIDATION_FAILED', /^Aliases limit of 15 exceeded, found 16\.$/);
  });

  it('cost: a wide, nested query over the cost limit is refused before any resolver runs', async () => {
    const fields = 'id title description tags';
    const rich = (n: number): string => (n === 0 ? fields : `timeline { entries { addedAt article { id title url } story { ${fields} ${rich(n - 1)} } } }`);
    const query = `{ ${Array.from({ length: 10 }, (_, i) => `s${i}: stories { ${fields} ${rich(3)} }`).join(' ')} }`;
    expectRefused(await portal.gql(query, {}, member.token), 'GRAPHQL_VALIDATION_FAILED', new RegExp(`^Query Cost limit of ${GRAPHQL_LIMITS.maxCost} exceeded, found \\d+`));
  });

  it('directives: more than 20 are refused', async () => {
    const query = `{ health { status ${Array.from({ length: 21 }, () => '@include(if: true)').join(' ')} } }`;
    expectRefused(await portal.gql(query), 'GRAPHQL_VALIDATION_FAILED', /^Directives limit of 20 exceeded, found 21\.$/);
  });

  it('tokens: a document of more than 2000 tokens is refused while parsing', async () => {
    const query = `{ health { ${Array.from({ length: 2100 }, () => 'status').join(' ')} } }`;
    expectRefused(await portal.gql(query), 'GRAPHQL_PARSE_FAILED', /Document contains more th\w+ 2000 tokens/);
  });

  it('batching is off: an array of operations is a clear 400', async () => {
    const res = await portal.rest('POST', '/graphql', { body: [{ query: '{ health { status } }' }, { query: '{ health { status } }' }] });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(/batching/i);
  });

  it('every client operation passes the limits on the live server', async () => {
    // Sent without variables: an operation with required variables stops at variable checking
    // (after validation), so none of them runs; what must never appear is a limit refusal.
    const codes = new Map<string, unknown>();
    for (const [name, text] of collectOperations({ client: `${process.cwd()}/client/src` })) {
      if (/^mutation/.test(text) && !/^mutation \w+\(/.test(text)) continue; // would run for real
      const res = await portal.gql(text, undefined, member.token);
      const code = res.body.errors?.[0]?.extensions?.code;
      if (code === 'GRAPHQL_VALIDATION_FAILED' || code === 'GRAPHQL_PARSE_FAILED' || res.status >= 500) codes.set(name, res.body.errors?.[0]?.message);
    }
    expect(Object.fromEntries(codes)).toEqual({});
  });
});

describe('page sizes: 1..100, default 25 unless the SPEC names one', () => {
  beforeAll(async () => {
    for (let i = 0; i < 27; i++) await buildStory(portal.dataSource, { ownerId: staff.id, isGlobal: true, title: `Paged story ${i}` });
    for (let i = 0; i < 12; i++) await buildArticle(portal.dataSource);
  });

  it('stories: default 25 on both transports; limit 100 allowed; 101 and a negative offset are 400 with a clear message', async () => {
    expect((await portal.gql('{ stories { id } }', {}, member.token)).body.data.stories).toHaveLength(25);
    const rest = await portal.rest('GET', '/api/stories', { token: member.token });
    expect(rest.status).toBe(200);
    expect(rest.body).toHaveLength(25);
    expect((await portal.rest('GET', '/api/stories?limit=100', { token: member.token })).body.length).toBeGreaterThanOrEqual(27);

    const over = await portal.rest('GET', '/api/stories?limit=101', { token: member.token });
    expect(over.status).toBe(400);
    expect(over.body.error).toMatchObject({ code: 'BAD_USER_INPUT', message: PAGE_MESSAGES.limit });
    const gqlOver = await portal.gql('{ stories(limit: 1000) { id } }', {}, member.token);
    expect(gqlOver.body.errors[0]).toMatchObject({ message: 'limit must be between 1 and 100.', extensions: { code: 'BAD_USER_INPUT' } });
    const negative = await portal.rest('GET', '/api/stories?offset=-1', { token: member.token });
    expect(negative.status).toBe(400);
    expect(negative.body.error).toMatchObject({ code: 'BAD_USER_INPUT', message: 'offset must be 0 or more.' });
    expect((await portal.rest('GET', '/api/stories?limit=0', { token: member.token })).status).toBe(400);
  });

  it('SPEC defaults stay: recent articles 10, featured stories 5, key votes 10; each capped at 100', async () => {
    expect((await portal.gql('{ articles { id } }', {}, member.token)).body.data.articles).toHaveLength(10);
    for (const path of ['/api/articles?limit=101', '/api/key-votes?limit=101', '/api/content/recent?limit=101', '/api/featured-stories?limit=101', '/api/users/admin/users?limit=101']) {
      const res = await portal.rest('GET', path, { token: member.token });
      // The admin list is super_admin only: a member is refused before the page check.
      if (path.startsWith('/api/users')) expect(res.status).toBe(403);
      else expect({ path, status: res.status, message: res.body.error?.message }).toEqual({ path, status: 400, message: PAGE_MESSAGES.limit });
    }
    expect((await portal.rest('GET', '/api/articles?offset=-3', { token: member.token })).status).toBe(400);
  });
});

describe('request body limit: 1 MB', () => {
  const oversized = () => JSON.stringify({ query: '{ health { status } }', variables: { pad: 'x'.repeat(1024 * 1024) } });

  it('POST /graphql with 1 MB + 1 is 413 with a clear JSON message', async () => {
    const res = await portal.rest('POST', '/graphql', { rawBody: oversized() });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' } });
  });

  it('a REST write with 1 MB + 1 is 413 too; just under 1 MB is read normally', async () => {
    const body = JSON.stringify({ articleId: '00000000-0000-4000-8000-000000000000', content: 'x'.repeat(1024 * 1024) });
    const res = await portal.rest('POST', '/api/commentaries', { rawBody: body, token: member.token });
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' });
    const small = await portal.rest('POST', '/api/commentaries', { body: { articleId: '00000000-0000-4000-8000-000000000000', content: 'x'.repeat(1000) }, token: member.token });
    expect(small.status).toBeLessThan(500);
    expect(small.status).not.toBe(413);
  });
});

describe('production: no introspection, no playground, no field suggestions', () => {
  let prod: TestPortal;
  beforeAll(async () => {
    prod = await startTestPortal('graphql_limits_prod', { NODE_ENV: 'production', ...vapidEnv(), SUPABASE_ANON_KEY: 'anon-key-for-tests', EMAIL_LINK_SECRET: 'x'.repeat(40) });
  });
  afterAll(async () => {
    await prod?.close();
  });

  it('introspection is refused with 400 and a clear message; ordinary queries work', async () => {
    const res = await prod.gql('{ __schema { types { name } } }');
    expectRefused(res, 'GRAPHQL_VALIDATION_FAILED', /introspection is not allowed/i);
    expect((await prod.gql('{ health { status } }')).body.data).toEqual({ health: { status: expect.any(String) } });
  });

  it('GET /graphql from a browser does not serve GraphiQL', async () => {
    const res = await fetch(`${prod.baseUrl}/graphql`, { headers: { accept: 'text/html' } });
    const text = await res.text();
    expect(res.headers.get('content-type') ?? '').not.toMatch(/text\/html/);
    expect(text).not.toMatch(/graphiql/i);
    expect(res.status).toBe(404);
    expect(text).toBe('The GraphQL playground is turned off on this server (GRAPHQL_PLAYGROUND).');
  });

  it('a mistyped field gets no "Did you mean" hint', async () => {
    const res = await prod.gql('{ healt { status } }');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/^Cannot query field "healt" on type "Query"\./);
    expect(res.body.errors[0].message).not.toMatch(/Did you mean|"health"/);
  });

  it('the development default keeps introspection and the playground on', async () => {
    const res = await portal.gql('{ __schema { queryType { name } } }');
    expect(res.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    const page = await fetch(`${portal.baseUrl}/graphql`, { headers: { accept: 'text/html' } });
    expect(page.status === 200 || page.status === 503).toBe(true); // 503 only when the client is not built
    expect((await portal.gql('{ healt { status } }')).body.errors[0].message).toMatch(/Did you mean "health"/);
  });
});

describe('GRAPHQL_PERSISTED_ONLY=true: only the portal’s own documents', () => {
  let locked: TestPortal;
  beforeAll(async () => {
    locked = await startTestPortal('graphql_limits_persisted', { GRAPHQL_PERSISTED_ONLY: 'true' });
  });
  afterAll(async () => {
    await locked?.close();
  });

  it('accepts a client operation as Apollo Client sends it (with __typename), refuses any other document', async () => {
    const text = collectOperations().get('client:Health')!;
    expect(text).toMatch(/query Health/);
    const asSent = text.replace(/health \{/, 'health { __typename');
    const ok = await locked.gql(asSent);
    expect(ok.status).toBe(200);
    expect(ok.body.errors).toBeUndefined();
    expect(ok.body.data.health.__typename).toBe('Health');

    expectRefused(await locked.gql('{ health { status } }'), 'GRAPHQL_VALIDATION_FAILED', new RegExp(`^${PERSISTED_ONLY_MESSAGE}$`));
    expectRefused(await locked.gql('query Health { health { status database version } me { id } }'), 'GRAPHQL_VALIDATION_FAILED', /own operations/);
  });

  it('REST routes keep working (their documents are in the allow-list)', async () => {
    const res = await locked.rest('GET', '/api/health');
    expect(res.status).toBe(200);
  });
});
