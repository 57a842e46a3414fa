/**
 * Where the auth service is. With VITE_SUPABASE_URL set the client talks to hosted Supabase;
 * otherwise to the gateway's GoTrue-compatible /auth/v1 on this same origin (the gateway serves
 * the built client, and `vite dev` proxies /auth to it). The anon key falls back to the gateway's
 * documented local default.
 */
export const LOCAL_ANON_KEY = 'local-dev-anon-key';

export interface AuthConfig {
  url: string;
  anonKey: string;
  /** True when the client talks to hosted Supabase rather than the gateway's /auth/v1. */
  hosted: boolean;
}

export function authConfig(
  env: { VITE_SUPABASE_URL?: string; VITE_SUPABASE_ANON_KEY?: string; VITE_SUPABASE_PUBLISHABLE_KEY?: string } = import.meta.env,
): AuthConfig {
  const hostedUrl = env.VITE_SUPABASE_URL?.trim();
  const url = hostedUrl || window.location.origin;
  return {
    url,
    // A publishable key (sb_publishable_…) goes where the anon key went; supabase-js takes either.
    anonKey: env.VITE_SUPABASE_PUBLISHABLE_KEY?.trim() || env.VITE_SUPABASE_ANON_KEY?.trim() || LOCAL_ANON_KEY,
    hosted: Boolean(hostedUrl),
  };
}
