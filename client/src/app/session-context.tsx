import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { hasStaffRole, hasSuperAdminRole, type Role } from './roles';

/*
 * What every screen may know about who is signed in, and the context that carries it — without the
 * live provider (./session.tsx), which needs Apollo Client and the generated documents. The public
 * pages import only this module, so their JavaScript carries neither (issue #12 budget): they run in
 * the public app (app/public/PublicApp.tsx), which provides a fixed signed-out session.
 */

export type { Role } from './roles';

export interface SessionUser {
  id: string;
  email: string;
}

/** What every screen may know about who is signed in. */
export interface Session {
  user: SessionUser | null;
  /** Always from the server (`me { roles }`); empty while unknown or when the lookup failed. */
  roles: Role[];
  /** True until the first session check AND the role lookup have finished (staff guards wait on it). */
  loading: boolean;
  /**
   * True until the first session check has finished: who is signed in, not yet their roles. Guards
   * that only need to know whether someone is signed in wait on this alone, so a member's page and
   * its data load beside the role lookup, not after it (issue #12, no waterfalls).
   */
  userLoading: boolean;
  /**
   * The role lookup failed. The UI then shows a retry banner and grants nothing: we deliberately
   * leave out SPEC §6's client fallbacks (organisation-domain email treated as super_admin, a
   * locally saved email), which could only ever mislead since the server enforces every role.
   */
  rolesError: boolean;
  retryRoles(): void;
  /** staff, admin or super_admin. */
  isStaff: boolean;
  isSuperAdmin: boolean;
  /** Signs out of this device ('local', the default) or of every device ('global'). */
  signOut(scope?: 'local' | 'global'): Promise<void>;
  /**
   * When this tab last signed out through `signOut()`. For a moment afterwards the guards send
   * people home (SPEC §2.2: Sign out, then goes to /) rather than to /login.
   */
  signedOutAt: number | null;
  /**
   * The session ended without this tab signing out (signed out on another device, password
   * changed, refresh refused): the app goes to /login with 'Your session has ended…' and returns
   * to the page after sign-in. Cleared by the next sign-in.
   */
  sessionEnded: boolean;
}

/** How long after a sign-out the guards still treat a missing user as "just signed out". */
export const SIGN_OUT_GRACE_MS = 5000;

export function justSignedOut(session: Pick<Session, 'signedOutAt'>, now = Date.now()): boolean {
  return session.signedOutAt !== null && now - session.signedOutAt < SIGN_OUT_GRACE_MS;
}

/** Anything left out is derived: roles default to [], the flags follow from the roles. */
export type SessionOverride = Partial<Session>;

export function buildSession(partial: SessionOverride = {}): Session {
  const roles = partial.roles ?? [];
  return {
    user: partial.user ?? null,
    roles,
    loading: partial.loading ?? false,
    userLoading: partial.userLoading ?? partial.loading ?? false,
    rolesError: partial.rolesError ?? false,
    retryRoles: partial.retryRoles ?? (() => {}),
    isStaff: partial.isStaff ?? hasStaffRole(roles),
    isSuperAdmin: partial.isSuperAdmin ?? hasSuperAdminRole(roles),
    signOut: partial.signOut ?? (async () => {}),
    signedOutAt: partial.signedOutAt ?? null,
    sessionEnded: partial.sessionEnded ?? false,
  };
}

export const SessionContext = createContext<Session | null>(null);

export function FixedSessionProvider({ value, children }: { value: SessionOverride; children: ReactNode }) {
  const session = useMemo(() => buildSession(value), [value]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>.');
  return session;
}
