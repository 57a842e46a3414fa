// Story rules for the database's work: the SQL statements of a story page and of the stories list
// stay the same however many articles or stories there are. Each test on a gateway of its own.
import { describe, expect, it } from 'vitest';
import { Role } from '../../gateway/src/auth/roles.js';
import { buildMember } from '../factories/members.js';
import { addCollaborator, buildStory, buildTimeline, follow } from '../factories/stories.js';
import { startTestPortal } from '../setup/portal.js';
import { sqlCounter } from '../setup/sql-count.js';

describe('SQL statements stay bounded', () => {
  const STORY_PAGE = `query($id: UUID!) { story(id: $id) {
    id title description visibility tags isFollowing userRole articlesCount followerCount
    owner { displayName } collaborators { userId displayName role }
    viewerCan { edit manageCollaborators changeSettings addArticles propose follow requestToJoin }
    proposals { id title status proposerDisplayName votesUp votesDown userVote }
    timeline(first: 50) { entries { addedAt customNote article { id title storyCount } } totalCount nextCursor }
  } }`;
  const LIST = `{ stories(limit: 100) { id title visibility isFollowing userRole articlesCount followerCount images
    owner { displayName } collaborators { displayName role } viewerCan { edit follow requestToJoin } } }`;

  it('for a story page with 200 articles, the same as with 2, over GraphQL and REST (one page of its timeline)', async () => {
    const solo = await startTestPortal('stories_sql');
    const counter = sqlCounter(solo.dataSource);
    try {
      const ds = solo.dataSource;
      const owner = await buildMember(ds, { role: Role.STAFF });
      const reader = await buildMember(ds);
      const big = await buildStory(ds, { ownerId: owner.id, isGlobal: true });
      await buildTimeline(ds, big.id, 200);
      const small = await buildStory(ds, { ownerId: owner.id, isGlobal: true });
      await buildTimeline(ds, small.id, 2);
      for (const id of [big.id, small.id]) {
        await addCollaborator(ds, id, (await buildMember(ds, { role: Role.STAFF })).id, 'editor');
        await ds.query('INSERT INTO proposals (story_id, proposer_id, title) VALUES ($1, $2, $3)', [id, reader.id, 'Another title']);
      }

      const page = async (id: string) => {
        const { result, statements } = await counter.during(() => solo.gql(STORY_PAGE, { id }, reader.token));
        expect(result.body.errors).toBeUndefined();
        return { n: statements.length, result };
      };
      // Once first: a fresh gateway loads its signing keys on the first request (one statement).
      await page(small.id);
      const bigPage = await page(big.id);
      // One page of the timeline (50), whatever its length, with the count of all of it.
      expect(bigPage.result.body.data.story.timeline.entries).toHaveLength(50);
      expect(bigPage.result.body.data.story.timeline.totalCount).toBe(200);
      expect(bigPage.result.body.data.story.timeline.nextCursor).toEqual(expect.any(String));
      const smallPage = await page(small.id);
      expect(bigPage.n).toBe(smallPage.n);
      // 16 today: session + roles, the story, then one batched query per kind of field.
      expect(bigPage.n).toBeGreaterThan(3);
      expect(bigPage.n).toBeLessThanOrEqual(20);

      const rest = await counter.during(() => solo.rest('GET', `/api/stories/${big.id}`, { token: reader.token }));
      expect(rest.result.body.articles).toHaveLength(20);
      expect(rest.result.body.articlesCount).toBe(200);
      expect(rest.statements.length).toBeLessThanOrEqual(20);
    } finally {
      counter.restore();
      await solo.close();
    }
  });

  it('for the stories list with 40 stories, the same as with 4, over GraphQL and REST', async () => {
    const solo = await startTestPortal('stories_sql_list');
    const counter = sqlCounter(solo.dataSource);
    try {
      const ds = solo.dataSource;
      const owner = await buildMember(ds, { role: Role.STAFF });
      const reader = await buildMember(ds);
      const listCount = async () => {
        const { result, statements } = await counter.during(() => solo.gql(LIST, undefined, reader.token));
        expect(result.body.errors).toBeUndefined();
        return { n: statements.length, stories: result.body.data.stories.length };
      };
      const addStories = async (k: number) => {
        for (let i = 0; i < k; i += 1) {
          const s = await buildStory(ds, { ownerId: owner.id, isGlobal: true });
          await buildTimeline(ds, s.id, 3);
          await follow(ds, s.id, reader.id);
        }
      };
      await addStories(4);
      await listCount(); // a fresh gateway loads its signing keys on the first request (one statement)
      const few = await listCount();
      await addStories(36);
      const many = await listCount();
      expect([few.stories, many.stories]).toEqual([4, 40]);
      expect(many.n).toBe(few.n);
      // 3 today: session + roles, the cards (stories, counts, the reader's state, collaborators and
      // members in one statement), then the card images.
      expect(many.n).toBeGreaterThanOrEqual(2);
      expect(many.n).toBeLessThanOrEqual(4);

      const rest = await counter.during(() => solo.rest('GET', '/api/stories?limit=100', { token: reader.token }));
      expect(rest.result.body).toHaveLength(40);
      expect(rest.statements.length).toBeLessThanOrEqual(4);
    } finally {
      counter.restore();
      await solo.close();
    }
  });
});
