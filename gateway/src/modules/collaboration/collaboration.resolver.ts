import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { GraphQLUUID } from 'graphql-scalars';
import { Auth } from '../../graphql/auth.js';
import type { Context } from '../../graphql/context.js';
import { Member } from '../member/member.entity.js';
import { displayNameFor } from '../member/member.policy.js';
import { seesTeamNames } from '../story/story.policy.js';
import { Story } from '../story/story.entity.js';
import { Collaborator } from './collaborator.entity.js';
import { InviteResponse, InviteRole, JoinRequestDecision } from './collaboration.enums.js';
import { InviteCollaboratorInput } from './collaboration.inputs.js';
import { Invite } from './invite.entity.js';
import { JoinRequest } from './join-request.entity.js';
import * as collaboration from './collaboration.service.js';

@Resolver(() => Collaborator)
export class CollaborationResolver {
  @Auth()
  @Query(() => [Collaborator], { description: 'Everyone on a story with their role (GET /api/stories/{id}/collaborators).' })
  storyCollaborators(@Arg('storyId', () => GraphQLUUID) storyId: string, @Ctx() ctx: Context): Promise<Collaborator[]> {
    return collaboration.listCollaborators(ctx, storyId);
  }

  @Auth()
  @Mutation(() => Collaborator, { description: "Change a collaborator's role (PUT /api/stories/{id}/collaborators/{userId})." })
  updateCollaboratorRole(
    @Arg('storyId', () => GraphQLUUID) storyId: string,
    @Arg('userId', () => GraphQLUUID) userId: string,
    @Arg('role', () => InviteRole) role: InviteRole,
    @Ctx() ctx: Context,
  ): Promise<Collaborator> {
    return collaboration.updateRole(ctx, storyId, userId, role);
  }

  @Auth()
  @Mutation(() => Story, { description: 'Remove a collaborator, or leave (DELETE /api/stories/{id}/collaborators/{userId}); returns the story.' })
  removeCollaborator(
    @Arg('storyId', () => GraphQLUUID) storyId: string,
    @Arg('userId', () => GraphQLUUID) userId: string,
    @Ctx() ctx: Context,
  ): Promise<Story> {
    return collaboration.removeCollaborator(ctx, storyId, userId);
  }

  @Auth()
  @Query(() => [Invite], { description: "A story's pending invites for its owner; your own invites to it for anyone else." })
  storyInvites(@Arg('storyId', () => GraphQLUUID) storyId: string, @Ctx() ctx: Context): Promise<Invite[]> {
    return collaboration.storyInvites(ctx, ctx.viewer!, storyId);
  }

  @Auth()
  @Query(() => [Invite], { description: 'Open invites to your email address (GET /api/users/me/invites).' })
  myInvites(@Ctx() ctx: Context): Promise<Invite[]> {
    return collaboration.myInvites(ctx, ctx.viewer!);
  }

  @Auth()
  @Mutation(() => Invite, { description: 'Invite by email and role, contributor by default (POST /api/stories/{id}/collaborators/invite).' })
  inviteCollaborator(
    @Arg('storyId', () => GraphQLUUID) storyId: string,
    @Arg('input', () => InviteCollaboratorInput) input: InviteCollaboratorInput,
    @Ctx() ctx: Context,
  ): Promise<Invite> {
    return collaboration.invite(ctx, ctx.viewer!, storyId, input);
  }

  @Auth()
  @Mutation(() => Invite, { description: 'Accept or decline an invite addressed to you (PUT /api/invites/{inviteId}).' })
  respondToInvite(
    @Arg('inviteId', () => GraphQLUUID) inviteId: string,
    @Arg('status', () => InviteResponse) status: InviteResponse,
    @Ctx() ctx: Context,
  ): Promise<Invite> {
    return collaboration.respondToInvite(ctx, ctx.viewer!, inviteId, status);
  }

  @Auth()
  @Query(() => [JoinRequest], { description: "Pending join requests for the owner; your own requests for anyone else (GET /api/stories/{id}/join-requests)." })
  storyJoinRequests(@Arg('storyId', () => GraphQLUUID) storyId: string, @Ctx() ctx: Context): Promise<JoinRequest[]> {
    return collaboration.storyJoinRequests(ctx, ctx.viewer!, storyId);
  }

  @Auth()
  @Mutation(() => JoinRequest, { description: 'Ask to join a story open to join (POST /api/stories/{id}/join-requests); auto-accepted without approval.' })
  requestToJoinStory(
    @Arg('storyId', () => GraphQLUUID) storyId: string,
    @Ctx() ctx: Context,
    @Arg('message', () => String, { nullable: true }) message?: string | null,
  ): Promise<JoinRequest> {
    return collaboration.requestToJoin(ctx, ctx.viewer!, storyId, message);
  }

  @Auth()
  @Mutation(() => JoinRequest, { description: 'Accept or reject a join request (PUT /join-requests/{requestId}).' })
  decideJoinRequest(
    @Arg('requestId', () => GraphQLUUID) requestId: string,
    @Arg('status', () => JoinRequestDecision) status: JoinRequestDecision,
    @Ctx() ctx: Context,
  ): Promise<JoinRequest> {
    return collaboration.decideJoinRequest(ctx, ctx.viewer!, requestId, status);
  }

  // ── Collaborator fields ───────────────────────────────────────────────────────────────────

  @FieldResolver(() => ID)
  userId(@Root() c: Collaborator): string {
    return c.memberId;
  }

  @FieldResolver(() => ID)
  storyId(@Root() c: Collaborator): string {
    return c.storyId;
  }

  @FieldResolver(() => String, { description: "To the story's owner and staff the team name; to others as the member chose." })
  async displayName(@Root() c: Collaborator, @Ctx() ctx: Context): Promise<string> {
    const [member, story] = await Promise.all([ctx.loaders.memberById.load(c.memberId), ctx.loaders.storyById.load(c.storyId)]);
    return member ? displayNameFor(ctx.viewer, member, seesTeamNames(ctx.viewer, story)) : 'Anonymous';
  }
}

@Resolver(() => Invite)
export class InviteResolver {
  @FieldResolver(() => ID)
  storyId(@Root() inv: Invite): string {
    return inv.storyId;
  }

  @FieldResolver(() => String)
  async storyTitle(@Root() inv: Invite, @Ctx() ctx: Context): Promise<string> {
    return (await ctx.loaders.storyById.load(inv.storyId))?.title ?? '';
  }

  @FieldResolver(() => Member, { nullable: true, description: 'Who sent the invite (invitedBy.displayName).' })
  invitedBy(@Root() inv: Invite, @Ctx() ctx: Context): Promise<Member | null> {
    return ctx.loaders.memberById.load(inv.invitedBy);
  }

  @FieldResolver(() => String, { nullable: true, description: "Visible to the invitee and the story's owner." })
  async inviteeEmail(@Root() inv: Invite, @Ctx() ctx: Context): Promise<string | null> {
    return (await collaboration.canSeeInviteeEmail(ctx, inv)) ? inv.inviteeEmail : null;
  }

  @FieldResolver(() => Story, { nullable: true, description: 'The story, once the viewer may see it (after accepting, for a private one).' })
  story(@Root() inv: Invite, @Ctx() ctx: Context): Promise<Story | null> {
    return collaboration.storyIfVisible(ctx, inv.storyId);
  }

  @FieldResolver(() => Boolean)
  isExpired(@Root() inv: Invite): boolean {
    return inv.expiresAt.getTime() <= Date.now();
  }
}

@Resolver(() => JoinRequest)
export class JoinRequestResolver {
  @FieldResolver(() => ID)
  storyId(@Root() r: JoinRequest): string {
    return r.storyId;
  }

  @FieldResolver(() => ID)
  requesterId(@Root() r: JoinRequest): string {
    return r.requesterId;
  }

  @FieldResolver(() => Story, { nullable: true })
  story(@Root() r: JoinRequest, @Ctx() ctx: Context): Promise<Story | null> {
    return collaboration.storyIfVisible(ctx, r.storyId);
  }

  @FieldResolver(() => String, { description: "To the story's owner and staff the team name; to others as the member chose." })
  async requesterDisplayName(@Root() r: JoinRequest, @Ctx() ctx: Context): Promise<string> {
    const [member, story] = await Promise.all([ctx.loaders.memberById.load(r.requesterId), ctx.loaders.storyById.load(r.storyId)]);
    return member ? displayNameFor(ctx.viewer, member, seesTeamNames(ctx.viewer, story)) : 'Anonymous';
  }

  @FieldResolver(() => String, { nullable: true, description: "Visible to the requester and the story's owner." })
  async requesterEmail(@Root() r: JoinRequest, @Ctx() ctx: Context): Promise<string | null> {
    if (!(await collaboration.canSeeRequesterEmail(ctx, r))) return null;
    return (await ctx.loaders.memberById.load(r.requesterId))?.email ?? null;
  }
}
