import type { EntityManager } from 'typeorm';
import { Role, satisfies } from '../../auth/roles.js';
import { isUuid } from '../../db/ids.js';
import { badInput, DomainError, forbidden, notFound } from '../../errors/errors.js';
import type { Context, Viewer } from '../../graphql/context.js';
import { getOrCreateProfile } from '../member/member.service.js';
import { modifyReturning } from '../story/story.service.js';
import { AccessRequest } from './access-request.entity.js';
import { AccessRequestKind, AccessRequestStatus } from './access-request.enums.js';
import { emitAccessRequestCreated, emitAccessRequestDecided } from './access-request.events.js';
import { ACCESS_REQUEST_LIMITS, type RequestAccessInput } from './access-request.inputs.js';
import * as policy from './access-request.policy.js';

export const ACCESS_REQUEST_MESSAGES = {
  sent: 'Your request has been sent to the administrators. You will be contacted once it has been reviewed.',
  alreadyPending: 'You already have a request waiting for review. You will be contacted once it has been reviewed.',
  alreadyHeld: 'You already have this access.',
  notFound: 'Access request not found.',
  decided: 'This request has already been decided.',
  decideOnly: 'Only super admins can decide access requests.',
  baseRole: 'Every member has the user role; ask for staff, admin or super admin access.',
  moreThanPage: (page: string, role: string) => `The page you were turned away from (${page}) opens with ${role} access; ask for that.`,
  pageNeedsNothing: (page: string) => `${page} needs no role beyond the one you have; there is nothing to ask for.`,
  chooseRole: 'Choose the role to grant: Super Admin is never granted without choosing it.',
  page: `The page may be at most ${ACCESS_REQUEST_LIMITS.page} characters long.`,
  reason: `The reason may be at most ${ACCESS_REQUEST_LIMITS.reason} characters long.`,
  note: `The note may be at most ${ACCESS_REQUEST_LIMITS.note} characters long.`,
} as const;

export const ROLE_WORDS: Record<Role, string> = { user: 'User', staff: 'Staff', admin: 'Admin', super_admin: 'Super Admin' };
/** Where each granted role is first useful. */
/** Where a granted role's work starts: the decision email's link. */
export const ROLE_HOME: Record<Role, string> = { user: '/dashboard', staff: '/legislators', admin: '/legislators', super_admin: '/admin/users' };

const optionalText = (value: string | null | undefined, max: number, message: string): string | null => {
  const text = value?.trim() ?? '';
  if (text.length > max) throw badInput(message);
  return text || null;
};

function grantableRole(role: Role | null | undefined, fallback: Role): Role {
  const r = role ?? fallback;
  if (!policy.GRANTABLE_ROLES.includes(r)) throw badInput(ACCESS_REQUEST_MESSAGES.baseRole, { field: 'role' });
  return r;
}

const RANK: Record<Role, number> = { user: 0, staff: 1, admin: 2, super_admin: 3 };

/**
 * The role a request asks for (issue #58 item 2): the one named, else the lowest that opens the
 * page the member was turned away from, else Staff (the lowest there is to ask for). Never more
 * than the page needs: a page opened by Staff cannot be the reason for a Super Admin request.
 */
function requestedRole(role: Role | null | undefined, page: string | null): Role {
  const needed = page ? policy.lowestRoleFor(page) : null;
  if (page && !needed && !role) throw badInput(ACCESS_REQUEST_MESSAGES.pageNeedsNothing(page), { field: 'page' });
  const r = grantableRole(role, needed ?? Role.STAFF);
  if (page && needed && RANK[r] > RANK[needed]) throw badInput(ACCESS_REQUEST_MESSAGES.moreThanPage(page, ROLE_WORDS[needed]), { field: 'role' });
  return r;
}

/** A portal path as the member saw it: /legislators, /admin/users?user=… (no origin). */
function pagePath(value: string | null | undefined): string | null {
  const text = optionalText(value, ACCESS_REQUEST_LIMITS.page, ACCESS_REQUEST_MESSAGES.page);
  if (text && !text.startsWith('/')) throw badInput('The page is a path of the portal, such as /legislators.', { field: 'page' });
  return text;
}

/**
 * POST /api/users/me/request-access: any signed-in member asks for a role (by default the lowest
 * that opens `page`, else staff) with an optional reason. A member has at most one pending request: asking
 * again while one waits returns that one (nothing new is stored). Asking for a role one already
 * has (or a higher one) is a conflict.
 */
export async function requestAccess(ctx: Context, viewer: Viewer, input: RequestAccessInput): Promise<{ requestId: string; message: string; request: AccessRequest }> {
  const kind = input.kind ?? AccessRequestKind.ADMIN;
  const page = pagePath(input.page);
  const role = requestedRole(input.role, page);
  const reason = optionalText(input.reason, ACCESS_REQUEST_LIMITS.reason, ACCESS_REQUEST_MESSAGES.reason);
  if (satisfies(viewer.roles, role)) throw new DomainError('CONFLICT', ACCESS_REQUEST_MESSAGES.alreadyHeld);
  await getOrCreateProfile(ctx, viewer);
  const { id, existing } = await ctx.dataSource.transaction(async (tx) => {
    // Serializes one member's requests; the partial unique index holds the rule regardless.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`access-request:${viewer.id}`]);
    const pending: { id: string }[] = await tx.query("SELECT id FROM access_requests WHERE member_id = $1 AND status = 'pending' LIMIT 1", [viewer.id]);
    if (pending.length) return { id: pending[0].id, existing: true };
    const [row]: { id: string; created_at: Date }[] = await tx.query(
      'INSERT INTO access_requests (member_id, kind, requested_role, reason, page) VALUES ($1, $2, $3, $4, $5) RETURNING id, created_at',
      [viewer.id, kind, role, reason, page],
    );
    await emitAccessRequestCreated(tx, { requestId: row.id, memberId: viewer.id, requestedRole: role, reason, createdAt: row.created_at });
    return { id: row.id, existing: false };
  });
  const request = await ctx.dataSource.getRepository(AccessRequest).findOneByOrFail({ id });
  return { requestId: id, message: existing ? ACCESS_REQUEST_MESSAGES.alreadyPending : ACCESS_REQUEST_MESSAGES.sent, request };
}

/** The signed-in member's latest request (pending or decided), or null: for the Access Denied page and the outcome notice. */
export function myLatestRequest(ctx: Context, viewer: Viewer): Promise<AccessRequest | null> {
  return ctx.dataSource.getRepository(AccessRequest).findOne({ where: { memberId: viewer.id }, order: { createdAt: 'DESC', id: 'ASC' } });
}

/** The member has seen the outcome of their decided requests (the notice is dismissed); returns how many changed. */
export async function markOutcomeSeen(ctx: Context, viewer: Viewer): Promise<number> {
  const rows = await modifyReturning(
    ctx.dataSource,
    "UPDATE access_requests SET outcome_seen_at = now() WHERE member_id = $1 AND status <> 'pending' AND outcome_seen_at IS NULL RETURNING id",
    [viewer.id],
  );
  return rows.length;
}

/** Super admins: requests of one status, pending oldest first (first come, first decided), decided newest first. */
export async function listRequests(ctx: Context, viewer: Viewer, args: { status: AccessRequestStatus; limit: number; offset: number }): Promise<{ total: number; items: AccessRequest[] }> {
  if (!policy.canDecide(viewer)) throw forbidden(ACCESS_REQUEST_MESSAGES.decideOnly);
  const pending = args.status === AccessRequestStatus.PENDING;
  const [items, total] = await ctx.dataSource.getRepository(AccessRequest).findAndCount({
    where: { status: args.status },
    order: pending ? { createdAt: 'ASC', id: 'ASC' } : { decidedAt: 'DESC', id: 'ASC' },
    take: args.limit,
    skip: args.offset,
  });
  return { total, items };
}

/** How many requests wait for a decision (the admin sidebar's badge). */
export async function pendingCount(ctx: Context, viewer: Viewer): Promise<number> {
  if (!policy.canDecide(viewer)) throw forbidden(ACCESS_REQUEST_MESSAGES.decideOnly);
  const [{ n }]: { n: number }[] = await ctx.dataSource.query("SELECT count(*)::int AS n FROM access_requests WHERE status = 'pending'");
  return n;
}

/** Locks a pending request for a decision: 404 when there is none, 409 once decided (two super admins at once). */
async function lockPending(tx: EntityManager, id: string): Promise<AccessRequest> {
  const request = isUuid(id) ? await tx.getRepository(AccessRequest).findOne({ where: { id: id.toLowerCase() }, lock: { mode: 'pessimistic_write' } }) : null;
  if (!request) throw notFound(ACCESS_REQUEST_MESSAGES.notFound);
  if (request.status !== AccessRequestStatus.PENDING) throw new DomainError('CONFLICT', ACCESS_REQUEST_MESSAGES.decided);
  return request;
}

async function decide(
  ctx: Context,
  viewer: Viewer,
  id: string,
  decision: { status: AccessRequestStatus.APPROVED | AccessRequestStatus.REJECTED; role?: Role | null; note?: string | null },
): Promise<AccessRequest> {
  if (!policy.canDecide(viewer)) throw forbidden(ACCESS_REQUEST_MESSAGES.decideOnly);
  const note = optionalText(decision.note, ACCESS_REQUEST_LIMITS.note, ACCESS_REQUEST_MESSAGES.note);
  const granting = decision.status === AccessRequestStatus.APPROVED;
  await getOrCreateProfile(ctx, viewer);
  const requestId = await ctx.dataSource.transaction(async (tx) => {
    const request = await lockPending(tx, id);
    // Super Admin (full control) is granted only when chosen, never as the default of a request that asked for it.
    if (granting && !decision.role && request.requestedRole === Role.SUPER_ADMIN) throw badInput(ACCESS_REQUEST_MESSAGES.chooseRole, { field: 'role' });
    const role = granting ? grantableRole(decision.role, request.requestedRole) : null;
    let roleAssigned = false;
    if (role) {
      // Granting a role the member already has changes nothing: no second row, no role change recorded.
      const inserted: unknown[] = await tx.query(
        'INSERT INTO member_roles (member_id, role, granted_by) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING role',
        [request.memberId, role, viewer.id],
      );
      roleAssigned = inserted.length > 0;
      if (roleAssigned) await tx.query("INSERT INTO role_changes (actor_id, target_id, role, action) VALUES ($1, $2, $3, 'assign')", [viewer.id, request.memberId, role]);
    }
    const [{ decided_at }]: { decided_at: Date }[] = await tx.query(
      `UPDATE access_requests SET status = $2, granted_role = $3, decided_by = $4, decided_at = now(), decision_note = $5
        WHERE id = $1 RETURNING decided_at`,
      [request.id, decision.status, role, viewer.id, note],
    );
    await emitAccessRequestDecided(tx, {
      requestId: request.id,
      memberId: request.memberId,
      status: decision.status,
      requestedRole: request.requestedRole,
      grantedRole: role,
      roleAssigned,
      note,
      decidedBy: viewer.id,
      decidedAt: decided_at,
    });
    return request.id;
  });
  const request = await ctx.dataSource.getRepository(AccessRequest).findOneByOrFail({ id: requestId });
  ctx.loaders.memberById.clear(request.memberId);
  ctx.loaders.rolesByMemberId.clear(request.memberId);
  return request;
}

/**
 * POST /api/users/admin/access-requests/{id}/grant (super admins): assigns the requested role (or
 * the one the super admin picks; Super Admin only when picked), recorded in role_changes like any assignment, and tells the
 * member in the portal and by email.
 */
export function grant(ctx: Context, viewer: Viewer, id: string, role?: Role | null, note?: string | null): Promise<AccessRequest> {
  return decide(ctx, viewer, id, { status: AccessRequestStatus.APPROVED, role, note });
}

/** POST /api/users/admin/access-requests/{id}/decline (super admins), with an optional note the member reads. */
export function decline(ctx: Context, viewer: Viewer, id: string, note?: string | null): Promise<AccessRequest> {
  return decide(ctx, viewer, id, { status: AccessRequestStatus.REJECTED, note });
}
