import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../gateway/src/auth/roles.js';
import { buildArticle, buildCommentary, voteOnCommentary } from '../factories/articles.js';
import { buildMember, type TestMember } from '../factories/members.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';

/**
 * Commentary visibility (SPEC §2.3 Commentary panel, §6) as each kind of caller, over GraphQL and
 * REST: lists, counts, topCommentary, the content feed, votes and likes — private and non-regular
 * commentary never reaches a caller who may not see it. Then the add rules and limits.
 */

let portal: TestPortal;
const as = {} as Record<'owner' | 'staff' | 'author' | 'reader' | 'voter', TestMember>;
let articleId: string;
const c = {} as Record<'staffPub' | 'staffPriv' | 'ownerPub' | 'ownerPriv' | 'readerPub' | 'readerPriv', string>;

type Viewer = 'owner' | 'staff' | 'author' | 'reader';
/** What each caller may see, with private items (includePrivate=true) and without. */
const VISIBLE: Record<Viewer, { all: (keyof typeof c)[]; pub: (keyof typeof c)[] }> = {
  staff: { all: ['staffPub', 'staffPriv', 'ownerPub', 'ownerPriv', 'readerPub', 'readerPriv'], pub: ['staffPub', 'ownerPub', 'readerPub'] },
  owner: { all: ['ownerPub', 'ownerPriv', 'readerPub'], pub: ['ownerPub', 'readerPub'] },
  author: { all: ['ownerPub', 'readerPub', 'readerPriv'], pub: ['ownerPub', 'readerPub'] },
  reader: { all: ['ownerPub', 'readerPub'], pub: ['ownerPub', 'readerPub'] },
};
const TOP: Record<Viewer, keyof typeof c> = { staff: 'staffPub', owner: 'readerPub', author: 'readerPub', reader: 'readerPub' };
const viewers = Object.keys(VISIBLE) as Viewer[];
const ids = (keys: (keyof typeof c)[]) => keys.map((k) => c[k]).sort();

beforeAll(async () => {
  portal = await startTestPortal('commentary');
  const ds = portal.dataSource;
  // The owner (submitter) is a plain member here, so owner rights and staff rights are told apart.
  as.owner = await buildMember(ds, { username: 'the_owner', showRealName: true });
  as.staff = await buildMember(ds, { role: Role.STAFF });
  as.author = await buildMember(ds);
  as.reader = await buildMember(ds);
  as.voter = await buildMember(ds);
  articleId = (await buildArticle(ds, { submittedBy: as.owner.id, title: 'Panel article' })).id;
  const at = (m: number) => new Date(Date.UTC(2025, 0, 1, 0, m));
  c.staffPub = await buildCommentary(ds, { articleId, authorId: as.staff.id, type: 'staff', content: 'STAFF-PUBLIC', createdAt: at(1) });
  c.staffPriv = await buildCommentary(ds, { articleId, authorId: as.staff.id, type: 'staff', isPublic: false, content: 'STAFF-PRIVATE', createdAt: at(2) });
  c.ownerPub = await buildCommentary(ds, { articleId, authorId: as.owner.id, type: 'owner', content: 'OWNER-PUBLIC', createdAt: at(3) });
  c.ownerPriv = await buildCommentary(ds, { articleId, authorId: as.owner.id, type: 'owner', isPublic: false, content: 'OWNER-PRIVATE', createdAt: at(4) });
  c.readerPub = await buildCommentary(ds, { articleId, authorId: as.author.id, content: 'READER-PUBLIC', createdAt: at(5) });
  c.readerPriv = await buildCommentary(ds, { articleId, authorId: as.author.id, isPublic: false, content: 'READER-PRIVATE', createdAt: at(6) });
  // Hidden items score highest, so a leak would surface in topCommentary and sorting.
  const extra = await Promise.all(Array.from({ length: 5 }, () => buildMember(ds)));
  const score: [keyof typeof c, number][] = [['staffPriv', 5], ['ownerPriv', 4], ['readerPriv', 3], ['staffPub', 2], ['readerPub', 1]];
  for (const [k, n] of score) for (let i = 0; i < n; i++) await voteOnCommentary(ds, c[k], extra[i].id, 'up');
});
afterAll(() => portal?.close());

const HIDDEN_TEXTS = ['STAFF-PUBLIC', 'STAFF-PRIVATE', 'OWNER-PRIVATE', 'READER-PRIVATE'];
function leakedTexts(body: unknown, allowed: (keyof typeof c)[]): string[] {
  const text = JSON.stringify(body);
  const allowedTexts = new Set(allowed.map((k) => ({ staffPub: 'STAFF-PUBLIC', staffPriv: 'STAFF-PRIVATE', ownerPub: 'OWNER-PUBLIC', ownerPriv: 'OWNER-PRIVATE', readerPub: 'READER-PUBLIC', readerPriv: 'READER-PRIVATE' })[k]));
  return HIDDEN_TEXTS.filter((t) => !allowedTexts.has(t) && text.includes(t));
}

describe.each(viewers)('as %s', (who) => {
  const expected = () => VISIBLE[who];

  it('GraphQL: commentaries query (newest and by votes), commentaryCount and topCommentary', async () => {
    const q = `query($id: UUID!) {
      all: commentaries(articleId: $id, includePrivate: true) { items { id content commentaryType isPublic } totalCount }
      pub: commentaries(articleId: $id) { items { id } totalCount }
      panel: commentaries(articleId: $id, includePrivate: true, sortBy: VOTES) { items { id score } }
      article(id: $id) {
        countAll: commentaryCount(includePrivate: true)
        countPub: commentaryCount
        topCommentary { id content votesUp }
        viewerCan { addStaffCommentary addOwnerNote seePrivateCommentary }
      }
    }`;
    const { body } = await portal.gql(q, { id: articleId }, as[who].token);
    expect(body.errors).toBeUndefined();
    const d = body.data;
    expect(d.all.items.map((x: any) => x.id).sort()).toEqual(ids(expected().all));
    expect(d.all.totalCount).toBe(expected().all.length);
    expect(d.pub.items.map((x: any) => x.id).sort()).toEqual(ids(expected().pub));
    expect(d.pub.totalCount).toBe(expected().pub.length);
    expect(d.panel.items.map((x: any) => x.id).sort()).toEqual(ids(expected().all));
    const scores = d.panel.items.map((x: any) => x.score);
    expect(scores).toEqual([...scores].sort((a: number, b: number) => b - a));
    expect(d.article.countAll).toBe(expected().all.length);
    expect(d.article.countPub).toBe(expected().pub.length);
    expect(d.article.topCommentary.id).toBe(c[TOP[who]]);
    expect(d.article.viewerCan).toEqual({ addStaffCommentary: who === 'staff', addOwnerNote: who === 'owner', seePrivateCommentary: who === 'staff' || who === 'owner' });
    expect(leakedTexts(body, expected().all)).toEqual([]);
  });

  it('REST: GET /api/commentaries (with and without includePrivate), the article card and the list', async () => {
    const all = await portal.rest('GET', `/api/commentaries?articleId=${articleId}&sortBy=votes&includePrivate=true`, { token: as[who].token });
    expect(all.status).toBe(200);
    expect(all.body.data.map((x: any) => x.id).sort()).toEqual(ids(expected().all));
    expect(leakedTexts(all.body, expected().all)).toEqual([]);
    const pub = await portal.rest('GET', `/api/commentaries?articleId=${articleId}`, { token: as[who].token });
    expect(pub.body.data.map((x: any) => x.id).sort()).toEqual(ids(expected().pub));
    const card = await portal.rest('GET', `/api/articles/${articleId}`, { token: as[who].token });
    expect(card.body.data.topCommentary.id).toBe(c[TOP[who]]);
    expect(card.body.data.commentaryCount).toBe(expected().pub.length);
    expect(leakedTexts(card.body, expected().pub)).toEqual([]);
    const list = await portal.rest('GET', '/api/articles?limit=50', { token: as[who].token });
    expect(leakedTexts(list.body, expected().pub)).toEqual([]);
  });

  it('the content feed shows only commentary the caller may see (public items), and staffCommentary only to staff', async () => {
    const feed = await portal.rest('GET', '/api/content/recent?limit=50', { token: as[who].token });
    expect(feed.status).toBe(200);
    const commentaryIds = feed.body.data.filter((i: any) => i.type === 'commentary').map((i: any) => i.id).sort();
    expect(commentaryIds).toEqual(ids(expected().pub));
    // Staff also get the latest staff commentary (private included) on article items.
    expect(leakedTexts(feed.body, who === 'staff' ? expected().all : expected().pub)).toEqual([]);
    const item = feed.body.data.find((i: any) => i.id === articleId);
    expect(item.staffCommentary).toBe(who === 'staff' ? 'STAFF-PRIVATE' : null);
    const g = await portal.gql(`{ recentContent(limit: 50, type: COMMENTARY) { id commentary { id content } } }`, {}, as[who].token);
    expect(g.body.data.recentContent.map((i: any) => i.id).sort()).toEqual(ids(expected().pub));
  });

  it('hidden commentary cannot be voted on or liked (404, as if it did not exist)', async () => {
    for (const key of Object.keys(c) as (keyof typeof c)[]) {
      const vote = await portal.rest('POST', `/api/commentaries/${c[key]}/vote`, { token: as[who].token, body: { vote: 'down' } });
      const like = await portal.rest('POST', `/api/content/commentary/${c[key]}/like`, { token: as[who].token });
      const visible = expected().all.includes(key);
      expect(vote.status, `${who} votes on ${key}`).toBe(visible ? 200 : 404);
      expect(like.status, `${who} likes ${key}`).toBe(visible ? 200 : 404);
      expect(leakedTexts(vote.body, expected().all)).toEqual([]);
      if (visible) {
        await portal.rest('DELETE', `/api/commentaries/${c[key]}/vote`, { token: as[who].token });
        await portal.rest('DELETE', `/api/content/commentary/${c[key]}/like`, { token: as[who].token });
      }
    }
  });
});

describe("an article card's commentary summary", () => {
  // A card reads only its counts and top commentary (commentary.rows.ts commentarySummarySql); the
  // panel reads a page in vote order (commentaryPageSql). They must agree, ties included: the same
  // net score, the same millisecond (both order by PostgreSQL's microseconds, then ids).
  it('agrees with the sorted panel for every viewer: on the article page and in a list of cards', async () => {
    const ds = portal.dataSource;
    const tied = (await buildArticle(ds, { submittedBy: as.owner.id, title: 'Tied commentary' })).id;
    const at = new Date(Date.UTC(2025, 1, 1));
    const made: string[] = [];
    for (const [author, isPublic] of [[as.author, true], [as.reader, true], [as.staff, true], [as.author, false], [as.owner, true]] as const) {
      made.push(await buildCommentary(ds, { articleId: tied, authorId: author.id, isPublic, createdAt: at }));
    }
    // Two public ones in the same millisecond: the larger id the later microsecond, so the newest by
    // microseconds is first, not the smaller id.
    const [second, first] = [made[0], made[1]].sort();
    await ds.query("UPDATE commentaries SET created_at = timestamptz '2025-02-01 00:00:00.0001+00' WHERE id = $1", [second]);
    await ds.query("UPDATE commentaries SET created_at = timestamptz '2025-02-01 00:00:00.0009+00' WHERE id = $1", [first]);
    // The private one scores highest: no one but its author and staff may see it, and it is never a card's top.
    const extra = await Promise.all(Array.from({ length: 3 }, () => buildMember(ds)));
    for (const m of extra) await voteOnCommentary(ds, made[3], m.id, 'up');
    await voteOnCommentary(ds, first, extra[0].id, 'up');
    await voteOnCommentary(ds, second, extra[0].id, 'up');
    await voteOnCommentary(ds, made[2], extra[1].id, 'down');

    const card = 'id commentaryCount all: commentaryCount(includePrivate: true) topCommentary { id score }';
    for (const who of viewers) {
      const { body } = await portal.gql(
        `query($id: UUID!) {
          panelPub: commentaries(articleId: $id, sortBy: VOTES) { items { id } totalCount }
          panelAll: commentaries(articleId: $id, includePrivate: true) { totalCount }
          article(id: $id) { ${card} }
        }`,
        { id: tied },
        as[who].token,
      );
      expect(body.errors).toBeUndefined();
      const { panelPub, panelAll, article } = body.data;
      expect(panelPub.items[0].id).toBe(first);
      expect(article.topCommentary.id).toBe(panelPub.items[0].id);
      expect(article.commentaryCount).toBe(panelPub.totalCount);
      expect(article.all).toBe(panelAll.totalCount);
      const list = await portal.gql(`{ articles(limit: 50) { ${card} } }`, {}, as[who].token);
      expect(list.body.data.articles.find((a: { id: string }) => a.id === tied)).toEqual(article);
    }
  });
});

describe('as anonymous', () => {
  it('gets 401 everywhere and no commentary', async () => {
    const r = await portal.rest('GET', `/api/commentaries?articleId=${articleId}&includePrivate=true`);
    expect(r.status).toBe(401);
    expect(leakedTexts(r.body, [])).toEqual([]);
    const g = await portal.gql(`query($id: UUID!) { commentaries(articleId: $id, includePrivate: true) { items { id content } } }`, { id: articleId });
    expect(g.body.data?.commentaries ?? null).toBeNull();
    expect(g.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await portal.rest('GET', '/api/content/recent')).status).toBe(401);
  });
});

describe('adding commentary', () => {
  const add = (token: string, body: Record<string, unknown>) => portal.rest('POST', '/api/commentaries', { token, body: { articleId, ...body } });

  it('reader commentary defaults to regular and public', async () => {
    const r = await add(as.reader.token, { content: '  A fair point.  ' });
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ articleId, content: 'A fair point.', commentaryType: 'regular', isPublic: true, votesUp: 0, votesDown: 0, userVote: null, isOwn: true });
  });

  it('500 characters pass; 501 and blank are refused', async () => {
    expect((await add(as.reader.token, { content: 'x'.repeat(500) })).status).toBe(201);
    const long = await add(as.reader.token, { content: 'x'.repeat(501) });
    expect(long).toMatchObject({ status: 400, body: { error: { message: 'Commentary must be 500 characters or fewer.' } } });
    const blank = await add(as.reader.token, { content: '   \n ' });
    expect(blank).toMatchObject({ status: 400, body: { error: { message: 'Please enter your commentary.' } } });
    // Emoji count as one character each, as PostgreSQL counts them.
    expect((await add(as.reader.token, { content: '🙂'.repeat(500) })).status).toBe(201);
  });

  it('staff commentary is for staff; owner notes for the owner only; reader commentary cannot be private', async () => {
    expect((await add(as.reader.token, { content: 'x', commentaryType: 'staff' })).status).toBe(403);
    expect((await add(as.reader.token, { content: 'x', commentaryType: 'owner' })).status).toBe(403);
    expect((await add(as.staff.token, { content: 'x', commentaryType: 'owner' })).status).toBe(403);
    expect((await add(as.reader.token, { content: 'x', isPublic: false })).status).toBe(400);
    const staffNote = await add(as.staff.token, { content: 'Desk note', commentaryType: 'staff' });
    expect(staffNote.body.data).toMatchObject({ commentaryType: 'staff' });
    const privateNote = await add(as.owner.token, { content: 'Only me and staff', commentaryType: 'owner', isPublic: false });
    expect(privateNote.status).toBe(201);
    expect(privateNote.body.data).toMatchObject({ commentaryType: 'owner', isPublic: false, displayName: 'the_owner' });
    const readerView = await portal.rest('GET', `/api/commentaries?articleId=${articleId}&includePrivate=true`, { token: as.reader.token });
    expect(readerView.body.data.map((x: any) => x.id)).not.toContain(privateNote.body.data.id);
    const staffView = await portal.rest('GET', `/api/commentaries?articleId=${articleId}&includePrivate=true`, { token: as.staff.token });
    expect(staffView.body.data.map((x: any) => x.id)).toContain(privateNote.body.data.id);
  });

  it('commentary votes: desired state, exact under concurrent clicks', async () => {
    const id = await buildCommentary(portal.dataSource, { articleId, authorId: as.reader.id, content: 'Vote on me' });
    const members = await Promise.all(Array.from({ length: 8 }, () => buildMember(portal.dataSource)));
    await Promise.all(members.flatMap((m, i) => [
      portal.rest('POST', `/api/commentaries/${id}/vote`, { token: m.token, body: { vote: i % 2 ? 'down' : 'up' } }),
      portal.rest('POST', `/api/commentaries/${id}/vote`, { token: m.token, body: { vote: i % 2 ? 'down' : 'up' } }),
    ]));
    const r = await portal.gql(`mutation($id: UUID!) { voteCommentary(id: $id, vote: UP) { votesUp votesDown score userVote } }`, { id }, as.voter.token);
    expect(r.body.data.voteCommentary).toEqual({ votesUp: 5, votesDown: 4, score: 1, userVote: 'UP' });
    const off = await portal.rest('DELETE', `/api/commentaries/${id}/vote`, { token: as.voter.token });
    expect(off.body.data).toMatchObject({ votesUp: 4, votesDown: 4, userVote: null });
  });
});
