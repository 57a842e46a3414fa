import type { EntityManager } from 'typeorm';
import { Role } from '../../auth/roles.js';
import type { Config } from '../../config/config.js';
import type { Context, Viewer } from '../../graphql/context.js';
import { DomainError } from '../../errors/errors.js';
import { Article } from '../article/article.entity.js';
import { Story } from '../story/story.entity.js';
import { Member } from './member.entity.js';
import { checkDisplayName, DISPLAY_NAME_MESSAGES } from './display-name.js';
import type { UpdateProfileInput } from './member.inputs.js';
import { signupTimeZone } from './time-zone.js';

/**
 * The signed-in member's profile. A verified user without a profile row yet (first request after
 * signing up with hosted Supabase) gets one created from the token's id, email and the time zone
 * their browser gave at sign-up (user_metadata).
 */
export async function getOrCreateProfile(ctx: Context, viewer: Viewer): Promise<Member> {
  const existing = await ctx.loaders.memberById.load(viewer.id);
  if (existing) return existing;
  if (!viewer.email) throw new DomainError('UNAUTHENTICATED', 'The access token carries no email address.');
  const timeZone = await signupTimeZone(ctx.dataSource, viewer.signupMetadata);
  await ctx.dataSource
    .createQueryBuilder()
    .insert()
    .into(Member)
    .values({ id: viewer.id, email: viewer.email.toLowerCase(), timeZone })
    .orIgnore()
    .execute();
  ctx.loaders.memberById.clear(viewer.id);
  const created = await ctx.loaders.memberById.load(viewer.id);
  if (!created) throw new DomainError('CONFLICT', 'Another account already uses this email address.');
  return created;
}

type Db = Pick<EntityManager, 'query'>;

/**
 * Creates the member profile for a new auth user (id = auth user id), if it is not there yet, in
 * the time zone their browser gave at sign-up (user_metadata). Called by the auth service when it
 * creates a user, inside the same transaction.
 */
export async function ensureMemberProfile(db: Db, user: { id: string; email: string; raw_user_meta_data?: unknown }): Promise<void> {
  const timeZone = await signupTimeZone(db, user.raw_user_meta_data);
  await db.query('INSERT INTO members (id, email, time_zone) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING', [user.id, user.email.toLowerCase(), timeZone]);
}

/**
 * Roles that server configuration grants to a VERIFIED email (call it only once the address is
 * confirmed): ORG_OWNER_EMAIL gets all four roles, addresses on ORG_STAFF_EMAIL_DOMAIN get staff.
 * Each grant is stored in member_roles and logged in role_changes with no actor (the system).
 * The client's SPEC §6 domain fallbacks never reach the server: this is the only path.
 */
export async function applyConfiguredRoles(db: Db, roles: Config['roles'], member: { id: string; email: string }): Promise<Role[]> {
  const email = member.email.toLowerCase();
  const grant: Role[] = [];
  if (roles.ownerEmail && email === roles.ownerEmail) grant.push(Role.STAFF, Role.ADMIN, Role.SUPER_ADMIN);
  else if (roles.staffEmailDomain && email.endsWith(`@${roles.staffEmailDomain}`)) grant.push(Role.STAFF);
  const granted: Role[] = [];
  for (const role of grant) {
    const inserted: unknown[] = await db.query(
      'INSERT INTO member_roles (member_id, role) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING role',
      [member.id, role],
    );
    if (inserted.length) {
      await db.query("INSERT INTO role_changes (actor_id, target_id, role, action) VALUES (NULL, $1, $2, 'assign')", [member.id, role]);
      granted.push(role);
    }
  }
  return granted;
}

/**
 * PUT /api/users/me: the display name (the SPEC's username; empty removes it) and the real-name
 * switch. Names are unique ignoring case: checked first for a clear message, and enforced by the
 * unique index on lower(username) when two members race for one.
 */
export async function updateProfile(ctx: Context, viewer: Viewer, input: UpdateProfileInput): Promise<Member> {
  const member = await getOrCreateProfile(ctx, viewer);
  const changes: Partial<Member> = {};
  if (input.username !== undefined && input.username !== null) changes.username = checkDisplayName(input.username);
  if (input.showRealName !== undefined && input.showRealName !== null) changes.showRealName = input.showRealName;
  if (Object.keys(changes).length === 0) return member;
  if (changes.username) {
    const taken: unknown[] = await ctx.dataSource.query('SELECT 1 FROM members WHERE lower(username) = lower($1) AND id <> $2', [changes.username, member.id]);
    if (taken.length) throw new DomainError('CONFLICT', DISPLAY_NAME_MESSAGES.taken);
  }
  try {
    await ctx.dataSource.getRepository(Member).update({ id: member.id }, changes);
  } catch (err) {
    if ((err as { code?: string }).code === '23505') throw new DomainError('CONFLICT', DISPLAY_NAME_MESSAGES.taken);
    throw err;
  }
  ctx.loaders.memberById.clear(member.id);
  return (await ctx.loaders.memberById.load(member.id))!;
}

/**
 * "My Stories": the stories the member owns or collaborates on (an accepted invite or join
 * request), newest first. Being on a story makes it visible to them, private ones included.
 */
export function storiesOf(ctx: Context, memberId: string): Promise<Story[]> {
  return ctx.dataSource
    .getRepository(Story)
    .createQueryBuilder('s')
    .where('s.created_by = :memberId', { memberId })
    .orWhere('EXISTS (SELECT 1 FROM story_collaborators c WHERE c.story_id = s.id AND c.member_id = :memberId)', { memberId })
    .orderBy('s.created_at', 'DESC')
    .addOrderBy('s.id')
    .getMany();
}

/** Articles the member submitted, newest first. */
export function articlesSubmittedBy(ctx: Context, memberId: string): Promise<Article[]> {
  return ctx.dataSource.getRepository(Article).find({ where: { submittedBy: memberId }, order: { submittedAt: 'DESC' } });
}

/** The super admin user search: an email or display-name substring (matched literally). */
function memberSearch(ctx: Context, search: string | null | undefined) {
  const qb = ctx.dataSource.getRepository(Member).createQueryBuilder('m');
  const text = search?.trim();
  // Backslash is PostgreSQL's default LIKE escape: the search text matches literally.
  if (text) qb.where("(m.email ILIKE '%' || :search || '%' OR m.username ILIKE '%' || :search || '%')", { search: text.replace(/[\\%_]/g, (c) => '\\' + c) });
  return qb;
}

/** Super admin user list, optionally filtered by email or display name; newest first, one page at a time. */
export function listMembers(ctx: Context, args: { search?: string | null; limit: number; offset: number }): Promise<Member[]> {
  return memberSearch(ctx, args.search).orderBy('m.created_at', 'DESC').addOrderBy('m.id').limit(args.limit).offset(args.offset).getMany();
}

/** How many members the same search finds (the admin screen pages through them). */
export function countMembers(ctx: Context, search?: string | null): Promise<number> {
  return memberSearch(ctx, search).getCount();
}

/** One member for the admin screen; 404 'User not found.'. */
export async function getMember(ctx: Context, id: string): Promise<Member> {
  const member = await ctx.loaders.memberById.load(id.toLowerCase());
  if (!member) throw new DomainError('NOT_FOUND', 'User not found.');
  return member;
}

/**
 * Gives a member a role. USER is every member's base role and cannot be assigned; assigning a
 * role the member already has is a conflict. Recorded in role_changes (who, whom, what, when).
 */
export async function assignRole(ctx: Context, actor: Viewer, memberId: string, role: Role): Promise<Member> {
  if (role === Role.USER) throw new DomainError('BAD_USER_INPUT', 'Every member has the user role; it cannot be assigned.');
  await ctx.dataSource.transaction(async (tx) => {
    const exists: unknown[] = await tx.query('SELECT 1 FROM members WHERE id = $1', [memberId]);
    if (!exists.length) throw new DomainError('NOT_FOUND', 'User not found.');
    const inserted: unknown[] = await tx.query(
      'INSERT INTO member_roles (member_id, role, granted_by) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING role',
      [memberId, role, actor.id],
    );
    if (!inserted.length) throw new DomainError('CONFLICT', `The user already has the ${role} role.`);
    await tx.query("INSERT INTO role_changes (actor_id, target_id, role, action) VALUES ($1, $2, $3, 'assign')", [actor.id, memberId, role]);
  });
  return reloadMember(ctx, memberId);
}

/**
 * Takes a role away. The base USER role cannot be removed, nor a role the member does not hold,
 * nor the last super_admin role in the organisation (nobody could manage roles afterwards).
 */
export async function removeRole(ctx: Context, actor: Viewer, memberId: string, role: Role): Promise<Member> {
  if (role === Role.USER) throw new DomainError('BAD_USER_INPUT', 'Every member has the user role; it cannot be removed.');
  await ctx.dataSource.transaction(async (tx) => {
    const exists: unknown[] = await tx.query('SELECT 1 FROM members WHERE id = $1', [memberId]);
    if (!exists.length) throw new DomainError('NOT_FOUND', 'User not found.');
    if (role === Role.SUPER_ADMIN) {
      // Lock every super_admin row so two concurrent removals cannot both pass the check.
      const holders: { member_id: string }[] = await tx.query("SELECT member_id FROM member_roles WHERE role = 'super_admin' FOR UPDATE");
      if (holders.length === 1 && holders[0].member_id === memberId) {
        throw new DomainError('CONFLICT', 'The last super admin role cannot be removed: nobody could manage roles afterwards.');
      }
    }
    // The query runner's structured result gives the affected count (EntityManager.query drops that flag).
    const deleted = await tx.queryRunner!.query('DELETE FROM member_roles WHERE member_id = $1 AND role = $2', [memberId, role], true);
    if (!deleted.affected) throw new DomainError('NOT_FOUND', `The user does not have the ${role} role.`);
    await tx.query("INSERT INTO role_changes (actor_id, target_id, role, action) VALUES ($1, $2, $3, 'remove')", [actor.id, memberId, role]);
  });
  return reloadMember(ctx, memberId);
}

async function reloadMember(ctx: Context, memberId: string): Promise<Member> {
  ctx.loaders.memberById.clear(memberId);
  ctx.loaders.rolesByMemberId.clear(memberId);
  ctx.loaders.roleChangesByMemberId.clear(memberId);
  ctx.loaders.superAdminIds.clearAll();
  return (await ctx.loaders.memberById.load(memberId))!;
}
