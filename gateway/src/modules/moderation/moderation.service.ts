import type { EntityManager } from 'typeorm';
import { forbidden, notFound } from '../../errors/errors.js';
import type { Context, Viewer } from '../../graphql/context.js';
import { isSuperAdmin } from './moderation.policy.js';
import { ModerationAction, type ModerationDetails } from './moderation-action.entity.js';
import { ModeratedContentType, ModerationActionKind } from './moderation.enums.js';

type Db = Pick<EntityManager, 'query'>;

export const MODERATION_MESSAGES = {
  readOnlySuperAdmins: 'Only super admins can read the moderation log.',
} as const;

/** How much of an item's text the log keeps as its summary. */
export const SUMMARY_LENGTH = 160;

/** Plain text of (possibly HTML) content, collapsed and cut for the log. */
export function summarize(text: string | null | undefined): string {
  const plain = (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!plain) return '(empty)';
  return plain.length > SUMMARY_LENGTH ? plain.slice(0, SUMMARY_LENGTH - 1).trimEnd() + '…' : plain;
}

export interface ModerationRecord {
  actorId: string;
  action: ModerationActionKind;
  contentType: ModeratedContentType;
  contentId: string;
  authorId: string | null;
  /** The item as it was (title, or text for commentary); summarize() is applied. */
  summary: string;
  details?: ModerationDetails;
}

/**
 * Records one moderation action. Call it with the transaction that makes the change, so the
 * change and its record commit (or roll back) together. The actor must have a member profile
 * (services call getOrCreateProfile first); a missing one is stored as NULL rather than failing.
 */
export async function record(db: Db, r: ModerationRecord): Promise<void> {
  await db.query(
    `INSERT INTO moderation_actions (actor_id, action, content_type, content_id, author_id, summary, details)
     VALUES ((SELECT id FROM members WHERE id = $1), $2, $3, $4, (SELECT id FROM members WHERE id = $5), $6, $7)`,
    [r.actorId, r.action, r.contentType, r.contentId, r.authorId, summarize(r.summary), r.details ? JSON.stringify(r.details) : null],
  );
}

// ── Deleting with dependants ─────────────────────────────────────────────────────────────────

/**
 * What goes with an item when staff delete it (foreign keys cascade the rows; likes are
 * polymorphic, so they are deleted here), counted for the log before it goes:
 *
 * | item        | also removed                                                                   |
 * |-------------|--------------------------------------------------------------------------------|
 * | article     | its votes, its commentary (with their votes and likes), its likes, its timeline links |
 * | story       | its timeline links, collaborators, followers, invites, join requests, proposals, likes |
 * | key vote    | its links to roll calls (the roll calls stay), its commentary (votes, likes), its likes |
 * | commentary  | its votes and likes                                                            |
 */
const DEPENDANTS: Record<'article' | 'story' | 'key_vote' | 'commentary', { what: string; sql: string }[]> = {
  article: [
    { what: 'votes', sql: 'SELECT count(*)::int AS n FROM article_votes WHERE article_id = $1' },
    { what: 'commentaries', sql: 'SELECT count(*)::int AS n FROM commentaries WHERE article_id = $1' },
    { what: 'commentary votes', sql: 'SELECT count(*)::int AS n FROM commentary_votes v JOIN commentaries c ON c.id = v.commentary_id WHERE c.article_id = $1' },
    {
      what: 'likes',
      sql: `SELECT count(*)::int AS n FROM content_likes WHERE (content_type = 'article' AND content_id = $1)
              OR (content_type = 'commentary' AND content_id IN (SELECT id FROM commentaries WHERE article_id = $1))`,
    },
    { what: 'timeline links', sql: 'SELECT count(*)::int AS n FROM story_articles WHERE article_id = $1' },
  ],
  story: [
    { what: 'timeline links', sql: 'SELECT count(*)::int AS n FROM story_articles WHERE story_id = $1' },
    { what: 'collaborators', sql: "SELECT count(*)::int AS n FROM story_collaborators WHERE story_id = $1 AND role <> 'owner'" },
    { what: 'followers', sql: 'SELECT count(*)::int AS n FROM story_follows WHERE story_id = $1' },
    { what: 'invites', sql: 'SELECT count(*)::int AS n FROM story_invites WHERE story_id = $1' },
    { what: 'join requests', sql: 'SELECT count(*)::int AS n FROM story_join_requests WHERE story_id = $1' },
    { what: 'proposals', sql: 'SELECT count(*)::int AS n FROM proposals WHERE story_id = $1' },
    { what: 'likes', sql: "SELECT count(*)::int AS n FROM content_likes WHERE content_type = 'story' AND content_id = $1" },
  ],
  key_vote: [
    { what: 'roll-call links', sql: 'SELECT count(*)::int AS n FROM key_vote_roll_calls WHERE key_vote_id = $1' },
    { what: 'commentaries', sql: 'SELECT count(*)::int AS n FROM commentaries WHERE key_vote_id = $1' },
    { what: 'commentary votes', sql: 'SELECT count(*)::int AS n FROM commentary_votes v JOIN commentaries c ON c.id = v.commentary_id WHERE c.key_vote_id = $1' },
    {
      what: 'likes',
      sql: `SELECT count(*)::int AS n FROM content_likes WHERE (content_type = 'key_vote' AND content_id = $1)
              OR (content_type = 'commentary' AND content_id IN (SELECT id FROM commentaries WHERE key_vote_id = $1))`,
    },
  ],
  commentary: [
    { what: 'votes', sql: 'SELECT count(*)::int AS n FROM commentary_votes WHERE commentary_id = $1' },
    { what: 'likes', sql: "SELECT count(*)::int AS n FROM content_likes WHERE content_type = 'commentary' AND content_id = $1" },
  ],
};

/** Likes on the item and, for articles and key votes, on their commentary (content_likes has no foreign key). */
const LIKES_SQL: Record<keyof typeof DEPENDANTS, string> = {
  article: `DELETE FROM content_likes WHERE (content_type = 'article' AND content_id = $1)
              OR (content_type = 'commentary' AND content_id IN (SELECT id FROM commentaries WHERE article_id = $1))`,
  story: "DELETE FROM content_likes WHERE content_type = 'story' AND content_id = $1",
  key_vote: `DELETE FROM content_likes WHERE (content_type = 'key_vote' AND content_id = $1)
              OR (content_type = 'commentary' AND content_id IN (SELECT id FROM commentaries WHERE key_vote_id = $1))`,
  commentary: "DELETE FROM content_likes WHERE content_type = 'commentary' AND content_id = $1",
};

const TABLE: Record<keyof typeof DEPENDANTS, string> = { article: 'articles', story: 'stories', key_vote: 'key_votes', commentary: 'commentaries' };

export type DeletableType = keyof typeof DEPENDANTS;

/**
 * Deletes an item with everything that hangs off it, inside `tx`, and returns what went with it
 * (kinds with a zero count left out). Locks the row first: when two staff members delete the same
 * item at once, the second finds it gone and gets 404 (its transaction changes nothing).
 */
export async function removeWithDependants(tx: Db, type: DeletableType, id: string, notFoundMessage: string): Promise<{ what: string; count: number }[]> {
  const locked: unknown[] = await tx.query(`SELECT 1 FROM ${TABLE[type]} WHERE id = $1 FOR UPDATE`, [id]);
  if (!locked.length) throw notFound(notFoundMessage);
  const removed: { what: string; count: number }[] = [];
  for (const d of DEPENDANTS[type]) {
    const [{ n }]: { n: number }[] = await tx.query(d.sql, [id]);
    if (n > 0) removed.push({ what: d.what, count: n });
  }
  await tx.query(LIKES_SQL[type], [id]);
  await tx.query(`DELETE FROM ${TABLE[type]} WHERE id = $1`, [id]);
  return removed;
}

/**
 * Deletes an item with its dependants and records the deletion, in one transaction: either all of
 * it happens or none of it.
 */
export async function deleteAndRecord(
  ctx: Context,
  viewer: Viewer,
  item: { type: DeletableType; id: string; authorId: string | null; summary: string; details?: ModerationDetails; notFoundMessage: string },
): Promise<void> {
  await ctx.dataSource.transaction(async (tx) => {
    const removed = await removeWithDependants(tx, item.type, item.id, item.notFoundMessage);
    await record(tx, {
      actorId: viewer.id,
      action: ModerationActionKind.DELETE,
      contentType: item.type as ModeratedContentType,
      contentId: item.id,
      authorId: item.authorId,
      summary: item.summary,
      details: { ...item.details, ...(removed.length ? { removed } : {}) },
    });
  });
}

// ── Reading the log ──────────────────────────────────────────────────────────────────────────

export interface ModerationLogArgs {
  contentType?: ModeratedContentType | null;
  limit: number;
  offset: number;
}

/** The moderation log for super admins, newest first, optionally of one content type. */
export async function moderationLog(ctx: Context, viewer: Viewer, args: ModerationLogArgs): Promise<{ total: number; items: ModerationAction[] }> {
  if (!isSuperAdmin(viewer)) throw forbidden(MODERATION_MESSAGES.readOnlySuperAdmins);
  const qb = ctx.dataSource.getRepository(ModerationAction).createQueryBuilder('m');
  if (args.contentType) qb.where('m.content_type = :type', { type: args.contentType });
  const [items, total] = await qb.orderBy('m.created_at', 'DESC').addOrderBy('m.id', 'ASC').take(args.limit).skip(args.offset).getManyAndCount();
  return { total, items };
}

/** Where the item is shown in the portal; for a deleted item, the page it was on (null when that went too). */
export function linkOf(a: Pick<ModerationAction, 'action' | 'contentType' | 'contentId' | 'details'>): string | null {
  const d = a.details ?? {};
  const gone = a.action === ModerationActionKind.DELETE;
  if (gone && [ModeratedContentType.ARTICLE, ModeratedContentType.STORY, ModeratedContentType.KEY_VOTE].includes(a.contentType)) return null;
  switch (a.contentType) {
    case ModeratedContentType.ARTICLE:
      return `/articles/${a.contentId}`;
    case ModeratedContentType.STORY:
      return `/stories/${a.contentId}`;
    case ModeratedContentType.KEY_VOTE:
      return `/key-votes/${a.contentId}`;
    case ModeratedContentType.COMMENTARY:
      return d.articleId ? `/articles/${d.articleId}` : d.keyVoteId ? `/key-votes/${d.keyVoteId}` : null;
    case ModeratedContentType.TIMELINE_ENTRY:
      return d.storyId ? `/stories/${d.storyId}` : null;
    default:
      return null;
  }
}
