import { createClient, type AuthError, type SupabaseClient } from '@supabase/supabase-js';
import type { AuthConfig } from './config';
import { syncSessionCookie } from './session-cookie';

/**
 * The only module that imports @supabase/supabase-js (unmodified). It is loaded with import()
 * (see ./supabase.ts), so the ~60 KB gzip library is not on the critical path of a page.
 */
export function createSupabase(config: AuthConfig): { client: SupabaseClient; initError: Promise<AuthError | null> } {
  const client = createClient(config.url, config.anonKey, {
    auth: {
      flowType: 'implicit',
      detectSessionInUrl: true,
      persistSession: true,
      autoRefreshToken: true,
      // The default key, spelled out: ./stored-session.ts reads the session under it at start.
      storageKey: config.storageKey,
      // localStorage, as by default; every write also refreshes the cookie that lets the gateway
      // draw member pages with their data (./session-cookie.ts).
      storage: cookieSyncedStorage(),
    },
  });
  // initialize() has already started in the constructor; this returns the same promise and
  // surfaces an emailed link's error (e.g. otp_expired) that supabase-js does not throw.
  const initError = client.auth
    .initialize()
    .then(
      ({ error }) => error,
      (error: unknown) => error as AuthError,
    )
    .then((error) => {
      dropEmptyFragment();
      return error;
    });
  return { client, initError };
}

/**
 * supabase-js clears an emailed link's fragment by emptying `location.hash`, which leaves the
 * address ending in '#' (/dashboard#): the address bar shows it, and a bookmark keeps it. The
 * history entry is kept, with the address as the member would type it.
 */
function dropEmptyFragment(): void {
  if (window.location.href.endsWith('#')) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
}

/** window.localStorage, which after each change copies the session's access token to its cookie. */
function cookieSyncedStorage(): { getItem(key: string): string | null; setItem(key: string, value: string): void; removeItem(key: string): void } {
  return {
    getItem: (key) => window.localStorage.getItem(key),
    setItem(key, value) {
      window.localStorage.setItem(key, value);
      syncSessionCookie();
    },
    removeItem(key) {
      window.localStorage.removeItem(key);
      syncSessionCookie();
    },
  };
}
