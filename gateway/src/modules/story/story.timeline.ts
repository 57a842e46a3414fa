import type { EntityManager } from 'typeorm';
import type { Context, Viewer } from '../../graphql/context.js';
import { badInput, DomainError, forbidden, notFound } from '../../errors/errors.js';
import { getOrCreateProfile } from '../member/member.service.js';
import { emitNotification } from '../notification/notification.events.js';
import { decodeCursor, encodeCursor, pageOf, pageSize } from '../../graphql/cursor.js';
import { StoryArticle } from './story-article.entity.js';
import type { Story } from './story.entity.js';
import { TimelineOrder } from './story.enums.js';
import type { StoryArticleByUrl } from './story.inputs.js';
import { ENTRY_DATE_SQL } from './story.loaders.js';
import * as policy from './story.policy.js';
import { clearStory, getVisibleStory, plainText, reloadStory } from './story.service.js';
import { submitUrl } from '../article/article.service.js';
import { isUuid } from '../../db/ids.js';
import { record as recordModeration } from '../moderation/moderation.service.js';
import { ModeratedContentType, ModerationActionKind } from '../moderation/moderation.enums.js';

export const ARTICLE_ALREADY_IN_STORY = 'Article is already part of this story!';

// ── Reading ─────────────────────────────────────────────────────────────────────────────────

/**
 * One page of the timeline: entries with their article, by entry date (publication, else when
 * added), then the article id; `after` continues from a page's last entry (a keyset read).
 */
export async function timelinePage(
  ctx: Context,
  story: Story,
  opts: { order: TimelineOrder; first: number; after?: string | null },
): Promise<{ entries: StoryArticle[]; totalCount: number; nextCursor: string | null }> {
  const size = pageSize(opts.first);
  const dir = opts.order === TimelineOrder.OLDEST_FIRST ? 'ASC' : 'DESC';
  const qb = ctx.dataSource
    .getRepository(StoryArticle)
    .createQueryBuilder('sa')
    .innerJoinAndSelect('sa.article', 'a')
    .addSelect(`to_json(${ENTRY_DATE_SQL}) #>> '{}'`, 'entry_date')
    .where('sa.story_id = :storyId', { storyId: story.id });
  if (opts.after) {
    const [date, id] = decodeCursor(opts.after, ['timestamp', 'uuid']);
    qb.andWhere(`(${ENTRY_DATE_SQL}, sa.article_id) ${dir === 'ASC' ? '>' : '<'} (:date::timestamptz, :id::uuid)`, { date, id });
  }
  // The index's order (ix_story_articles_story_sort), read forwards or backwards.
  const { entities, raw } = await qb.orderBy(ENTRY_DATE_SQL, dir).addOrderBy('sa.article_id', dir).limit(size + 1).getRawAndEntities();
  const dates = new Map((raw as { sa_article_id: string; entry_date: string }[]).map((r) => [r.sa_article_id, r.entry_date]));
  const totalCount = await ctx.loaders.articleCountByStoryId.load(story.id);
  const page = pageOf(entities, size, totalCount, (last) => encodeCursor([dates.get(last.articleId)!, last.articleId]));
  return { entries: page.items, totalCount: page.totalCount, nextCursor: page.nextCursor };
}

/** One timeline entry with its article, or undefined when the article is not on the story. */
async function timelineEntry(ctx: Context, storyId: string, articleId: string): Promise<StoryArticle | null> {
  return ctx.dataSource.getRepository(StoryArticle).findOne({ where: { storyId, articleId }, relations: { article: true } });
}

// ── Writing ─────────────────────────────────────────────────────────────────────────────────

/** POST /api/stories/{id}/articles/{articleId}: owner, editor or contributor with staff status. */
export async function addArticle(ctx: Context, viewer: Viewer, storyId: string, articleId: string, customNote?: string | null): Promise<StoryArticle> {
  const { access } = await getVisibleStory(ctx, storyId);
  if (!policy.canAddArticles(access)) throw forbidden('You do not have permission to add articles to this story.');
  const note = plainText(customNote)?.trim() || null;
  if (note && note.length > 1000) throw badInput('The note can be at most 1000 characters long.');
  await getOrCreateProfile(ctx, viewer);
  await ctx.dataSource.transaction(async (tx) => {
    const article: unknown[] = await tx.query('SELECT 1 FROM articles WHERE id = $1', [articleId]);
    if (!article.length) throw notFound('Article not found.');
    const inserted: unknown[] = await tx.query(
      'INSERT INTO story_articles (story_id, article_id, custom_note, added_by) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING article_id',
      [storyId, articleId, note, viewer.id],
    );
    if (!inserted.length) throw new DomainError('CONFLICT', ARTICLE_ALREADY_IN_STORY);
    await tx.query('UPDATE stories SET updated_at = now() WHERE id = $1', [storyId]);
    // Followers hear about it (notification.events.ts), from a job that commits with this change.
    await emitNotification(tx, { type: 'story_article', storyId, articleId, actorId: viewer.id });
  });
  clearStory(ctx, storyId);
  ctx.loaders.visibleStoryCountByArticleId(viewer).clear(articleId);
  return (await timelineEntry(ctx, storyId, articleId))!;
}

/**
 * Add Article by URL in one request (issue 58 item 6): the permission is checked before the URL is
 * fetched, so no article is made for a story the caller may not add to; the article is then made
 * (or found) and joins the timeline. An article already on it is reported, not refused; any other
 * reason it cannot join is said, naming the article the portal now has.
 */
export async function addArticleByUrl(ctx: Context, viewer: Viewer, storyId: string, url: string, customNote?: string | null): Promise<StoryArticleByUrl> {
  const { access } = await getVisibleStory(ctx, storyId);
  if (!policy.canAddArticles(access)) throw forbidden('You do not have permission to add articles to this story.');
  const submission = await submitUrl(ctx, viewer, url);
  try {
    const entry = await addArticle(ctx, viewer, storyId, submission.id, customNote);
    return { entry, isExisting: submission.isExisting, alreadyInStory: false };
  } catch (error) {
    if (error instanceof DomainError && error.domainCode === 'CONFLICT') {
      const entry = await timelineEntry(ctx, storyId, submission.id);
      if (entry) return { entry, isExisting: true, alreadyInStory: true };
    }
    if (error instanceof DomainError) {
      throw new DomainError(error.domainCode, `“${submission.title}” is in the portal but could not join this story: ${error.message}`, { articleId: submission.id });
    }
    throw error;
  }
}

export const TIMELINE_MESSAGES = {
  forbidden: 'Only the story owner and editors can edit or remove timeline entries.',
  notOnTimeline: "That article is not on this story's timeline.",
  noteTooLong: 'The note can be at most 1000 characters long.',
} as const;

/** Locks a timeline entry in `tx`; 404 when the article is not (or no longer) on the story. */
async function lockEntry(tx: EntityManager, storyId: string, articleId: string): Promise<{ custom_note: string | null; added_by: string | null; title: string }> {
  const [entry]: { custom_note: string | null; added_by: string | null; title: string }[] = isUuid(articleId)
    ? await tx.query(
        `SELECT sa.custom_note, sa.added_by, a.title FROM story_articles sa JOIN articles a ON a.id = sa.article_id
          WHERE sa.story_id = $1 AND sa.article_id = $2 FOR UPDATE OF sa`,
        [storyId, articleId],
      )
    : [];
  if (!entry) throw notFound(TIMELINE_MESSAGES.notOnTimeline);
  return entry;
}

/**
 * PUT /api/stories/{id}/articles/{articleId}: the owner or an editor (with staff level) changes a
 * timeline entry's note (an empty note removes it). Recorded in the moderation log.
 */
export async function updateTimelineEntry(ctx: Context, viewer: Viewer, storyId: string, articleId: string, customNote: string | null): Promise<StoryArticle> {
  const { access } = await getVisibleStory(ctx, storyId);
  if (!policy.canEditTimeline(access)) throw forbidden(TIMELINE_MESSAGES.forbidden);
  const note = plainText(customNote)?.trim() || null;
  if (note && note.length > 1000) throw badInput(TIMELINE_MESSAGES.noteTooLong, { field: 'customNote' });
  await getOrCreateProfile(ctx, viewer);
  await ctx.dataSource.transaction(async (tx) => {
    const entry = await lockEntry(tx, storyId, articleId);
    if (entry.custom_note === note) return;
    await tx.query('UPDATE story_articles SET custom_note = $3 WHERE story_id = $1 AND article_id = $2', [storyId, articleId, note]);
    await tx.query('UPDATE stories SET updated_at = now() WHERE id = $1', [storyId]);
    await recordModeration(tx, {
      actorId: viewer.id,
      action: ModerationActionKind.UPDATE,
      contentType: ModeratedContentType.TIMELINE_ENTRY,
      contentId: articleId,
      authorId: entry.added_by,
      summary: entry.custom_note ? `${entry.title} — note: ${entry.custom_note}` : entry.title,
      details: { storyId, articleId, changed: ['note'] },
    });
  });
  clearStory(ctx, storyId);
  return (await timelineEntry(ctx, storyId, articleId))!;
}

/**
 * DELETE /api/stories/{id}/articles/{articleId}: the owner or an editor (with staff level) takes an
 * article off the timeline (the article itself stays). 404 when it is not (or no longer) there.
 */
export async function removeTimelineEntry(ctx: Context, viewer: Viewer, storyId: string, articleId: string): Promise<Story> {
  const { access } = await getVisibleStory(ctx, storyId);
  if (!policy.canEditTimeline(access)) throw forbidden(TIMELINE_MESSAGES.forbidden);
  await getOrCreateProfile(ctx, viewer);
  await ctx.dataSource.transaction(async (tx) => {
    const entry = await lockEntry(tx, storyId, articleId);
    await tx.query('DELETE FROM story_articles WHERE story_id = $1 AND article_id = $2', [storyId, articleId]);
    await tx.query('UPDATE stories SET updated_at = now() WHERE id = $1', [storyId]);
    await recordModeration(tx, {
      actorId: viewer.id,
      action: ModerationActionKind.DELETE,
      contentType: ModeratedContentType.TIMELINE_ENTRY,
      contentId: articleId,
      authorId: entry.added_by,
      summary: entry.custom_note ? `${entry.title} — note: ${entry.custom_note}` : entry.title,
      details: { storyId, articleId },
    });
  });
  ctx.loaders.visibleStoryCountByArticleId(viewer).clear(articleId);
  return reloadStory(ctx, storyId);
}
