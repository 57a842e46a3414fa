import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth.js';
import type { Context } from '../../graphql/context.js';
import * as scorecards from './scorecard.service.js';
import { MyLegislators, Scorecard } from './scorecard.types.js';

@Resolver()
export class ScorecardResolver {
  @Auth()
  @Query(() => MyLegislators, {
    description:
      "The signed-in member's own legislators from their saved address, each with a scorecard over the current Congress, and any vacant seat (GET /api/users/me/legislators).",
  })
  myLegislators(@Ctx() ctx: Context): Promise<MyLegislators> {
    return scorecards.myLegislators(ctx, ctx.viewer!);
  }

  @Auth()
  @Mutation(() => MyLegislators, {
    description: "Follow or stop following one's own legislators: a 'legislator_vote' notification when they vote on a key vote (PUT /api/users/me/legislators/follow).",
  })
  followMyLegislators(@Arg('follow', () => Boolean) follow: boolean, @Ctx() ctx: Context): Promise<MyLegislators> {
    return scorecards.followMyLegislators(ctx, ctx.viewer!, follow);
  }

  @Query(() => Scorecard, {
    description:
      "A legislator's public scorecard, without signing in: official votes and the organization's published positions only (GET /api/scorecards/{bioguide}). BAD_USER_INPUT for a malformed bioguide id, NOT_FOUND for an unknown one.",
  })
  legislatorScorecard(@Arg('bioguide', () => String) bioguide: string, @Ctx() ctx: Context): Promise<Scorecard> {
    return scorecards.publicScorecard(ctx.dataSource, bioguide);
  }
}
