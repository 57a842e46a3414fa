import type { EntityManager } from 'typeorm';
import type { Context, Viewer } from '../../graphql/context.js';
import { badInput, DomainError, forbidden, notFound } from '../../errors/errors.js';
import { normaliseUrl } from '../../ingest/article/canonical-url.js';
import { isUuid } from '../../db/ids.js';
import type { Article } from '../article/article.entity.js';
import { checkSubmittedUrl, fetchSubmittedPage, findByCanonical, insertArticle } from '../article/article.service.js';
import { getOrCreateProfile } from '../member/member.service.js';
import { modifyReturning } from '../story/story.service.js';
import { requestImages } from '../../images/image-store.js';
import { inlineImageSources } from '../../images/inline-images.js';
import { Tip } from './tip.entity.js';
import { TipStatus, TipSubmissionStatus } from './tip.enums.js';
import { emitTipDecided } from './tip.events.js';
import type { SubmitTipInput } from './tip.inputs.js';
import * as policy from './tip.policy.js';

export const TIP_NOT_FOUND = 'Tip not found.';
export const TIP_LIMITS = { note: 2000, declineReason: 1000 } as const;
export const TIP_MESSAGES = {
  note: `The note may be at most ${TIP_LIMITS.note} characters long.`,
  reason: `The reason may be at most ${TIP_LIMITS.declineReason} characters long.`,
  decided: 'This tip has already been reviewed.',
  reviewOnly: 'Only staff members can review tips.',
} as const;

export interface TipSubmissionResult {
  status: TipSubmissionStatus;
  tip: Tip | null;
  article: Article | null;
}

const optionalText = (value: string | null | undefined, max: number, message: string): string | null => {
  const text = value?.trim() ?? '';
  if (text.length > max) throw badInput(message);
  return text || null;
};

async function pendingTip(ctx: Context, memberId: string, canonical: string): Promise<Tip | null> {
  return ctx.dataSource.getRepository(Tip).findOneBy({ memberId, canonicalUrl: canonical, status: TipStatus.PENDING });
}

/**
 * submitTip / POST /api/tips. The URL is checked, fetched (SSRF-guarded) and extracted exactly as
 * staff submission does, with the same messages; nothing is stored when that fails. A page the
 * portal already has answers EXISTING with the article (no tip); sending the same page again
 * while a tip for it is pending returns that tip (no second fetch, no duplicate).
 */
export async function submitTip(ctx: Context, viewer: Viewer, input: SubmitTipInput): Promise<TipSubmissionResult> {
  if (!policy.canSubmit(viewer)) throw forbidden('Please sign in to send a tip.');
  const url = checkSubmittedUrl(input.url);
  const note = optionalText(input.note, TIP_LIMITS.note, TIP_MESSAGES.note);
  const normalised = normaliseUrl(url)!;
  const known = await findByCanonical(ctx, normalised);
  if (known) return { status: TipSubmissionStatus.EXISTING, tip: null, article: known };
  const waiting = await pendingTip(ctx, viewer.id, normalised);
  if (waiting) return { status: TipSubmissionStatus.SUBMITTED, tip: waiting, article: null };

  const page = await fetchSubmittedPage(ctx, url);
  const canonical = page.canonicalUrl;
  const found = await findByCanonical(ctx, canonical);
  if (found) return { status: TipSubmissionStatus.EXISTING, tip: null, article: found };

  await getOrCreateProfile(ctx, viewer);
  const rows: { id: string }[] = await ctx.dataSource.query(
    `INSERT INTO tips (member_id, url, canonical_url, title, content, image_url, publication, published_at, tags, note)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (member_id, canonical_url) WHERE status = 'pending' DO NOTHING
     RETURNING id`,
    [viewer.id, url, canonical, page.title, page.content, page.imageUrl, page.publication, page.publishedAt, page.tags, note],
  );
  // The reviewer's preview shows the page's pictures from the portal's image store.
  if (rows.length) await requestImages(ctx.dataSource, [page.imageUrl, ...inlineImageSources(page.content)]);
  const tip = rows.length ? await ctx.dataSource.getRepository(Tip).findOneByOrFail({ id: rows[0].id }) : await pendingTip(ctx, viewer.id, canonical);
  return { status: TipSubmissionStatus.SUBMITTED, tip, article: null };
}

/** One tip, for the member who sent it and for staff; anyone else gets 404. */
export async function getTip(ctx: Context, id: string): Promise<Tip> {
  const tip = isUuid(id) ? await ctx.dataSource.getRepository(Tip).findOneBy({ id: id.toLowerCase() }) : null;
  if (!tip || !policy.canRead(ctx.viewer, tip)) throw notFound(TIP_NOT_FOUND);
  return tip;
}

/** The signed-in member's tips, newest first (the profile's My tips tab). */
export function myTips(ctx: Context, viewer: Viewer, args: { limit: number; offset: number }): Promise<Tip[]> {
  return ctx.dataSource.getRepository(Tip).find({
    where: { memberId: viewer.id },
    order: { createdAt: 'DESC', id: 'ASC' },
    take: args.limit,
    skip: args.offset,
  });
}

/** The staff review queue: pending tips oldest first (first come, first reviewed); decided ones newest decision first. */
export function reviewQueue(ctx: Context, viewer: Viewer, args: { status: TipStatus; limit: number; offset: number }): Promise<Tip[]> {
  if (!policy.canReview(viewer)) throw forbidden(TIP_MESSAGES.reviewOnly);
  const pending = args.status === TipStatus.PENDING;
  return ctx.dataSource.getRepository(Tip).find({
    where: { status: args.status },
    order: pending ? { createdAt: 'ASC', id: 'ASC' } : { decidedAt: 'DESC', id: 'ASC' },
    take: args.limit,
    skip: args.offset,
  });
}

/** How many tips wait for review (the staff sidebar's badge). */
export async function pendingTipCount(ctx: Context, viewer: Viewer): Promise<number> {
  if (!policy.canReview(viewer)) throw forbidden(TIP_MESSAGES.reviewOnly);
  const [{ n }]: { n: number }[] = await ctx.dataSource.query("SELECT count(*)::int AS n FROM tips WHERE status = 'pending'");
  return n;
}

/**
 * Locks a pending tip for a decision, inside `tx`. 404 when it does not exist, 409 when it was
 * already decided (two reviewers at once: the second is told, nothing changes twice).
 */
async function lockPending(tx: EntityManager, id: string): Promise<Tip> {
  const tip = isUuid(id) ? await tx.getRepository(Tip).findOne({ where: { id: id.toLowerCase() }, lock: { mode: 'pessimistic_write' } }) : null;
  if (!tip) throw notFound(TIP_NOT_FOUND);
  if (tip.status !== TipStatus.PENDING) throw new DomainError('CONFLICT', TIP_MESSAGES.decided);
  return tip;
}

/** Writes a decision on a locked tip; returns the decision time (the transaction's). */
async function decide(tx: Pick<EntityManager, 'query'>, tipId: string, set: string, params: unknown[]): Promise<Date> {
  await tx.query(`UPDATE tips SET ${set}, decided_at = now() WHERE id = $1`, [tipId, ...params]);
  const [{ decided_at }]: { decided_at: Date }[] = await tx.query('SELECT decided_at FROM tips WHERE id = $1', [tipId]);
  return decided_at;
}

/**
 * publishTip / POST /api/tips/{id}/publish (staff): the tip becomes an article credited to the
 * member who sent it, in one transaction with the tip's new status. When the page was published
 * meanwhile (by staff directly or from another member's tip), the tip is linked to that article.
 */
export async function publishTip(ctx: Context, viewer: Viewer, id: string): Promise<Tip> {
  if (!policy.canReview(viewer)) throw forbidden(TIP_MESSAGES.reviewOnly);
  await getOrCreateProfile(ctx, viewer);
  const tipId = await ctx.dataSource.transaction(async (tx) => {
    const tip = await lockPending(tx, id);
    const articleId =
      (await insertArticle(
        tx,
        {
          url: tip.url,
          canonicalUrl: tip.canonicalUrl,
          title: tip.title,
          content: tip.content,
          imageUrl: tip.imageUrl,
          publication: tip.publication,
          publishedAt: tip.publishedAt,
          tags: tip.tags,
        },
        tip.memberId,
      )) ?? ((await tx.query('SELECT id FROM articles WHERE canonical_url = $1', [tip.canonicalUrl])) as { id: string }[])[0].id;
    const decided_at = await decide(tx, tip.id, "status = 'published', article_id = $2, decided_by = $3", [articleId, viewer.id]);
    await emitTipDecided(tx, {
      tipId: tip.id,
      memberId: tip.memberId,
      status: TipStatus.PUBLISHED,
      articleId,
      declineReason: null,
      decidedBy: viewer.id,
      decidedAt: decided_at,
    });
    return tip.id;
  });
  return ctx.dataSource.getRepository(Tip).findOneByOrFail({ id: tipId });
}

/** declineTip / POST /api/tips/{id}/decline (staff), with an optional reason the member reads. */
export async function declineTip(ctx: Context, viewer: Viewer, id: string, reason?: string | null): Promise<Tip> {
  if (!policy.canReview(viewer)) throw forbidden(TIP_MESSAGES.reviewOnly);
  const text = optionalText(reason, TIP_LIMITS.declineReason, TIP_MESSAGES.reason);
  await getOrCreateProfile(ctx, viewer);
  const tipId = await ctx.dataSource.transaction(async (tx) => {
    const tip = await lockPending(tx, id);
    const decided_at = await decide(tx, tip.id, "status = 'declined', decline_reason = $2, decided_by = $3", [text, viewer.id]);
    await emitTipDecided(tx, {
      tipId: tip.id,
      memberId: tip.memberId,
      status: TipStatus.DECLINED,
      articleId: null,
      declineReason: text,
      decidedBy: viewer.id,
      decidedAt: decided_at,
    });
    return tip.id;
  });
  return ctx.dataSource.getRepository(Tip).findOneByOrFail({ id: tipId });
}

/**
 * The member has seen the outcome of their decided tips (the in-portal notice is dismissed).
 * Only the caller's own decided tips change; returns how many did.
 */
export async function markOutcomesSeen(ctx: Context, viewer: Viewer): Promise<number> {
  const rows = await modifyReturning(
    ctx.dataSource,
    "UPDATE tips SET outcome_seen_at = now() WHERE member_id = $1 AND status <> 'pending' AND outcome_seen_at IS NULL RETURNING id",
    [viewer.id],
  );
  return rows.length;
}
