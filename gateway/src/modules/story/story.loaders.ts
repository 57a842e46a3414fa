import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import { allColumnsOf, fromJson, jsonOf } from '../../db/columns.js';
import { preparedQuery } from '../../db/prepared.js';
import type { Viewer } from '../../graphql/viewer.js';
import { Collaborator } from '../collaboration/collaborator.entity.js';
import { Member } from '../member/member.entity.js';
import type { memberLoaders } from '../member/member.loaders.js';
import { StoryArticle } from './story-article.entity.js';
import { StoryChange } from './story-change.entity.js';
import { Story } from './story.entity.js';
import { visibleStorySql } from './story.policy.js';

/** The viewer's follow of a story: when they last opened it and how many articles came since. */
export interface FollowState {
  lastVisitedAt: Date;
  newArticles: number;
}

export interface ArticleDates {
  first: Date | null;
  last: Date | null;
}

/** Groups rows by a key, in the order of `keys`. */
function grouped<T>(keys: readonly string[], rows: T[], keyOf: (row: T) => string): T[][] {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const k = keyOf(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return keys.map((k) => map.get(k) ?? []);
}

/**
 * Loaders whose answer depends on who asks (following, pending requests, visible counts): one
 * DataLoader per viewer id, created on first use. Contexts are per request, so in practice one.
 */
function perViewer<K, V>(make: (viewer: Viewer) => DataLoader<K, V>) {
  const byViewer = new Map<string, DataLoader<K, V>>();
  return (viewer: Viewer): DataLoader<K, V> => {
    let loader = byViewer.get(viewer.id);
    if (!loader) byViewer.set(viewer.id, (loader = make(viewer)));
    return loader;
  };
}

/** A timeline entry's date: the article's publication date, else when it was added. */
/** An entry's date on the timeline (story_articles.sort_at: publication, else when added; kept by triggers). */
export const ENTRY_DATE_SQL = 'sa.sort_at';

/** The most entries a story card lists as its latest additions. */
export const LATEST_MAX = 10;

export function storyLoaders(ds: DataSource) {
  return {
    storyById: new DataLoader<string, Story | null>(async (ids) => {
      const rows = await ds.getRepository(Story).findBy({ id: In([...ids]) });
      const byId = new Map(rows.map((s) => [s.id, s]));
      return ids.map((id) => byId.get(id) ?? null);
    }),

    /** Each story's article ids, for "In this story" on Add Article (one statement for a page of choices). */
    articleIdsByStoryId: new DataLoader<string, Set<string>>(async (ids) => {
      const rows: { story_id: string; article_id: string }[] = await ds.query('SELECT story_id, article_id FROM story_articles WHERE story_id = ANY($1::uuid[])', [[...ids]]);
      return ids.map((id) => new Set(rows.filter((r) => r.story_id === id).map((r) => r.article_id)));
    }),

    /** Every collaborator row of each story (the owner's included), oldest first. */
    collaboratorsByStoryId: new DataLoader<string, Collaborator[]>(async (ids) => {
      const rows = await ds.getRepository(Collaborator).find({ where: { storyId: In([...ids]) }, order: { createdAt: 'ASC', memberId: 'ASC' } });
      return grouped(ids, rows, (r) => r.storyId);
    }),

    /** Timeline entries with their article (one query, joined), oldest entry date first. */
    /** Each story's LATEST_MAX most recently added entries with their article, newest addition first: the cards' "latest" list. */
    latestArticlesByStoryId: new DataLoader<string, StoryArticle[]>(async (ids) => {
      const keys: { story_id: string; article_id: string }[] = await ds.query(
        `SELECT l.story_id, l.article_id FROM unnest($1::uuid[]) AS s(id)
           CROSS JOIN LATERAL (SELECT sa.story_id, sa.article_id FROM story_articles sa WHERE sa.story_id = s.id ORDER BY sa.added_at DESC, sa.article_id LIMIT ${LATEST_MAX}) l`,
        [ids],
      );
      const rows = keys.length
        ? await ds
            .getRepository(StoryArticle)
            .createQueryBuilder('sa')
            .innerJoinAndSelect('sa.article', 'a')
            .where('(sa.story_id, sa.article_id) IN (SELECT * FROM unnest(:stories::uuid[], :articles::uuid[]))', { stories: keys.map((k) => k.story_id), articles: keys.map((k) => k.article_id) })
            .orderBy('sa.added_at', 'DESC')
            .addOrderBy('sa.article_id', 'ASC')
            .getMany()
        : [];
      return grouped(ids, rows, (r) => r.storyId);
    }),

    articleCountByStoryId: new DataLoader<string, number>(async (ids) => {
      const rows: { story_id: string; n: number }[] = await ds.query(
        'SELECT story_id, count(*)::int AS n FROM story_articles WHERE story_id = ANY($1::uuid[]) GROUP BY story_id',
        [ids],
      );
      const byId = new Map(rows.map((r) => [r.story_id, r.n]));
      return ids.map((id) => byId.get(id) ?? 0);
    }),

    followerCountByStoryId: new DataLoader<string, number>(async (ids) => {
      const rows: { story_id: string; n: number }[] = await ds.query(
        'SELECT story_id, count(*)::int AS n FROM story_follows WHERE story_id = ANY($1::uuid[]) GROUP BY story_id',
        [ids],
      );
      const byId = new Map(rows.map((r) => [r.story_id, r.n]));
      return ids.map((id) => byId.get(id) ?? 0);
    }),

    /** First and last timeline entry dates (the featured card's date range). */
    articleDatesByStoryId: new DataLoader<string, ArticleDates>(async (ids) => {
      const rows: { story_id: string; first: Date; last: Date }[] = await ds.query(
        `SELECT sa.story_id, min(${ENTRY_DATE_SQL}) AS first, max(${ENTRY_DATE_SQL}) AS last
           FROM story_articles sa JOIN articles a ON a.id = sa.article_id
          WHERE sa.story_id = ANY($1::uuid[]) GROUP BY sa.story_id`,
        [ids],
      );
      const byId = new Map(rows.map((r) => [r.story_id, { first: r.first, last: r.last }]));
      return ids.map((id) => byId.get(id) ?? { first: null, last: null });
    }),

    /**
     * Card images: the story's own images in order; a story without any falls back to the images
     * of its articles (newest entry first, at most 10), so cards still have something to cycle.
     */
    imagesByStoryId: new DataLoader<string, string[]>(async (ids) => {
      const rows: { story_id: string; url: string; src: number }[] = await ds.query(
        `SELECT story_id, url, src FROM (
           SELECT si.story_id, si.url, 0 AS src, si.position::bigint AS ord
             FROM story_images si WHERE si.story_id = ANY($1::uuid[])
           UNION ALL
           -- The newest pictures of the timeline, however long it is: a card shows a few.
           SELECT l.story_id, l.image_url, 1, l.ord FROM unnest($1::uuid[]) AS t(id)
            CROSS JOIN LATERAL (
              SELECT sa.story_id, a.image_url, row_number() OVER (ORDER BY ${ENTRY_DATE_SQL} DESC, a.id) AS ord
                FROM story_articles sa JOIN articles a ON a.id = sa.article_id
               WHERE sa.story_id = t.id AND a.image_url IS NOT NULL AND a.image_url <> ''
               ORDER BY ${ENTRY_DATE_SQL} DESC, a.id LIMIT 20) l
         ) x ORDER BY story_id, src, ord`,
        [ids],
      );
      return grouped(ids, rows, (r) => r.story_id).map((list) => {
        const own = list.filter((r) => r.src === 0);
        const urls = [...new Set((own.length ? own : list).map((r) => r.url))];
        return own.length ? urls : urls.slice(0, 10);
      });
    }),

    /** The change log of each story, newest first. */
    changesByStoryId: new DataLoader<string, StoryChange[]>(async (ids) => {
      const rows = await ds.getRepository(StoryChange).find({ where: { storyId: In([...ids]) }, order: { createdAt: 'DESC', id: 'ASC' } });
      return grouped(ids, rows, (r) => r.storyId);
    }),

    /** The viewer's follow of each story (null when not following), with the articles added since their last visit. */
    followStateByViewer: perViewer(
      (viewer) =>
        new DataLoader<string, FollowState | null>(async (ids) => {
          const rows: { story_id: string; last_visited_at: Date; new_articles: number }[] = await ds.query(
            `SELECT f.story_id, f.last_visited_at,
                    (SELECT count(*)::int FROM story_articles sa WHERE sa.story_id = f.story_id AND sa.added_at > f.last_visited_at) AS new_articles
               FROM story_follows f WHERE f.member_id = $1 AND f.story_id = ANY($2::uuid[])`,
            [viewer.id, ids],
          );
          const byId = new Map(rows.map((r) => [r.story_id, { lastVisitedAt: r.last_visited_at, newArticles: r.new_articles }]));
          return ids.map((id) => byId.get(id) ?? null);
        }),
    ),

    /** Has the viewer a pending join request on each story? */
    pendingJoinRequestByViewer: perViewer(
      (viewer) =>
        new DataLoader<string, boolean>(async (ids) => {
          const rows: { story_id: string }[] = await ds.query(
            "SELECT story_id FROM story_join_requests WHERE requester_id = $1 AND status = 'pending' AND story_id = ANY($2::uuid[])",
            [viewer.id, ids],
          );
          const set = new Set(rows.map((r) => r.story_id));
          return ids.map((id) => set.has(id));
        }),
    ),

    /** In how many stories the viewer may see is each article ("In N stories"): never counts hidden ones. */
    visibleStoryCountByArticleId: perViewer(
      (viewer) =>
        new DataLoader<string, number>(async (ids) => {
          const visible = visibleStorySql('s', viewer, '$2');
          const rows: { article_id: string; n: number }[] = await ds.query(
            `SELECT sa.article_id, count(*)::int AS n FROM story_articles sa JOIN stories s ON s.id = sa.story_id
              WHERE sa.article_id = ANY($1::uuid[]) AND ${visible.sql} GROUP BY sa.article_id`,
            visible.viewerId ? [ids, visible.viewerId] : [ids],
          );
          const byId = new Map(rows.map((r) => [r.article_id, r.n]));
          return ids.map((id) => byId.get(id) ?? 0);
        }),
    ),
  };
}

/** What a list of story cards is: conditions, order and page (see loadStoryCards). */
export interface StoryCardQuery {
  /**
   * Conditions on `s` (the story) and `f` (the viewer's follow of it: NULL columns when they do not
   * follow), besides visibility; `$1` is the viewer, the query's own parameters are `$2` on.
   */
  where?: string[];
  params?: unknown[];
  orderBy: string;
  limit: number;
  offset?: number;
}

/**
 * A list of stories (the stories list, followed stories, Editor's Picks) the viewer may see, as ONE
 * statement: each card's story, counts, the viewer's follow and pending request, the collaborators
 * and the members they and the owner are, all primed into the per-field loaders above, so resolving
 * the cards sends nothing more (issue #13: a list costs one statement, not one per kind of field).
 * A card's members are one set of ids (owner UNION collaborators) looked up by primary key: written
 * as `m.id = s.created_by OR m.id IN (…)`, PostgreSQL scanned every member once per card (15 ms for
 * five cards with 20,000 members, against 0.1 ms).
 */
export async function loadStoryCards(ds: DataSource, loaders: StoryCardLoaders, viewer: Viewer, q: StoryCardQuery): Promise<Story[]> {
  const visible = visibleStorySql('s', viewer, '$1');
  const params = q.params ?? [];
  const rows = await preparedQuery<Story & StoryCardExtras>(
    ds,
    `SELECT ${allColumnsOf(ds, Story, 's')},
            (SELECT count(*)::int FROM story_articles sa WHERE sa.story_id = s.id) AS "_articles",
            (SELECT count(*)::int FROM story_follows sf WHERE sf.story_id = s.id) AS "_followers",
            f.last_visited_at AS "_lastVisitedAt",
            CASE WHEN f.story_id IS NULL THEN 0
                 ELSE (SELECT count(*)::int FROM story_articles sa WHERE sa.story_id = s.id AND sa.added_at > f.last_visited_at) END AS "_newArticles",
            EXISTS (SELECT 1 FROM story_join_requests r WHERE r.story_id = s.id AND r.requester_id = $1::uuid AND r.status = 'pending') AS "_pending",
            coalesce((SELECT json_agg(${jsonOf(ds, Collaborator, 'c')} ORDER BY c.created_at, c.member_id)
                        FROM story_collaborators c WHERE c.story_id = s.id), '[]') AS "_collaborators",
            (SELECT json_agg(${jsonOf(ds, Member, 'm')}) FROM members m
              WHERE m.id IN (SELECT s.created_by UNION SELECT c.member_id FROM story_collaborators c WHERE c.story_id = s.id)) AS "_members"
       FROM stories s LEFT JOIN story_follows f ON f.story_id = s.id AND f.member_id = $1::uuid
      WHERE ${[visible.sql, ...(q.where ?? [])].join(' AND ')}
      ORDER BY ${q.orderBy}
      LIMIT $${params.length + 2} OFFSET $${params.length + 3}`,
    [viewer.id, ...params, q.limit, q.offset ?? 0],
  );
  const stories: Story[] = [];
  for (const { _articles, _followers, _lastVisitedAt, _newArticles, _pending, _collaborators, _members, ...columns } of rows) {
    const story = Object.assign(new Story(), columns);
    stories.push(story);
    loaders.storyById.prime(story.id, story);
    loaders.collaboratorsByStoryId.prime(story.id, fromJson(ds, Collaborator, _collaborators));
    for (const m of fromJson(ds, Member, _members ?? [])) loaders.memberById.prime(m.id, m);
    loaders.articleCountByStoryId.prime(story.id, _articles);
    loaders.followerCountByStoryId.prime(story.id, _followers);
    loaders.followStateByViewer(viewer).prime(story.id, _lastVisitedAt ? { lastVisitedAt: _lastVisitedAt, newArticles: _newArticles } : null);
    loaders.pendingJoinRequestByViewer(viewer).prime(story.id, _pending);
  }
  return stories;
}

interface StoryCardExtras {
  _articles: number;
  _followers: number;
  _lastVisitedAt: Date | null;
  _newArticles: number;
  _pending: boolean;
  _collaborators: object[];
  _members: object[] | null;
}

type StoryCardLoaders = ReturnType<typeof storyLoaders> & Pick<ReturnType<typeof memberLoaders>, 'memberById'>;
