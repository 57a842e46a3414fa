import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { User } from '@supabase/supabase-js';
import { useSessionMemberQuery } from './session.generated';
import { signedOutOnPurpose } from '../auth/sign-out-intent';
import { hasSessionCookie } from '../auth/cookie-names';
import { initialSessionUser } from '../auth/initial-session';
import { getSupabase } from '../auth/supabase';
import { MESSAGES } from '../errors/messages';
import { whenIdle } from './when-idle';
import { toRole, type Role } from './roles';
import { buildSession, FixedSessionProvider, SessionContext, type Session, type SessionOverride, type SessionUser } from './session-context';
import { useSlicedFirstData } from '../apollo/useSlicedFirstData';

// The session's types and useSession live in ./session-context.tsx (no Apollo there); re-exported
// so the member app keeps importing everything session from here.
export * from './session-context';

/** How long signing out waits for this device's push subscription to be taken back. */
const PUSH_STOP_MAX_MS = 2000;

function toSessionUser(user: Pick<User, 'id' | 'email'> | null | undefined): SessionUser | null {
  return user ? { id: user.id, email: user.email ?? '' } : null;
}

// The same member keeps the same object: a page hydrating from what the gateway drew is not told of
// a change when supabase-js, loading, reports them (a context change reaching a part whose code has
// not arrived yet would make React draw that part again, emptied until the code arrives).
const sameUser = (a: SessionUser | null, b: SessionUser | null) => a === b || (a !== null && b !== null && a.id === b.id && a.email === b.email);

/** Who the first render may assume is signed in (see auth/initial-session.ts). */
function initialAuth(): { checked: boolean; user: SessionUser | null } {
  const initial = initialSessionUser();
  return initial.checked ? { checked: true, user: toSessionUser(initial.user) } : { checked: false, user: null };
}

/**
 * The live session (SPEC §4 Session): a page the gateway drew says whom for, and a browser without
 * a session cookie has nobody signed in, so those pages render without waiting for supabase-js
 * (issue #7 bundle budget). supabase-js then loads beside the page and takes over: its session
 * (from the same cookies) replaces what the page said, auth state changes update the user, and the
 * roles come from the API once someone is signed in.
 */
function useLiveSession(serverUser?: SessionUser): Session {
  const client = useApolloClient();
  // On the server (a member page the gateway draws), who the page's cookie says is signed in.
  const [auth, setAuth] = useState(() => (serverUser ? { checked: true, user: serverUser } : initialAuth()));
  const [signedOutAt, setSignedOutAt] = useState<number | null>(null);
  const [sessionEnded, setSessionEnded] = useState(false);
  // Who this tab last knew to be signed in, for the auth events below (read outside renders).
  const knownUser = useRef<string | null>(auth.user?.id ?? null);
  // Whether this browser held a session when the page opened (a page not drawn for anyone, whose
  // session only supabase-js can judge).
  const hadSession = useRef(typeof document !== 'undefined' && hasSessionCookie());

  useEffect(() => {
    let active = true;
    let subscription: { unsubscribe(): void } | null = null;
    let cancelIdle = () => {};
    const update = (user: SessionUser | null) => {
      if (!active) return;
      // Another member signed in (in another tab) without a sign-out here: nothing cached for the
      // previous one may show, not even for a moment.
      if (knownUser.current && user && user.id !== knownUser.current) void client.clearStore();
      knownUser.current = user?.id ?? null;
      setAuth((prev) => (prev.checked && sameUser(prev.user, user) ? prev : { checked: true, user }));
    };
    // supabase-js (47 KB) is not needed to show the page when the page already said who is signed
    // in: it loads once the page's first work is done (idle, or after 3 s at the latest), so on a
    // phone it does not compete with the page's code and data for the network and the CPU
    // (issue #12). Anything that needs it sooner (signing in or out, a refresh) loads it itself.
    const loaded = new Promise<void>((resolve) => {
      if (!auth.checked) return resolve();
      cancelIdle = whenIdle(resolve, 3000);
    });
    loaded.then(getSupabase).then(
      (supabase) => {
        if (!active) return;
        // The browser held a session, and supabase-js, starting, found it refused (signed out on
        // another device while no page was open) and removed its cookie, maybe before anything here
        // listened for SIGNED_OUT: said on the sign-in page as when an open page notices. Whichever
        // comes first tells it — getSession's answer or the INITIAL_SESSION event. An unreachable
        // auth service leaves the cookie: not an ended session.
        const endedWhileAway = (user: SessionUser | null) =>
          !user && (knownUser.current !== null || hadSession.current) && !hasSessionCookie() && !signedOutOnPurpose();
        supabase.auth.getSession().then(
          ({ data }) => {
            const user = toSessionUser(data.session?.user);
            if (endedWhileAway(user)) setSessionEnded(true);
            update(user);
          },
          () => update(null),
        );
        ({ data: { subscription } } = supabase.auth.onAuthStateChange((event, session) => {
          const wasSignedIn = Boolean(knownUser.current);
          const user = toSessionUser(session?.user);
          if (event === 'INITIAL_SESSION' && endedWhileAway(user)) setSessionEnded(true);
          update(user);
          if (event === 'SIGNED_IN') {
            setSignedOutAt(null);
            setSessionEnded(false);
          }
          if (event === 'SIGNED_OUT') {
            // Signed out here or elsewhere (another tab or device, a refused refresh): forget their data.
            void client.clearStore();
            if (wasSignedIn && !signedOutOnPurpose()) setSessionEnded(true);
          }
        }));
      },
      // supabase-js could not be loaded (offline): keep what the page said, or nobody.
      () => {
        if (active) setAuth((prev) => (prev.checked ? prev : { checked: true, user: null }));
      },
    );
    return () => {
      active = false;
      cancelIdle();
      subscription?.unsubscribe();
    };
    // auth.checked is read once, at mount: whether the first render already knew who is signed in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client]);

  const userId = auth.user?.id ?? null;
  const { data, error, refetch } = useSlicedFirstData(useSessionMemberQuery({
    skip: !userId,
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  }));
  const me = data?.me && data.me.id === userId ? data.me : null;

  // A different member signed in without a sign-out in between: fetch their roles.
  const staleId = data?.me && userId && data.me.id !== userId ? data.me.id : null;
  useEffect(() => {
    if (staleId) void refetch().catch(() => undefined);
  }, [staleId, refetch]);

  const roles = useMemo(
    () => (me?.roles ?? []).map(toRole).filter((r): r is Role => r !== null),
    [me?.roles],
  );
  const rolesError = Boolean(userId && !me && error);
  const loading = !auth.checked || Boolean(userId && !me && !error);
  const userLoading = !auth.checked;

  const retryRoles = useCallback(() => void refetch().catch(() => undefined), [refetch]);
  const signOut = useCallback(async (scope: 'local' | 'global' = 'local') => {
    // Set before the SIGNED_OUT event empties the session, so no guard sends anyone to /login.
    setSignedOutAt(Date.now());
    try {
      // This device stops getting the member's pushes, asked while they are still signed in (a
      // shared computer). Only where notifications are granted can there be a subscription; the
      // code loads then, and sign-out waits for it 2 s at most (features/push/push-device.ts).
      if (typeof Notification !== 'undefined' && Notification.permission === 'granted') {
        let timer: ReturnType<typeof setTimeout> | undefined;
        await Promise.race([
          import('../features/push/push-device').then((push) => push.stopPushesOnSignOut(client)).catch(() => undefined),
          new Promise<void>((resolve) => (timer = setTimeout(resolve, PUSH_STOP_MAX_MS))),
        ]);
        clearTimeout(timer);
      }
      // The auth screens' code (auth-service and its error messages) loads when someone signs out.
      const { signOut: authSignOut } = await import('../auth/auth-service').catch((cause: unknown) => {
        throw new Error(MESSAGES.CONNECTION_ERROR, { cause });
      });
      await authSignOut(scope);
    } catch (error) {
      setSignedOutAt(null);
      throw error;
    }
    await client.clearStore();
  }, [client]);

  return useMemo(
    () => buildSession({ user: auth.user, roles, loading, userLoading, rolesError, retryRoles, signOut, signedOutAt, sessionEnded }),
    [auth.user, roles, loading, userLoading, rolesError, retryRoles, signOut, signedOutAt, sessionEnded],
  );
}

function LiveSessionProvider({ serverUser, children }: { serverUser?: SessionUser; children: ReactNode }) {
  const session = useLiveSession(serverUser);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/**
 * Provides the session to the app. `value` replaces the live session entirely (component tests,
 * stories): `<SessionProvider value={{ user, roles: ['staff'] }}>`.
 */
export function SessionProvider({ value, serverUser, children }: { value?: SessionOverride; serverUser?: SessionUser; children: ReactNode }) {
  return value ? (
    <FixedSessionProvider value={value}>{children}</FixedSessionProvider>
  ) : (
    <LiveSessionProvider serverUser={serverUser}>{children}</LiveSessionProvider>
  );
}

