import type { EntityManager } from 'typeorm';
import { isUuid } from '../../db/ids.js';
import { badInput, DomainError, forbidden, notFound } from '../../errors/errors.js';
import type { Context, Viewer } from '../../graphql/context.js';
import { getVisibleCommentary } from '../commentary/commentary.service.js';
import { getOrCreateProfile } from '../member/member.service.js';
import { ModeratedContentType, ModerationActionKind } from '../moderation/moderation.enums.js';
import { record, removeWithDependants } from '../moderation/moderation.service.js';
import { emitNotification } from '../notification/notification.events.js';
import { CommentaryReport } from './report.entity.js';
import { ReportDecision, ReportStatus } from './report.enums.js';
import { REPORT_LIMITS } from './report.inputs.js';
import * as policy from './report.policy.js';

export const REPORT_MESSAGES = {
  reasonRequired: 'Please say why you are reporting this comment.',
  reasonTooLong: `The reason may be at most ${REPORT_LIMITS.reason} characters long.`,
  noteTooLong: `The note may be at most ${REPORT_LIMITS.note} characters long.`,
  own: 'You cannot report your own comment.',
  already: 'You have already reported this comment.',
  notFound: 'Report not found.',
  decided: 'This report has already been decided.',
  staffOnly: 'Only staff members can review reported comments.',
} as const;

/**
 * POST /api/commentaries/{id}/report (issue #58 item 7): a signed-in member reports a comment they
 * may see (else 404, as for any hidden comment) and did not write (400), once (409), with a reason
 * of 1–500 characters (400). Rate-limited (@RateLimit('report')). The author is told nothing.
 */
export async function reportCommentary(ctx: Context, viewer: Viewer, id: string, rawReason: string): Promise<CommentaryReport> {
  const reason = (rawReason ?? '').trim();
  if (!reason) throw badInput(REPORT_MESSAGES.reasonRequired, { field: 'reason' });
  if (reason.length > REPORT_LIMITS.reason) throw badInput(REPORT_MESSAGES.reasonTooLong, { field: 'reason' });
  const { commentary } = await getVisibleCommentary(ctx, id);
  if (!policy.canReport(viewer, commentary)) throw badInput(REPORT_MESSAGES.own);
  await getOrCreateProfile(ctx, viewer);
  const rows: { id: string }[] = await ctx.dataSource.query(
    `INSERT INTO commentary_reports (commentary_id, reporter_id, author_id, article_id, key_vote_id, excerpt, reason)
     VALUES ($1, $2, (SELECT id FROM members WHERE id = $3), $4, $5, $6, $7)
     ON CONFLICT (commentary_id, reporter_id) DO NOTHING RETURNING id`,
    [commentary.id, viewer.id, commentary.authorId, commentary.articleId, commentary.keyVoteId, commentary.content, reason],
  );
  if (!rows.length) throw new DomainError('CONFLICT', REPORT_MESSAGES.already);
  ctx.loaders.reportedByViewer.clear(commentary.id);
  return (await ctx.dataSource.getRepository(CommentaryReport).findOneBy({ id: rows[0]!.id }))!;
}

/** Staff: reports of one status, pending oldest first (first come, first reviewed), decided newest first. */
export async function listReports(ctx: Context, viewer: Viewer, args: { status: ReportStatus; limit: number; offset: number }): Promise<{ total: number; items: CommentaryReport[] }> {
  if (!policy.canReview(viewer)) throw forbidden(REPORT_MESSAGES.staffOnly);
  const pending = args.status === ReportStatus.PENDING;
  const [items, total] = await ctx.dataSource.getRepository(CommentaryReport).findAndCount({
    where: { status: args.status },
    order: pending ? { createdAt: 'ASC', id: 'ASC' } : { decidedAt: 'DESC', id: 'ASC' },
    take: args.limit,
    skip: args.offset,
  });
  return { total, items };
}

/** How many reports wait for review (the staff sidebar's badge). */
export async function pendingReportCount(ctx: Context, viewer: Viewer): Promise<number> {
  if (!policy.canReview(viewer)) throw forbidden(REPORT_MESSAGES.staffOnly);
  const [{ n }]: { n: number }[] = await ctx.dataSource.query("SELECT count(*)::int AS n FROM commentary_reports WHERE status = 'pending'");
  return n;
}

async function lockPending(tx: EntityManager, id: string): Promise<CommentaryReport> {
  const report = isUuid(id) ? await tx.getRepository(CommentaryReport).findOne({ where: { id: id.toLowerCase() }, lock: { mode: 'pessimistic_write' } }) : null;
  if (!report) throw notFound(REPORT_MESSAGES.notFound);
  if (report.status !== ReportStatus.PENDING) throw new DomainError('CONFLICT', REPORT_MESSAGES.decided);
  return report;
}

/**
 * POST /api/reports/{id}/decide (staff): REMOVE takes the comment down with its votes and likes,
 * recorded in the moderation log like any staff delete; KEEP leaves it. Either way every pending
 * report of the same comment is decided with it, and each reporter is told the outcome (bell and
 * email as they chose), all in one transaction. 409 once decided.
 */
export async function decideReport(ctx: Context, viewer: Viewer, id: string, decision: ReportDecision, rawNote?: string | null): Promise<CommentaryReport> {
  if (!policy.canReview(viewer)) throw forbidden(REPORT_MESSAGES.staffOnly);
  const note = rawNote?.trim() || null;
  if (note && note.length > REPORT_LIMITS.note) throw badInput(REPORT_MESSAGES.noteTooLong, { field: 'note' });
  const status = decision === ReportDecision.REMOVE ? ReportStatus.REMOVED : ReportStatus.KEPT;
  await getOrCreateProfile(ctx, viewer);
  await ctx.dataSource.transaction(async (tx) => {
    const report = await lockPending(tx, id);
    // A SELECT over the UPDATE: TypeORM answers a bare UPDATE … RETURNING as [rows, count].
    const decided: { id: string; reporter_id: string }[] = await tx.query(
      `WITH decided AS (
         UPDATE commentary_reports SET status = $2, decided_by = $3, decided_at = now(), decision_note = $4
          WHERE status = 'pending' AND (id = $1 OR (commentary_id IS NOT NULL AND commentary_id = $5))
          RETURNING id, reporter_id)
       SELECT id, reporter_id FROM decided ORDER BY id`,
      [report.id, status, viewer.id, note, report.commentaryId],
    );
    if (status === ReportStatus.REMOVED && report.commentaryId) {
      const removed = await removeWithDependants(tx, 'commentary', report.commentaryId, REPORT_MESSAGES.notFound);
      await record(tx, {
        actorId: viewer.id,
        action: ModerationActionKind.DELETE,
        contentType: ModeratedContentType.COMMENTARY,
        contentId: report.commentaryId,
        authorId: report.authorId,
        summary: report.excerpt,
        details: { ...(report.articleId ? { articleId: report.articleId } : report.keyVoteId ? { keyVoteId: report.keyVoteId } : {}), removed },
      });
    }
    for (const r of decided) {
      await emitNotification(tx, { type: 'report_decided', reportId: r.id, memberId: r.reporter_id, outcome: status === ReportStatus.REMOVED ? 'removed' : 'kept', actorId: viewer.id });
    }
  });
  return (await ctx.dataSource.getRepository(CommentaryReport).findOneBy({ id: id.toLowerCase() }))!;
}
