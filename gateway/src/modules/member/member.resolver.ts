import { Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { Role } from '../../auth/roles.js';
import { Auth } from '../../graphql/auth.js';
import type { Context } from '../../graphql/context.js';
import { Member } from './member.entity.js';
import { canReadPrivateMemberFields, publicDisplayName } from './member.policy.js';
import { getOrCreateProfile } from './member.service.js';

@Resolver(() => Member)
export class MemberResolver {
  @Auth()
  @Query(() => Member, { description: 'The signed-in member (GET /api/users/me).' })
  me(@Ctx() ctx: Context): Promise<Member> {
    return getOrCreateProfile(ctx, ctx.viewer!);
  }

  @FieldResolver(() => String, { nullable: true, description: 'Visible to the member and to super admins.' })
  email(@Root() member: Member, @Ctx() ctx: Context): string | null {
    return canReadPrivateMemberFields(ctx.viewer, member.id) ? member.email : null;
  }

  @FieldResolver(() => [Role], { nullable: true, description: 'Visible to the member and to super admins.' })
  roles(@Root() member: Member, @Ctx() ctx: Context): Promise<Role[]> | null {
    return canReadPrivateMemberFields(ctx.viewer, member.id) ? ctx.loaders.rolesByMemberId.load(member.id) : null;
  }

  @FieldResolver(() => String, { description: "The member's username when they show their real name, otherwise 'Anonymous'." })
  displayName(@Root() member: Member): string {
    return publicDisplayName(member);
  }
}
