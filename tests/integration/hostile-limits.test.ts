import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../gateway/src/auth/roles.js';
import { DEFAULT_TEXT_LIMIT, MAX_LIST_ENTRIES, TEXT_LIMITS } from '../../gateway/src/modules/limits.js';
import { buildArticle } from '../factories/articles.js';
import { buildMember, type TestMember } from '../factories/members.js';
import { buildStory } from '../factories/stories.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';
import { buildWorld, expectSafe, raw, type World } from './hostile-support.js';

/**
 * Issue 7 item 4: oversized strings are refused at their limits. Commentary at the SPEC's 500
 * characters (§5, §9); every other free-text input at the maximum in gateway/src/modules/limits.ts
 * (or its service's). At the limit: accepted and stored. One over: 400 BAD_USER_INPUT with a message
 * naming the field and the limit, and nothing written (the table's row count is unchanged).
 */

let portal: TestPortal;
let world: World;

beforeAll(async () => {
  portal = await startTestPortal('hostile_limits', { API_RATE_LIMITS: 'false' });
  world = await buildWorld(portal.dataSource);
});
afterAll(() => portal?.close());

async function gql(query: string, variables: Record<string, unknown>, token: string) {
  const res = await raw(portal.baseUrl, 'POST', '/graphql', { body: JSON.stringify({ query, variables }), headers: { 'content-type': 'application/json' }, token });
  expectSafe(res, query.slice(0, 80), variables);
  return res.json as { data?: any; errors?: { message: string; extensions: { code: string } }[] };
}

const count = async (sql: string, params: unknown[] = []) => (await portal.dataSource.query(`SELECT count(*)::int AS n FROM ${sql}`, params))[0].n as number;

interface Case {
  what: string;
  max: number;
  /** Sends the value through the API (GraphQL); a fresh context each call where the operation is one-off. */
  send: (value: string) => Promise<{ data?: any; errors?: { message: string; extensions: { code: string } }[] }>;
  /** Rows that a successful call adds (a FROM clause). */
  rows: () => Promise<number>;
  message: RegExp;
  /** The row count a success adds (0 for edits). */
  adds?: number;
}

const x = (n: number) => 'x'.repeat(n);
let staffers: TestMember[] = [];
const nextStaff = async () => {
  const m = await buildMember(portal.dataSource, { role: Role.STAFF });
  staffers.push(m);
  return m;
};

const cases: Case[] = [
  {
    what: 'commentary (SPEC: 500 characters)',
    max: 500,
    send: (v) => gql('mutation($i: CreateCommentaryInput!) { addCommentary(input: $i) { id } }', { i: { articleId: world.articleId, content: v } }, world.member.token),
    rows: () => count('commentaries'),
    message: /^Commentary must be 500 characters or fewer\.$/,
  },
  {
    what: 'story title',
    max: 200,
    send: (v) => gql('mutation($i: CreateStoryInput!) { createStory(input: $i) { id } }', { i: { title: v, description: 'd' } }, world.owner.token),
    rows: () => count('stories'),
    message: /title.*at most 200 characters/i,
  },
  {
    what: 'story description',
    max: 5000,
    send: (v) => gql('mutation($i: CreateStoryInput!) { createStory(input: $i) { id } }', { i: { title: 't', description: v } }, world.owner.token),
    rows: () => count('stories'),
    message: /description.*at most 5000 characters/i,
  },
  {
    what: 'story tag',
    max: 50,
    send: (v) => gql('mutation($i: CreateStoryInput!) { createStory(input: $i) { id } }', { i: { title: 't', description: 'd', tags: [v] } }, world.owner.token),
    rows: () => count('stories'),
    message: /tag.*at most 50 characters/i,
  },
  {
    what: 'proposed title',
    max: 200,
    send: (v) => gql('mutation($s: UUID!, $i: CreateProposalInput!) { createProposal(storyId: $s, input: $i) { id } }', { s: world.storyId, i: { title: v } }, world.member.token),
    rows: () => count('proposals'),
    message: /^The title may be at most 200 characters long\.$/,
  },
  {
    what: 'proposed description',
    max: 5000,
    send: (v) => gql('mutation($s: UUID!, $i: CreateProposalInput!) { createProposal(storyId: $s, input: $i) { id } }', { s: world.storyId, i: { description: v } }, world.member.token),
    rows: () => count('proposals'),
    message: /^The description may be at most 5000 characters long\.$/,
  },
  {
    what: 'join request message',
    max: 1000,
    send: async (v) => gql('mutation($s: UUID!, $m: String) { requestToJoinStory(storyId: $s, message: $m) { id } }', { s: world.storyId, m: v }, (await nextStaff()).token),
    rows: () => count('story_join_requests'),
    message: /^The message can be at most 1000 characters long\.$/,
  },
  {
    what: 'timeline custom note',
    max: 1000,
    send: async (v) =>
      gql('mutation($s: UUID!, $a: UUID!, $n: String) { addArticleToStory(storyId: $s, articleId: $a, customNote: $n) { articleId } }', { s: world.storyId, a: (await buildArticle(portal.dataSource)).id, n: v }, world.owner.token),
    rows: () => count('story_articles'),
    message: /^The note can be at most 1000 characters long\.$/,
  },
  {
    what: 'key vote title',
    max: 300,
    send: (v) => gql('mutation($i: CreateKeyVoteInput!) { createKeyVote(input: $i) { id } }', { i: { billId: 'H.R. 77', organizationPosition: 'OPPOSE', title: v } }, world.staff.token),
    rows: () => count('key_votes'),
    message: /^Title may be at most 300 characters long\.$/,
  },
  {
    what: 'key vote description',
    max: 10_000,
    send: (v) => gql('mutation($i: CreateKeyVoteInput!) { createKeyVote(input: $i) { id } }', { i: { billId: 'H.R. 78', organizationPosition: 'OPPOSE', title: 't', description: v } }, world.staff.token),
    rows: () => count('key_votes'),
    message: /description may be at most 10000 characters long\.$/i,
  },
  {
    what: 'staff commentary title on a legislator',
    max: 200,
    send: (v) => gql('mutation($i: CreateLegislatorContentInput!) { createLegislatorContent(input: $i) { id } }', { i: { legislatorId: world.bioguide, title: v, content: 'c' } }, world.staff.token),
    rows: () => count('legislator_content'),
    message: /^The title may be at most 200 characters long\.$/,
  },
  {
    what: 'staff commentary text on a legislator',
    max: 10_000,
    send: (v) => gql('mutation($i: CreateLegislatorContentInput!) { createLegislatorContent(input: $i) { id } }', { i: { legislatorId: world.bioguide, content: v } }, world.staff.token),
    rows: () => count('legislator_content'),
    message: /at most 10000 characters/i,
  },
  {
    what: 'access request reason',
    max: 1000,
    send: (v) => gql('mutation($i: RequestAccessInput!) { requestAccess(input: $i) { requestId } }', { i: { kind: 'ADMIN', reason: v } }, world.member.token),
    rows: () => count('access_requests'),
    message: /at most 1000 characters/i,
  },
];

describe('free text is refused one character over its limit, accepted at it, and nothing is written', () => {
  for (const c of cases) {
    it(`${c.what}: ${c.max} accepted, ${c.max + 1} refused`, async () => {
      const before = await c.rows();
      const ok = await c.send(x(c.max));
      expect(ok.errors, `${c.what} at ${c.max}: ${JSON.stringify(ok.errors)}`).toBeUndefined();
      expect(await c.rows()).toBe(before + (c.adds ?? 1));

      const over = await c.send(x(c.max + 1));
      expect(over.errors?.[0]?.extensions.code, c.what).toBe('BAD_USER_INPUT');
      expect(over.errors?.[0]?.message, c.what).toMatch(c.message);
      expect(await c.rows(), `${c.what}: nothing written`).toBe(before + (c.adds ?? 1));
    });
  }

  it('edits: an article title (500), a story edit (200) and an address street and city (200)', async () => {
    const edits: { what: string; send: (v: string) => Promise<any>; max: number; read: () => Promise<string | null>; message: RegExp }[] = [
      {
        what: 'article title',
        max: 500,
        send: (v) => gql('mutation($id: UUID!, $i: UpdateArticleInput!) { updateArticle(id: $id, input: $i) { id } }', { id: world.articleId, i: { title: v } }, world.staff.token),
        read: async () => (await portal.dataSource.query('SELECT title FROM articles WHERE id = $1', [world.articleId]))[0].title,
        message: /title.*at most 500 characters/i,
      },
      {
        what: 'story title edit',
        max: 200,
        send: (v) => gql('mutation($id: UUID!, $i: UpdateStoryInput!) { updateStory(id: $id, input: $i) { id } }', { id: world.storyId, i: { title: v } }, world.owner.token),
        read: async () => (await portal.dataSource.query('SELECT title FROM stories WHERE id = $1', [world.storyId]))[0].title,
        message: /title.*at most 200 characters/i,
      },
      {
        what: 'street',
        max: 200,
        send: (v) => gql('mutation($i: AddressInput!) { saveMyAddress(input: $i) { street } }', { i: { street: v, city: 'San Francisco', state: 'CA', zipCode: '94110' } }, world.member.token),
        read: async () => (await portal.dataSource.query('SELECT street FROM addresses WHERE member_id = $1', [world.member.id]))[0]?.street ?? null,
        message: /^Street and city may be at most 200 characters long$/,
      },
      {
        what: 'city',
        max: 200,
        send: (v) => gql('mutation($i: AddressInput!) { saveMyAddress(input: $i) { city } }', { i: { street: '1 Main St', city: v, state: 'CA', zipCode: '94110' } }, world.member.token),
        read: async () => (await portal.dataSource.query('SELECT city FROM addresses WHERE member_id = $1', [world.member.id]))[0]?.city ?? null,
        message: /^Street and city may be at most 200 characters long$/,
      },
    ];
    for (const e of edits) {
      const ok = await e.send(x(e.max));
      expect(ok.errors, `${e.what} at ${e.max}: ${JSON.stringify(ok.errors)}`).toBeUndefined();
      expect(await e.read()).toBe(x(e.max));
      const over = await e.send(`${x(e.max)}y`);
      expect(over.errors?.[0]?.extensions.code, e.what).toBe('BAD_USER_INPUT');
      expect(over.errors?.[0]?.message, e.what).toMatch(e.message);
      expect(await e.read(), `${e.what}: unchanged`).toBe(x(e.max));
    }
  });

  it('display names (usernames): 40 accepted, 41 refused with the rule', async () => {
    const ok = await gql('mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { username } }', { i: { username: x(40) } }, world.member.token);
    expect(ok.data?.updateProfile.username).toBe(x(40));
    const over = await gql('mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { username } }', { i: { username: x(41) } }, world.member.token);
    expect(over.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(over.errors?.[0]?.message).toBe('Your display name may be at most 40 characters long.');
  });

  it('an invite email over 254 characters and a search over 500 are refused with their limits', async () => {
    const invite = await gql(
      'mutation($s: UUID!, $i: InviteCollaboratorInput!) { inviteCollaborator(storyId: $s, input: $i) { id } }',
      { s: world.storyId, i: { email: `${x(250)}@x.org` } },
      world.owner.token,
    );
    expect(invite.errors?.[0]?.message).toBe('The email address may be at most 254 characters long.');
    const search = await raw(portal.baseUrl, 'GET', `/api/stories?search=${x(501)}`, { token: world.member.token });
    expectSafe(search, 'a long search');
    expect(search.status).toBe(400);
    expect(search.json.error.message).toBe('The search may be at most 500 characters long.');
    const okSearch = await raw(portal.baseUrl, 'GET', `/api/stories?search=${x(500)}`, { token: world.member.token });
    expect(okSearch.status).toBe(200);
  });

  it('any other string argument has a maximum too, and lists a maximum length', async () => {
    // Not listed in TEXT_LIMITS: the default, named after the field.
    expect(TEXT_LIMITS['addCommentary.input.content']).toBeUndefined();
    const before = await count('commentaries');
    const long = await gql('mutation($i: CreateCommentaryInput!) { addCommentary(input: $i) { id } }', { i: { articleId: world.articleId, content: x(DEFAULT_TEXT_LIMIT + 1) } }, world.member.token);
    expect(long.errors?.[0]?.message).toBe(`The content may be at most ${DEFAULT_TEXT_LIMIT} characters long.`);
    const story = await buildStory(portal.dataSource, { ownerId: world.owner.id });
    const tags = await gql(
      'mutation($s: UUID!, $i: StorySettingsInput!) { updateStorySettings(storyId: $s, input: $i) { id } }',
      { s: story.id, i: { tags: Array.from({ length: MAX_LIST_ENTRIES + 1 }, (_, i) => `t${i}`) } },
      world.owner.token,
    );
    expect(tags.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(tags.errors?.[0]?.message).toBe(`At most ${MAX_LIST_ENTRIES} entries are accepted in input.tags.`);
    expect(await count('commentaries')).toBe(before);
  });

  it('out-of-range Congress numbers and non-UUID content ids are clear 4xx answers, not database errors', async () => {
    const before = await count('key_votes');
    for (const congressNumber of [2 ** 31 - 1, -1, 0]) {
      const res = await gql('mutation($i: CreateKeyVoteInput!) { createKeyVote(input: $i) { id } }', { i: { billId: 'H.R. 79', organizationPosition: 'SUPPORT', title: 't', congressNumber } }, world.staff.token);
      expect(res.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.message).toMatch(/^The Congress number must be between 1 and \d+\.$/);
    }
    expect(await count('key_votes')).toBe(before);
    for (const type of ['STORY', 'ARTICLE', 'KEY_VOTE', 'COMMENTARY']) {
      const res = await gql('mutation($id: ID!, $t: ContentType!, $i: UpdateContentInput!) { updateContent(id: $id, type: $t, input: $i) { id } }', { id: '-1269067364', t: type, i: { title: 't', content: 'c' } }, world.staff.token);
      expect(res.errors?.[0]).toMatchObject({ message: 'Content not found', extensions: { code: 'NOT_FOUND' } });
    }
    const rest = await raw(portal.baseUrl, 'PUT', '/api/content/story/not-a-uuid', { body: JSON.stringify({ title: 't', content: 'c' }), headers: { 'content-type': 'application/json' }, token: world.staff.token });
    expectSafe(rest, 'PUT /api/content/story/not-a-uuid');
    expect(rest.status).toBe(404);
  });

  it('NUL in any text is refused with a clear message, over GraphQL and REST', async () => {
    const before = await count('stories');
    const g = await gql('mutation($i: CreateStoryInput!) { createStory(input: $i) { id } }', { i: { title: 'a\u0000b', description: 'd' } }, world.owner.token);
    expect(g.errors?.[0]).toMatchObject({ message: 'The text contains an invalid character.', extensions: { code: 'BAD_USER_INPUT' } });
    const r = await raw(portal.baseUrl, 'POST', '/api/commentaries', { body: JSON.stringify({ articleId: world.articleId, content: 'nul\u0000here' }), headers: { 'content-type': 'application/json' }, token: world.member.token });
    expectSafe(r, 'POST /api/commentaries with NUL');
    expect(r.status).toBe(400);
    expect(r.json.error.message).toBe('The text contains an invalid character.');
    expect(await count('stories')).toBe(before);
  });
});
