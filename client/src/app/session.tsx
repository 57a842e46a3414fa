import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { hasStaffRole, hasSuperAdminRole, type Role } from './roles';

export type { Role } from './roles';

export interface SessionUser {
  id: string;
  email: string;
}

/** What every screen may know about who is signed in. */
export interface Session {
  user: SessionUser | null;
  roles: Role[];
  /** True until the first session check AND the role lookup have finished (guards wait on it). */
  loading: boolean;
  /** staff, admin or super_admin (plus the SPEC §6 client fallbacks, once the auth issue adds them). */
  isStaff: boolean;
  isSuperAdmin: boolean;
  signOut(): Promise<void>;
}

/** Anything left out is derived: roles default to [], the flags follow from the roles. */
export type SessionOverride = Partial<Session>;

export function buildSession(partial: SessionOverride = {}): Session {
  const roles = partial.roles ?? [];
  return {
    user: partial.user ?? null,
    roles,
    loading: partial.loading ?? false,
    isStaff: partial.isStaff ?? hasStaffRole(roles),
    isSuperAdmin: partial.isSuperAdmin ?? hasSuperAdminRole(roles),
    signOut: partial.signOut ?? (async () => {}),
  };
}

const SessionContext = createContext<Session | null>(null);

/**
 * The live session. There is no sign-in capability yet: the auth issue replaces this body with
 * @supabase/supabase-js (getSession on start, onAuthStateChange, roles from the API), keeping
 * `loading` true until both the session and the roles are known.
 */
function useLiveSession(): Session {
  return useMemo(() => buildSession(), []);
}

function LiveSessionProvider({ children }: { children: ReactNode }) {
  const session = useLiveSession();
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

function FixedSessionProvider({ value, children }: { value: SessionOverride; children: ReactNode }) {
  const session = useMemo(() => buildSession(value), [value]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/**
 * Provides the session to the app. `value` replaces the live session entirely (component tests,
 * stories): `<SessionProvider value={{ user, roles: ['staff'] }}>`.
 */
export function SessionProvider({ value, children }: { value?: SessionOverride; children: ReactNode }) {
  return value ? (
    <FixedSessionProvider value={value}>{children}</FixedSessionProvider>
  ) : (
    <LiveSessionProvider>{children}</LiveSessionProvider>
  );
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>.');
  return session;
}
