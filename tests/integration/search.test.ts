import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../gateway/src/auth/roles.js';
import { normalizeQuery } from '../../gateway/src/modules/search/search.inputs.js';
import { buildCommentary } from '../factories/articles.js';
import { buildKeyVote, importSharedData } from '../factories/legislators.js';
import { buildMember, type TestMember } from '../factories/members.js';
import { addCollaborator, buildArticle, buildStory } from '../factories/stories.js';
import { sqlCounter } from '../setup/sql-count.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';
import { HTML_PAYLOADS, runs, SQL_PAYLOADS } from './hostile-support.js';

// Issue #57: one search across stories, articles, commentary, key votes and legislators, showing
// only what the viewer may read — through GraphQL and REST, on real PostgreSQL full-text search.

let portal: TestPortal;
const m: Record<'alice' | 'bob' | 'carol' | 'staff', TestMember> = {} as never;
const id: Record<string, string> = {};

const SEARCH = `query($q: String!, $kinds: [SearchKind!], $first: Int, $after: String) {
  search(q: $q, kinds: $kinds, first: $first, after: $after) {
    query
    groups {
      kind totalCount totalCountCapped
      pageInfo { hasNextPage endCursor }
      edges {
        cursor kind url context
        title { text match }
        snippet { text match }
        node {
          __typename
          ... on Story { id title }
          ... on Article { id title }
          ... on Commentary { id content commentaryType }
          ... on KeyVote { id title billId }
          ... on Legislator { id fullName }
        }
      }
    }
  }
}`;

type Group = { kind: string; totalCount: number; totalCountCapped: boolean; pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: any[] };

async function search(who: TestMember | null, q: string, more: { kinds?: string[]; first?: number; after?: string } = {}) {
  return portal.gql<{ search: { query: string; groups: Group[] } }>(SEARCH, { q, ...more }, who?.token);
}
async function groups(who: TestMember, q: string, more: { kinds?: string[]; first?: number; after?: string } = {}): Promise<Record<string, Group>> {
  const res = await search(who, q, more);
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return Object.fromEntries(res.body.data!.search.groups.map((g) => [g.kind, g]));
}
const ids = (g: Group | undefined) => g?.edges.map((e) => e.node.id) ?? [];
const text = (parts: { text: string }[]) => parts.map((p) => p.text).join('');
const marked = (parts: { text: string; match: boolean }[]) => parts.filter((p) => p.match).map((p) => p.text);

beforeAll(async () => {
  portal = await startTestPortal('search');
  const ds = portal.dataSource;
  await importSharedData(ds, { votes: false, districts: false });
  m.alice = await buildMember(ds);
  m.bob = await buildMember(ds);
  m.carol = await buildMember(ds);
  m.staff = await buildMember(ds, { role: Role.STAFF });

  id.publicStory = (await buildStory(ds, { ownerId: m.staff.id, isGlobal: true, title: 'Wetlands restoration', description: 'Following the marsh cleanup in the delta.' })).id;
  id.privateStory = (await buildStory(ds, { ownerId: m.staff.id, title: 'Wetlands strategy', description: 'Internal planning of the wetlands campaign.' })).id;
  await addCollaborator(ds, id.privateStory, m.carol.id, 'viewer');

  id.titleArticle = (await buildArticle(ds, { title: 'Wetlands bill passes the House', content: '<p>The House passed it on Tuesday &amp; it now goes to the <b>Senate</b>.</p>' })).id;
  id.bodyArticle = (await buildArticle(ds, { title: 'Farm subsidies and water', content: '<p>Draining wetlands on farms would be paid for, the bill says.</p>', submittedBy: m.bob.id })).id;
  id.senateArticle = (await buildArticle(ds, { title: 'Senate passes bill on ports', content: '<p>A vote on harbors.</p>' })).id;

  id.publicComment = await buildCommentary(ds, { articleId: id.titleArticle, authorId: m.alice.id, content: 'Good news for the wetlands near us.' });
  id.staffComment = await buildCommentary(ds, { articleId: id.titleArticle, authorId: m.staff.id, content: 'Staff view: the wetlands vote was close.', type: 'staff' });
  id.bobsPrivateReader = await buildCommentary(ds, { articleId: id.titleArticle, authorId: m.bob.id, content: 'My private wetlands thought.', isPublic: false });
  id.bobsPrivateNote = await buildCommentary(ds, { articleId: id.bodyArticle, authorId: m.bob.id, content: 'Wetlands note only I should see.', type: 'owner', isPublic: false });

  id.keyVote = await buildKeyVote(ds, { title: 'Wetlands Protection Act', billId: 'H.R. 42', description: 'Protects wetlands from drainage.' });
  id.keyVoteComment = await buildCommentary(ds, { keyVoteId: id.keyVote, authorId: m.alice.id, content: 'Call your representative about the wetlands act.' });

  for (let i = 1; i <= 7; i++) await buildArticle(ds, { title: `Quorum call number ${i}`, content: `<p>${'Quorum. '.repeat(i)}</p>` });
}, 120_000);
afterAll(() => portal?.close());

describe('one search, grouped by kind, only what the viewer may read', () => {
  it('a member finds the public story, both articles (title match first), the public commentary and the key vote, with the match marked', async () => {
    const g = await groups(m.alice, 'wetlands');
    expect(Object.keys(g)).toEqual(['STORY', 'ARTICLE', 'COMMENTARY', 'KEY_VOTE']);
    expect(ids(g.STORY)).toEqual([id.publicStory]);
    expect(ids(g.ARTICLE)).toEqual([id.titleArticle, id.bodyArticle]);
    expect(ids(g.COMMENTARY).sort()).toEqual([id.publicComment, id.keyVoteComment].sort());
    expect(ids(g.KEY_VOTE)).toEqual([id.keyVote]);
    expect([g.STORY!.totalCount, g.ARTICLE!.totalCount, g.COMMENTARY!.totalCount, g.KEY_VOTE!.totalCount]).toEqual([1, 2, 2, 1]);

    const article = g.ARTICLE!.edges[0];
    expect(article.title).toEqual([
      { text: 'Wetlands', match: true },
      { text: ' bill passes the House', match: false },
    ]);
    expect(article.url).toBe(`/articles/${id.titleArticle}`);
    const body = g.ARTICLE!.edges[1];
    expect(marked(body.snippet)).toEqual(['wetlands']);
    expect(text(body.snippet)).toContain('Draining wetlands on farms');
    expect(text(body.snippet)).not.toContain('<p>');

    const onKeyVote = g.COMMENTARY!.edges.find((e) => e.node.id === id.keyVoteComment);
    expect(onKeyVote).toMatchObject({ url: `/key-votes/${id.keyVote}`, context: 'Wetlands Protection Act' });
    expect(marked(onKeyVote.title)).toEqual(['wetlands']);
    expect(g.COMMENTARY!.edges.find((e) => e.node.id === id.publicComment)).toMatchObject({ context: 'Wetlands bill passes the House' });
  });

  it('never shows another member’s private commentary, staff commentary or a private story of non-collaborators — not as hits, snippets or counts', async () => {
    for (const who of [m.alice, m.carol]) {
      const g = await groups(who, 'wetlands');
      const all = JSON.stringify(g);
      for (const secret of ['Staff view', 'My private wetlands thought', 'note only I should see']) expect(all).not.toContain(secret);
      expect(g.COMMENTARY!.totalCount).toBe(2);
      const rest = await portal.rest('GET', '/api/search?q=wetlands', { token: who.token });
      expect(rest.status).toBe(200);
      for (const secret of ['Staff view', 'My private wetlands thought', 'note only I should see']) expect(JSON.stringify(rest.body)).not.toContain(secret);
    }
    const alice = await groups(m.alice, 'wetlands strategy');
    expect(alice.STORY).toMatchObject({ totalCount: 0, edges: [] });
    expect(JSON.stringify(alice)).not.toContain('Internal planning');
  });

  it('shows each their own: the collaborator sees the private story, the author their private commentary, staff everything', async () => {
    expect(ids((await groups(m.carol, 'wetlands')).STORY).sort()).toEqual([id.publicStory, id.privateStory].sort());
    const bob = await groups(m.bob, 'wetlands');
    expect(ids(bob.COMMENTARY).sort()).toEqual([id.publicComment, id.keyVoteComment, id.bobsPrivateReader, id.bobsPrivateNote].sort());
    const staff = await groups(m.staff, 'wetlands');
    expect(staff.STORY!.totalCount).toBe(2);
    expect(staff.COMMENTARY!.totalCount).toBe(5);
    expect(Object.keys(staff)).toEqual(['STORY', 'ARTICLE', 'COMMENTARY', 'KEY_VOTE', 'LEGISLATOR']);
  });

  it('reads quotes as a phrase, -word as "without", or as either', async () => {
    expect(ids((await groups(m.alice, 'passes bill', { kinds: ['ARTICLE'] })).ARTICLE).sort()).toEqual([id.titleArticle, id.senateArticle].sort());
    expect(ids((await groups(m.alice, '"bill passes"', { kinds: ['ARTICLE'] })).ARTICLE)).toEqual([id.titleArticle]);
    expect(ids((await groups(m.alice, 'wetlands -farm', { kinds: ['ARTICLE'] })).ARTICLE)).toEqual([id.titleArticle]);
    expect(ids((await groups(m.alice, 'harbors or draining', { kinds: ['ARTICLE'] })).ARTICLE).sort()).toEqual([id.bodyArticle, id.senateArticle].sort());
    // Stemming: "passed" finds "passes"; HTML in a body is text for the snippet, its character references decoded.
    const senate = await groups(m.alice, 'Tuesday senate', { kinds: ['ARTICLE'] });
    expect(text(senate.ARTICLE!.edges[0].snippet)).toContain('on Tuesday & it now goes to the Senate');
  });

  it('gives an article its whole text when the operation asks for it', async () => {
    const asked = await portal.gql('{ search(q: "Tuesday", kinds: [ARTICLE]) { groups { edges { node { ... on Article { id content } } } } } }', {}, m.alice.token);
    expect(asked.body.errors).toBeUndefined();
    expect(asked.body.data.search.groups[0].edges[0].node.content).toContain('The House passed it on Tuesday');
  });

  it('answers REST with the same hits, kinds in lower case, one kind or several', async () => {
    const res = await portal.rest('GET', '/api/search?q=wetlands&kind=article,key_vote&limit=1', { token: m.alice.token });
    expect(res.status).toBe(200);
    expect(res.body.data.groups.map((g: Group) => [g.kind, g.totalCount, g.edges.length, g.pageInfo.hasNextPage])).toEqual([
      ['article', 2, 1, true],
      ['key_vote', 1, 1, false],
    ]);
    expect(res.body.data.groups[0].edges[0]).toMatchObject({ kind: 'article', url: `/articles/${id.titleArticle}`, node: { __typename: 'Article', id: id.titleArticle } });
  });
});

describe('kept current with the content', () => {
  it('an edited story or article is found by its new words at once, and a deleted one no more', async () => {
    const a = await buildArticle(portal.dataSource, { title: 'Estuary dredging permits', content: '<p>Harbor work.</p>' });
    expect(ids((await groups(m.alice, 'estuary', { kinds: ['ARTICLE'] })).ARTICLE)).toEqual([a.id]);
    const edit = await portal.rest('PUT', `/api/content/article/${a.id}`, { token: m.staff.token, body: { title: 'Lagoon dredging permits', content: '<p>Harbor work, revised.</p>' } });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(ids((await groups(m.alice, 'lagoon', { kinds: ['ARTICLE'] })).ARTICLE)).toEqual([a.id]);
    expect((await groups(m.alice, 'estuary', { kinds: ['ARTICLE'] })).ARTICLE!.totalCount).toBe(0);
    const story = await buildStory(portal.dataSource, { ownerId: m.staff.id, isGlobal: true, title: 'Estuary watch' });
    await portal.dataSource.query("UPDATE stories SET description = 'Oyster reefs and their return.' WHERE id = $1", [story.id]);
    expect(ids((await groups(m.alice, 'oyster', { kinds: ['STORY'] })).STORY)).toEqual([story.id]);
    expect((await portal.rest('DELETE', `/api/content/article/${a.id}`, { token: m.staff.token })).status).toBe(200);
    expect((await groups(m.alice, 'lagoon', { kinds: ['ARTICLE'] })).ARTICLE!.totalCount).toBe(0);
  });

  it('owner notes on a key vote follow the key vote’s owner: its creator sees a private one, others do not', async () => {
    const kv = await buildKeyVote(portal.dataSource, { title: 'Coastal Resilience Act', billId: 'H.R. 77', createdBy: m.bob.id });
    const note = await buildCommentary(portal.dataSource, { keyVoteId: kv, authorId: m.bob.id, content: 'Seawall funding: my own reminder.', type: 'owner', isPublic: false });
    expect(ids((await groups(m.bob, 'seawall', { kinds: ['COMMENTARY'] })).COMMENTARY)).toEqual([note]);
    expect((await groups(m.alice, 'seawall', { kinds: ['COMMENTARY'] })).COMMENTARY!.totalCount).toBe(0);
    expect(ids((await groups(m.staff, 'seawall', { kinds: ['COMMENTARY'] })).COMMENTARY)).toEqual([note]);
  });
});

describe('legislators by name (staff)', () => {
  const first = async (q: string) => (await groups(m.staff, q, { kinds: ['LEGISLATOR'] })).LEGISLATOR!.edges[0];
  it('finds names without their accents, hyphens or one typo, and marks the name', async () => {
    expect((await first('Velazquez')).node.fullName).toMatch(/Velázquez/);
    expect(marked((await first('velazquez')).title)).toEqual(['Velázquez']);
    expect((await first('Ocasio Cortez')).node.fullName).toMatch(/Ocasio-Cortez/);
    expect(marked((await first('Ocasio Cortez')).title)).toEqual(['Ocasio', 'Cortez']);
    expect((await first('Velasquez')).node.fullName).toMatch(/Velázquez/);
    expect((await first('Ocasio-Cortes')).node.fullName).toMatch(/Ocasio-Cortez/);
    expect((await first('Pelosy')).node.fullName).toMatch(/Pelosi/);
    expect((await first('Velazquez')).url).toMatch(/^\/legislators\/[0-9a-f-]{36}$/);
  });
  it('are not searched for members: no group, no count, over GraphQL and REST', async () => {
    const res = await search(m.alice, 'Velazquez', { kinds: ['LEGISLATOR'] });
    expect(res.body.data!.search.groups).toEqual([]);
    const rest = await portal.rest('GET', '/api/search?q=Velazquez&kind=legislator', { token: m.alice.token });
    expect(rest.body.data.groups).toEqual([]);
    expect(Object.keys(await groups(m.alice, 'Velazquez'))).not.toContain('LEGISLATOR');
  });
});

describe('pages of one kind', () => {
  it('walks every hit once with first/after, over GraphQL and REST', async () => {
    const seen: string[] = [];
    let after: string | undefined;
    const pages: number[] = [];
    for (;;) {
      const g = (await groups(m.alice, 'quorum', { kinds: ['ARTICLE'], first: 3, after })).ARTICLE!;
      expect(g.totalCount).toBe(7);
      seen.push(...ids(g));
      pages.push(g.edges.length);
      if (!g.pageInfo.hasNextPage) break;
      after = g.pageInfo.endCursor!;
    }
    expect(pages).toEqual([3, 3, 1]);
    expect(new Set(seen).size).toBe(7);
    // Best first: the shortest text, where "quorum" weighs most (ranks divide by the log of the length).
    expect(await titleOf(seen[0]!)).toBe('Quorum call number 1');

    const restSeen: string[] = [];
    let cursor = '';
    for (let i = 0; i < 5; i++) {
      const res = await portal.rest('GET', `/api/search?q=quorum&kind=article&limit=3${cursor ? `&cursor=${cursor}` : ''}`, { token: m.alice.token });
      expect(res.status).toBe(200);
      const g = res.body.data.groups[0];
      restSeen.push(...g.edges.map((e: any) => e.node.id));
      if (!g.pageInfo.hasNextPage) break;
      cursor = g.pageInfo.endCursor;
    }
    expect(restSeen).toEqual(seen);
  });
  it('a cursor continues only its own kind', async () => {
    const g = (await groups(m.alice, 'quorum', { kinds: ['ARTICLE'], first: 3 })).ARTICLE!;
    const wrong = await search(m.alice, 'quorum', { kinds: ['STORY'], after: g.pageInfo.endCursor! });
    expect(wrong.body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    const implied = await search(m.alice, 'quorum', { after: g.pageInfo.endCursor!, first: 3 });
    expect(implied.body.data!.search.groups.map((x) => [x.kind, x.edges.length])).toEqual([['ARTICLE', 3]]);
  });
});

async function titleOf(articleId: string): Promise<string> {
  const [row] = await portal.dataSource.query('SELECT title FROM articles WHERE id = $1', [articleId]);
  return row.title;
}

describe('bad input gets a clear 400, never a 500', () => {
  const both = async (q: string | undefined, extra = '') => {
    const gql = q === undefined ? null : await search(m.alice, q);
    const rest = await portal.rest('GET', `/api/search?${q === undefined ? '' : `q=${encodeURIComponent(q)}`}${extra}`, { token: m.alice.token });
    return { gql, rest };
  };
  it("an empty or blank query: 'Enter something to search for'", async () => {
    for (const q of ['', '   ', '\t\n', '\u0001\u007f']) {
      const { gql, rest } = await both(q);
      expect(gql!.body.errors[0]).toMatchObject({ message: 'Enter something to search for', extensions: { code: 'BAD_USER_INPUT' } });
      expect(rest.status).toBe(400);
      expect(rest.body.error.message).toBe('Enter something to search for');
    }
    // NUL cannot be stored in PostgreSQL text: every API refuses it (graphql/input-guard.ts).
    const nul = await both('wet\u0000lands');
    expect(nul.rest.status).toBe(400);
    expect(nul.rest.body.error.message).toBe('The text contains an invalid character.');
    const missing = await both(undefined);
    expect(missing.rest.status).toBe(400);
    expect(missing.rest.body.error.message).toBe('Enter something to search for');
  });
  it('over 200 characters: 400 naming the limit; exactly 200 is fine', async () => {
    const { gql, rest } = await both('w'.repeat(201));
    expect(gql!.body.errors[0]).toMatchObject({ message: expect.stringMatching(/200 characters/), extensions: { code: 'BAD_USER_INPUT' } });
    expect(rest.status).toBe(400);
    expect(rest.body.error.message).toMatch(/200 characters/);
    expect((await both(`${'w'.repeat(199)} `.padStart(230, ' '))).rest.status).toBe(200);
    expect((await both('é'.repeat(200))).rest.status).toBe(200);
  });
  it('page sizes and cursors out of range', async () => {
    for (const extra of ['&limit=0', '&limit=51', '&limit=ten', '&cursor=not-a-cursor', `&cursor=${Buffer.from('["ARTICLE","1","x"]').toString('base64url')}`, '&kind=everything']) {
      const { rest } = await both('wetlands', extra);
      expect(rest.status, extra).toBe(400);
      expect(rest.body.error.message, extra).toBeTruthy();
    }
  });
  it('is for signed-in members', async () => {
    expect((await search(null, 'wetlands')).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await portal.rest('GET', '/api/search?q=wetlands')).status).toBe(401);
  });
  it('costs one statement for the search itself, however many kinds and hits', async () => {
    const counter = sqlCounter(portal.dataSource);
    try {
      // REST asks for the commentary authors' names too (they come with the search's own rows).
      const { statements } = await counter.during(() => portal.rest('GET', '/api/search?q=wetlands', { token: m.alice.token }));
      expect(statements.filter((s) => s.includes('websearch_to_tsquery'))).toHaveLength(1);
      // Besides it: its transaction and setting (no parallel workers) and the caller's check (every
      // request's: roles and session, the signing keys when not cached); nothing per hit or author.
      const others = statements.filter((s) => !/^(START TRANSACTION|BEGIN|COMMIT|SET LOCAL)/.test(s) && !s.includes('websearch_to_tsquery'));
      expect(others.filter((s) => /\bFROM (members|articles|commentaries|stories|key_votes)\b/.test(s))).toEqual([]);
      expect(others.length).toBeLessThanOrEqual(2);
    } finally {
      counter.restore();
    }
  });
});

describe('hostile text is read as words, never as SQL or more than words', () => {
  // The oracle: the articles whose search vector matches websearch_to_tsquery of the same text —
  // what PostgreSQL itself reads in the words, quotes and -word, nothing else.
  const oracle = async (q: string): Promise<string[]> =>
    (await portal.dataSource.query(`SELECT id FROM articles WHERE search_vector @@ websearch_to_tsquery('portal_search', $1) ORDER BY id`, [q])).map((r: { id: string }) => r.id);

  const WORDS = ['wetlands', 'bill', 'passes', 'quorum', 'senate', 'farm', 'house', 'or', 'and', 'not'];
  const PUNCTUATION = ['"', '-', '(', ')', '|', '&', '!', ':*', '<->', "'", ';', '--', '/*', '*/', '\\', '%', '_', '=', '<', '>'];
  const piece = fc.oneof(fc.constantFrom(...WORDS), fc.constantFrom(...PUNCTUATION), fc.constantFrom(...SQL_PAYLOADS), fc.constantFrom(...HTML_PAYLOADS), fc.string({ maxLength: 8 }), fc.constantFrom('\u0000', '\u0007', '\u200b', 'e\u0301', '\uE000'));
  const hostile = fc.oneof(
    { weight: 4, arbitrary: fc.array(piece, { minLength: 1, maxLength: 6 }).chain((parts) => fc.constantFrom(parts.join(' '), parts.join(''))) },
    { weight: 1, arbitrary: fc.string({ maxLength: 250, unit: 'binary' }) },
  );

  it('GraphQL and REST: a 200 whose articles are exactly PostgreSQL’s reading of the words, or a 400 for empty and too long', async () => {
    const [{ n: storiesBefore }] = await portal.dataSource.query('SELECT count(*)::int AS n FROM stories');
    await fc.assert(
      fc.asyncProperty(hostile, async (q) => {
        let normalized: string | null = null;
        try {
          // NUL is refused before the search (graphql/input-guard.ts), with its own clear message.
          normalized = q.includes('\u0000') ? null : normalizeQuery(q);
        } catch {
          normalized = null;
        }
        const gql = await search(m.alice, q, { kinds: ['ARTICLE', 'STORY', 'COMMENTARY'], first: 50 });
        const rest = await portal.rest('GET', `/api/search?q=${encodeURIComponent(q)}&kind=article,story,commentary&limit=50`, { token: m.alice.token });
        expect(gql.status).toBeLessThan(500);
        expect(rest.status).toBeLessThan(500);
        if (normalized === null) {
          expect(gql.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
          expect(rest.status).toBe(400);
          expect(rest.body.error.message).toMatch(/Enter something to search for|200 characters|invalid character/);
          return;
        }
        expect(gql.body.errors, JSON.stringify(gql.body.errors)).toBeUndefined();
        expect(rest.status).toBe(200);
        const articles = gql.body.data!.search.groups.find((g) => g.kind === 'ARTICLE')!;
        expect(ids(articles).sort()).toEqual(await oracle(normalized));
        expect(rest.body.data.groups.find((g: Group) => g.kind === 'article').edges.map((e: any) => e.node.id).sort()).toEqual(ids(articles).sort());
        const all = JSON.stringify(gql.body) + JSON.stringify(rest.body);
        for (const secret of ['Staff view', 'My private wetlands thought', 'note only I should see', 'Internal planning']) expect(all).not.toContain(secret);
      }),
      runs(60),
    );
    const [{ n: storiesAfter }] = await portal.dataSource.query('SELECT count(*)::int AS n FROM stories');
    expect(storiesAfter).toBe(storiesBefore);
  }, 120_000);

  it('SQL-looking text is words: the same hits as its words alone', async () => {
    const words = async (q: string) => ids((await groups(m.alice, q, { kinds: ['ARTICLE'], first: 50 })).ARTICLE).sort();
    expect(await words("wetlands'; DROP TABLE articles;--")).toEqual(await words('wetlands drop table articles'));
    expect(await words("wetlands' OR '1'='1")).toEqual(await words('wetlands or 1=1'));
    expect(await words('wetlands) | (quorum')).toEqual(await words('wetlands quorum'));
    expect(await words('quorum:*')).toEqual(await words('quorum'));
    expect(await words('"unbalanced quorum')).toEqual(await words('"unbalanced quorum"'));
    expect((await groups(m.alice, '-', { kinds: ['ARTICLE'] })).ARTICLE!.totalCount).toBe(0);
    expect((await groups(m.alice, 'or', { kinds: ['ARTICLE'] })).ARTICLE!.totalCount).toBe(0);
  });
});
