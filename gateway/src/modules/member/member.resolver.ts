import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { GraphQLDateTimeISO, GraphQLUUID } from 'graphql-scalars';
import { Role } from '../../auth/roles.js';
import { Auth } from '../../graphql/auth.js';
import type { Context } from '../../graphql/context.js';
import { page, PAGE } from '../../graphql/limits.js';
import { Article } from '../article/article.entity.js';
import { Story } from '../story/story.entity.js';
import { Member } from './member.entity.js';
import { AccessRequestResult, RequestAccessInput, UpdateProfileInput } from './member.inputs.js';
import { canReadPrivateMemberFields, publicDisplayName } from './member.policy.js';
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

  @Auth()
  @Mutation(() => AccessRequestResult, { description: 'Ask the administrators for admin or emergency access (POST /api/users/me/request-access).' })
  requestAccess(
    @Arg('input', () => RequestAccessInput, { defaultValue: {} }) input: RequestAccessInput,
    @Ctx() ctx: Context,
  ): Promise<AccessRequestResult> {
    return members.requestAccess(ctx, ctx.viewer!, input);
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

  @FieldResolver(() => String, { description: "The member's username when they show their real name, otherwise 'Anonymous'." })
  displayName(@Root() member: Member): string {
    return publicDisplayName(member);
  }
}
