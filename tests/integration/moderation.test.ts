import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../gateway/src/auth/roles.js';
import { buildCommentary, voteOnCommentary } from '../factories/articles.js';
import { buildMember, type TestMember } from '../factories/members.js';
import { addArticleToStory, buildArticle, buildStory, follow } from '../factories/stories.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';

/**
 * Issue #15 item 1: staff edit and delete content from where it is shown; a delete takes what
 * hangs off the item in one transaction; every action is recorded and only super admins read the
 * record. Each case runs over GraphQL and REST.
 */
let portal: TestPortal;
let member: TestMember;
let reader: TestMember;
let staff: TestMember;
let admin: TestMember;
let superAdmin: TestMember;

beforeAll(async () => {
  portal = await startTestPortal('moderation');
  member = await buildMember(portal.dataSource);
  reader = await buildMember(portal.dataSource, { username: 'Loud Reader', showRealName: true });
  staff = await buildMember(portal.dataSource, { role: Role.STAFF });
  admin = await buildMember(portal.dataSource, { role: Role.ADMIN });
  superAdmin = await buildMember(portal.dataSource, { role: Role.SUPER_ADMIN });
});
afterAll(() => portal?.close());

const count = async (sql: string, params: unknown[] = []) => ((await portal.dataSource.query(sql, params)) as { n: number }[])[0].n;
const actionsOn = (id: string) =>
  portal.dataSource.query('SELECT actor_id, action, content_type, author_id, summary, details FROM moderation_actions WHERE content_id = $1 ORDER BY created_at', [id]);

async function readerComment(text = 'This article is garbage and so are you') {
  const article = await buildArticle(portal.dataSource, { submittedBy: staff.id });
  const id = await buildCommentary(portal.dataSource, { articleId: article.id, authorId: reader.id, content: text });
  await voteOnCommentary(portal.dataSource, id, member.id, 'down');
  await portal.dataSource.query("INSERT INTO content_likes (content_type, content_id, member_id) VALUES ('commentary', $1, $2)", [id, member.id]);
  return { article, id };
}

const membersSee = async (articleId: string) =>
  (await portal.gql('query($a: UUID!) { commentaries(articleId: $a) { items { id content } } }', { a: articleId }, member.token)).body.data!.commentaries.items as { id: string }[];

describe('staff delete a reader comment', () => {
  for (const transport of ['graphql', 'rest'] as const) {
    it(`over ${transport}: gone for members with its votes and likes, recorded, and a second delete is 404`, async () => {
      const { article, id } = await readerComment();
      expect((await membersSee(article.id)).map((c) => c.id)).toContain(id);

      const del = () =>
        transport === 'graphql'
          ? portal.gql('mutation($id: ID!) { deleteContent(type: COMMENTARY, id: $id) }', { id }, staff.token)
          : portal.rest('DELETE', `/api/content/commentary/${id}`, { token: staff.token });
      const first = await del();
      if (transport === 'graphql') expect(first.body).toEqual({ data: { deleteContent: id } });
      else expect(first).toMatchObject({ status: 200, body: { data: { id } } });

      expect((await membersSee(article.id)).map((c) => c.id)).not.toContain(id);
      expect(await count('SELECT count(*)::int AS n FROM commentary_votes WHERE commentary_id = $1', [id])).toBe(0);
      expect(await count("SELECT count(*)::int AS n FROM content_likes WHERE content_type = 'commentary' AND content_id = $1", [id])).toBe(0);
      expect(await actionsOn(id)).toEqual([
        {
          actor_id: staff.id,
          action: 'delete',
          content_type: 'commentary',
          author_id: reader.id,
          summary: 'This article is garbage and so are you',
          details: { articleId: article.id, removed: [{ what: 'votes', count: 1 }, { what: 'likes', count: 1 }] },
        },
      ]);

      const again = await del();
      if (transport === 'graphql') expect(again.body.errors[0]).toMatchObject({ message: 'Commentary not found', extensions: { code: 'NOT_FOUND' } });
      else expect(again).toMatchObject({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Commentary not found' } } });
      expect(await actionsOn(id)).toHaveLength(1);
    });
  }

  it('two staff members deleting the same comment at once: one succeeds, the other gets 404, one record', async () => {
    const { id } = await readerComment('Twice deleted');
    const [a, b] = await Promise.all([
      portal.rest('DELETE', `/api/content/commentary/${id}`, { token: staff.token }),
      portal.rest('DELETE', `/api/content/commentary/${id}`, { token: admin.token }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 404]);
    expect(await actionsOn(id)).toHaveLength(1);
  });

  it('members cannot delete or edit commentary, even their own, on either transport (403)', async () => {
    const { id } = await readerComment('Mine');
    const asAuthor = await portal.rest('DELETE', `/api/content/commentary/${id}`, { token: reader.token });
    expect(asAuthor.status).toBe(403);
    const gqlDelete = await portal.gql('mutation($id: ID!) { deleteContent(type: COMMENTARY, id: $id) }', { id }, reader.token);
    expect(gqlDelete.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const gqlEdit = await portal.gql('mutation($id: UUID!) { updateCommentary(id: $id, content: "x") { id } }', { id }, member.token);
    expect(gqlEdit.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const restEdit = await portal.rest('PUT', `/api/commentaries/${id}`, { token: member.token, body: { content: 'x' } });
    expect(restEdit.status).toBe(403);
    const anonymous = await portal.rest('PUT', `/api/commentaries/${id}`, { body: { content: 'x' } });
    expect(anonymous.status).toBe(401);
    expect(await count('SELECT count(*)::int AS n FROM commentaries WHERE id = $1 AND content = $2', [id, 'Mine'])).toBe(1);
    expect(await actionsOn(id)).toEqual([]);
  });
});

describe('staff edit commentary', () => {
  it('over GraphQL and REST: the text changes, the old text is recorded; bad text is 400 and changes nothing', async () => {
    const { article, id } = await readerComment('Rude words here');
    const gql = await portal.gql('mutation($id: UUID!) { updateCommentary(id: $id, content: "  [Removed by staff: personal attack]  ") { id content } }', { id }, staff.token);
    expect(gql.body.data.updateCommentary).toEqual({ id, content: '[Removed by staff: personal attack]' });
    const rest = await portal.rest('PUT', `/api/commentaries/${id}`, { token: admin.token, body: { content: 'Edited again' } });
    expect(rest).toMatchObject({ status: 200, body: { data: { id, content: 'Edited again', articleId: article.id } } });
    expect((await actionsOn(id)).map((a: { action: string; summary: string; actor_id: string; details: unknown }) => [a.action, a.summary, a.actor_id, a.details])).toEqual([
      ['update', 'Rude words here', staff.id, { articleId: article.id, changed: ['content'] }],
      ['update', '[Removed by staff: personal attack]', admin.id, { articleId: article.id, changed: ['content'] }],
    ]);

    const blank = await portal.rest('PUT', `/api/commentaries/${id}`, { token: staff.token, body: { content: '   ' } });
    expect(blank).toMatchObject({ status: 400, body: { error: { message: 'Please enter your commentary.' } } });
    const long = await portal.gql('mutation($id: UUID!, $c: String!) { updateCommentary(id: $id, content: $c) { id } }', { id, c: 'x'.repeat(501) }, staff.token);
    expect(long.body.errors[0]).toMatchObject({ message: 'Commentary must be 500 characters or fewer.', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await count('SELECT count(*)::int AS n FROM commentaries WHERE id = $1 AND content = $2', [id, 'Edited again'])).toBe(1);
    expect(await actionsOn(id)).toHaveLength(2);
  });

  it('PUT /api/content/commentary/{id} (the SPEC inline edit) edits the text the same way', async () => {
    const { id } = await readerComment('Original');
    const res = await portal.rest('PUT', `/api/content/commentary/${id}`, { token: staff.token, body: { title: 'Commentary', content: 'Moderated' } });
    expect(res).toMatchObject({ status: 200, body: { data: { id, type: 'commentary', summary: 'Moderated' } } });
    expect(await actionsOn(id)).toHaveLength(1);
  });
});

describe('deletes take their dependants, in one transaction', () => {
  it('an article goes with its votes, commentary (and their votes and likes), likes and timeline links; recorded with counts', async () => {
    const { article, id: commentaryId } = await readerComment('On a doomed article');
    await portal.dataSource.query("INSERT INTO article_votes (article_id, member_id, vote) VALUES ($1, $2, 'up')", [article.id, member.id]);
    await portal.dataSource.query("INSERT INTO content_likes (content_type, content_id, member_id) VALUES ('article', $1, $2)", [article.id, member.id]);
    const story = await buildStory(portal.dataSource, { ownerId: staff.id, isGlobal: true });
    await addArticleToStory(portal.dataSource, story.id, article.id, staff.id);

    const res = await portal.rest('DELETE', `/api/articles/${article.id}`, { token: staff.token });
    expect(res.status).toBe(200);
    expect(await count('SELECT count(*)::int AS n FROM commentaries WHERE id = $1', [commentaryId])).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM story_articles WHERE article_id = $1', [article.id])).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM content_likes WHERE content_id = ANY($1::uuid[])', [[article.id, commentaryId]])).toBe(0);
    const [action] = await actionsOn(article.id);
    expect(action).toMatchObject({
      action: 'delete',
      content_type: 'article',
      author_id: staff.id,
      details: { removed: [{ what: 'votes', count: 1 }, { what: 'commentaries', count: 1 }, { what: 'commentary votes', count: 1 }, { what: 'likes', count: 2 }, { what: 'timeline links', count: 1 }] },
    });
    const story404 = await portal.rest('DELETE', `/api/articles/${article.id}`, { token: staff.token });
    expect(story404.status).toBe(404);
  });

  it('a key vote goes with its commentary and likes (the roll calls stay); DELETE /api/key-votes/{id}; 404 after', async () => {
    const [{ id: keyVoteId }] = await portal.dataSource.query(
      "INSERT INTO key_votes (title, bill_id, congress_number, organization_position, created_by) VALUES ('Doomed', 'H.R. 9191', 119, 'support', $1) RETURNING id",
      [staff.id],
    );
    const add = await portal.gql('mutation($k: UUID!) { addCommentary(input: { keyVoteId: $k, content: "Vote yes" }) { id keyVoteId articleId } }', { k: keyVoteId }, member.token);
    const commentaryId = add.body.data.addCommentary.id;
    expect(add.body.data.addCommentary).toMatchObject({ keyVoteId, articleId: null });
    await portal.dataSource.query("INSERT INTO content_likes (content_type, content_id, member_id) VALUES ('key_vote', $1, $2), ('commentary', $3, $2)", [
      keyVoteId,
      member.id,
      commentaryId,
    ]);

    const memberTry = await portal.rest('DELETE', `/api/key-votes/${keyVoteId}`, { token: member.token });
    expect(memberTry.status).toBe(403);
    const res = await portal.rest('DELETE', `/api/key-votes/${keyVoteId}`, { token: staff.token });
    expect(res).toMatchObject({ status: 200, body: { data: { id: keyVoteId } } });
    expect(await count('SELECT count(*)::int AS n FROM commentaries WHERE key_vote_id = $1', [keyVoteId])).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM content_likes WHERE content_id = ANY($1::uuid[])', [[keyVoteId, commentaryId]])).toBe(0);
    const [action] = await actionsOn(keyVoteId);
    expect(action).toMatchObject({ action: 'delete', content_type: 'key_vote', summary: 'Doomed', details: { removed: [{ what: 'commentaries', count: 1 }, { what: 'likes', count: 2 }] } });
    const gone = await portal.gql('mutation($id: ID!) { deleteContent(type: KEY_VOTE, id: $id) }', { id: keyVoteId }, staff.token);
    expect(gone.body.errors[0]).toMatchObject({ message: 'Key vote not found', extensions: { code: 'NOT_FOUND' } });
  });

  it('a story goes with its timeline links and followers (the articles stay); recorded', async () => {
    const owner = await buildMember(portal.dataSource, { role: Role.STAFF });
    const story = await buildStory(portal.dataSource, { ownerId: owner.id, isGlobal: true, title: 'Spam story' });
    const article = await buildArticle(portal.dataSource, { submittedBy: owner.id });
    await addArticleToStory(portal.dataSource, story.id, article.id, owner.id);
    await follow(portal.dataSource, story.id, member.id);
    const res = await portal.gql('mutation($id: ID!) { deleteContent(type: STORY, id: $id) }', { id: story.id }, admin.token);
    expect(res.body).toEqual({ data: { deleteContent: story.id } });
    expect(await count('SELECT count(*)::int AS n FROM articles WHERE id = $1', [article.id])).toBe(1);
    const [action] = await actionsOn(story.id);
    expect(action).toMatchObject({ action: 'delete', content_type: 'story', author_id: owner.id, summary: 'Spam story', details: { removed: [{ what: 'timeline links', count: 1 }, { what: 'followers', count: 1 }] } });
    const again = await portal.rest('DELETE', `/api/content/story/${story.id}`, { token: staff.token });
    expect(again).toMatchObject({ status: 404, body: { error: { message: 'Story not found.' } } });
  });
});

describe('edits are recorded too', () => {
  it('story and key vote edits by staff record the fields that changed; an edit that changes nothing records nothing', async () => {
    const story = await buildStory(portal.dataSource, { ownerId: staff.id, isGlobal: true, title: 'Before', description: 'Same' });
    const edit = await portal.rest('PUT', `/api/content/story/${story.id}`, { token: admin.token, body: { title: 'After', content: 'Same' } });
    expect(edit.status).toBe(200);
    const unchanged = await portal.rest('PUT', `/api/content/story/${story.id}`, { token: admin.token, body: { title: 'After', content: 'Same' } });
    expect(unchanged.status).toBe(200);
    expect(await actionsOn(story.id)).toEqual([{ actor_id: admin.id, action: 'update', content_type: 'story', author_id: staff.id, summary: 'Before', details: { changed: ['title'] } }]);

    const [{ id: kv }] = await portal.dataSource.query(
      "INSERT INTO key_votes (title, bill_id, congress_number, organization_position) VALUES ('Old title', 'H.R. 9292', 119, 'oppose') RETURNING id",
    );
    const kvEdit = await portal.gql('mutation($id: ID!) { updateKeyVote(id: $id, input: { description: "Why we oppose" }) { id description } }', { id: kv }, staff.token);
    expect(kvEdit.body.data.updateKeyVote.description).toBe('Why we oppose');
    expect(await actionsOn(kv)).toMatchObject([{ action: 'update', content_type: 'key_vote', summary: 'Old title', details: { changed: ['description'] } }]);
  });
});

describe('the moderation log', () => {
  const query = `query($t: ModeratedContentType) { moderationLog(contentType: $t, limit: 100) {
    total items { action contentType contentId summary link changedFields removed { what count } actor { email } author { email displayName } createdAt } } }`;

  it('super admins read who did what and when, newest first, over GraphQL and REST', async () => {
    const { article, id } = await readerComment('Logged comment');
    await portal.rest('DELETE', `/api/content/commentary/${id}`, { token: staff.token });
    const res = await portal.gql(query, { t: 'COMMENTARY' }, superAdmin.token);
    const first = res.body.data.moderationLog.items[0];
    expect(first).toMatchObject({
      action: 'DELETE',
      contentType: 'COMMENTARY',
      contentId: id,
      summary: 'Logged comment',
      link: `/articles/${article.id}`,
      removed: [
        { what: 'votes', count: 1 },
        { what: 'likes', count: 1 },
      ],
      actor: { email: staff.email },
      author: { email: reader.email, displayName: 'Loud Reader' },
    });
    expect(res.body.data.moderationLog.items.every((i: { contentType: string }) => i.contentType === 'COMMENTARY')).toBe(true);
    const times = res.body.data.moderationLog.items.map((i: { createdAt: string }) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const rest = await portal.rest('GET', '/api/admin/moderation?type=commentary&limit=5', { token: superAdmin.token });
    expect(rest.status).toBe(200);
    expect(rest.body.total).toBe(res.body.data.moderationLog.total);
    expect(rest.body.data[0]).toMatchObject({ action: 'delete', contentType: 'commentary', contentId: id });
  });

  it('is refused to everyone but super admins on both transports (403; 401 signed out)', async () => {
    for (const who of [member, staff, admin]) {
      const gql = await portal.gql(query, {}, who.token);
      expect(gql.body.errors[0].extensions.code).toBe('FORBIDDEN');
      const rest = await portal.rest('GET', '/api/admin/moderation', { token: who.token });
      expect(rest.status).toBe(403);
    }
    expect((await portal.rest('GET', '/api/admin/moderation')).status).toBe(401);
  });
});
