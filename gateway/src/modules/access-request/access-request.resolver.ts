import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { GraphQLUUID } from 'graphql-scalars';
import { Role } from '../../auth/roles.js';
import { Auth } from '../../graphql/auth.js';
import type { Context } from '../../graphql/context.js';
import { page, PAGE } from '../../graphql/limits.js';
import { Member } from '../member/member.entity.js';
import { AccessRequest } from './access-request.entity.js';
import { AccessRequestStatus } from './access-request.enums.js';
import { AccessRequestPage, AccessRequestResult, RequestAccessInput } from './access-request.inputs.js';
import * as requests from './access-request.service.js';

@Resolver(() => AccessRequest)
export class AccessRequestResolver {
  @Auth()
  @Mutation(() => AccessRequestResult, {
    description:
      'Ask the super admins for a role (POST /api/users/me/request-access): kind, page (where the member was turned away), role (default: the lowest that opens the page, else STAFF; never more than the page needs), optional reason (≤ 1000). One pending request per member: asking again returns it.',
  })
  requestAccess(@Arg('input', () => RequestAccessInput, { defaultValue: {} }) input: RequestAccessInput, @Ctx() ctx: Context): Promise<AccessRequestResult> {
    return requests.requestAccess(ctx, ctx.viewer!, input);
  }

  @Auth()
  @Query(() => AccessRequest, { nullable: true, description: "The signed-in member's latest access request, pending or decided (GET /api/users/me/access-request)." })
  myAccessRequest(@Ctx() ctx: Context): Promise<AccessRequest | null> {
    return requests.myLatestRequest(ctx, ctx.viewer!);
  }

  @Auth()
  @Mutation(() => Int, { description: 'The member has seen the outcome of their decided requests (POST /api/users/me/access-request/seen); returns how many changed.' })
  markAccessRequestSeen(@Ctx() ctx: Context): Promise<number> {
    return requests.markOutcomeSeen(ctx, ctx.viewer!);
  }

  @Auth(Role.SUPER_ADMIN)
  @Query(() => AccessRequestPage, {
    nullable: true,
    description: 'Access requests of one status (GET /api/users/admin/access-requests): pending oldest first, decided newest first; who, when, why.',
  })
  accessRequests(
    @Ctx() ctx: Context,
    @Arg('status', () => AccessRequestStatus, { defaultValue: AccessRequestStatus.PENDING }) status: AccessRequestStatus,
    @Arg('limit', () => Int, { defaultValue: PAGE.defaultLimit }) limit: number = PAGE.defaultLimit,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset = 0,
  ): Promise<AccessRequestPage> {
    return requests.listRequests(ctx, ctx.viewer!, { status, ...page(limit, offset) });
  }

  @Auth(Role.SUPER_ADMIN)
  @Query(() => Int, { nullable: true, description: 'How many access requests wait for a decision (the admin sidebar badge).' })
  pendingAccessRequestCount(@Ctx() ctx: Context): Promise<number> {
    return requests.pendingCount(ctx, ctx.viewer!);
  }

  @Auth(Role.SUPER_ADMIN)
  @Mutation(() => AccessRequest, {
    nullable: true,
    description:
      'Grant a pending request (POST /api/users/admin/access-requests/{id}/grant): assigns the requested role (or `role`; SUPER_ADMIN only when given as `role`), tells the member in the portal and by email; 409 once decided.',
  })
  grantAccessRequest(
    @Arg('id', () => GraphQLUUID) id: string,
    @Ctx() ctx: Context,
    @Arg('role', () => Role, { nullable: true }) role?: Role | null,
    @Arg('note', () => String, { nullable: true }) note?: string | null,
  ): Promise<AccessRequest> {
    return requests.grant(ctx, ctx.viewer!, id, role, note);
  }

  @Auth(Role.SUPER_ADMIN)
  @Mutation(() => AccessRequest, {
    nullable: true,
    description: 'Decline a pending request (POST /api/users/admin/access-requests/{id}/decline) with an optional note the member reads; 409 once decided.',
  })
  declineAccessRequest(@Arg('id', () => GraphQLUUID) id: string, @Ctx() ctx: Context, @Arg('note', () => String, { nullable: true }) note?: string | null): Promise<AccessRequest> {
    return requests.decline(ctx, ctx.viewer!, id, note);
  }

  @FieldResolver(() => Member, { nullable: true, description: 'Who asked.' })
  member(@Root() r: AccessRequest, @Ctx() ctx: Context): Promise<Member | null> {
    return ctx.loaders.memberById.load(r.memberId);
  }

  @FieldResolver(() => Member, { nullable: true, description: 'The super admin who decided; null while pending or once their account is gone.' })
  decidedBy(@Root() r: AccessRequest, @Ctx() ctx: Context): Promise<Member | null> | null {
    return r.decidedBy ? ctx.loaders.memberById.load(r.decidedBy) : null;
  }

  @FieldResolver(() => Boolean, { description: 'The member has seen the outcome (dismissed the notice).' })
  outcomeSeen(@Root() r: AccessRequest): boolean {
    return r.outcomeSeenAt !== null;
  }
}
