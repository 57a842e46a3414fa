import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { GraphQLDateTimeISO, GraphQLUUID } from 'graphql-scalars';
import { hasRole, Role } from '../../auth/roles.js';
import { Auth } from '../../graphql/auth.js';
import type { Context } from '../../graphql/context.js';
import { page, PAGE } from '../../graphql/limits.js';
import { Article } from '../article/article.entity.js';
import { Story } from '../story/story.entity.js';
import { Member } from './member.entity.js';
import { UpdateProfileInput } from './member.inputs.js';
import { assignableRoles, canReadPrivateMemberFields, publicDisplayName, removableRoles, teamDisplayName } from './member.policy.js';
import { RoleChange } from './role-change.entity.js';
import * as members from './member.service.js';

@Resolver(() => Member)
export class MemberResolver {
  @Auth()
  @Query(() => Member, { description: 'The signed-in member (GET /api/users/me).' })
  me(@Ctx() ctx: Context): Promise<Member> {
    return members.getOrCreateProfile(ctx, ctx.viewer!);
  }

  @Auth()
  @Query(() => [Role], { description: "The signed-in member's roles, from the server (GET /api/users/me/roles)." })
  myRoles(@Ctx() ctx: Context): Role[] {
    return ctx.viewer!.roles;
  }

  @Auth()
  @Query(() => [Story], { description: 'Stories the signed-in member owns or collaborates on, newest first (GET /api/users/me/stories); userRole says which.' })
  myStories(@Ctx() ctx: Context): Promise<Story[]> {
    return members.storiesOf(ctx, ctx.viewer!.id);
  }

  @Auth()
  @Query(() => [Article], { description: 'Articles the signed-in member submitted (GET /api/users/me/articles).' })
  myArticles(@Ctx() ctx: Context): Promise<Article[]> {
    return members.articlesSubmittedBy(ctx, ctx.viewer!.id);
  }

  @Auth()
  @Mutation(() => Member, { description: 'Change username or real-name display (PUT /api/users/me).' })
  updateProfile(@Arg('input', () => UpdateProfileInput) input: UpdateProfileInput, @Ctx() ctx: Context): Promise<Member> {
    return members.updateProfile(ctx, ctx.viewer!, input);
  }

  @Auth(Role.SUPER_ADMIN)
  @Query(() => [Member], { nullable: true, description: 'All members with their roles (GET /api/users/admin/users).' })
  users(
    @Ctx() ctx: Context,
    @Arg('search', () => String, { nullable: true }) search?: string,
    @Arg('limit', () => Int, { defaultValue: PAGE.defaultLimit }) limit: number = PAGE.defaultLimit,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset = 0,
  ): Promise<Member[]> {
    return members.listMembers(ctx, { search, ...page(limit, offset) });
  }

  @Auth(Role.SUPER_ADMIN)
  @Query(() => Int, { nullable: true, description: 'How many members the same search finds (GET /api/users/admin/users answers it as total).' })
  userCount(@Ctx() ctx: Context, @Arg('search', () => String, { nullable: true }) search?: string): Promise<number> {
    return members.countMembers(ctx, search);
  }

  @Auth(Role.SUPER_ADMIN)
  @Query(() => Member, { nullable: true, description: "One member with their roles and role history (GET /api/users/admin/users/{userId}); 404 'User not found.'." })
  user(@Arg('id', () => GraphQLUUID) id: string, @Ctx() ctx: Context): Promise<Member> {
    return members.getMember(ctx, id);
  }

  @Auth(Role.SUPER_ADMIN)
  @Mutation(() => Member, { nullable: true, description: 'Give a member a role (POST /api/users/admin/users/{userId}/roles).' })
  assignRole(@Arg('userId', () => GraphQLUUID) userId: string, @Arg('role', () => Role) role: Role, @Ctx() ctx: Context): Promise<Member> {
    return members.assignRole(ctx, ctx.viewer!, userId, role);
  }

  @Auth(Role.SUPER_ADMIN)
  @Mutation(() => Member, { nullable: true, description: 'Take a role away (DELETE /api/users/admin/users/{userId}/roles/{role}).' })
  removeRole(@Arg('userId', () => GraphQLUUID) userId: string, @Arg('role', () => Role) role: Role, @Ctx() ctx: Context): Promise<Member> {
    return members.removeRole(ctx, ctx.viewer!, userId, role);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'Visible to everyone only when the member shows their real name; always to the member and to super admins.',
  })
  username(@Root() member: Member, @Ctx() ctx: Context): string | null {
    return member.showRealName || canReadPrivateMemberFields(ctx.viewer, member.id) ? member.username : null;
  }

  @FieldResolver(() => String, { nullable: true, description: 'Visible to the member and to super admins.' })
  email(@Root() member: Member, @Ctx() ctx: Context): string | null {
    return canReadPrivateMemberFields(ctx.viewer, member.id) ? member.email : null;
  }

  @FieldResolver(() => [Role], { nullable: true, description: 'Visible to the member and to super admins.' })
  roles(@Root() member: Member, @Ctx() ctx: Context): Promise<Role[]> | null {
    return canReadPrivateMemberFields(ctx.viewer, member.id) ? ctx.loaders.rolesByMemberId.load(member.id) : null;
  }

  @FieldResolver(() => GraphQLDateTimeISO, { nullable: true, description: 'Last sign-in through the auth service; visible to the member and to super admins.' })
  lastSignInAt(@Root() member: Member, @Ctx() ctx: Context): Promise<Date | null> | null {
    return canReadPrivateMemberFields(ctx.viewer, member.id) ? ctx.loaders.lastSignInById.load(member.id) : null;
  }

  @FieldResolver(() => [RoleChange], { nullable: true, description: 'Every role assigned to or removed from the member, newest first; visible to the member and to super admins.' })
  roleChanges(@Root() member: Member, @Ctx() ctx: Context): Promise<RoleChange[]> | null {
    return canReadPrivateMemberFields(ctx.viewer, member.id) ? ctx.loaders.roleChangesByMemberId.load(member.id) : null;
  }

  @FieldResolver(() => [Role], {
    nullable: true,
    description: "Roles a super admin may remove now: never USER, nor the last super admin's SUPER_ADMIN (null for anyone but super admins).",
  })
  async removableRoles(@Root() member: Member, @Ctx() ctx: Context): Promise<Role[] | null> {
    if (!hasRole(ctx.viewer, Role.SUPER_ADMIN)) return null;
    const [held, superAdmins] = await Promise.all([ctx.loaders.rolesByMemberId.load(member.id), ctx.loaders.superAdminIds.load('all')]);
    return removableRoles(held, superAdmins, member.id);
  }

  @FieldResolver(() => [Role], { nullable: true, description: 'Roles a super admin may assign: those the member does not hold, USER excepted (null for anyone but super admins).' })
  async assignableRoles(@Root() member: Member, @Ctx() ctx: Context): Promise<Role[] | null> {
    if (!hasRole(ctx.viewer, Role.SUPER_ADMIN)) return null;
    return assignableRoles(await ctx.loaders.rolesByMemberId.load(member.id));
  }

  @FieldResolver(() => String, { description: "The member's username when they show their real name, otherwise 'Anonymous'." })
  displayName(@Root() member: Member): string {
    return publicDisplayName(member);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "The stable name staff (in their tools) and a story's owner (for its collaborators, join requests and proposals) see: the display name, else 'Member' and a code from the id. Visible to the member and to super admins.",
  })
  teamDisplayName(@Root() member: Member, @Ctx() ctx: Context): string | null {
    return canReadPrivateMemberFields(ctx.viewer, member.id) ? teamDisplayName(member) : null;
  }
}

@Resolver(() => RoleChange)
export class RoleChangeResolver {
  @FieldResolver(() => Member, { nullable: true, description: 'Who made the change; null when made by the server configuration (ORG_OWNER_EMAIL, ORG_STAFF_EMAIL_DOMAIN) or their account is gone.' })
  actor(@Root() change: RoleChange, @Ctx() ctx: Context): Promise<Member | null> | null {
    return change.actorId ? ctx.loaders.memberById.load(change.actorId) : null;
  }

  @FieldResolver(() => Boolean, { description: 'Made by the server configuration rather than a super admin.' })
  bySystem(@Root() change: RoleChange): boolean {
    return change.actorId === null;
  }
}
