/// <reference types="vite/client" />

/** Build-time settings read by the client (see .env.example). */
interface ImportMetaEnv {
  /** Hosted Supabase project URL; unset → the gateway's built-in /auth/v1 on this origin. */
  readonly VITE_SUPABASE_URL?: string;
  /** Hosted Supabase anon key; unset → the gateway's local default. */
  readonly VITE_SUPABASE_ANON_KEY?: string;
  /** Hosted Supabase publishable key (sb_publishable_…), used instead of the anon key when set. */
  readonly VITE_SUPABASE_PUBLISHABLE_KEY?: string;
}
