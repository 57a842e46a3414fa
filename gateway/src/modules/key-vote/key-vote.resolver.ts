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
import { KeyVoteLegislatorVote, KeyVoteViewerCan, MyLegislatorVote, RollCallPage, RollCallTally } from './key-vote.types.js';
import { formatBillId } from './bills.js';
import { RollCall } from './roll-call.entity.js';
import { CommentaryType } from '../commentary/commentary.enums.js';
import * as commentaryPolicy from '../commentary/commentary.policy.js';

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
    return keyVotes.updateKeyVote(ctx, ctx.viewer!, id, input);
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
  viewerCan(@Root() k: KeyVote, @Ctx() ctx: Context): KeyVoteViewerCan {
    const v = ctx.viewer;
    return {
      edit: canEditKeyVotes(v),
      delete: canEditKeyVotes(v),
      comment: commentaryPolicy.canAdd(v, CommentaryType.REGULAR, k),
      addStaffCommentary: commentaryPolicy.canAdd(v, CommentaryType.STAFF, k),
      addOwnerNote: commentaryPolicy.canAdd(v, CommentaryType.OWNER, k),
      seePrivateCommentary: commentaryPolicy.seesPrivate(v, k),
    };
  }

}

/** Fields of an imported roll call for Add Key Vote's search (issue #15 item 9). */
@Resolver(() => RollCall)
export class RollCallResolver {
  @Auth(Role.STAFF)
  @Query(() => RollCallPage, {
    nullable: true,
    description: "Imported roll calls on a bill, newest first (GET /api/roll-calls?search=&limit=&offset=): search by bill id ('H.R. 1'), roll-call number or words of the question.",
  })
  rollCalls(
    @Ctx() ctx: Context,
    @Arg('search', () => String, { nullable: true }) search?: string | null,
    @Arg('limit', () => Int, { defaultValue: 10 }) limit = 10,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset = 0,
  ): Promise<RollCallPage> {
    return keyVotes.searchRollCalls(ctx, { search, ...page(limit, offset) });
  }

  @FieldResolver(() => String, { description: "The title a key vote made from this roll call gets unless staff give one: the question and the bill's title." })
  keyVoteTitle(@Root() rc: RollCall): string {
    const billId = rc.billType && rc.billNumber ? formatBillId(rc.billType, rc.billNumber) : rc.voteId;
    return keyVotes.rollCallTitle({ question: rc.question, bill_title: rc.billTitle, subject: rc.subject }, billId);
  }

  @FieldResolver(() => String, { nullable: true, description: "The bill in display form ('H.R. 1')." })
  billId(@Root() rc: RollCall): string | null {
    return rc.billType && rc.billNumber ? formatBillId(rc.billType, rc.billNumber) : null;
  }

  @FieldResolver(() => RollCallTally, { description: 'Yea, nay, present and not-voting counts from the imported positions.' })
  async tally(@Root() rc: RollCall, @Ctx() ctx: Context): Promise<RollCallTally> {
    const n = await ctx.loaders.tallyByRollCallId.load(rc.id);
    return { ...n, voteId: rc.voteId, chamber: rc.chamber, date: rc.date, question: rc.question, result: rc.result };
  }

  @FieldResolver(() => KeyVote, { nullable: true, description: "The key vote already made on this roll call's bill in its Congress, if any." })
  keyVote(@Root() rc: RollCall, @Ctx() ctx: Context): Promise<KeyVote | null> {
    return keyVotes.keyVoteOnBill(ctx, rc);
  }
}
