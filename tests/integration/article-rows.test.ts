import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../gateway/src/auth/roles.js';
import { createLoaders } from '../../gateway/src/graphql/loaders.js';
import { buildCommentary, voteOnCommentary } from '../factories/articles.js';
import { buildMember, type TestMember } from '../factories/members.js';
import { buildArticle } from '../factories/stories.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';

// articleById reads an article together with the commentary the viewer may see (tallies, own
// votes, authors, nested as JSON) and primes the commentary loaders; the commentary loader reads
// the same on its own for key votes and cold caches. Both must give the same answer to every viewer.

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

describe('an article and its commentary in one statement', () => {
  it.each(['reader', 'writer', 'submitter', 'staff'] as const)('primes for the %s what the commentary loader reads on its own', async (who) => {
    const ds = portal.dataSource;
    const m = { reader, writer, submitter, staff }[who];
    const viewer = { id: m.id, email: null, roles: who === 'staff' ? [Role.USER, Role.STAFF] : [Role.USER] };

    const primed = createLoaders(ds, viewer);
    expect(await primed.articleById.load(articleId)).not.toBeNull();
    const fromArticle = await primed.visibleCommentariesByArticleId(viewer).load(articleId);

    const cold = createLoaders(ds, viewer);
    const onItsOwn = await cold.visibleCommentariesByArticleId(viewer).load(articleId);

    expect(fromArticle).toEqual(onItsOwn);
    expect(fromArticle.length).toBe({ reader: 2, writer: 3, submitter: 3, staff: 5 }[who]);
    const ids = fromArticle.map((c) => c.id);
    expect(await primed.commentaryTallyById.loadMany(ids)).toEqual(await cold.commentaryTallyById.loadMany(ids));
    expect(await primed.commentaryViewerVote.loadMany(ids)).toEqual(await cold.commentaryViewerVote.loadMany(ids));
    const authors = [...new Set(fromArticle.map((c) => c.authorId))];
    expect(await primed.memberById.loadMany(authors)).toEqual(await cold.memberById.loadMany(authors));
  });
});
