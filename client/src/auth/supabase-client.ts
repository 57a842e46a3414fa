import { createClient, type AuthError, type SupabaseClient } from '@supabase/supabase-js';
import type { AuthConfig } from './config';

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
    },
  });
  // initialize() has already started in the constructor; this returns the same promise and
  // surfaces an emailed link's error (e.g. otp_expired) that supabase-js does not throw.
  const initError = client.auth.initialize().then(
    ({ error }) => error,
    (error: unknown) => error as AuthError,
  );
  return { client, initError };
}
