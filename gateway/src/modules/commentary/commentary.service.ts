import type { Context, Viewer } from '../../graphql/context.js';
import { castVote } from '../content/votes.js';
import { badInput, forbidden, notFound } from '../../errors/errors.js';
import { ARTICLE_NOT_FOUND, getArticle } from '../article/article.service.js';
import type { Article } from '../article/article.entity.js';
import type { KeyVote } from '../key-vote/key-vote.entity.js';
import { getKeyVote, KEY_VOTE_NOT_FOUND } from '../key-vote/key-vote.service.js';
import { record } from '../moderation/moderation.service.js';
import { ModeratedContentType, ModerationActionKind } from '../moderation/moderation.enums.js';
import type { Vote } from '../content/content.enums.js';
import { getOrCreateProfile } from '../member/member.service.js';
import { emitNotification } from '../notification/notification.events.js';
import { Commentary } from './commentary.entity.js';
import { CommentarySort, CommentaryType } from './commentary.enums.js';
import type { CreateCommentaryInput } from './commentary.inputs.js';
import * as policy from './commentary.policy.js';
import { isUuid } from '../../db/ids.js';
import { decodeCursor, encodeCursor, pageOf, pageSize } from '../../graphql/cursor.js';

export const COMMENTARY_MAX = 500;
export const COMMENTARY_REQUIRED = 'Please enter your commentary.';
export const COMMENTARY_TOO_LONG = `Commentary must be ${COMMENTARY_MAX} characters or fewer.`;
export const COMMENTARY_NOT_FOUND = 'Commentary not found';
export const COMMENTARY_SUBJECT = 'Give either an articleId or a keyVoteId.';
export const COMMENTARY_MODERATE_ONLY = 'Only staff members can edit or delete commentary.';


/** Characters as PostgreSQL's char_length counts them (code points), so the check matches the database's. */
const length = (s: string) => [...s].length;

export function checkContent(raw: string | null | undefined): string {
  const content = (raw ?? '').trim();
  if (!content) throw badInput(COMMENTARY_REQUIRED, { field: 'content' });
  if (length(content) > COMMENTARY_MAX) throw badInput(COMMENTARY_TOO_LONG, { field: 'content', max: COMMENTARY_MAX });
  return content;
}

/**
 * The commentary on an article or a key vote the viewer may see (commentary.policy.ts), a page at
 * a time. includePrivate=false (the default) also leaves out private items the viewer could see;
 * with true they come too — but only ever what canSee allows.
 */
export interface ListOptions {
  includePrivate?: boolean | null;
  sortBy?: CommentarySort | null;
  first: number;
  after?: string | null;
}

export interface CommentaryPageResult {
  items: Commentary[];
  totalCount: number;
  nextCursor: string | null;
}

async function commentaryPage(ctx: Context, subject: 'article' | 'keyVote', id: string, opts: ListOptions): Promise<CommentaryPageResult> {
  const size = pageSize(opts.first);
  const order = opts.sortBy === CommentarySort.VOTES ? 'votes' : 'newest';
  if (!ctx.viewer) return { items: [], totalCount: 0, nextCursor: null };
  const after = opts.after ? decodeCursor(opts.after, order === 'votes' ? ['number', 'timestamp', 'uuid'] : ['timestamp', 'uuid']) : null;
  const { found, rows, keys, total } = isUuid(id)
    ? await ctx.loaders.commentaryPage(ctx.viewer, subject, id.toLowerCase(), { order, publicOnly: !opts.includePrivate, limit: size + 1, after })
    : { found: false, rows: [], keys: [], total: 0 };
  // The page's statement also tells whether the article or key vote exists: no statement to look it up.
  if (!found) throw notFound(subject === 'article' ? ARTICLE_NOT_FOUND : KEY_VOTE_NOT_FOUND);
  const page = pageOf(
    rows.map((row, i) => ({ row, key: keys[i]! })),
    size,
    total,
    ({ row, key }) => encodeCursor(order === 'votes' ? [key.score, key.created, row.id] : [key.created, row.id]),
  );
  return { items: page.items.map((i) => i.row), totalCount: page.totalCount, nextCursor: page.nextCursor };
}

/** GET /api/commentaries?articleId=…|keyVoteId=…&sortBy=votes&includePrivate=true&limit=&cursor= */
export async function listCommentaries(ctx: Context, on: { articleId?: string | null; keyVoteId?: string | null }, opts: ListOptions): Promise<CommentaryPageResult> {
  if (!on.articleId === !on.keyVoteId) throw badInput(COMMENTARY_SUBJECT);
  return on.articleId ? commentaryPage(ctx, 'article', on.articleId, opts) : commentaryPage(ctx, 'keyVote', on.keyVoteId!, opts);
}

/** The highest-scoring commentary the viewer may see among the public ones (the card quote), or null. */
export async function topCommentary(ctx: Context, article: Article): Promise<Commentary | null> {
  if (!ctx.viewer) return null;
  return (await ctx.loaders.commentarySummaryByArticleId(ctx.viewer).load(article.id)).top;
}

/** How many commentaries on the article the viewer may see: the public ones, or with includePrivate all of them. */
export async function commentaryCount(ctx: Context, article: Article, includePrivate: boolean): Promise<number> {
  if (!ctx.viewer) return 0;
  const summary = await ctx.loaders.commentarySummaryByArticleId(ctx.viewer).load(article.id);
  return includePrivate ? summary.count : summary.publicCount;
}

export interface VisibleCommentary {
  commentary: Commentary;
  /** The article it is on, or null when it is on a key vote. */
  article: Article | null;
  keyVote: KeyVote | null;
}

/** One commentary the viewer may see, else 404 — the same answer for unknown and hidden ones. */
export async function getVisibleCommentary(ctx: Context, id: string): Promise<VisibleCommentary> {
  const commentary = isUuid(id) ? await ctx.dataSource.getRepository(Commentary).findOneBy({ id: id.toLowerCase() }) : null;
  if (!commentary) throw notFound(COMMENTARY_NOT_FOUND);
  const article = commentary.articleId ? await getArticle(ctx, commentary.articleId) : null;
  const keyVote = commentary.keyVoteId ? await getKeyVote(ctx, commentary.keyVoteId) : null;
  if (!policy.canSee(ctx.viewer, commentary, (article ?? keyVote)!)) throw notFound(COMMENTARY_NOT_FOUND);
  return { commentary, article, keyVote };
}

/**
 * POST /api/commentaries. Reader commentary is always public; staff commentary needs staff-level
 * access; owner notes only the article's submitter, public or private ('Add Public Note' /
 * 'Add Private Note').
 */
export async function addCommentary(ctx: Context, viewer: Viewer, input: CreateCommentaryInput): Promise<Commentary> {
  if (!input.articleId === !input.keyVoteId) throw badInput(COMMENTARY_SUBJECT);
  const article = input.articleId ? await getArticle(ctx, input.articleId) : await getKeyVote(ctx, input.keyVoteId!);
  const onArticle = Boolean(input.articleId);
  const type = input.commentaryType ?? CommentaryType.REGULAR;
  const isPublic = input.isPublic ?? true;
  const content = checkContent(input.content);
  if (!policy.canAdd(viewer, type, article)) {
    throw forbidden(
      type === CommentaryType.STAFF ? 'Only staff can add staff commentary.' : `Only the ${onArticle ? 'article' : 'key vote'} owner can add owner notes.`,
    );
  }
  if (type === CommentaryType.REGULAR && !isPublic) throw badInput('Reader commentary is always public; only owner notes can be private.', { field: 'isPublic' });
  await getOrCreateProfile(ctx, viewer);
  const id = await ctx.dataSource.transaction(async (tx) => {
    const [row]: { id: string }[] = await tx.query(
      `INSERT INTO commentaries (article_id, key_vote_id, author_id, content, commentary_type, is_public) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [onArticle ? article.id : null, onArticle ? null : article.id, viewer.id, content, type, isPublic],
    );
    // Staff commentary on an article is news for the staff who submitted or follow it (notification/fanout.ts decides who may hear);
    // commentary on a key vote has no such audience yet.
    if (onArticle && type === CommentaryType.STAFF) await emitNotification(tx, { type: 'staff_commentary', commentaryId: row.id, articleId: article.id, actorId: viewer.id });
    return row.id;
  });
  return (await ctx.dataSource.getRepository(Commentary).findOneBy({ id }))!;
}

/** Desired-state vote on a commentary the viewer may see (null removes it); one row per member (primary key). */
export async function setVote(ctx: Context, viewer: Viewer, id: string, vote: Vote | null): Promise<Commentary> {
  const { commentary } = await getVisibleCommentary(ctx, id);
  await getOrCreateProfile(ctx, viewer);
  await castVote(ctx.dataSource, 'commentary', commentary.id, viewer.id, vote);
  ctx.loaders.commentaryTallyById.clear(commentary.id);
  ctx.loaders.commentaryViewerVote.clear(commentary.id);
  return commentary;
}

/**
 * Staff edit of any commentary's text (moderation, issue #15 item 1; PUT /api/commentaries/{id}
 * and PUT /api/content/commentary/{id}), recorded in the moderation log with the text it had.
 */
export async function updateCommentary(ctx: Context, viewer: Viewer, id: string, raw: string): Promise<Commentary> {
  if (!policy.canModerate(viewer)) throw forbidden(COMMENTARY_MODERATE_ONLY);
  const { commentary, article, keyVote } = await getVisibleCommentary(ctx, id);
  const content = checkContent(raw);
  if (content !== commentary.content) {
    await getOrCreateProfile(ctx, viewer);
    await ctx.dataSource.transaction(async (tx) => {
      await tx.query('UPDATE commentaries SET content = $2, updated_at = now() WHERE id = $1', [commentary.id, content]);
      await record(tx, {
        actorId: viewer.id,
        action: ModerationActionKind.UPDATE,
        contentType: ModeratedContentType.COMMENTARY,
        contentId: commentary.id,
        authorId: commentary.authorId,
        summary: commentary.content,
        details: { ...(article ? { articleId: article.id } : { keyVoteId: keyVote!.id }), changed: ['content'] },
      });
    });
  }
  if (article) {
    ctx.loaders.commentarySummaryByArticleId(viewer).clear(article.id);
    ctx.loaders.latestStaffCommentaryByArticleId.clear(article.id);
  }
  return (await ctx.dataSource.getRepository(Commentary).findOneBy({ id: commentary.id }))!;
}
