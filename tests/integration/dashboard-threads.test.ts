import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../gateway/src/auth/roles.js';
import { buildMember, type TestMember } from '../factories/members.js';
import { importSharedData } from '../factories/legislators.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';
import { sqlCounter } from '../setup/sql-count.js';

// Issue #13 "use both cores": with QUERY_THREADS the staff dashboard is built on worker threads
// (gateway/src/http/dashboard-threads.ts). Their answers must be the main thread's, byte for
// byte, and anything that is not a clean success must still get the main thread's answer.

const DASHBOARD = `query StaffLegislators($filter: LegislatorFilter) { legislators(filter: $filter) {
  id bioguideId fullName state district role currentTerm { type startDate endDate party }
  committees { id name subcommittee title committee { thomasId } } content { id content updatedAt } } }`;

let portal: TestPortal;
let staff: TestMember;
let member: TestMember;
let counter: ReturnType<typeof sqlCounter>;

beforeAll(async () => {
  // No cache: every request is built, by a thread once one is ready, else on the main thread.
  portal = await startTestPortal('dashboard_threads', { QUERY_THREADS: '1', RESPONSE_CACHE_MB: '0' });
  await importSharedData(portal.dataSource, { votes: false, districts: false });
  staff = await buildMember(portal.dataSource, { role: Role.STAFF });
  member = await buildMember(portal.dataSource);
  await portal.dataSource.query(
    `INSERT INTO legislator_content (legislator_id, content, content_type, is_staff) SELECT id, 'Threads probe', 'staff_commentary', true FROM legislators WHERE bioguide_id = 'K000367'`,
  );
  counter = sqlCounter(portal.dataSource);
});
afterAll(async () => {
  counter?.restore();
  await portal?.close();
});

async function post(body: unknown, token?: string, accept = 'application/json') {
  const res = await fetch(`${portal.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

async function get(path: string, token: string) {
  const res = await fetch(portal.baseUrl + path, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

/** Sends the request and tells whether a thread built it (the main thread's pool then only saw the caller and version checks). */
async function onThread<T>(send: () => Promise<T>): Promise<{ result: T; threaded: boolean }> {
  const { result, statements } = await counter.during(send);
  return { result, threaded: !statements.some((s) => /FROM "?legislators"?\b/.test(s)) };
}

describe('dashboard threads', () => {
  it('answer exactly what the main thread answers, over GraphQL and REST', async () => {
    const requests = {
      graphql: () => post({ query: DASHBOARD }, staff.token),
      filtered: () => post({ query: DASHBOARD, variables: { filter: { state: 'MN', hasStaffCommentary: true } } }, staff.token),
      graphqlResponse: () => post({ query: DASHBOARD }, staff.token, 'application/graphql-response+json'),
      rest: () => get('/api/legislators', staff.token),
      restFiltered: () => get('/api/legislators?state=wy&party=Republican', staff.token),
    };
    // The threads start with the first dashboard request; until one is ready the main thread answers.
    const main: Record<string, { status: number; type: string | null; text: string }> = {};
    for (const [name, send] of Object.entries(requests)) {
      const first = await onThread(send);
      expect(first.threaded, name).toBe(false);
      main[name] = first.result;
    }
    expect(JSON.parse(main.graphql.text).data.legislators).toHaveLength(537);
    expect(JSON.parse(main.filtered.text).data.legislators.map((l: { bioguideId: string }) => l.bioguideId)).toEqual(['K000367']);
    expect(main.graphqlResponse.type).toBe('application/graphql-response+json; charset=utf-8');

    let threaded = false;
    for (let i = 0; i < 120 && !threaded; i++) {
      threaded = (await onThread(requests.graphql)).threaded;
      if (!threaded) await new Promise((r) => setTimeout(r, 250));
    }
    expect(threaded, 'a dashboard thread started within 30 s').toBe(true);
    for (const [name, send] of Object.entries(requests)) {
      const again = await onThread(send);
      expect(again.threaded, name).toBe(true);
      expect(again.result, name).toEqual(main[name]);
    }
  });

  it('leave refusals and errors to the main thread', async () => {
    const asMember = await post({ query: DASHBOARD }, member.token);
    expect(JSON.parse(asMember.text).errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await get('/api/legislators', member.token)).status).toBe(403);
    const nul = await post({ query: DASHBOARD, variables: { filter: { search: 'a\u0000b' } } }, staff.token);
    expect(JSON.parse(nul.text)).toMatchObject({ data: { legislators: null }, errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] });
    const invalid = await post({ query: '{ legislators { id nope } }' }, staff.token);
    expect(invalid.status).toBe(400);
    expect(JSON.parse(invalid.text).errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const badVariable = await post({ query: DASHBOARD, variables: { filter: { state: 5 } } }, staff.token);
    expect(badVariable.status).toBe(400);
    expect(JSON.parse(badVariable.text).errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});
