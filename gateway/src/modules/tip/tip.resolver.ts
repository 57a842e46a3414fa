import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { GraphQLUUID } from 'graphql-scalars';
import { isStaff, Role } from '../../auth/roles.js';
import { Auth } from '../../graphql/auth.js';
import type { Context } from '../../graphql/context.js';
import { page, PAGE } from '../../graphql/limits.js';
import { Article } from '../article/article.entity.js';
import { displayNameFor } from '../member/member.policy.js';
import { Tip } from './tip.entity.js';
import { TipStatus } from './tip.enums.js';
import { SubmitTipInput, TipSubmission } from './tip.inputs.js';
import * as tips from './tip.service.js';

@Resolver(() => Tip)
export class TipResolver {
  @Auth()
  @Mutation(() => TipSubmission, {
    description: 'Send a tip (POST /api/tips): a link, fetched and extracted like staff submission, and an optional private note; waits for staff review.',
  })
  submitTip(@Arg('input', () => SubmitTipInput) input: SubmitTipInput, @Ctx() ctx: Context): Promise<TipSubmission> {
    return tips.submitTip(ctx, ctx.viewer!, input);
  }

  @Auth()
  @Query(() => [Tip], { description: "The signed-in member's tips with their status, newest first (GET /api/users/me/tips)." })
  myTips(
    @Ctx() ctx: Context,
    @Arg('limit', () => Int, { defaultValue: PAGE.defaultLimit }) limit: number = PAGE.defaultLimit,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset = 0,
  ): Promise<Tip[]> {
    return tips.myTips(ctx, ctx.viewer!, page(limit, offset));
  }

  @Auth()
  @Query(() => Tip, { description: 'One tip (GET /api/tips/{id}): for the member who sent it and for staff; 404 for anyone else.' })
  tip(@Arg('id', () => GraphQLUUID) id: string, @Ctx() ctx: Context): Promise<Tip> {
    return tips.getTip(ctx, id);
  }

  @Auth(Role.STAFF)
  @Query(() => [Tip], { nullable: true, description: 'The staff review queue (GET /api/tips): pending tips oldest first, or decided ones newest first.' })
  tips(
    @Ctx() ctx: Context,
    @Arg('status', () => TipStatus, { defaultValue: TipStatus.PENDING }) status: TipStatus,
    @Arg('limit', () => Int, { defaultValue: PAGE.defaultLimit }) limit: number = PAGE.defaultLimit,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset = 0,
  ): Promise<Tip[]> {
    return tips.reviewQueue(ctx, ctx.viewer!, { status, ...page(limit, offset) });
  }

  @Auth(Role.STAFF)
  @Query(() => Int, { nullable: true, description: 'How many tips wait for review (the staff sidebar badge).' })
  pendingTipCount(@Ctx() ctx: Context): Promise<number> {
    return tips.pendingTipCount(ctx, ctx.viewer!);
  }

  @Auth(Role.STAFF)
  @Mutation(() => Tip, { nullable: true, description: 'Publish a pending tip as an article credited to its member (POST /api/tips/{id}/publish).' })
  publishTip(@Arg('id', () => GraphQLUUID) id: string, @Ctx() ctx: Context): Promise<Tip> {
    return tips.publishTip(ctx, ctx.viewer!, id);
  }

  @Auth(Role.STAFF)
  @Mutation(() => Tip, { nullable: true, description: 'Decline a pending tip, with an optional reason the member reads (POST /api/tips/{id}/decline).' })
  declineTip(
    @Arg('id', () => GraphQLUUID) id: string,
    @Ctx() ctx: Context,
    @Arg('reason', () => String, { nullable: true }) reason?: string | null,
  ): Promise<Tip> {
    return tips.declineTip(ctx, ctx.viewer!, id, reason);
  }

  @Auth()
  @Mutation(() => Int, { description: 'The member has seen the outcome of their reviewed tips (POST /api/users/me/tips/seen); returns how many changed.' })
  markTipOutcomesSeen(@Ctx() ctx: Context): Promise<number> {
    return tips.markOutcomesSeen(ctx, ctx.viewer!);
  }

  // ── Tip fields ────────────────────────────────────────────────────────────────────────────

  @FieldResolver(() => Article, { nullable: true, description: 'The published article (PUBLISHED tips, while the article exists).' })
  article(@Root() tip: Tip, @Ctx() ctx: Context): Promise<Article | null> | null {
    return tip.articleId ? ctx.loaders.articleById.load(tip.articleId) : null;
  }

  @FieldResolver(() => String, { description: "Who sent it: to staff and the sender, their team name (the display name, else 'Member' and a stable code); to others as they chose." })
  async submitterDisplayName(@Root() tip: Tip, @Ctx() ctx: Context): Promise<string> {
    const m = await ctx.loaders.memberById.load(tip.memberId);
    return m ? displayNameFor(ctx.viewer, m, isStaff(ctx.viewer) || ctx.viewer?.id === tip.memberId) : 'Anonymous';
  }

  @FieldResolver(() => Boolean, { description: 'The member has seen the outcome (false while pending or until they dismiss the notice).' })
  outcomeSeen(@Root() tip: Tip): boolean {
    return tip.outcomeSeenAt !== null;
  }
}
