import type { Context, Viewer } from '../../graphql/context.js';
import { emitNotification } from '../notification/notification.events.js';
import { badInput, DomainError, forbidden, notFound } from '../../errors/errors.js';
import { getOrCreateProfile } from '../member/member.service.js';
import type { Story } from '../story/story.entity.js';
import * as policy from '../story/story.policy.js';
import { accessFor, clearStory, getVisibleStory, modifyReturning, plainText, reloadStory, STORY_NOT_FOUND } from '../story/story.service.js';
import { Collaborator } from './collaborator.entity.js';
import { InviteResponse, InviteRole, JoinRequestDecision, StoryRole } from './collaboration.enums.js';
import type { InviteCollaboratorInput } from './collaboration.inputs.js';
import { Invite } from './invite.entity.js';
import { JoinRequest } from './join-request.entity.js';

/** How long an invite stays open; an invite to an address without an account waits for its sign-up meanwhile. */
export const INVITE_VALID_DAYS = 30;
/** The role a member gets when their join request is accepted (or auto-accepted). */
export const JOIN_ROLE = StoryRole.CONTRIBUTOR;
export const MESSAGE_MAX = 1000;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505';

/**
 * The signed-in member's email, as the auth service verified it (the token's claim; sign-in needs a
 * confirmed address), else the profile's. Invites are matched on it, case-insensitively.
 */
async function viewerEmail(ctx: Context, viewer: Viewer): Promise<string> {
  const member = await getOrCreateProfile(ctx, viewer);
  return (viewer.email ?? member.email).toLowerCase();
}

// ── Collaborators ───────────────────────────────────────────────────────────────────────────

export async function listCollaborators(ctx: Context, storyId: string): Promise<Collaborator[]> {
  const { story } = await getVisibleStory(ctx, storyId);
  return ctx.loaders.collaboratorsByStoryId.load(story.id);
}

async function managedStory(ctx: Context, storyId: string, refusal: string): Promise<Story> {
  const { story, access } = await getVisibleStory(ctx, storyId);
  if (!policy.canManageCollaborators(access)) throw forbidden(refusal);
  return story;
}

/** PUT /api/stories/{id}/collaborators/{userId}: the owner gives another role (never OWNER). */
export async function updateRole(ctx: Context, storyId: string, userId: string, role: InviteRole): Promise<Collaborator> {
  const story = await managedStory(ctx, storyId, 'Only the story owner can change collaborator roles.');
  if (userId === story.createdBy) throw badInput("The owner's role cannot be changed.");
  const updated = await modifyReturning(
    ctx.dataSource,
    "UPDATE story_collaborators SET role = $3 WHERE story_id = $1 AND member_id = $2 AND role <> 'owner' RETURNING member_id",
    [storyId, userId, role],
  );
  if (!updated.length) throw notFound('Collaborator not found.');
  clearStory(ctx, storyId);
  const rows = await ctx.loaders.collaboratorsByStoryId.load(storyId);
  return rows.find((c) => c.memberId === userId)!;
}

/** DELETE /api/stories/{id}/collaborators/{userId}: the owner removes someone, or a collaborator leaves. */
export async function removeCollaborator(ctx: Context, storyId: string, userId: string): Promise<Story> {
  const { story, access } = await getVisibleStory(ctx, storyId);
  if (!policy.canManageCollaborators(access) && !policy.canLeave(access, userId)) throw forbidden('Only the story owner can remove collaborators.');
  if (userId === story.createdBy) throw badInput('The story owner cannot be removed.');
  const deleted = await modifyReturning(ctx.dataSource, 'DELETE FROM story_collaborators WHERE story_id = $1 AND member_id = $2 RETURNING member_id', [
    storyId,
    userId,
  ]);
  if (!deleted.length) throw notFound('Collaborator not found.');
  return reloadStory(ctx, storyId);
}

// ── Invites ─────────────────────────────────────────────────────────────────────────────────

/**
 * POST /api/stories/{id}/collaborators/invite. The address need not have an account yet: the
 * invite waits (until it expires) and shows among that member's invites once they sign up.
 * An expired pending invite to the same address is replaced; a live one is a conflict.
 */
export async function invite(ctx: Context, viewer: Viewer, storyId: string, input: InviteCollaboratorInput): Promise<Invite> {
  await managedStory(ctx, storyId, 'Only the story owner can invite collaborators.');
  const email = (plainText(input.email) ?? '').trim().toLowerCase();
  if (!email) throw badInput('Email is required');
  if (!EMAIL.test(email) || email.length > 320) throw badInput('Please enter a valid email address.');
  const role = input.role ?? InviteRole.CONTRIBUTOR;
  await getOrCreateProfile(ctx, viewer);
  const id = await ctx.dataSource.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`story-invite:${storyId}:${email}`]);
    const onStory: unknown[] = await tx.query(
      `SELECT 1 FROM members m WHERE m.email = $2
          AND (EXISTS (SELECT 1 FROM stories s WHERE s.id = $1 AND s.created_by = m.id)
               OR EXISTS (SELECT 1 FROM story_collaborators c WHERE c.story_id = $1 AND c.member_id = m.id))`,
      [storyId, email],
    );
    if (onStory.length) throw new DomainError('CONFLICT', 'This person is already a collaborator on this story.');
    const pending: { id: string; expired: boolean }[] = await tx.query(
      "SELECT id, expires_at <= now() AS expired FROM story_invites WHERE story_id = $1 AND lower(invitee_email) = $2 AND status = 'pending' FOR UPDATE",
      [storyId, email],
    );
    if (pending.some((p) => !p.expired)) throw new DomainError('CONFLICT', 'An invite to this email address is already pending.');
    if (pending.length) await tx.query('DELETE FROM story_invites WHERE id = ANY($1::uuid[])', [pending.map((p) => p.id)]);
    let row: { id: string };
    try {
      [row] = await tx.query(
        `INSERT INTO story_invites (story_id, invitee_email, role, invited_by, expires_at)
         VALUES ($1, $2, $3, $4, now() + make_interval(days => $5)) RETURNING id`,
        [storyId, email, role, viewer.id, INVITE_VALID_DAYS],
      );
    } catch (err) {
      if (isUniqueViolation(err)) throw new DomainError('CONFLICT', 'An invite to this email address is already pending.');
      throw err;
    }
    // The invitee hears about it (bell and/or email, as they chose) through a job enqueued in this
    // transaction: an SMTP failure retries the email later instead of failing the invite.
    await emitNotification(tx, { type: 'story_invite', inviteId: row.id, storyId, email, actorId: viewer.id });
    return row.id;
  });
  return (await ctx.dataSource.getRepository(Invite).findOneBy({ id }))!;
}

/**
 * GET /api/stories/{id}/collaborators/invites. The owner sees every pending invite of the story;
 * anyone else sees only their own open invites to it (the story page shows them at the top) —
 * including an invitee who may not see the private story yet.
 */
export async function storyInvites(ctx: Context, viewer: Viewer, storyId: string): Promise<Invite[]> {
  const story = await ctx.loaders.storyById.load(storyId);
  if (!story) throw notFound(STORY_NOT_FOUND);
  const access = await accessFor(ctx, story);
  const repo = ctx.dataSource.getRepository(Invite);
  if (policy.canManageCollaborators(access)) {
    return repo.createQueryBuilder('i').where("i.story_id = :storyId AND i.status = 'pending'", { storyId }).orderBy('i.created_at', 'DESC').addOrderBy('i.id').getMany();
  }
  const own = await repo
    .createQueryBuilder('i')
    .where("i.story_id = :storyId AND i.status = 'pending' AND i.expires_at > now() AND lower(i.invitee_email) = :email", {
      storyId,
      email: await viewerEmail(ctx, viewer),
    })
    .orderBy('i.created_at', 'DESC')
    .getMany();
  if (!own.length && !policy.canView(access)) throw notFound(STORY_NOT_FOUND);
  return own;
}

/** GET /api/users/me/invites: open invites addressed to the signed-in member's email, newest first. */
export async function myInvites(ctx: Context, viewer: Viewer): Promise<Invite[]> {
  return ctx.dataSource
    .getRepository(Invite)
    .createQueryBuilder('i')
    .where("lower(i.invitee_email) = :email AND i.status = 'pending' AND i.expires_at > now()", { email: await viewerEmail(ctx, viewer) })
    .orderBy('i.created_at', 'DESC')
    .addOrderBy('i.id')
    .getMany();
}

/** PUT /api/invites/{inviteId}: only the invitee answers, once, before it expires. Accepting adds them with the invite's role. */
export async function respondToInvite(ctx: Context, viewer: Viewer, inviteId: string, response: InviteResponse): Promise<Invite> {
  const email = await viewerEmail(ctx, viewer);
  const storyId = await ctx.dataSource.transaction(async (tx) => {
    const [row]: { story_id: string; invitee_email: string; role: string; status: string; expired: boolean }[] = await tx.query(
      'SELECT story_id, invitee_email, role, status, expires_at <= now() AS expired FROM story_invites WHERE id = $1 FOR UPDATE',
      [inviteId],
    );
    if (!row) throw notFound('Invite not found.');
    if (row.invitee_email.toLowerCase() !== email) throw forbidden('This invite is not addressed to you.');
    if (row.status !== 'pending') throw new DomainError('CONFLICT', 'This invite has already been answered.');
    if (row.expired) throw new DomainError('CONFLICT', 'This invite has expired.');
    await tx.query('UPDATE story_invites SET status = $2, responded_at = now() WHERE id = $1', [inviteId, response]);
    if (response === InviteResponse.ACCEPTED) {
      // The owner's own row is never touched; an existing collaborator takes the invite's role.
      await tx.query(
        `INSERT INTO story_collaborators (story_id, member_id, role) SELECT $1, $2, $3
          WHERE NOT EXISTS (SELECT 1 FROM stories WHERE id = $1 AND created_by = $2)
         ON CONFLICT (story_id, member_id) DO UPDATE SET role = EXCLUDED.role WHERE story_collaborators.role <> 'owner'`,
        [row.story_id, viewer.id, row.role],
      );
    }
    return row.story_id;
  });
  clearStory(ctx, storyId);
  return (await ctx.dataSource.getRepository(Invite).findOneBy({ id: inviteId }))!;
}

/** The story of an invite, join request or proposal, when the viewer may see it (for cache updates). */
export async function storyIfVisible(ctx: Context, storyId: string): Promise<Story | null> {
  const story = await ctx.loaders.storyById.load(storyId);
  return story && policy.canView(await accessFor(ctx, story)) ? story : null;
}

/** Invitee email: for the invitee and the story's managers only. */
export async function canSeeInviteeEmail(ctx: Context, inv: Invite): Promise<boolean> {
  if (!ctx.viewer) return false;
  if (ctx.viewer.email && ctx.viewer.email.toLowerCase() === inv.inviteeEmail.toLowerCase()) return true;
  const story = await ctx.loaders.storyById.load(inv.storyId);
  return !!story && policy.canManageCollaborators(await accessFor(ctx, story));
}

// ── Join requests ───────────────────────────────────────────────────────────────────────────

/**
 * POST /api/stories/{id}/join-requests. Only while the story is open to join; auto-accepted (as a
 * contributor) when the story does not require approval.
 */
export async function requestToJoin(ctx: Context, viewer: Viewer, storyId: string, message?: string | null): Promise<JoinRequest> {
  const { access } = await getVisibleStory(ctx, storyId);
  if (policy.roleOn(access) !== null) throw new DomainError('CONFLICT', 'You are already a collaborator on this story.');
  if (!access.story.openToJoin) throw new DomainError('CONFLICT', 'This story is not open to join.');
  if (!policy.isStaff(viewer)) throw forbidden('Only staff members can ask to join a story.');
  const text = plainText(message)?.trim() || null;
  if (text && text.length > MESSAGE_MAX) throw badInput(`The message can be at most ${MESSAGE_MAX} characters long.`);
  await getOrCreateProfile(ctx, viewer);
  const id = await ctx.dataSource.transaction(async (tx) => {
    // Read the settings under a share lock: a concurrent settings change waits for this request.
    const [story]: { open_to_join: boolean; requires_approval: boolean }[] = await tx.query(
      'SELECT open_to_join, requires_approval FROM stories WHERE id = $1 FOR SHARE',
      [storyId],
    );
    if (!story?.open_to_join) throw new DomainError('CONFLICT', 'This story is not open to join.');
    const auto = !story.requires_approval;
    let rowId: string;
    try {
      const [row]: { id: string }[] = await tx.query(
        `INSERT INTO story_join_requests (story_id, requester_id, message, status, decided_at)
         VALUES ($1, $2, $3, $4, CASE WHEN $4 = 'accepted' THEN now() END) RETURNING id`,
        [storyId, viewer.id, text, auto ? 'accepted' : 'pending'],
      );
      rowId = row.id;
    } catch (err) {
      if (isUniqueViolation(err)) throw new DomainError('CONFLICT', 'You have already asked to join this story.');
      throw err;
    }
    if (auto) {
      await tx.query('INSERT INTO story_collaborators (story_id, member_id, role) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [storyId, viewer.id, JOIN_ROLE]);
    } else {
      // The owner hears of a request that waits for them (issue 58 item 4).
      await emitNotification(tx, { type: 'join_request_decided', requestId: rowId, storyId, memberId: access.story.createdBy, outcome: 'requested', actorId: viewer.id });
    }
    return rowId;
  });
  clearStory(ctx, storyId);
  return (await ctx.dataSource.getRepository(JoinRequest).findOneBy({ id }))!;
}

/** GET /api/stories/{id}/join-requests: the owner sees pending requests; others their own. */
export async function storyJoinRequests(ctx: Context, viewer: Viewer, storyId: string): Promise<JoinRequest[]> {
  const { access } = await getVisibleStory(ctx, storyId);
  const qb = ctx.dataSource.getRepository(JoinRequest).createQueryBuilder('r').where('r.story_id = :storyId', { storyId });
  if (policy.canManageCollaborators(access)) qb.andWhere("r.status = 'pending'");
  else qb.andWhere('r.requester_id = :viewerId', { viewerId: viewer.id });
  return qb.orderBy('r.created_at', 'ASC').addOrderBy('r.id').getMany();
}

/** PUT /join-requests/{requestId}: the owner accepts (adds a contributor) or rejects, once. */
export async function decideJoinRequest(ctx: Context, viewer: Viewer, requestId: string, decision: JoinRequestDecision): Promise<JoinRequest> {
  const repo = ctx.dataSource.getRepository(JoinRequest);
  const request = await repo.findOneBy({ id: requestId });
  if (!request) throw notFound('Join request not found.');
  const story = await ctx.loaders.storyById.load(request.storyId);
  const access = story && (await accessFor(ctx, story));
  if (!access || !policy.canView(access)) throw notFound('Join request not found.');
  if (!policy.canManageCollaborators(access)) throw forbidden('Only the story owner can accept or reject join requests.');
  await ctx.dataSource.transaction(async (tx) => {
    const [row]: { status: string; requester_id: string }[] = await tx.query(
      'SELECT status, requester_id FROM story_join_requests WHERE id = $1 FOR UPDATE',
      [requestId],
    );
    if (!row) throw notFound('Join request not found.');
    if (row.status !== 'pending') throw new DomainError('CONFLICT', 'This join request has already been decided.');
    await tx.query('UPDATE story_join_requests SET status = $2, decided_by = $3, decided_at = now() WHERE id = $1', [requestId, decision, viewer.id]);
    if (decision === JoinRequestDecision.ACCEPTED) {
      await tx.query('INSERT INTO story_collaborators (story_id, member_id, role) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
        request.storyId,
        row.requester_id,
        JOIN_ROLE,
      ]);
    }
    await emitNotification(tx, {
      type: 'join_request_decided',
      requestId,
      storyId: request.storyId,
      memberId: row.requester_id,
      outcome: decision === JoinRequestDecision.ACCEPTED ? 'accepted' : 'rejected',
      actorId: viewer.id,
    });
  });
  clearStory(ctx, request.storyId);
  return (await repo.findOneBy({ id: requestId }))!;
}

/** Requester email: for the requester and the story's managers only. */
export async function canSeeRequesterEmail(ctx: Context, request: JoinRequest): Promise<boolean> {
  if (!ctx.viewer) return false;
  if (ctx.viewer.id === request.requesterId) return true;
  const story = await ctx.loaders.storyById.load(request.storyId);
  return !!story && policy.canManageCollaborators(await accessFor(ctx, story));
}
