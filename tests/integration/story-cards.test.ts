import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { In } from 'typeorm';
import { Role } from '../../gateway/src/auth/roles.js';
import { usePreparedStatements } from '../../gateway/src/db/prepared.js';
import { createLoaders } from '../../gateway/src/graphql/loaders.js';
import { Collaborator } from '../../gateway/src/modules/collaboration/collaborator.entity.js';
import { Member } from '../../gateway/src/modules/member/member.entity.js';
import { Story } from '../../gateway/src/modules/story/story.entity.js';
import { loadStoryCards } from '../../gateway/src/modules/story/story.loaders.js';
import { buildMember, type TestMember } from '../factories/members.js';
import { addCollaborator, buildStory, buildTimeline, follow } from '../factories/stories.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';

// loadStoryCards reads a list's stories, collaborators and members in one statement, the nested
// rows as JSON: what it primes must equal what TypeORM reads (types, Dates to the millisecond,
// order), or a card would differ from the same story read on its own page.

let portal: TestPortal;
let owner: TestMember;
let reader: TestMember;
let editor: TestMember;

beforeAll(async () => {
  portal = await startTestPortal('story_cards');
  owner = await buildMember(portal.dataSource, { role: Role.STAFF, showRealName: true });
  reader = await buildMember(portal.dataSource);
  editor = await buildMember(portal.dataSource, { showRealName: true });
});
afterAll(async () => {
  await portal?.close();
});

describe('story cards in one statement', () => {
  it('primes the same stories, collaborators and members TypeORM reads', async () => {
    const ds = portal.dataSource;
    const story = await buildStory(ds, { ownerId: owner.id, isGlobal: true, tags: ['budget', 'senate'] });
    await addCollaborator(ds, story.id, editor.id, 'editor');
    await addCollaborator(ds, story.id, reader.id, 'viewer');
    await buildTimeline(ds, story.id, 3);
    await follow(ds, story.id, reader.id);
    // Microseconds PostgreSQL keeps and a Date cannot: both paths must cut them the same way.
    await ds.query("UPDATE story_collaborators SET created_at = timestamptz '2025-03-04 05:06:07.891234+00' WHERE member_id = $1", [editor.id]);

    const viewer = { id: reader.id, email: null, roles: [Role.USER] };
    const loaders = createLoaders(ds, viewer);
    const cards = await loadStoryCards(ds, loaders, viewer, { where: ['s.id = $2'], params: [story.id], orderBy: 's.id', limit: 5 });

    expect(cards).toEqual([await ds.getRepository(Story).findOneByOrFail({ id: story.id })]);
    expect(cards[0]).toBeInstanceOf(Story);

    const collaborators = await loaders.collaboratorsByStoryId.load(story.id);
    const expected = await ds.getRepository(Collaborator).find({ where: { storyId: story.id }, order: { createdAt: 'ASC', memberId: 'ASC' } });
    expect(collaborators).toEqual(expected);
    expect(collaborators.every((c) => c instanceof Collaborator && c.createdAt instanceof Date)).toBe(true);
    expect(collaborators.find((c) => c.memberId === editor.id)!.createdAt.toISOString()).toBe('2025-03-04T05:06:07.891Z');

    const ids = [owner.id, editor.id, reader.id];
    const members = await loaders.memberById.loadMany(ids);
    expect(members).toEqual(await Promise.all(ids.map((id) => ds.getRepository(Member).findOneByOrFail({ id }))));
    expect(await ds.getRepository(Member).countBy({ id: In(ids) })).toBe(3);

    expect(await loaders.articleCountByStoryId.load(story.id)).toBe(3);
    expect(await loaders.followerCountByStoryId.load(story.id)).toBe(1);
    expect(await loaders.followStateByViewer(viewer).load(story.id)).toMatchObject({ newArticles: 0 });
    expect(await loaders.pendingJoinRequestByViewer(viewer).load(story.id)).toBe(false);
  });

  it('shows a reader no private story of others, and a staff member every one', async () => {
    const ds = portal.dataSource;
    const hidden = await buildStory(ds, { ownerId: owner.id, isGlobal: false });
    const asReader = { id: reader.id, email: null, roles: [Role.USER] };
    const asStaff = { id: owner.id, email: null, roles: [Role.USER, Role.STAFF] };
    const query = { where: ['s.id = $2'], params: [hidden.id], orderBy: 's.id', limit: 5 };
    expect(await loadStoryCards(ds, createLoaders(ds, asReader), asReader, query)).toEqual([]);
    expect((await loadStoryCards(ds, createLoaders(ds, asStaff), asStaff, query)).map((s) => s.id)).toEqual([hidden.id]);
  });

  it('is a named prepared statement, or with DATABASE_PREPARED_STATEMENTS=false a plain one, with the same cards', async () => {
    const ds = portal.dataSource;
    const story = await buildStory(ds, { ownerId: owner.id, isGlobal: true });
    await addCollaborator(ds, story.id, editor.id, 'contributor');
    const viewer = { id: reader.id, email: null, roles: [Role.USER] };
    const query = { where: ['s.id = $2'], params: [story.id], orderBy: 's.id', limit: 5 };
    const spy = vi.spyOn(ds, 'query');
    try {
      const named = await loadStoryCards(ds, createLoaders(ds, viewer), viewer, query);
      expect(spy).not.toHaveBeenCalled();
      usePreparedStatements(ds, false);
      const plain = await loadStoryCards(ds, createLoaders(ds, viewer), viewer, query);
      expect(spy).toHaveBeenCalledTimes(1);
      expect(plain).toEqual(named);
      expect(named.map((s) => s.id)).toEqual([story.id]);
    } finally {
      usePreparedStatements(ds, true);
      spy.mockRestore();
    }
  });
});
