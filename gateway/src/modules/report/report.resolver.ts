import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { GraphQLUUID } from 'graphql-scalars';
import { Role } from '../../auth/roles.js';
import { Auth } from '../../graphql/auth.js';
import type { Context } from '../../graphql/context.js';
import { page, PAGE } from '../../graphql/limits.js';
import { RateLimit } from '../../http/rate-limit.js';
import { Member } from '../member/member.entity.js';
import { CommentaryReport } from './report.entity.js';
import { ReportDecision, ReportStatus } from './report.enums.js';
import { CommentaryReportPage } from './report.inputs.js';
import { canReview } from './report.policy.js';
import * as reports from './report.service.js';

@Resolver(() => CommentaryReport)
export class ReportResolver {
  @Auth()
  @RateLimit('report')
  @Mutation(() => CommentaryReport, {
    description:
      'Report a comment to staff (POST /api/commentaries/{id}/report): a reason of 1–500 characters; once per member and comment (409 again); not one\'s own (400); the author is never told who reported it.',
  })
  reportCommentary(@Arg('id', () => GraphQLUUID) id: string, @Arg('reason', () => String) reason: string, @Ctx() ctx: Context): Promise<CommentaryReport> {
    return reports.reportCommentary(ctx, ctx.viewer!, id, reason);
  }

  @Auth(Role.STAFF)
  @Query(() => CommentaryReportPage, {
    nullable: true,
    description: 'Reported comments for staff (GET /api/reports): pending oldest first, decided newest first; what was said, why, by whom.',
  })
  commentaryReports(
    @Ctx() ctx: Context,
    @Arg('status', () => ReportStatus, { defaultValue: ReportStatus.PENDING }) status: ReportStatus,
    @Arg('limit', () => Int, { defaultValue: PAGE.defaultLimit }) limit: number = PAGE.defaultLimit,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset = 0,
  ): Promise<CommentaryReportPage> {
    return reports.listReports(ctx, ctx.viewer!, { status, ...page(limit, offset) });
  }

  @Auth(Role.STAFF)
  @Query(() => Int, { nullable: true, description: 'How many reported comments wait for review (the staff sidebar badge).' })
  pendingReportCount(@Ctx() ctx: Context): Promise<number> {
    return reports.pendingReportCount(ctx, ctx.viewer!);
  }

  @Auth(Role.STAFF)
  @Mutation(() => CommentaryReport, {
    nullable: true,
    description:
      'Decide a report (POST /api/reports/{id}/decide): REMOVE takes the comment down (recorded in the moderation log), KEEP leaves it; every pending report of that comment is decided with it and each reporter is told; 409 once decided.',
  })
  decideCommentaryReport(
    @Arg('id', () => GraphQLUUID) id: string,
    @Arg('decision', () => ReportDecision) decision: ReportDecision,
    @Ctx() ctx: Context,
    @Arg('note', () => String, { nullable: true, description: 'Told to the reporter; at most 1000 characters.' }) note?: string | null,
  ): Promise<CommentaryReport> {
    return reports.decideReport(ctx, ctx.viewer!, id, decision, note);
  }

  // ── Report fields: who is involved is for staff only (never the author, never other members) ──

  @FieldResolver(() => ID, { nullable: true, description: 'The reported comment; null once it was removed.' })
  commentaryId(@Root() r: CommentaryReport): string | null {
    return r.commentaryId;
  }

  @FieldResolver(() => String, { nullable: true, description: 'Where the comment is (or was): its article or key vote page, while that exists.' })
  link(@Root() r: CommentaryReport): string | null {
    return r.articleId ? `/articles/${r.articleId}` : r.keyVoteId ? `/key-votes/${r.keyVoteId}` : null;
  }

  @FieldResolver(() => Member, { nullable: true, description: 'Who reported it (staff only; null for anyone else).' })
  reporter(@Root() r: CommentaryReport, @Ctx() ctx: Context): Promise<Member | null> | null {
    return canReview(ctx.viewer) ? ctx.loaders.memberById.load(r.reporterId) : null;
  }

  @FieldResolver(() => Member, { nullable: true, description: 'Who wrote the comment (staff only).' })
  author(@Root() r: CommentaryReport, @Ctx() ctx: Context): Promise<Member | null> | null {
    return canReview(ctx.viewer) && r.authorId ? ctx.loaders.memberById.load(r.authorId) : null;
  }

  @FieldResolver(() => Member, { nullable: true, description: 'The staff member who decided (staff only).' })
  decidedBy(@Root() r: CommentaryReport, @Ctx() ctx: Context): Promise<Member | null> | null {
    return canReview(ctx.viewer) && r.decidedBy ? ctx.loaders.memberById.load(r.decidedBy) : null;
  }

  @FieldResolver(() => Int, { description: 'Reports of the same comment by other members, still pending (staff only; 0 for anyone else).' })
  async otherPendingReports(@Root() r: CommentaryReport, @Ctx() ctx: Context): Promise<number> {
    if (!canReview(ctx.viewer) || !r.commentaryId) return 0;
    const [{ n }]: { n: number }[] = await ctx.dataSource.query(
      "SELECT count(*)::int AS n FROM commentary_reports WHERE commentary_id = $1 AND id <> $2 AND status = 'pending'",
      [r.commentaryId, r.id],
    );
    return n;
  }
}
