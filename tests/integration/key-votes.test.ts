import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../gateway/src/auth/roles.js';
import { buildMember, type TestMember } from '../factories/members.js';
import { buildKeyVote, importSharedData } from '../factories/legislators.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';

let portal: TestPortal;
const as: Record<string, TestMember | null> = { anonymous: null };
const kv: Record<string, string> = {};

beforeAll(async () => {
  portal = await startTestPortal('key_votes');
  await importSharedData(portal.dataSource);
  as.user = await buildMember(portal.dataSource);
  as.staff = await buildMember(portal.dataSource, { role: Role.STAFF });
  as.admin = await buildMember(portal.dataSource, { role: Role.ADMIN });
  as.super_admin = await buildMember(portal.dataSource, { role: Role.SUPER_ADMIN });
  kv.hr1 = await buildKeyVote(portal.dataSource, { billId: 'H.R. 1', title: 'One Big Beautiful Bill Act', organizationPosition: 'oppose', voteDate: '2025-07-03', outcome: 'Signed into law' });
  kv.s5 = await buildKeyVote(portal.dataSource, { billId: 'S. 5', title: 'Laken Riley Act', organizationPosition: 'other', voteDate: '2025-01-22' });
  kv.hr4405 = await buildKeyVote(portal.dataSource, { billId: 'H.R. 4405', title: 'Epstein Files Transparency Act', organizationPosition: 'support', voteDate: '2025-11-18' });
  kv.pending = await buildKeyVote(portal.dataSource, { billId: 'H.R. 9999', title: 'A bill not voted on yet', voteDate: null });
});
afterAll(() => portal?.close());

const get = (path: string, who: TestMember | null = as.user) => portal.rest('GET', path, { token: who?.token });

describe('key votes list', () => {
  it('pages with limit/offset, default 10 and 0, newest vote first', async () => {
    const { status, body } = await get('/api/key-votes');
    expect(status).toBe(200);
    expect(body.data.map((k: { bill_id: string }) => k.bill_id)).toEqual(['H.R. 4405', 'H.R. 1', 'S. 5', 'H.R. 9999']);
    expect(body.data[1]).toMatchObject({
      id: kv.hr1,
      title: 'One Big Beautiful Bill Act',
      bill_id: 'H.R. 1',
      congress_number: 119,
      vote_date: '2025-07-03',
      organization_position: 'oppose',
      outcome: 'Signed into law',
      likes: 0,
      has_liked: false,
      can_edit: false,
    });
    expect(body.data[3]).toMatchObject({ outcome: 'Pending', vote_date: null, roll_calls: [] });
    const page = await get('/api/key-votes?limit=2&offset=1');
    expect(page.body.data.map((k: { bill_id: string }) => k.bill_id)).toEqual(['H.R. 1', 'S. 5']);
    const gql = await portal.gql('{ keyVotes(limit: 1) { billId viewerCan { edit } } }', {}, as.staff!.token);
    expect(gql.body.data.keyVotes).toEqual([{ billId: 'H.R. 4405', viewerCan: { edit: true } }]);
    expect((await get('/api/key-votes?limit=ten')).status).toBe(400);
  });
  it('shows each key vote as its own page does: roll calls, tallies, likes and the viewer\'s like (the list reads them in one statement)', async () => {
    await portal.rest('POST', `/api/content/key_vote/${kv.hr1}/like`, { token: as.user!.token });
    await portal.rest('POST', `/api/content/key_vote/${kv.hr1}/like`, { token: as.staff!.token });
    const fields = `id billId voteDate likes hasLiked createdAt updatedAt
      tallies { rollCallId voteId chamber date question result yea nay present notVoting vicePresident }`;
    const list = await portal.gql(`{ keyVotes { ${fields} } }`, {}, as.user!.token);
    expect(list.body.errors).toBeUndefined();
    const cards = list.body.data.keyVotes;
    expect(cards.find((k: { id: string }) => k.id === kv.hr1)).toMatchObject({ likes: 2, hasLiked: true });
    expect(cards.some((k: { tallies: unknown[] }) => k.tallies.length > 0)).toBe(true);
    for (const card of cards) {
      const one = await portal.gql(`query($id: ID!) { keyVote(id: $id) { ${fields} } }`, { id: card.id }, as.user!.token);
      expect(one.body.data.keyVote).toEqual(card);
    }
  });
});

describe('key vote detail', () => {
  it('has tallies from the imported positions, with the VP tie-break', async () => {
    const { status, body } = await get(`/api/key-votes/${kv.hr1}`);
    expect(status).toBe(200);
    const tallies = body.data.roll_calls.map(({ vote_id, chamber, yea, nay, present, not_voting, vice_president, result }: Record<string, unknown>) => ({
      vote_id,
      chamber,
      yea,
      nay,
      present,
      not_voting,
      vice_president,
      result,
    }));
    expect(tallies).toEqual([
      { vote_id: 'h145-119.2025', chamber: 'house', yea: 215, nay: 214, present: 1, not_voting: 2, vice_president: null, result: 'Passed' },
      { vote_id: 's372-119.2025', chamber: 'senate', yea: 51, nay: 50, present: 0, not_voting: 0, vice_president: 'YEA', result: 'Bill Passed' },
      { vote_id: 'h190-119.2025', chamber: 'house', yea: 218, nay: 214, present: 0, not_voting: 0, vice_president: null, result: 'Passed' },
    ]);
    expect(body.data.legislator_votes).toHaveLength(432 + 101 + 432);
    expect(body.data.legislator_votes).toContainEqual(
      expect.objectContaining({ vote_id: 's372-119.2025', voter_id: 'S311', bioguide_id: 'K000367', vote_position: 'NAY', chamber: 'senate' }),
    );
    expect(body.data.legislator_votes).toContainEqual(expect.objectContaining({ vote_id: 's372-119.2025', voter_id: 'VP', legislator_id: null, vote_position: 'YEA' }));
    // No address saved yet: nothing to show for "your legislators".
    expect(body.data.my_legislators).toBeNull();
  });

  it("answers 404 'Key vote not found'", async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await get(`/api/key-votes/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({ code: 'NOT_FOUND', message: 'Key vote not found' });
    }
  });

  it("★ shows how the member's own representative and senators voted", async () => {
    const member = await buildMember(portal.dataSource);
    await portal.rest('PUT', '/api/user/me/address', { token: member.token, body: { data: { street: '200 W 24th St', city: 'Cheyenne', state: 'WY', zipCode: '82001' } } });
    const { body } = await get(`/api/key-votes/${kv.hr1}`, member);
    const mine = body.data.my_legislators.map((m: { legislator: { bioguide_id: string; role: string }; vote_position: string; vote_id: string }) => [
      m.legislator.bioguide_id,
      m.legislator.role,
      m.vote_position,
      m.vote_id,
    ]);
    expect(mine).toEqual([
      ['B001261', 'Senator', 'YEA', 's372-119.2025'],
      ['L000571', 'Senator', 'YEA', 's372-119.2025'],
      ['H001096', 'Representative', 'YEA', 'h190-119.2025'],
    ]);
    // Over GraphQL, for every key vote at once.
    const gql = await portal.gql('{ keyVotes { billId myLegislators { legislator { bioguideId } position } } }', {}, member.token);
    const epstein = gql.body.data.keyVotes.find((k: { billId: string }) => k.billId === 'H.R. 4405');
    expect(epstein.myLegislators).toEqual([
      { legislator: { bioguideId: 'B001261' }, position: null },
      { legislator: { bioguideId: 'L000571' }, position: null },
      { legislator: { bioguideId: 'H001096' }, position: 'YEA' },
    ]);
  });
});

describe('staff edit and Add Key Vote', () => {
  it('staff change title and description; blank titles are refused', async () => {
    const res = await portal.rest('PUT', `/api/key-votes/${kv.s5}`, { token: as.staff!.token, body: { title: '  Laken Riley Act (S. 5)  ', description: 'Detention of non-citizens charged with theft.' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ title: 'Laken Riley Act (S. 5)', description: 'Detention of non-citizens charged with theft.', bill_id: 'S. 5' });
    const blank = await portal.rest('PUT', `/api/key-votes/${kv.s5}`, { token: as.staff!.token, body: { title: ' ' } });
    expect(blank.status).toBe(400);
  });

  it('creates a key vote from a bill id, linking its imported roll calls', async () => {
    const res = await portal.rest('POST', '/api/key-votes', { token: as.staff!.token, body: { bill_id: 'hr1968', organization_position: 'support' } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      bill_id: 'H.R. 1968',
      congress_number: 119,
      organization_position: 'support',
      // Titled from the bill's title and the question, not just the bill id (issue 58 item 6).
      title: 'A bill making further continuing appropriations and other extensions for the fiscal year ending September 30, 2025, and for other purposes — On Passage of the Bill H.R. 1968',
      outcome: 'Bill Passed',
      vote_date: '2025-03-14',
      roll_calls: [expect.objectContaining({ vote_id: 's133-119.2025', yea: 54, nay: 46 })],
    });
  });

  it('needs a title for a bill with no imported roll calls, which then stays Pending', async () => {
    const token = as.staff!.token;
    const untitled = await portal.rest('POST', '/api/key-votes', { token, body: { bill_id: 'S. 4242', organization_position: 'oppose' } });
    expect(untitled.status).toBe(400);
    expect(untitled.body.error.message).toMatch(/No roll calls on S\. 4242/);
    const titled = await portal.rest('POST', '/api/key-votes', { token, body: { bill_id: 'S. 4242', organization_position: 'oppose', title: 'A future bill' } });
    expect(titled.status).toBe(201);
    expect(titled.body.data).toMatchObject({ title: 'A future bill', outcome: 'Pending', vote_date: null, roll_calls: [] });
    const bad = await portal.rest('POST', '/api/key-votes', { token, body: { bill_id: 'Laken Riley', organization_position: 'oppose', title: 'x' } });
    expect(bad.status).toBe(400);
  });
});

describe('likes', () => {
  it('counts one like per member and takes it back', async () => {
    const token = as.user!.token;
    let res = await portal.rest('POST', `/api/key-votes/${kv.hr4405}/like`, { token });
    expect(res.body.data).toMatchObject({ likes: 1, has_liked: true });
    res = await portal.rest('POST', `/api/key-votes/${kv.hr4405}/like`, { token });
    expect(res.body.data).toMatchObject({ likes: 1, has_liked: true });
    res = await portal.rest('POST', `/api/key-votes/${kv.hr4405}/like`, { token: as.admin!.token });
    expect(res.body.data).toMatchObject({ likes: 2, has_liked: true });
    res = await portal.rest('DELETE', `/api/key-votes/${kv.hr4405}/like`, { token });
    expect(res.body.data).toMatchObject({ likes: 1, has_liked: false });
    await portal.rest('DELETE', `/api/key-votes/${kv.hr4405}/like`, { token: as.admin!.token });
  });
});

describe('alignment with the organisation', () => {
  it("is the share of counted key votes where the legislator voted the organisation's way", async () => {
    const query = 'query($id: String!) { legislator(id: $id) { alignment { percent agreed counted votes { billId position agrees } } } }';
    // Oppose H.R. 1: Klobuchar voted NAY (agrees). Support H.R. 1968 (added above): NAY (disagrees).
    // S. 5 is 'other' (not counted); the Senate did not vote on H.R. 4405.
    let res = await portal.gql(query, { id: 'K000367' }, as.staff!.token);
    expect(res.body.data.legislator.alignment).toMatchObject({ percent: 50, agreed: 1, counted: 2 });
    expect(res.body.data.legislator.alignment.votes).toEqual(
      expect.arrayContaining([
        { billId: 'H.R. 1', position: 'NAY', agrees: true },
        { billId: 'H.R. 1968', position: 'NAY', agrees: false },
        { billId: 'S. 5', position: 'NAY', agrees: null },
      ]),
    );
    // Hageman: YEA on H.R. 1 (disagrees), YEA on H.R. 4405 (agrees).
    res = await portal.gql(query, { id: 'H001096' }, as.staff!.token);
    expect(res.body.data.legislator.alignment).toMatchObject({ percent: 50, agreed: 1, counted: 2 });
    expect(res.body.data.legislator.alignment.votes).toContainEqual({ billId: 'H.R. 1', position: 'YEA', agrees: false });
    expect(res.body.data.legislator.alignment.votes).toContainEqual({ billId: 'S. 5', position: 'YEA', agrees: null });
  });
});

const who = ['anonymous', 'user', 'staff', 'admin', 'super_admin'] as const;
type Who = (typeof who)[number];
const signedIn: Who[] = ['user', 'staff', 'admin', 'super_admin'];
const staffLevel: Who[] = ['staff', 'admin', 'super_admin'];

describe('who may call each key-vote operation, over GraphQL and REST', () => {
  const ops: { name: string; allowed: Who[]; gql: () => [string, Record<string, unknown>?]; rest: () => [string, string, unknown?]; restOk?: number }[] = [
    { name: 'keyVotes', allowed: signedIn, gql: () => ['{ keyVotes { id } }'], rest: () => ['GET', '/api/key-votes'] },
    { name: 'keyVote', allowed: signedIn, gql: () => ['query($id: ID!) { keyVote(id: $id) { id } }', { id: kv.s5 }], rest: () => ['GET', `/api/key-votes/${kv.s5}`] },
    { name: 'likeKeyVote', allowed: signedIn, gql: () => ['mutation($id: ID!) { likeKeyVote(id: $id) { id } }', { id: kv.s5 }], rest: () => ['POST', `/api/key-votes/${kv.s5}/like`] },
    { name: 'unlikeKeyVote', allowed: signedIn, gql: () => ['mutation($id: ID!) { unlikeKeyVote(id: $id) { id } }', { id: kv.s5 }], rest: () => ['DELETE', `/api/key-votes/${kv.s5}/like`] },
    {
      name: 'updateKeyVote',
      allowed: staffLevel,
      gql: () => ['mutation($id: ID!) { updateKeyVote(id: $id, input: { description: "d" }) { id } }', { id: kv.s5 }],
      rest: () => ['PUT', `/api/key-votes/${kv.s5}`, { description: 'd' }],
    },
    {
      name: 'createKeyVote',
      allowed: staffLevel,
      // A fresh bill each time: a bill has at most one key vote per Congress (a second is a 409).
      gql: () => ['mutation($b: String!) { createKeyVote(input: { billId: $b, title: "Who may", organizationPosition: OTHER }) { id } }', { b: nextBill() }],
      rest: () => ['POST', '/api/key-votes', { bill_id: nextBill(), title: 'Who may', organization_position: 'other' }],
      restOk: 201,
    },
    { name: 'myAddress', allowed: signedIn, gql: () => ['{ myAddress { state } }'], rest: () => ['GET', '/api/user/me/address'] },
  ];
  let bills = 0;
  function nextBill() {
    bills += 1;
    return `S. ${7000 + bills}`;
  }
  for (const op of ops) {
    for (const role of who) {
      const outcome = op.allowed.includes(role) ? 'allowed' : role === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN';
      it(`${op.name} as ${role}: ${outcome}`, async () => {
        const token = as[role]?.token;
        const [query, variables] = op.gql();
        const gql = await portal.gql(query, variables, token);
        if (outcome === 'allowed') expect(gql.body.errors, JSON.stringify(gql.body.errors)).toBeUndefined();
        else expect(gql.body.errors[0].extensions.code).toBe(outcome);
        const [method, path, body] = op.rest();
        const rest = await portal.rest(method, path, { token, body });
        expect(rest.status, JSON.stringify(rest.body)).toBe(outcome === 'allowed' ? (op.restOk ?? 200) : outcome === 'UNAUTHENTICATED' ? 401 : 403);
      });
    }
  }
});

describe('Add Key Vote from an imported roll call (issue #15 item 9)', () => {
  const SEARCH = `query($s: String) { rollCalls(search: $s) { total items { id voteId chamber number date question billId tally { yea nay present notVoting } keyVote { id } } } }`;

  it('finds roll calls by bill id, by number and by words (staff, GraphQL and REST), saying which bills are key votes already', async () => {
    const staff = as.staff!.token;
    const byBill = await portal.gql(SEARCH, { s: 'hr 1' }, staff);
    expect(byBill.body.data.rollCalls.items.map((r: { voteId: string }) => r.voteId)).toEqual(['h190-119.2025', 's372-119.2025', 'h145-119.2025']);
    expect(byBill.body.data.rollCalls.items[0]).toMatchObject({ billId: 'H.R. 1', keyVote: { id: kv.hr1 }, tally: { yea: 218, nay: 214 } });
    const byWords = await portal.gql(SEARCH, { s: 'women and girls' }, staff);
    expect(byWords.body.data.rollCalls).toMatchObject({ total: 1, items: [{ voteId: 'h12-119.2025', billId: 'H.R. 28', keyVote: null, chamber: 'HOUSE', number: 12 }] });
    const byNumber = await portal.gql(SEARCH, { s: '145' }, staff);
    expect(byNumber.body.data.rollCalls.items.map((r: { voteId: string }) => r.voteId)).toContain('h145-119.2025');
    const rest = await portal.rest('GET', '/api/roll-calls?search=H.R.%2028&limit=5', { token: staff });
    expect(rest).toMatchObject({ status: 200, body: { total: 1, data: [{ vote_id: 'h12-119.2025', bill_id: 'H.R. 28', chamber: 'house', key_vote: null }] } });
    const all = await portal.rest('GET', '/api/roll-calls?limit=100', { token: staff });
    expect(all.body.total).toBe(8);

    expect((await portal.gql(SEARCH, { s: 'hr 1' }, as.user!.token)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await portal.rest('GET', '/api/roll-calls', { token: as.user!.token })).status).toBe(403);
    expect((await portal.rest('GET', '/api/roll-calls')).status).toBe(401);
  });

  it('prefills bill, Congress, date, outcome and tallies from the chosen roll call; staff give only the position and a description', async () => {
    const search = await portal.gql(SEARCH, { s: 'H.R. 28' }, as.staff!.token);
    const rollCallId = search.body.data.rollCalls.items[0].id;
    const res = await portal.gql(
      `mutation($i: CreateKeyVoteInput!) { createKeyVote(input: $i) { id billId congressNumber voteDate outcome title description organizationPosition tallies { voteId yea nay } } }`,
      { i: { rollCallId, organizationPosition: 'OPPOSE', description: 'Why we oppose it.' } },
      as.staff!.token,
    );
    expect(res.body.data.createKeyVote).toMatchObject({
      billId: 'H.R. 28',
      congressNumber: 119,
      voteDate: '2025-01-14',
      outcome: 'Passed',
      title: 'Protection of Women and Girls in Sports Act — On Passage: H R 28',
      description: 'Why we oppose it.',
      organizationPosition: 'OPPOSE',
      tallies: [{ voteId: 'h12-119.2025', yea: 218, nay: 206 }],
    });

    const dup = await portal.rest('POST', '/api/key-votes', { token: as.admin!.token, body: { roll_call_id: rollCallId, organization_position: 'support' } });
    expect(dup).toMatchObject({ status: 409, body: { error: { code: 'CONFLICT', message: 'H.R. 28 in the 119th Congress is already a key vote.' } } });
    const dupByBill = await portal.rest('POST', '/api/key-votes', { token: as.staff!.token, body: { bill_id: 'HR 28', organization_position: 'support' } });
    expect(dupByBill.status).toBe(409);

    const unknown = await portal.rest('POST', '/api/key-votes', { token: as.staff!.token, body: { roll_call_id: '00000000-0000-4000-8000-000000000000', organization_position: 'support' } });
    expect(unknown).toMatchObject({ status: 404, body: { error: { message: 'Roll call not found.' } } });
    const neither = await portal.rest('POST', '/api/key-votes', { token: as.staff!.token, body: { organization_position: 'support' } });
    expect(neither.status).toBe(400);
  });
});

describe('commentary on a key vote (issue #15 item 8)', () => {
  const PANEL = `query($id: ID!, $k: UUID!, $p: Boolean!) { keyVote(id: $id) { viewerCan { comment addStaffCommentary addOwnerNote seePrivateCommentary delete } }
    commentaries(keyVoteId: $k, includePrivate: $p) { items { id content commentaryType isPublic keyVoteId articleId viewerCan { edit delete } } } }`;

  it('follows the article rules: readers comment publicly, staff commentary is for staff, owner notes are the creator’s', async () => {
    const creator = await buildMember(portal.dataSource, { role: Role.STAFF });
    const id = await buildKeyVote(portal.dataSource, { billId: 'H.R. 7070', title: 'Commented', createdBy: creator.id });
    const add = (token: string, input: Record<string, unknown>) =>
      portal.gql('mutation($i: CreateCommentaryInput!) { addCommentary(input: $i) { id } }', { i: { keyVoteId: id, ...input } }, token);

    expect((await add(as.user!.token, { content: 'Reader view' })).body.errors).toBeUndefined();
    expect((await add(as.staff!.token, { content: 'Staff view', commentaryType: 'STAFF' })).body.errors).toBeUndefined();
    expect((await add(creator.token, { content: 'Private owner note', commentaryType: 'OWNER', isPublic: false })).body.errors).toBeUndefined();
    expect((await add(as.user!.token, { content: 'Sneaky', commentaryType: 'STAFF' })).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await add(as.staff!.token, { content: 'Not mine', commentaryType: 'OWNER' })).body.errors[0]).toMatchObject({
      message: 'Only the key vote owner can add owner notes.',
      extensions: { code: 'FORBIDDEN' },
    });
    const both = await portal.gql('mutation($i: CreateCommentaryInput!) { addCommentary(input: $i) { id } }', { i: { keyVoteId: id, articleId: id, content: 'x' } }, as.user!.token);
    expect(both.body.errors[0]).toMatchObject({ message: 'Give either an articleId or a keyVoteId.', extensions: { code: 'BAD_USER_INPUT' } });

    const member = await portal.gql(PANEL, { id, k: id, p: true }, as.user!.token);
    expect(member.body.data.keyVote.viewerCan).toEqual({ comment: true, addStaffCommentary: false, addOwnerNote: false, seePrivateCommentary: false, delete: false });
    expect(member.body.data.commentaries.items.map((c: { content: string }) => c.content)).toEqual(['Reader view']);
    expect(member.body.data.commentaries.items[0]).toMatchObject({ keyVoteId: id, articleId: null, viewerCan: { edit: false, delete: false } });

    const owner = await portal.gql(PANEL, { id, k: id, p: true }, creator.token);
    expect(owner.body.data.keyVote.viewerCan).toMatchObject({ addOwnerNote: true, seePrivateCommentary: true, delete: true });
    expect(owner.body.data.commentaries.items.map((c: { content: string }) => c.content).sort()).toEqual(['Private owner note', 'Reader view', 'Staff view']);
    expect(owner.body.data.commentaries.items[0].viewerCan).toEqual({ edit: true, delete: true });

    const rest = await portal.rest('GET', `/api/commentaries?keyVoteId=${id}&includePrivate=true`, { token: as.user!.token });
    expect(rest.body.data.map((c: { content: string }) => c.content)).toEqual(['Reader view']);
    const restAdd = await portal.rest('POST', '/api/commentaries', { token: as.admin!.token, body: { keyVoteId: id, content: 'Via REST' } });
    expect(restAdd).toMatchObject({ status: 201, body: { data: { keyVoteId: id, articleId: null, content: 'Via REST' } } });
    const none = await portal.rest('GET', '/api/commentaries', { token: as.user!.token });
    expect(none.status).toBe(400);
  });
});
