import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { Role } from '../../auth/roles.js';
import { Auth } from '../../graphql/auth.js';
import type { Context } from '../../graphql/context.js';
import { page, PAGE } from '../../graphql/limits.js';
import { Member } from '../member/member.entity.js';
import { ModerationAction } from './moderation-action.entity.js';
import { ModeratedContentType } from './moderation.enums.js';
import * as moderation from './moderation.service.js';
import { ModerationLogPage, RemovedDependants } from './moderation.types.js';

@Resolver(() => ModerationAction)
export class ModerationResolver {
  @Auth(Role.SUPER_ADMIN)
  @Query(() => ModerationLogPage, {
    nullable: true,
    description: 'Every edit and delete made with staff powers, newest first (GET /api/admin/moderation): who, what, when.',
  })
  moderationLog(
    @Ctx() ctx: Context,
    @Arg('contentType', () => ModeratedContentType, { nullable: true }) contentType?: ModeratedContentType | null,
    @Arg('limit', () => Int, { defaultValue: PAGE.defaultLimit }) limit: number = PAGE.defaultLimit,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset = 0,
  ): Promise<ModerationLogPage> {
    return moderation.moderationLog(ctx, ctx.viewer!, { contentType, ...page(limit, offset) });
  }

  @FieldResolver(() => Member, { nullable: true, description: 'Who did it; null once their account is gone.' })
  actor(@Root() a: ModerationAction, @Ctx() ctx: Context): Promise<Member | null> | null {
    return a.actorId ? ctx.loaders.memberById.load(a.actorId) : null;
  }

  @FieldResolver(() => Member, { nullable: true, description: 'Whose content it was; null when unknown or their account is gone.' })
  author(@Root() a: ModerationAction, @Ctx() ctx: Context): Promise<Member | null> | null {
    return a.authorId ? ctx.loaders.memberById.load(a.authorId) : null;
  }

  @FieldResolver(() => String, { nullable: true, description: 'The portal page the item is on (for a deleted item, the page it was on, if that remains).' })
  link(@Root() a: ModerationAction): string | null {
    return moderation.linkOf(a);
  }

  @FieldResolver(() => [String], { description: 'The fields an edit changed.' })
  changedFields(@Root() a: ModerationAction): string[] {
    return a.details?.changed ?? [];
  }

  @FieldResolver(() => [RemovedDependants], { description: 'What a delete removed with the item.' })
  removed(@Root() a: ModerationAction): RemovedDependants[] {
    return a.details?.removed ?? [];
  }
}
