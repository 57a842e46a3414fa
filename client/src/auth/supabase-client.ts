import { createBrowserClient } from '@supabase/ssr';
import type { AuthError, SupabaseClient } from '@supabase/supabase-js';
import type { AuthConfig } from './config';
import { SUPABASE_SESSION_COOKIE } from './cookie-names';
import { syncTimeZoneCookie } from './time-zone-cookie';

/**
 * The only module that makes the @supabase/supabase-js client (unmodified), through @supabase/ssr's
 * createBrowserClient: the session lives in cookies, which the gateway reads to draw member pages
 * and sets from an emailed link (gateway/src/auth/cookie-session.ts; decision 0108). Emailed links
 * use the PKCE flow: the browser that asked keeps the code verifier, and the link's `?code=` is
 * exchanged on the gateway's server route before the page is served. It is loaded with import()
 * (see ./supabase.ts), so the library is not on the critical path of a page.
 */
export function createSupabase(config: AuthConfig): { client: SupabaseClient; initError: Promise<AuthError | null> } {
  const client = createBrowserClient(config.url, config.anonKey, {
    isSingleton: false,
    cookieOptions: { name: SUPABASE_SESSION_COOKIE, path: '/', sameSite: 'lax', secure: window.location.protocol === 'https:' },
    auth: { flowType: 'pkce', detectSessionInUrl: true, persistSession: true, autoRefreshToken: true },
  });
  // A member page the gateway draws is dated in the member's time zone: the cookie that says it is
  // kept current whenever someone signs in or the session is renewed.
  client.auth.onAuthStateChange((event) => {
    if (event === 'SIGNED_IN' || event === 'TOKEN_REFRESHED' || event === 'INITIAL_SESSION') setTimeout(syncTimeZoneCookie, 0);
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
