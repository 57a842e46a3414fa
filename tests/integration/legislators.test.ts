import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../gateway/src/auth/roles.js';
import { buildMember, type TestMember } from '../factories/members.js';
import { buildStaffCommentary, importSharedData, legislatorId } from '../factories/legislators.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';
import { sqlCounter } from '../setup/sql-count.js';

const STAFF_ONLY = 'You need to be a staff member to access this page.';

let portal: TestPortal;
const as: Record<string, TestMember | null> = { anonymous: null };
let klobuchar: string;
let commentaryId: string;

beforeAll(async () => {
  portal = await startTestPortal('legislators');
  await importSharedData(portal.dataSource, { votes: false, districts: false });
  as.user = await buildMember(portal.dataSource);
  as.staff = await buildMember(portal.dataSource, { role: Role.STAFF });
  as.admin = await buildMember(portal.dataSource, { role: Role.ADMIN });
  as.super_admin = await buildMember(portal.dataSource, { role: Role.SUPER_ADMIN });
  klobuchar = await legislatorId(portal.dataSource, 'K000367');
  commentaryId = await buildStaffCommentary(portal.dataSource, {
    bioguide: 'K000367',
    authorId: as.staff!.id,
    title: 'Privacy ally',
    content: 'Receptive to data-broker limits.',
    updatedAt: '2025-10-02T09:30:00Z',
  });
});
afterAll(() => portal?.close());

const who = ['anonymous', 'user', 'staff', 'admin', 'super_admin'] as const;
type Who = (typeof who)[number];
const staffLevel: Who[] = ['staff', 'admin', 'super_admin'];

const operations: { name: string; gql: () => [string, Record<string, unknown>?]; rest: () => [string, string, unknown?]; restOk?: number }[] = [
  { name: 'legislators', gql: () => ['{ legislators { id } }'], rest: () => ['GET', '/api/legislators'] },
  { name: 'staffCommentaries', gql: () => ['{ staffCommentaries { id } }'], rest: () => ['GET', '/api/legislators/staff-commentary'] },
  { name: 'legislator', gql: () => ['query($id: String!) { legislator(id: $id) { id } }', { id: klobuchar }], rest: () => ['GET', `/api/legislators/id/${klobuchar}`] },
  {
    name: 'legislatorContent',
    gql: () => ['query($id: String!) { legislatorContent(legislatorId: $id, contentType: STAFF_COMMENTARY, isStaff: true) { id } }', { id: klobuchar }],
    rest: () => ['GET', `/api/legislators/id/${klobuchar}/content?contentType=staff_commentary&is_staff=true`],
  },
  {
    name: 'updateLegislatorContent',
    gql: () => ['mutation($id: ID!) { updateLegislatorContent(id: $id, input: { content: "Still receptive." }) { id } }', { id: commentaryId }],
    rest: () => ['PUT', `/api/legislators/content/${commentaryId}`, { content: 'Still receptive.', content_type: 'staff_commentary', is_staff: true }],
  },
  {
    name: 'createLegislatorContent',
    gql: () => ['mutation($id: String!) { createLegislatorContent(input: { legislatorId: $id, content: "A note." }) { id } }', { id: klobuchar }],
    rest: () => ['POST', '/api/legislators/content', { legislator_id: klobuchar, content: 'A note.', content_type: 'staff_commentary', is_staff: true, is_public: true }],
    restOk: 201,
  },
];

describe('the staff legislative dashboard', () => {
  it('lists every current legislator with current term, committees and staff commentary', async () => {
    const { status, body } = await portal.rest('GET', '/api/legislators', { token: as.staff!.token });
    expect(status).toBe(200);
    expect(body.legislators).toHaveLength(537);
    const amy = body.legislators.find((l: { bioguide_id: string }) => l.bioguide_id === 'K000367');
    expect(amy).toMatchObject({
      id: klobuchar,
      first_name: 'Amy',
      middle_name: 'Jean',
      last_name: 'Klobuchar',
      state: 'MN',
      current_party: 'Democrat',
      gender: 'F',
      birthday: '1960-05-25',
      role: 'Senator',
      photo_url: 'https://theunitedstates.io/images/congress/225x275/K000367.jpg',
      has_staff_commentary: true,
      current_term: { type: 'sen', state: 'MN', party: 'Democrat', start_date: '2025-01-03', end_date: '2031-01-03', state_rank: 'senior' },
      staff_commentary: { id: commentaryId, content_type: 'staff_commentary', is_staff: true },
    });
    expect(amy.legislator_terms).toEqual([amy.current_term]);
    expect(amy.legislator_committees).toHaveLength(18);
    expect(amy.legislator_committees).toContainEqual(
      expect.objectContaining({ name: 'Senate Committee on the Judiciary', subcommittee: 'Privacy, Technology, and the Law', title: 'Ranking Member', committee_id: 'SSJU28' }),
    );
    const others = body.legislators.filter((l: { has_staff_commentary: boolean }) => l.has_staff_commentary);
    expect(others.map((l: { bioguide_id: string }) => l.bioguide_id)).toEqual(['K000367']);
  });

  it('filters by name, state, party and staff commentary', async () => {
    const list = async (query: string) =>
      (await portal.rest('GET', `/api/legislators?${query}`, { token: as.staff!.token })).body.legislators.map((l: { bioguide_id: string }) => l.bioguide_id);
    expect(await list('search=klobuchar')).toEqual(['K000367']);
    expect(await list('state=wy')).toEqual(['B001261', 'H001096', 'L000571']);
    expect(await list('party=Independent')).toEqual(['K000401', 'K000383', 'S000033']);
    expect(await list('hasStaffCommentary=true')).toEqual(['K000367']);
    expect(await list('state=MN&party=Democrat&hasStaffCommentary=false')).not.toContain('K000367');
  });

  it('answers the whole dashboard with a constant number of SQL statements', async () => {
    const counter = sqlCounter(portal.dataSource);
    const query = `query($filter: LegislatorFilter) { legislators(filter: $filter) {
      id fullName state currentParty photoUrl role district hasStaffCommentary
      currentTerm { type state district startDate endDate }
      committees { name subcommittee title }
      staffCommentary { id content updatedAt }
    } }`;
    try {
      const all = await counter.during(() => portal.gql(query, {}, as.staff!.token));
      expect(all.result.body.errors).toBeUndefined();
      expect(all.result.body.data.legislators).toHaveLength(537);
      const few = await counter.during(() => portal.gql(query, { filter: { state: 'WY' } }, as.staff!.token));
      expect(few.result.body.data.legislators).toHaveLength(3);
      // Session + roles + the cache's data version, the list, then one statement each for terms,
      // committees and commentary.
      expect(all.statements.length).toBeLessThanOrEqual(7);
      expect(all.statements.length).toBe(few.statements.length);
      // (A URL no earlier test asked for: a cached answer would need no statements but the version's.)
      const rest = await counter.during(() => portal.rest('GET', '/api/legislators?search=', { token: as.staff!.token }));
      // REST adds each legislator's alignment over the current Congress: one set-based statement for all (issue #60).
      expect(rest.statements.length).toBe(all.statements.length + 1);
    } finally {
      counter.restore();
    }
  });

  it('reads only the columns the operation selects', async () => {
    const counter = sqlCounter(portal.dataSource);
    try {
      const narrow = await counter.during(() => portal.gql('{ legislators { id lastName committees { title } hasStaffCommentary } }', {}, as.staff!.token));
      expect(narrow.result.body.data.legislators).toHaveLength(537);
      const amy = narrow.result.body.data.legislators.find((l: { id: string }) => l.id === klobuchar);
      expect(amy).toMatchObject({ lastName: 'Klobuchar', hasStaffCommentary: true });
      expect(amy.committees).toHaveLength(18);
      const sql = (table: string) => narrow.statements.filter((s) => new RegExp(`FROM "?${table}"?\\b`).test(s)).join('\n');
      expect(sql('legislators')).toMatch(/last_name"? AS "lastName"/);
      expect(sql('legislators')).not.toMatch(/photo_url|birthday|leadership_role/);
      expect(sql('committee_memberships')).toMatch(/title"? AS "title"/);
      expect(sql('committee_memberships')).not.toMatch(/thomas_id|party_side|"rank"/);
      expect(sql('legislator_content')).toMatch(/legislator_id"? AS "legislatorId"/);
      expect(sql('legislator_content')).not.toMatch(/content"? AS "content"|title"? AS "title"/);
      // No relation that is not asked for: no term statement.
      expect(sql('legislator_terms')).toBe('');
    } finally {
      counter.restore();
    }
  });
});

describe('legislator detail', () => {
  it('has every SPEC field: terms newest first, committees, staff commentary', async () => {
    const { status, body } = await portal.rest('GET', '/api/legislators/id/K000367', { token: as.staff!.token });
    expect(status).toBe(200);
    const amy = body.data;
    expect(amy).toMatchObject({ id: klobuchar, bioguide_id: 'K000367', lis_id: 'S311', full_name: 'Amy Jean Klobuchar', leadership_role: expect.any(String) });
    const starts = amy.legislator_terms.map((t: { start_date: string }) => t.start_date);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(amy.legislator_terms[0]).toMatchObject({ type: 'sen', start_date: '2025-01-03', office: expect.any(String), phone: expect.any(String), url: expect.any(String) });
    expect(amy.legislator_terms.length).toBeGreaterThan(1);
    expect(amy.legislator_committees).toContainEqual(
      expect.objectContaining({ name: 'Senate Committee on Agriculture, Nutrition, and Forestry', subcommittee: null, title: 'Ranking Member' }),
    );
    expect(amy.legislator_content).toEqual([expect.objectContaining({ id: commentaryId, title: 'Privacy ally', legislator_id: klobuchar })]);
    expect(amy.alignment).toEqual({ percent: null, agreed: 0, counted: 0, votes: [] });

    const byId = await portal.rest('GET', `/api/legislators/id/${klobuchar}`, { token: as.staff!.token });
    expect(byId.body.data.bioguide_id).toBe('K000367');
  });

  it('shows a name with suffix and an at-large district', async () => {
    const { body } = await portal.rest('GET', '/api/legislators/id/K000383', { token: as.staff!.token });
    expect(body.data).toMatchObject({ first_name: 'Angus', suffix: 'Jr.', full_name: 'Angus S. King, Jr.', current_party: 'Independent' });
    const hageman = await portal.rest('GET', '/api/legislators/id/H001096', { token: as.staff!.token });
    expect(hageman.body.data).toMatchObject({ role: 'Representative', district: 0, state: 'WY' });
  });

  it('answers 404 for an unknown legislator', async () => {
    const res = await portal.rest('GET', '/api/legislators/id/Z999999', { token: as.staff!.token });
    expect(res.status).toBe(404);
    expect((await portal.rest('GET', '/api/legislators/id/00000000-0000-4000-8000-000000000000', { token: as.staff!.token })).status).toBe(404);
  });
});

describe('staff commentary', () => {
  it('is created, listed first, updated, and appears on Staff insights', async () => {
    const token = as.staff!.token;
    const created = await portal.rest('POST', '/api/legislators/content', {
      token,
      body: { legislator_id: 'H001096', content: '  Open to a meeting on public lands.  ', content_type: 'staff_commentary', is_staff: true, is_public: true },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ content: 'Open to a meeting on public lands.', content_type: 'staff_commentary', is_staff: true, is_public: true, staff_commentary: 'Open to a meeting on public lands.' });
    const id = created.body.data.id;

    const hageman = await legislatorId(portal.dataSource, 'H001096');
    const listed = await portal.rest('GET', `/api/legislators/id/${hageman}/content?contentType=staff_commentary&is_staff=true`, { token });
    expect(listed.body.data[0]).toMatchObject({ id, legislator_id: hageman });

    const updated = await portal.rest('PUT', `/api/legislators/content/${id}`, { token, body: { content: 'Meeting set for March.', content_type: 'staff_commentary', is_staff: true } });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ id, content: 'Meeting set for March.' });
    expect(Date.parse(updated.body.data.updated_at)).toBeGreaterThanOrEqual(Date.parse(created.body.data.updated_at));

    const insights = await portal.rest('GET', '/api/legislators/staff-commentary', { token });
    expect(insights.status).toBe(200);
    const item = insights.body.content.find((c: { id: string }) => c.id === id);
    expect(item).toMatchObject({ content: 'Meeting set for March.', legislators: { bioguide_id: 'H001096', first_name: 'Harriet', current_party: 'Republican', state: 'WY' } });
    // Most recently updated first.
    expect(insights.body.content[0].id).toBe(id);
  });

  it('rejects blank commentary on create and update', async () => {
    const token = as.staff!.token;
    const blank = await portal.rest('POST', '/api/legislators/content', { token, body: { legislator_id: klobuchar, content: '   ', content_type: 'staff_commentary', is_staff: true } });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Commentary cannot be blank.' });
    const blankUpdate = await portal.rest('PUT', `/api/legislators/content/${commentaryId}`, { token, body: { content: '' } });
    expect(blankUpdate.status).toBe(400);
    const missing = await portal.rest('PUT', '/api/legislators/content/00000000-0000-4000-8000-000000000000', { token, body: { content: 'x' } });
    expect(missing.status).toBe(404);
    const unknownLegislator = await portal.rest('POST', '/api/legislators/content', { token, body: { legislator_id: 'Z999999', content: 'x' } });
    expect(unknownLegislator.status).toBe(404);
  });
});

// Last: the allowed calls add and change commentary.
describe('legislator paths are staff-only, over GraphQL and REST', () => {
  for (const op of operations) {
    for (const role of who) {
      const outcome = staffLevel.includes(role) ? 'allowed' : role === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN';
      it(`${op.name} as ${role}: ${outcome}`, async () => {
        const token = as[role]?.token;
        const [query, variables] = op.gql();
        const gql = await portal.gql(query, variables, token);
        if (outcome === 'allowed') expect(gql.body.errors, JSON.stringify(gql.body.errors)).toBeUndefined();
        else expect(gql.body.errors[0].extensions.code).toBe(outcome);
        if (outcome === 'FORBIDDEN') expect(gql.body.errors[0].message).toBe(STAFF_ONLY);

        const [method, path, body] = op.rest();
        const rest = await portal.rest(method, path, { token, body });
        if (outcome === 'allowed') expect(rest.status, JSON.stringify(rest.body)).toBe(op.restOk ?? 200);
        else expect(rest.status).toBe(outcome === 'UNAUTHENTICATED' ? 401 : 403);
        if (outcome === 'FORBIDDEN') expect(rest.body.error).toEqual({ code: 'FORBIDDEN', message: STAFF_ONLY });
      });
    }
  }
});
