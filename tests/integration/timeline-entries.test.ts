import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../gateway/src/auth/roles.js';
import { buildMember, type TestMember } from '../factories/members.js';
import { addArticleToStory, addCollaborator, buildArticle, buildStory } from '../factories/stories.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';

/**
 * Issue #15 item 2 (SPEC §6: the editor "adds and edits timeline entries"): owners and editors,
 * with staff level, edit an entry's note and remove an entry; contributors only add; the rules
 * reach the client as viewerCan.editTimeline. Both transports.
 */
let portal: TestPortal;
let owner: TestMember;
let editor: TestMember;
let contributor: TestMember;
let plainEditor: TestMember;
let staff: TestMember;
let member: TestMember;

beforeAll(async () => {
  portal = await startTestPortal('timeline_entries');
  owner = await buildMember(portal.dataSource, { role: Role.STAFF });
  editor = await buildMember(portal.dataSource, { role: Role.STAFF });
  contributor = await buildMember(portal.dataSource, { role: Role.STAFF });
  plainEditor = await buildMember(portal.dataSource);
  staff = await buildMember(portal.dataSource, { role: Role.STAFF });
  member = await buildMember(portal.dataSource);
});
afterAll(() => portal?.close());

async function storyWithEntry(note: string | null = null) {
  const story = await buildStory(portal.dataSource, { ownerId: owner.id, isGlobal: true });
  for (const [m, role] of [
    [editor, 'editor'],
    [contributor, 'contributor'],
    [plainEditor, 'editor'],
  ] as const)
    await addCollaborator(portal.dataSource, story.id, m.id, role);
  const article = await buildArticle(portal.dataSource, { title: 'Timeline piece' });
  await addArticleToStory(portal.dataSource, story.id, article.id, contributor.id);
  if (note) await portal.dataSource.query('UPDATE story_articles SET custom_note = $3 WHERE story_id = $1 AND article_id = $2', [story.id, article.id, note]);
  return { story, article };
}

const NOTE = 'mutation($s: UUID!, $a: UUID!, $n: String) { updateTimelineEntry(storyId: $s, articleId: $a, customNote: $n) { articleId customNote } }';
const REMOVE = 'mutation($s: UUID!, $a: UUID!) { removeTimelineEntry(storyId: $s, articleId: $a) { id timeline { entries { articleId } } } }';
const noteOf = async (storyId: string, articleId: string) =>
  ((await portal.dataSource.query('SELECT custom_note FROM story_articles WHERE story_id = $1 AND article_id = $2', [storyId, articleId])) as { custom_note: string | null }[])[0];

describe('editing an entry’s note', () => {
  it('the editor edits it over GraphQL and the owner over REST; both are recorded', async () => {
    const { story, article } = await storyWithEntry('First note');
    const gql = await portal.gql(NOTE, { s: story.id, a: article.id, n: '  Why this matters: the vote count.  ' }, editor.token);
    expect(gql.body.data.updateTimelineEntry).toEqual({ articleId: article.id, customNote: 'Why this matters: the vote count.' });
    const rest = await portal.rest('PUT', `/api/stories/${story.id}/articles/${article.id}`, { token: owner.token, body: { customNote: '' } });
    expect(rest).toMatchObject({ status: 200, body: { article_id: article.id, custom_note: null } });
    expect(await noteOf(story.id, article.id)).toEqual({ custom_note: null });
    const log = await portal.dataSource.query("SELECT actor_id, action, summary, details FROM moderation_actions WHERE content_type = 'timeline_entry' AND content_id = $1 ORDER BY created_at", [article.id]);
    expect(log).toEqual([
      { actor_id: editor.id, action: 'update', summary: 'Timeline piece — note: First note', details: { storyId: story.id, articleId: article.id, changed: ['note'] } },
      { actor_id: owner.id, action: 'update', summary: 'Timeline piece — note: Why this matters: the vote count.', details: { storyId: story.id, articleId: article.id, changed: ['note'] } },
    ]);
  });

  it('contributors, editors without staff level, staff not on the story and members get 403 on both transports; nothing changes', async () => {
    const { story, article } = await storyWithEntry('Keep me');
    for (const who of [contributor, plainEditor, staff, member]) {
      const gql = await portal.gql(NOTE, { s: story.id, a: article.id, n: 'Changed' }, who.token);
      expect(gql.body.errors[0].extensions.code, who.email).toBe('FORBIDDEN');
      const rest = await portal.rest('PUT', `/api/stories/${story.id}/articles/${article.id}`, { token: who.token, body: { customNote: 'Changed' } });
      expect(rest.status, who.email).toBe(403);
    }
    expect((await portal.rest('PUT', `/api/stories/${story.id}/articles/${article.id}`, { body: { customNote: 'x' } })).status).toBe(401);
    expect(await noteOf(story.id, article.id)).toEqual({ custom_note: 'Keep me' });
  });

  it('a note over 1000 characters is 400; an article not on the timeline is 404', async () => {
    const { story, article } = await storyWithEntry();
    const long = await portal.rest('PUT', `/api/stories/${story.id}/articles/${article.id}`, { token: editor.token, body: { customNote: 'n'.repeat(1001) } });
    expect(long).toMatchObject({ status: 400, body: { error: { code: 'BAD_USER_INPUT' } } });
    const other = await buildArticle(portal.dataSource);
    const missing = await portal.gql(NOTE, { s: story.id, a: other.id, n: 'x' }, editor.token);
    expect(missing.body.errors[0]).toMatchObject({ message: "That article is not on this story's timeline.", extensions: { code: 'NOT_FOUND' } });
  });
});

describe('removing an entry', () => {
  it('the owner removes it over REST (the article stays); removing it again is 404; the editor over GraphQL', async () => {
    const { story, article } = await storyWithEntry();
    const res = await portal.rest('DELETE', `/api/stories/${story.id}/articles/${article.id}`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.articles).toEqual([]);
    expect(res.body.articlesCount).toBe(0);
    expect(await portal.dataSource.query('SELECT id FROM articles WHERE id = $1', [article.id])).toEqual([{ id: article.id }]);
    const again = await portal.rest('DELETE', `/api/stories/${story.id}/articles/${article.id}`, { token: owner.token });
    expect(again).toMatchObject({ status: 404, body: { error: { code: 'NOT_FOUND' } } });

    const second = await storyWithEntry();
    const gql = await portal.gql(REMOVE, { s: second.story.id, a: second.article.id }, editor.token);
    expect(gql.body.data.removeTimelineEntry).toEqual({ id: second.story.id, timeline: { entries: [] } });
    const [log] = await portal.dataSource.query("SELECT action, actor_id FROM moderation_actions WHERE content_type = 'timeline_entry' AND content_id = $1", [second.article.id]);
    expect(log).toEqual({ action: 'delete', actor_id: editor.id });
  });

  it('contributors and anyone else get 403 (401 signed out); the entry stays', async () => {
    const { story, article } = await storyWithEntry();
    for (const who of [contributor, plainEditor, staff, member]) {
      expect((await portal.gql(REMOVE, { s: story.id, a: article.id }, who.token)).body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await portal.rest('DELETE', `/api/stories/${story.id}/articles/${article.id}`, { token: who.token })).status).toBe(403);
    }
    expect((await portal.rest('DELETE', `/api/stories/${story.id}/articles/${article.id}`)).status).toBe(401);
    expect(await noteOf(story.id, article.id)).toEqual({ custom_note: null });
  });
});

describe('viewerCan.editTimeline', () => {
  it('is true for the owner and staff editors only', async () => {
    const { story } = await storyWithEntry();
    const can = async (who: TestMember) =>
      (await portal.gql('query($id: UUID!) { story(id: $id) { viewerCan { editTimeline addArticles moderate } } }', { id: story.id }, who.token)).body.data.story.viewerCan;
    expect(await can(owner)).toEqual({ editTimeline: true, addArticles: true, moderate: true });
    expect(await can(editor)).toEqual({ editTimeline: true, addArticles: true, moderate: true });
    expect(await can(contributor)).toEqual({ editTimeline: false, addArticles: true, moderate: true });
    expect(await can(plainEditor)).toEqual({ editTimeline: false, addArticles: false, moderate: false });
    expect(await can(member)).toEqual({ editTimeline: false, addArticles: false, moderate: false });
  });
});
