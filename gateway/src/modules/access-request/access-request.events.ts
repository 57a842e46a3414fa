import type { EntityManager } from 'typeorm';
import type { Role } from '../../auth/roles.js';
import type { AccessRequestStatus } from './access-request.enums.js';

/** A super admin's decision on an access request: what notifications (issue #16) react to. */
export interface AccessRequestDecided {
  requestId: string;
  /** The member who asked (the one to tell). */
  memberId: string;
  status: AccessRequestStatus.APPROVED | AccessRequestStatus.REJECTED;
  requestedRole: Role;
  /** The role assigned (APPROVED only). */
  grantedRole: Role | null;
  /** Whether granting changed the member's roles (false when they already had the role). */
  roleAssigned: boolean;
  note: string | null;
  decidedBy: string;
  decidedAt: Date;
}

export type AccessRequestDecidedHook = (db: EntityManager, event: AccessRequestDecided) => Promise<void>;

const hooks: AccessRequestDecidedHook[] = [];

/**
 * Registers a listener for access-request decisions. It runs inside the deciding transaction
 * (after the decision email is queued), so whatever it writes commits or rolls back with the
 * decision; a listener that throws makes the decision fail. The in-portal notice needs no
 * listener: it reads the member's decided request whose outcome they have not seen.
 */
export function onAccessRequestDecided(hook: AccessRequestDecidedHook): () => void {
  hooks.push(hook);
  return () => {
    const i = hooks.indexOf(hook);
    if (i >= 0) hooks.splice(i, 1);
  };
}

export async function emitAccessRequestDecided(db: EntityManager, event: AccessRequestDecided): Promise<void> {
  for (const hook of [...hooks]) await hook(db, event);
}

/** A member's new pending access request: what notifications (issue #16) send to super admins. */
export interface AccessRequestCreated {
  requestId: string;
  /** The member who asked. */
  memberId: string;
  requestedRole: Role;
  reason: string | null;
  createdAt: Date;
}

export type AccessRequestCreatedHook = (db: EntityManager, event: AccessRequestCreated) => Promise<void>;

const createdHooks: AccessRequestCreatedHook[] = [];

/**
 * Registers a listener for new access requests. It runs inside the creating transaction, only when
 * a new request is stored (asking again while one is pending stores nothing and emits nothing);
 * whatever it writes commits or rolls back with the request, and a listener that throws makes the
 * request fail.
 */
export function onAccessRequestCreated(hook: AccessRequestCreatedHook): () => void {
  createdHooks.push(hook);
  return () => {
    const i = createdHooks.indexOf(hook);
    if (i >= 0) createdHooks.splice(i, 1);
  };
}

export async function emitAccessRequestCreated(db: EntityManager, event: AccessRequestCreated): Promise<void> {
  for (const hook of [...createdHooks]) await hook(db, event);
}
