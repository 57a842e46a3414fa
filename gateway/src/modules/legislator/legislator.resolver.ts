import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, FieldResolver, ID, Info, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { selectionOf } from '../../graphql/selection.js';
import { RateLimit } from '../../http/rate-limit.js';
import { CommitteeMembership } from './committee-membership.entity.js';
import { LegislatorContent } from './legislator-content.entity.js';
import { LegislatorTerm } from './legislator-term.entity.js';
import { Legislator } from './legislator.entity.js';
import { LegislatorContentType } from './legislator.enums.js';
import { CreateLegislatorContentInput, LegislatorFilter, UpdateLegislatorContentInput } from './legislator.inputs.js';
import { STAFF_ONLY_MESSAGE } from './legislator.policy.js';
import { Auth } from '../../graphql/auth.js';
import { Role } from '../../auth/roles.js';
import * as legislators from './legislator.service.js';
import { LegislatorAlignment } from './legislator.types.js';
import { AlignmentSummary } from '../scorecard/scorecard.types.js';
import { percentOf } from './alignment.sql.js';

type Loaded<T> = T | Promise<T>;

/** Staff legislator screens (SPEC §2.3): every operation is staff-only. */
@Resolver(() => Legislator)
export class LegislatorResolver {
  @Auth(Role.STAFF, { deniedMessage: STAFF_ONLY_MESSAGE })
  @Query(() => [Legislator], {
    nullable: true,
    description: 'Current legislators for the staff dashboard, filtered (GET /api/legislators).',
  })
  legislators(
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
    @Arg('filter', () => LegislatorFilter, { nullable: true }) filter?: LegislatorFilter,
  ): Promise<Legislator[]> {
    return legislators.listLegislators(ctx, filter ?? {}, selectionOf(info));
  }

  @Auth(Role.STAFF, { deniedMessage: STAFF_ONLY_MESSAGE })
  @Query(() => Legislator, { nullable: true, description: 'One legislator by id or bioguide id (GET /api/legislators/id/{legislatorId}).' })
  legislator(@Arg('id', () => String) id: string, @Ctx() ctx: Context): Promise<Legislator> {
    return legislators.getLegislator(ctx, id);
  }

  @Auth(Role.STAFF, { deniedMessage: STAFF_ONLY_MESSAGE })
  @Query(() => [LegislatorContent], {
    nullable: true,
    description: 'Content about a legislator, newest first (GET /api/legislators/id/{legislatorId}/content).',
  })
  legislatorContent(
    @Arg('legislatorId', () => String) legislatorId: string,
    @Ctx() ctx: Context,
    @Arg('contentType', () => LegislatorContentType, { nullable: true }) contentType?: LegislatorContentType,
    @Arg('isStaff', () => Boolean, { nullable: true }) isStaff?: boolean,
  ): Promise<LegislatorContent[]> {
    return legislators.listContent(ctx, legislatorId, { contentType, isStaff });
  }

  @Auth(Role.STAFF, { deniedMessage: STAFF_ONLY_MESSAGE })
  @Query(() => [LegislatorContent], {
    nullable: true,
    description: 'Staff insights: every staff commentary with its legislator (GET /api/legislators/staff-commentary).',
  })
  staffCommentaries(@Ctx() ctx: Context): Promise<LegislatorContent[]> {
    return legislators.listStaffCommentary(ctx);
  }

  @Auth(Role.STAFF, { deniedMessage: STAFF_ONLY_MESSAGE })
  @Mutation(() => LegislatorContent, { nullable: true, description: 'Write staff commentary on a legislator (POST /api/legislators/content).' })
  @RateLimit('comment')
  createLegislatorContent(
    @Arg('input', () => CreateLegislatorContentInput) input: CreateLegislatorContentInput,
    @Ctx() ctx: Context,
  ): Promise<LegislatorContent> {
    return legislators.createContent(ctx, ctx.viewer!, input);
  }

  @Auth(Role.STAFF, { deniedMessage: STAFF_ONLY_MESSAGE })
  @Mutation(() => LegislatorContent, { nullable: true, description: 'Change staff commentary (PUT /api/legislators/content/{contentId}).' })
  updateLegislatorContent(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateLegislatorContentInput) input: UpdateLegislatorContentInput,
    @Ctx() ctx: Context,
  ): Promise<LegislatorContent> {
    return legislators.updateContent(ctx, ctx.viewer!, id, input);
  }

  @FieldResolver(() => String, { description: 'First, middle and last name with suffix.' })
  fullName(@Root() l: Legislator): string {
    return legislators.fullName(l);
  }

  @FieldResolver(() => [LegislatorTerm], { description: 'Every term, newest first.' })
  terms(@Root() l: Legislator, @Ctx() ctx: Context): Promise<LegislatorTerm[]> {
    return ctx.loaders.termsByLegislatorId.load(l.id);
  }

  // The relation fields below return the value itself when a list preloaded it (no promise per
  // legislator), else load it through the request's DataLoader.
  @FieldResolver(() => LegislatorTerm, { nullable: true, description: 'The term that started last.' })
  currentTerm(@Root() l: Legislator, @Ctx() ctx: Context): Loaded<LegislatorTerm | null> {
    return legislators.currentTermOf(ctx, l);
  }

  @FieldResolver(() => String, { nullable: true, description: "'Senator', 'Representative', 'Delegate' or 'Resident Commissioner' (current term)." })
  role(@Root() l: Legislator, @Ctx() ctx: Context): Loaded<string | null> {
    return legislators.roleOf(ctx, l);
  }

  @FieldResolver(() => Int, { nullable: true, description: 'House district of the current term; 0 is at-large; null for senators.' })
  district(@Root() l: Legislator, @Ctx() ctx: Context): Loaded<number | null> {
    return legislators.districtOf(ctx, l);
  }

  @FieldResolver(() => [CommitteeMembership], { description: 'Committee and subcommittee seats with titles.' })
  committees(@Root() l: Legislator, @Ctx() ctx: Context): Loaded<CommitteeMembership[]> {
    return legislators.committeesOf(ctx, l);
  }

  @Auth(Role.STAFF, { deniedMessage: STAFF_ONLY_MESSAGE })
  @FieldResolver(() => LegislatorContent, { nullable: true, description: 'The most recently updated staff commentary.' })
  staffCommentary(@Root() l: Legislator, @Ctx() ctx: Context): Loaded<LegislatorContent | null> {
    return legislators.latestStaffCommentaryOf(ctx, l);
  }

  @Auth(Role.STAFF, { deniedMessage: STAFF_ONLY_MESSAGE })
  @FieldResolver(() => Boolean, { nullable: true })
  hasStaffCommentary(@Root() l: Legislator, @Ctx() ctx: Context): Loaded<boolean> {
    return legislators.hasStaffCommentaryOf(ctx, l);
  }

  @Auth(Role.STAFF, { deniedMessage: STAFF_ONLY_MESSAGE })
  @FieldResolver(() => [LegislatorContent], { nullable: true, description: 'All staff commentary, newest first.' })
  content(@Root() l: Legislator, @Ctx() ctx: Context): Loaded<LegislatorContent[]> {
    return legislators.staffCommentaryOf(ctx, l);
  }

  @FieldResolver(() => AlignmentSummary, { description: "Agreement with the organization's positions over the current Congress; present and not voting are left out of the denominator." })
  async congressAlignment(@Root() l: Legislator, @Ctx() ctx: Context): Promise<AlignmentSummary> {
    const c = await ctx.loaders.congressAlignmentByLegislatorId.load(l.id);
    return { congress: c.congress, percent: percentOf(c.agreed, c.counted), agreed: c.agreed, counted: c.counted, notCounted: c.notCounted, keyVotes: c.keyVotes };
  }

  @FieldResolver(() => LegislatorAlignment, { description: "Agreement with the organisation's positions across key votes." })
  async alignment(@Root() l: Legislator, @Ctx() ctx: Context): Promise<LegislatorAlignment> {
    return legislators.alignmentFrom(await ctx.loaders.alignmentByLegislatorId.load(l.id));
  }
}

@Resolver(() => LegislatorContent)
export class LegislatorContentResolver {
  @FieldResolver(() => ID)
  legislatorId(@Root() c: LegislatorContent): string {
    return c.legislatorId;
  }

  @FieldResolver(() => Legislator, { nullable: true })
  legislator(@Root() c: LegislatorContent, @Ctx() ctx: Context): Promise<Legislator | null> | Legislator {
    return c.legislator ?? ctx.loaders.legislatorById.load(c.legislatorId);
  }

  @FieldResolver(() => String, { nullable: true, description: 'The commentary text when this is staff commentary (SPEC §3 staff_commentary).' })
  staffCommentary(@Root() c: LegislatorContent): string | null {
    return c.contentType === LegislatorContentType.STAFF_COMMENTARY ? c.content : null;
  }
}
