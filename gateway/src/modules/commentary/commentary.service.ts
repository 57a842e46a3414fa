import type { Context, Viewer } from '../../graphql/context.js';
import { castVote } from '../content/votes.js';
import { badInput, forbidden, notFound } from '../../errors/errors.js';
import { getArticle } from '../article/article.service.js';
import type { Article } from '../article/article.entity.js';
import type { Vote } from '../content/content.enums.js';
import { getOrCreateProfile } from '../member/member.service.js';
import { emitNotification } from '../notification/notification.events.js';
import { Commentary } from './commentary.entity.js';
import { CommentarySort, CommentaryType } from './commentary.enums.js';
import type { CreateCommentaryInput } from './commentary.inputs.js';
import * as policy from './commentary.policy.js';
import { isUuid } from '../../db/ids.js';

export const COMMENTARY_MAX = 500;
export const COMMENTARY_REQUIRED = 'Please enter your commentary.';
export const COMMENTARY_TOO_LONG = `Commentary must be ${COMMENTARY_MAX} characters or fewer.`;
export const COMMENTARY_NOT_FOUND = 'Commentary not found';


/** Characters as PostgreSQL's char_length counts them (code points), so the check matches the database's. */
const length = (s: string) => [...s].length;

export function checkContent(raw: string | null | undefined): string {
  const content = (raw ?? '').trim();
  if (!content) throw badInput(COMMENTARY_REQUIRED, { field: 'content' });
  if (length(content) > COMMENTARY_MAX) throw badInput(COMMENTARY_TOO_LONG, { field: 'content', max: COMMENTARY_MAX });
  return content;
}

/** Net score first (up − down), then the newest. */
export async function sortByVotes(ctx: Context, rows: Commentary[]): Promise<Commentary[]> {
  const tallies = await ctx.loaders.commentaryTallyById.loadMany(rows.map((r) => r.id));
  const score = new Map(rows.map((r, i) => {
    const t = tallies[i];
    return [r.id, t instanceof Error ? 0 : t.up - t.down];
  }));
  return [...rows].sort((a, b) => score.get(b.id)! - score.get(a.id)! || b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? -1 : 1));
}

/**
 * The commentary on an article the viewer may see (commentary.policy.ts). includePrivate=false
 * (the default) also leaves out private items the viewer could see; with true they come too —
 * but only ever what canSee allows.
 */
export async function visibleCommentaries(ctx: Context, article: Article, opts: { includePrivate?: boolean | null; sortBy?: CommentarySort | null } = {}): Promise<Commentary[]> {
  if (!ctx.viewer) return [];
  let rows = await ctx.loaders.visibleCommentariesByArticleId(ctx.viewer).load(article.id);
  if (!opts.includePrivate) rows = rows.filter((c) => c.isPublic);
  if (opts.sortBy === CommentarySort.VOTES) return sortByVotes(ctx, rows);
  return [...rows].reverse();
}

/** GET /api/commentaries?articleId=…&sortBy=votes&includePrivate=true */
export async function listForArticle(ctx: Context, articleId: string, opts: { includePrivate?: boolean | null; sortBy?: CommentarySort | null }): Promise<Commentary[]> {
  const article = await getArticle(ctx, articleId);
  return visibleCommentaries(ctx, article, opts);
}

/** The highest-scoring commentary the viewer may see among the public ones (the card quote), or null. */
export async function topCommentary(ctx: Context, article: Article): Promise<Commentary | null> {
  const rows = await visibleCommentaries(ctx, article, { includePrivate: false, sortBy: CommentarySort.VOTES });
  return rows[0] ?? null;
}

export async function commentaryCount(ctx: Context, article: Article, includePrivate: boolean): Promise<number> {
  return (await visibleCommentaries(ctx, article, { includePrivate })).length;
}

/** One commentary the viewer may see, else 404 — the same answer for unknown and hidden ones. */
export async function getVisibleCommentary(ctx: Context, id: string): Promise<{ commentary: Commentary; article: Article }> {
  const commentary = isUuid(id) ? await ctx.dataSource.getRepository(Commentary).findOneBy({ id: id.toLowerCase() }) : null;
  if (!commentary) throw notFound(COMMENTARY_NOT_FOUND);
  const article = await getArticle(ctx, commentary.articleId);
  if (!policy.canSee(ctx.viewer, commentary, article)) throw notFound(COMMENTARY_NOT_FOUND);
  return { commentary, article };
}

/**
 * POST /api/commentaries. Reader commentary is always public; staff commentary needs staff-level
 * access; owner notes only the article's submitter, public or private ('Add Public Note' /
 * 'Add Private Note').
 */
export async function addCommentary(ctx: Context, viewer: Viewer, input: CreateCommentaryInput): Promise<Commentary> {
  const article = await getArticle(ctx, input.articleId);
  const type = input.commentaryType ?? CommentaryType.REGULAR;
  const isPublic = input.isPublic ?? true;
  const content = checkContent(input.content);
  if (!policy.canAdd(viewer, type, article)) {
    throw forbidden(type === CommentaryType.STAFF ? 'Only staff can add staff commentary.' : 'Only the article owner can add owner notes.');
  }
  if (type === CommentaryType.REGULAR && !isPublic) throw badInput('Reader commentary is always public; only owner notes can be private.', { field: 'isPublic' });
  await getOrCreateProfile(ctx, viewer);
  const id = await ctx.dataSource.transaction(async (tx) => {
    const [row]: { id: string }[] = await tx.query(
      `INSERT INTO commentaries (article_id, author_id, content, commentary_type, is_public) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [article.id, viewer.id, content, type, isPublic],
    );
    // Staff commentary is news for the staff who submitted or follow the article (notification/fanout.ts decides who may hear).
    if (type === CommentaryType.STAFF) await emitNotification(tx, { type: 'staff_commentary', commentaryId: row.id, articleId: article.id, actorId: viewer.id });
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
  ctx.loaders.commentaryVoteByViewer(viewer).clear(commentary.id);
  return commentary;
}
