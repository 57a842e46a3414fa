import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Role } from '../../auth/roles.js';
import { Auth } from '../../graphql/auth.js';
import type { Context } from '../../graphql/context.js';
import { RateLimit } from '../../http/rate-limit.js';
import { page } from '../../graphql/limits.js';
import { KeyVote } from './key-vote.entity.js';
import { CreateKeyVoteInput, UpdateKeyVoteInput } from './key-vote.inputs.js';
import { canEditKeyVotes } from './key-vote.policy.js';
import * as keyVotes from './key-vote.service.js';
import { KeyVoteLegislatorVote, KeyVoteViewerCan, MyLegislatorVote, RollCallTally } from './key-vote.types.js';
import { RollCall } from './roll-call.entity.js';

@Resolver(() => KeyVote)
export class KeyVoteResolver {
  @Auth()
  @Query(() => [KeyVote], { description: 'Key votes, newest first (GET /api/key-votes?limit=&offset=; default 10 and 0).' })
  keyVotes(
    @Ctx() ctx: Context,
    @Arg('limit', () => Int, { defaultValue: keyVotes.KEY_VOTE_PAGE.defaultLimit }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
  ): Promise<KeyVote[]> {
    return keyVotes.listKeyVotes(ctx, page(limit, offset));
  }

  @Auth()
  @Query(() => KeyVote, { description: "One key vote; NOT_FOUND 'Key vote not found' (GET /api/key-votes/{id})." })
  keyVote(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<KeyVote> {
    return keyVotes.getKeyVote(ctx, id);
  }

  @Auth(Role.STAFF)
  @Mutation(() => KeyVote, { nullable: true, description: 'Change title and description (PUT /api/key-votes/{id}).' })
  updateKeyVote(@Arg('id', () => ID) id: string, @Arg('input', () => UpdateKeyVoteInput) input: UpdateKeyVoteInput, @Ctx() ctx: Context): Promise<KeyVote> {
    return keyVotes.updateKeyVote(ctx, id, input);
  }

  @Auth(Role.STAFF)
  @Mutation(() => KeyVote, { nullable: true, description: 'Add Key Vote: a bill id and the organisation position; imported roll calls on the bill are linked (POST /api/key-votes).' })
  createKeyVote(@Arg('input', () => CreateKeyVoteInput) input: CreateKeyVoteInput, @Ctx() ctx: Context): Promise<KeyVote> {
    return keyVotes.createKeyVote(ctx, ctx.viewer!, input);
  }

  @Auth()
  @Mutation(() => KeyVote, { description: 'Like a key vote (POST /api/key-votes/{id}/like).' })
  @RateLimit('vote')
  likeKeyVote(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<KeyVote> {
    return keyVotes.setLike(ctx, ctx.viewer!, id, true);
  }

  @Auth()
  @Mutation(() => KeyVote, { description: 'Take a like back (DELETE /api/key-votes/{id}/like).' })
  @RateLimit('vote')
  unlikeKeyVote(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<KeyVote> {
    return keyVotes.setLike(ctx, ctx.viewer!, id, false);
  }

  @FieldResolver(() => [RollCall], { description: 'The roll calls this key vote is about, oldest first.' })
  rollCalls(@Root() k: KeyVote, @Ctx() ctx: Context): Promise<RollCall[]> {
    return ctx.loaders.rollCallsByKeyVoteId.load(k.id);
  }

  @FieldResolver(() => [RollCallTally], { description: 'Counts per roll call, from the imported positions.' })
  tallies(@Root() k: KeyVote, @Ctx() ctx: Context): Promise<RollCallTally[]> {
    return keyVotes.tallies(ctx, k);
  }

  @FieldResolver(() => [KeyVoteLegislatorVote], { description: 'Every recorded position on its roll calls.' })
  legislatorVotes(@Root() k: KeyVote, @Ctx() ctx: Context): Promise<KeyVoteLegislatorVote[]> {
    return ctx.loaders.legislatorVotesByKeyVoteId.load(k.id);
  }

  @FieldResolver(() => [MyLegislatorVote], {
    nullable: true,
    description: "How the signed-in member's own representative and senators voted; null until they save an address.",
  })
  myLegislators(@Root() k: KeyVote, @Ctx() ctx: Context): Promise<MyLegislatorVote[] | null> | null {
    return ctx.viewer ? keyVotes.myLegislatorVotes(ctx, ctx.viewer, k) : null;
  }

  @FieldResolver(() => Int)
  likes(@Root() k: KeyVote, @Ctx() ctx: Context): Promise<number> {
    return ctx.loaders.likesByKeyVoteId.load(k.id);
  }

  @FieldResolver(() => Boolean)
  hasLiked(@Root() k: KeyVote, @Ctx() ctx: Context): Promise<boolean> | boolean {
    return ctx.viewer ? ctx.loaders.keyVoteLikedBy.load(`${ctx.viewer.id}|${k.id}`) : false;
  }

  @FieldResolver(() => KeyVoteViewerCan)
  viewerCan(@Ctx() ctx: Context): KeyVoteViewerCan {
    return { edit: canEditKeyVotes(ctx.viewer) };
  }
}
