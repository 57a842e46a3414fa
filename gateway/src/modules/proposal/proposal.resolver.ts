import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { GraphQLUUID } from 'graphql-scalars';
import { Auth } from '../../graphql/auth.js';
import type { Context } from '../../graphql/context.js';
import { RateLimit } from '../../http/rate-limit.js';
import { Vote } from '../content/content.enums.js';
import { storyIfVisible } from '../collaboration/collaboration.service.js';
import { displayNameFor } from '../member/member.policy.js';
import { seesTeamNames } from '../story/story.policy.js';
import { Story } from '../story/story.entity.js';
import { Proposal } from './proposal.entity.js';
import { ProposalDecision } from './proposal.enums.js';
import { CreateProposalInput } from './proposal.inputs.js';
import * as proposals from './proposal.service.js';

@Resolver(() => Proposal)
export class ProposalResolver {
  @Auth()
  @Query(() => [Proposal], { description: "A story's proposals, newest first (GET /api/stories/{id}/proposals)." })
  storyProposals(@Arg('storyId', () => GraphQLUUID) storyId: string, @Ctx() ctx: Context): Promise<Proposal[]> {
    return proposals.listProposals(ctx, storyId);
  }

  @Auth()
  @Mutation(() => Proposal, { description: 'Propose a new title or a new description, exactly one (POST /api/stories/{id}/proposals).' })
  createProposal(
    @Arg('storyId', () => GraphQLUUID) storyId: string,
    @Arg('input', () => CreateProposalInput) input: CreateProposalInput,
    @Ctx() ctx: Context,
  ): Promise<Proposal> {
    return proposals.createProposal(ctx, ctx.viewer!, storyId, input);
  }

  @Auth()
  @Mutation(() => Proposal, { description: 'Vote up or down; changeable while pending (POST /api/stories/{id}/proposals/{proposalId}/vote).' })
  @RateLimit('vote')
  voteOnProposal(
    @Arg('proposalId', () => GraphQLUUID) proposalId: string,
    @Arg('vote', () => Vote) vote: Vote,
    @Ctx() ctx: Context,
    @Arg('storyId', () => GraphQLUUID, { nullable: true, description: 'When given, the proposal must belong to this story.' }) storyId?: string | null,
  ): Promise<Proposal> {
    return proposals.vote(ctx, ctx.viewer!, proposalId, vote, storyId);
  }

  @Auth()
  @Mutation(() => Proposal, { description: 'The owner approves (applies the change) or rejects (PUT /api/stories/{id}/proposals/{proposalId}).' })
  decideProposal(
    @Arg('proposalId', () => GraphQLUUID) proposalId: string,
    @Arg('status', () => ProposalDecision) status: ProposalDecision,
    @Ctx() ctx: Context,
    @Arg('storyId', () => GraphQLUUID, { nullable: true, description: 'When given, the proposal must belong to this story.' }) storyId?: string | null,
  ): Promise<Proposal> {
    return proposals.decide(ctx, ctx.viewer!, proposalId, status, storyId);
  }

  @FieldResolver(() => ID)
  storyId(@Root() p: Proposal): string {
    return p.storyId;
  }

  @FieldResolver(() => Story, { nullable: true, description: 'The story (after an approval, with its new title or description).' })
  story(@Root() p: Proposal, @Ctx() ctx: Context): Promise<Story | null> {
    return storyIfVisible(ctx, p.storyId);
  }

  @FieldResolver(() => String, { description: "To the story's owner and staff the team name; to others as the member chose." })
  async proposerDisplayName(@Root() p: Proposal, @Ctx() ctx: Context): Promise<string> {
    const [member, story] = await Promise.all([ctx.loaders.memberById.load(p.proposerId), ctx.loaders.storyById.load(p.storyId)]);
    return member ? displayNameFor(ctx.viewer, member, seesTeamNames(ctx.viewer, story)) : 'Anonymous';
  }

  @FieldResolver(() => Int)
  async votesUp(@Root() p: Proposal, @Ctx() ctx: Context): Promise<number> {
    return (await ctx.loaders.proposalTallyById.load(p.id)).up;
  }

  @FieldResolver(() => Int)
  async votesDown(@Root() p: Proposal, @Ctx() ctx: Context): Promise<number> {
    return (await ctx.loaders.proposalTallyById.load(p.id)).down;
  }

  @FieldResolver(() => Vote, { nullable: true, description: "The viewer's vote, if any." })
  userVote(@Root() p: Proposal, @Ctx() ctx: Context): Promise<Vote | null> | null {
    return ctx.viewer ? ctx.loaders.proposalVoteByViewer(ctx.viewer).load(p.id) : null;
  }
}

@Resolver(() => Story)
export class StoryProposalsResolver {
  @FieldResolver(() => [Proposal], { description: 'Proposals, newest first.' })
  proposals(@Root() story: Story, @Ctx() ctx: Context): Promise<Proposal[]> {
    return ctx.loaders.proposalsByStoryId.load(story.id);
  }
}
