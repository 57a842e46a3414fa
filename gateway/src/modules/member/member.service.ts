import type { Context, Viewer } from '../../graphql/context.js';
import { DomainError } from '../../errors/errors.js';
import { Member } from './member.entity.js';

/**
 * The signed-in member's profile. A verified user without a profile row yet (first request after
 * signing up with the auth service) gets one created from the token's id and email.
 */
export async function getOrCreateProfile(ctx: Context, viewer: Viewer): Promise<Member> {
  const existing = await ctx.loaders.memberById.load(viewer.id);
  if (existing) return existing;
  if (!viewer.email) throw new DomainError('UNAUTHENTICATED', 'The access token carries no email address.');
  await ctx.dataSource
    .createQueryBuilder()
    .insert()
    .into(Member)
    .values({ id: viewer.id, email: viewer.email.toLowerCase() })
    .orIgnore()
    .execute();
  ctx.loaders.memberById.clear(viewer.id);
  const created = await ctx.loaders.memberById.load(viewer.id);
  if (!created) throw new DomainError('CONFLICT', 'Another account already uses this email address.');
  return created;
}
