import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../gateway/src/auth/roles.js';
import { createLoaders } from '../../gateway/src/graphql/loaders.js';
import { buildCommentary, voteOnCommentary } from '../factories/articles.js';
import { buildMember, type TestMember } from '../factories/members.js';
import { buildArticle } from '../factories/stories.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';

// articleById reads an article together with its card's commentary summary for the viewer (the
// counts, and the top public commentary with its tally, own vote and author, nested as JSON) and
// primes the commentary loaders; the summary loader reads the same on its own for lists of cards and
// cold caches, and the panel's list (every commentary the viewer may see) must agree with both.

let portal: TestPortal;
let submitter: TestMember;
let reader: TestMember;
let writer: TestMember;
let staff: TestMember;
let articleId: string;

beforeAll(async () => {
  portal = await startTestPortal('article_rows');
  const ds = portal.dataSource;
  submitter = await buildMember(ds, { showRealName: true });
  reader = await buildMember(ds);
  writer = await buildMember(ds, { showRealName: true });
  staff = await buildMember(ds, { role: Role.STAFF, showRealName: true });
  articleId = (await buildArticle(ds, { submittedBy: submitter.id })).id;
  const at = (m: number) => new Date(Date.UTC(2031, 0, 1, 0, m, 0, 123));
  const kinds = [
    { authorId: writer.id, type: 'regular', isPublic: true },
    { authorId: writer.id, type: 'regular', isPublic: false },
    { authorId: submitter.id, type: 'owner', isPublic: false },
    { authorId: staff.id, type: 'staff', isPublic: false },
    { authorId: reader.id, type: 'regular', isPublic: true },
  ] as const;
  for (const [i, k] of kinds.entries()) {
    const id = await buildCommentary(ds, { articleId, ...k, content: `Commentary ${i}`, createdAt: at(i) });
    if (k.isPublic) {
      await voteOnCommentary(ds, id, reader.id, 'up');
      await voteOnCommentary(ds, id, staff.id, i % 2 ? 'up' : 'down');
    }
  }
});
afterAll(async () => {
  await portal?.close();
});

describe('an article and its commentary summary in one statement', () => {
  it.each(['reader', 'writer', 'submitter', 'staff'] as const)('primes for the %s what the summary loader reads on its own', async (who) => {
    const ds = portal.dataSource;
    const m = { reader, writer, submitter, staff }[who];
    const viewer = { id: m.id, email: null, roles: who === 'staff' ? [Role.USER, Role.STAFF] : [Role.USER] };

    const primed = createLoaders(ds, viewer);
    expect(await primed.articleById.load(articleId)).not.toBeNull();
    const fromArticle = await primed.commentarySummaryByArticleId(viewer).load(articleId);

    const cold = createLoaders(ds, viewer);
    const onItsOwn = await cold.commentarySummaryByArticleId(viewer).load(articleId);
    expect(fromArticle).toEqual(onItsOwn);

    // The panel's pages agree: every commentary the viewer may see, the public ones, the top one.
    const page = (publicOnly: boolean) => createLoaders(ds, viewer).commentaryPage(viewer, 'article', articleId, { order: 'votes', publicOnly, limit: 50, after: null });
    const all = await page(false);
    const pub = await page(true);
    expect(fromArticle.count).toBe({ reader: 2, writer: 3, submitter: 3, staff: 5 }[who]);
    expect(fromArticle.count).toBe(all.total);
    expect(all.rows).toHaveLength(all.total);
    expect(fromArticle.publicCount).toBe(pub.total);
    const top = fromArticle.top!;
    expect(top).toEqual(pub.rows[0]);
    expect(await primed.commentaryTallyById.load(top.id)).toEqual(await cold.commentaryTallyById.load(top.id));
    expect(await primed.commentaryViewerVote.load(top.id)).toEqual(await cold.commentaryViewerVote.load(top.id));
    expect(await primed.memberById.load(top.authorId)).toEqual(await cold.memberById.load(top.authorId));
  });
});
