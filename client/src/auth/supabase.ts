import { createClient, type AuthError, type SupabaseClient } from '@supabase/supabase-js';

/**
 * The one @supabase/supabase-js client, unmodified. With VITE_SUPABASE_URL set it talks to hosted
 * Supabase; otherwise to the gateway's GoTrue-compatible /auth/v1 on this same origin (the gateway
 * serves the built client, and `vite dev` proxies /auth to it). The anon key falls back to the
 * gateway's documented local default.
 */
export const LOCAL_ANON_KEY = 'local-dev-anon-key';

export interface AuthConfig {
  url: string;
  anonKey: string;
  /** True when the client talks to hosted Supabase rather than the gateway's /auth/v1. */
  hosted: boolean;
}

export function authConfig(env: { VITE_SUPABASE_URL?: string; VITE_SUPABASE_ANON_KEY?: string } = import.meta.env): AuthConfig {
  const hostedUrl = env.VITE_SUPABASE_URL?.trim();
  return {
    url: hostedUrl || window.location.origin,
    anonKey: env.VITE_SUPABASE_ANON_KEY?.trim() || LOCAL_ANON_KEY,
    hosted: Boolean(hostedUrl),
  };
}

/**
 * The address the page was opened at, captured before supabase-js reads (and clears) the
 * `#access_token=…` or `#error=…` fragment of an emailed link. The reset-password page reports
 * on it in its diagnostic box.
 */
export interface LandingLocation {
  pathname: string;
  search: string;
  hash: string;
}

let landing: LandingLocation | null = null;
let client: SupabaseClient | null = null;
let initError: Promise<AuthError | null> | null = null;

/** Created on first use so that tests and pages that never touch auth start no timers. */
export function getSupabase(): SupabaseClient {
  if (!client) {
    landing = { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash };
    const { url, anonKey } = authConfig();
    client = createClient(url, anonKey, {
      auth: { flowType: 'implicit', detectSessionInUrl: true, persistSession: true, autoRefreshToken: true },
    });
    // initialize() has already started in the constructor; this returns the same promise and
    // surfaces an emailed link's error (e.g. otp_expired) that supabase-js does not throw.
    initError = client.auth.initialize().then(
      ({ error }) => error,
      (error: unknown) => error as AuthError,
    );
  }
  return client;
}

export function landingLocation(): LandingLocation {
  getSupabase();
  return landing!;
}

/** The error supabase-js met while reading the landing URL (an expired or invalid link), if any. */
export function urlSessionError(): Promise<AuthError | null> {
  getSupabase();
  return initError!;
}
