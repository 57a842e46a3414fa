import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../setup/portal.js';
import { buildWorld, expectSafe, raw, type World } from './hostile-support.js';

/**
 * Issue 7 item 4: markup and SQL metacharacters typed into the text fields the portal accepts are
 * stored inert — the exact string comes back, byte for byte, over GraphQL and REST, and the
 * database is unharmed (the tables a "DROP TABLE" names are still there with their rows). The
 * one field that holds HTML on purpose (an article's body) is sanitized: no script, no handlers.
 */

/** Markup, SQL metacharacters, quotes, backslashes, LIKE wildcards and non-ASCII; no commas (tags split on them). */
const PAYLOAD = `<img src=x onerror=alert(1)> "quoted" '; DROP TABLE stories;-- 100% _x_ \\ <script>alert(1)</script> é💥`;
const TAG = `<b onmouseover=x>'--%_\\`;

let portal: TestPortal;
let world: World;
let counts: Record<string, number>;

const TABLES = ['stories', 'members', 'articles', 'commentaries', 'key_votes', 'legislator_content', 'proposals'];
async function tableCounts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of TABLES) out[t] = (await portal.dataSource.query(`SELECT count(*)::int AS n FROM ${t}`))[0].n;
  return out;
}

beforeAll(async () => {
  portal = await startTestPortal('hostile_stored', { API_RATE_LIMITS: 'false' });
  world = await buildWorld(portal.dataSource);
  counts = await tableCounts();
});
afterAll(() => portal?.close());

async function gql(query: string, variables: Record<string, unknown>, token: string) {
  const res = await raw(portal.baseUrl, 'POST', '/graphql', { body: JSON.stringify({ query, variables }), headers: { 'content-type': 'application/json' }, token });
  expectSafe(res, query.slice(0, 80), variables);
  expect(res.json.errors, `${query.slice(0, 80)}: ${res.text.slice(0, 300)}`).toBeUndefined();
  return res.json.data;
}

async function rest(method: string, path: string, token: string, body?: unknown) {
  const res = await raw(portal.baseUrl, method, path, { body: body === undefined ? undefined : JSON.stringify(body), headers: body === undefined ? {} : { 'content-type': 'application/json' }, token });
  expectSafe(res, `${method} ${path}`, body);
  expect(res.status, `${method} ${path}: ${res.text.slice(0, 300)}`).toBeLessThan(300);
  return res.json;
}

/** Every string anywhere in a JSON value. */
function strings(v: unknown, out: string[] = []): string[] {
  if (typeof v === 'string') out.push(v);
  else if (Array.isArray(v)) v.forEach((x) => strings(x, out));
  else if (v && typeof v === 'object') Object.values(v).forEach((x) => strings(x, out));
  return out;
}
const containsExactly = (body: unknown, s: string) => strings(body).includes(s);

describe('markup and SQL metacharacters are stored and returned as text', () => {
  it('a story title, description and tag (GraphQL create, REST read, REST edit, GraphQL read)', async () => {
    const { createStory } = await gql(
      'mutation($i: CreateStoryInput!) { createStory(input: $i) { id title description tags } }',
      { i: { title: PAYLOAD, description: PAYLOAD, tags: [TAG], visibility: 'PUBLIC' } },
      world.owner.token,
    );
    expect(createStory).toMatchObject({ title: PAYLOAD, description: PAYLOAD, tags: [TAG] });
    const viaRest = await rest('GET', `/api/stories/${createStory.id}`, world.member.token);
    expect(viaRest.title).toBe(PAYLOAD);
    expect(viaRest.description).toBe(PAYLOAD);
    expect(viaRest.tags).toEqual([TAG]);

    const edited = `${PAYLOAD} (edited)`;
    await rest('PUT', `/api/stories/${createStory.id}`, world.owner.token, { title: edited });
    const { story } = await gql('query($id: UUID!) { story(id: $id) { title description } }', { id: createStory.id }, world.member.token);
    expect(story).toEqual({ title: edited, description: PAYLOAD });
    // A search with the same metacharacters is a search, not SQL.
    const found = await rest('GET', `/api/stories?search=${encodeURIComponent("'; DROP TABLE stories;--")}`, world.member.token);
    expect(containsExactly(found, edited)).toBe(true);
  });

  it('commentary (REST create; GraphQL and REST read)', async () => {
    const created = await rest('POST', '/api/commentaries', world.member.token, { articleId: world.articleId, content: PAYLOAD });
    expect(created.data.content).toBe(PAYLOAD);
    const { commentaries } = await gql('query($a: UUID!) { commentaries(articleId: $a, first: 50) { items { id content } } }', { a: world.articleId }, world.staff.token);
    expect(commentaries.items.find((c: { id: string }) => c.id === created.data.id)?.content).toBe(PAYLOAD);
    expect(containsExactly(await rest('GET', `/api/commentaries?articleId=${world.articleId}`, world.staff.token), PAYLOAD)).toBe(true);
  });

  it('a title proposal and a join request message', async () => {
    const proposal = await rest('POST', `/api/stories/${world.storyId}/proposals`, world.member.token, { title: PAYLOAD });
    expect(containsExactly(proposal, PAYLOAD)).toBe(true);
    const { storyProposals } = await gql('query($s: UUID!) { storyProposals(storyId: $s) { title } }', { s: world.storyId }, world.owner.token);
    expect(storyProposals.map((p: { title: string }) => p.title)).toContain(PAYLOAD);
    expect(containsExactly(await rest('GET', `/api/stories/${world.storyId}/proposals`, world.owner.token), PAYLOAD)).toBe(true);

    // The super_admin is not on the story: a staff-level join request with a message.
    const joined = await rest('POST', `/api/stories/${world.storyId}/join-requests`, world.super.token, { message: PAYLOAD });
    expect(containsExactly(joined, PAYLOAD)).toBe(true);
    const { storyJoinRequests } = await gql('query($s: UUID!) { storyJoinRequests(storyId: $s) { message } }', { s: world.storyId }, world.owner.token);
    expect(storyJoinRequests.map((r: { message: string }) => r.message)).toContain(PAYLOAD);
  });

  it('a custom note on a timeline entry', async () => {
    const other = await gql('mutation($i: CreateStoryInput!) { createStory(input: $i) { id } }', { i: { title: 'Notes', description: 'Notes' } }, world.owner.token);
    const added = await rest('POST', `/api/stories/${other.createStory.id}/articles/${world.articleId}`, world.owner.token, { custom_note: PAYLOAD });
    expect(containsExactly(added, PAYLOAD)).toBe(true);
    const { storyArticles } = await gql('query($s: UUID!) { storyArticles(storyId: $s) { entries { customNote } } }', { s: other.createStory.id }, world.owner.token);
    expect(storyArticles.entries[0].customNote).toBe(PAYLOAD);
  });

  it('key vote title and description (GraphQL create and REST edit; both reads)', async () => {
    const { createKeyVote } = await gql(
      'mutation($i: CreateKeyVoteInput!) { createKeyVote(input: $i) { id title description } }',
      { i: { billId: 'H.R. 4242', organizationPosition: 'SUPPORT', title: PAYLOAD, description: PAYLOAD } },
      world.staff.token,
    );
    expect(createKeyVote).toMatchObject({ title: PAYLOAD, description: PAYLOAD });
    const viaRest = await rest('GET', `/api/key-votes/${createKeyVote.id}`, world.member.token);
    expect(viaRest.data).toMatchObject({ title: PAYLOAD, description: PAYLOAD });
    await rest('PUT', `/api/key-votes/${createKeyVote.id}`, world.staff.token, { description: `${PAYLOAD}!` });
    const { keyVote } = await gql('query($id: ID!) { keyVote(id: $id) { title description } }', { id: createKeyVote.id }, world.member.token);
    expect(keyVote).toEqual({ title: PAYLOAD, description: `${PAYLOAD}!` });
  });

  it('staff commentary on a legislator (REST create; GraphQL and REST read)', async () => {
    await rest('POST', '/api/legislators/content', world.staff.token, { legislatorId: world.bioguide, title: PAYLOAD, content: PAYLOAD });
    const { legislatorContent } = await gql('query($l: String!) { legislatorContent(legislatorId: $l) { title content } }', { l: world.bioguide }, world.staff.token);
    expect(legislatorContent).toContainEqual({ title: PAYLOAD, content: PAYLOAD });
    const viaRest = await rest('GET', `/api/legislators/id/${world.legislatorId}/content`, world.staff.token);
    expect(viaRest.data.some((c: { title: string; content: string }) => c.title === PAYLOAD && c.content === PAYLOAD)).toBe(true);
  });

  it('an article title is text; its HTML body is sanitized (no script, no event handlers, no javascript: links)', async () => {
    const body = `<p>Fine ${PAYLOAD}</p><script>alert(1)</script><img src="https://img.example.org/a.png" onerror="alert(1)"><a href="javascript:alert(1)" onclick="x()">link</a><iframe src="https://evil.example"></iframe>`;
    const saved = await rest('PUT', `/api/articles/${world.articleId}`, world.staff.token, { title: PAYLOAD, content: body });
    expect(saved.data.title).toBe(PAYLOAD);
    const { article } = await gql('query($id: UUID!) { article(id: $id) { title content } }', { id: world.articleId }, world.member.token);
    expect(article.title).toBe(PAYLOAD);
    for (const content of [saved.data.content as string, article.content as string]) {
      expect(content).toContain('Fine');
      expect(content).not.toMatch(/<script|onerror=|onclick=|javascript:|<iframe/i);
    }
  });

  it('display names (usernames) keep their own format: markup and SQL are refused with a clear message, nothing stored', async () => {
    for (const username of [PAYLOAD.slice(0, 28), "o'reilly--", '<b>x</b>']) {
      const res = await raw(portal.baseUrl, 'PUT', '/api/users/me', { body: JSON.stringify({ username }), headers: { 'content-type': 'application/json' }, token: world.member.token });
      expectSafe(res, `PUT /api/users/me ${username}`, username);
      expect(res.status).toBe(400);
      expect(res.json.error.message).toMatch(/display name/i);
    }
    const [{ username }] = await portal.dataSource.query('SELECT username FROM members WHERE id = $1', [world.member.id]);
    expect(username).toBe('hostile_member');
  });

  it('afterwards every table is still there and nothing was dropped', async () => {
    const after = await tableCounts();
    for (const t of TABLES) expect(after[t], t).toBeGreaterThanOrEqual(counts[t]);
    expect(after.members).toBe(counts.members);
  });
});
