import type { AuthError, SupabaseClient } from '@supabase/supabase-js';
import type { createSupabase } from './supabase-client';

export { authConfig, LOCAL_ANON_KEY, type AuthConfig } from './config';
import { authConfig } from './config';

export { landingLocation, type LandingLocation } from './landing';

/**
 * The one @supabase/supabase-js client, loaded on demand: `await getSupabase()`. The library
 * itself is in ./supabase-client.ts behind import(), so first paint never waits for it; the
 * session provider starts loading it right after the first render, and the first render takes who
 * is signed in from the page meanwhile (./initial-session.ts).
 */

let loading: Promise<ReturnType<typeof createSupabase>> | null = null;
let loaded: SupabaseClient | null = null;

function load() {
  loading ??= import('./supabase-client').then(async ({ createSupabase }) => {
    // The library's code runs when it arrives, the client is made in the next task: one task of
    // both was ~28 ms on this machine, over Lighthouse's 50 ms long-task line on a phone's CPU.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const created = createSupabase(authConfig());
    loaded = created.client;
    return created;
  });
  // A failed download (offline) is retried by the next caller.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** The client; the first call loads supabase-js. */
export async function getSupabase(): Promise<SupabaseClient> {
  return (await load()).client;
}

/** The client if supabase-js has already loaded, else null (never starts loading). */
export function loadedSupabase(): SupabaseClient | null {
  return loaded;
}

/** The error supabase-js met while reading the landing URL (an expired or invalid link), if any. */
export async function urlSessionError(): Promise<AuthError | null> {
  return (await load()).initError;
}

/**
 * Forgets a session the server no longer accepts, in this browser only (the server has already
 * ended it). supabase-js then reports SIGNED_OUT, which the session provider treats as "ended".
 */
export async function endLocalSession(): Promise<void> {
  await (await getSupabase()).auth.signOut({ scope: 'local' });
}
