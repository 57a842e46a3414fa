import type { AuthError, Session, User } from '@supabase/supabase-js';
import { AuthFailure } from '../errors/auth';
import { signUpWith, type SignUpResult } from './sign-up';
import { forgetSignOutRequest, noteSignOutRequested } from './sign-out-intent';
import { getSupabase } from './supabase';

/**
 * Every call the screens make to the auth service (SPEC §7.1), through supabase-js. Sign-in,
 * magic-link and sign-out failures are thrown as AuthFailure with the mapped message; sign-up
 * failures are returned as `{ error }` (SPEC §8).
 */

const origin = () => window.location.origin;
export const loginRedirectUrl = () => `${origin()}/login`;
export const resetRedirectUrl = () => `${origin()}/reset-password`;

export async function signIn(email: string, password: string): Promise<Session> {
  const { data, error } = await (await getSupabase()).auth.signInWithPassword({ email, password });
  if (error || !data.session) throw new AuthFailure(error ?? new Error('No session was returned.'));
  return data.session;
}

/** A one-time sign-in link; only for existing accounts (sign-up has its own screen). */
export async function sendMagicLink(email: string): Promise<void> {
  const { error } = await (await getSupabase()).auth.signInWithOtp({
    email,
    options: { shouldCreateUser: false, emailRedirectTo: loginRedirectUrl() },
  });
  if (error) throw new AuthFailure(error);
}

/** Where to sign out (issue 58 item 9): this browser only ('local') or every device ('global'). */
export type SignOutScope = 'local' | 'global';

export async function signOut(scope: SignOutScope = 'local'): Promise<void> {
  noteSignOutRequested();
  const { error } = await (await getSupabase()).auth.signOut({ scope });
  if (error) {
    forgetSignOutRequest();
    throw new AuthFailure(error);
  }
}

export type { SignUpResult } from './sign-up';

/** SPEC §4 Signup, from the browser: ./sign-up.ts, with this browser's time zone. */
export async function signUp(email: string, password: string): Promise<SignUpResult> {
  return signUpWith((await getSupabase()).auth, email, password, { emailRedirectTo: loginRedirectUrl(), timeZone: signUpTimeZone() });
}

/**
 * The browser's time zone, as time-zone-cookie.ts `browserTimeZone` reads it. Not imported from
 * there: this module is the account screens' (public pages too), and sharing that one would split it
 * into a chunk of its own on every member route (+0.4 KB, npm run budget).
 */
function signUpTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** Sends the reset email; the link comes back to /reset-password. Returns the service's error, if any. */
export async function requestPasswordReset(email: string): Promise<AuthError | null> {
  const { error } = await (await getSupabase()).auth.resetPasswordForEmail(email, { redirectTo: resetRedirectUrl() });
  return error;
}

export type UserCheck = 'exists' | 'not-found';

/**
 * SPEC §7.1: the existence check reuses the reset-email call and treats 'Email not found' as no
 * such user. Against hosted Supabase (which never says 'Email not found') every address "exists",
 * and a reset email is sent either way.
 */
export async function checkUser(email: string): Promise<UserCheck> {
  const error = await requestPasswordReset(email);
  if (!error) return 'exists';
  if (error.message === 'Email not found' || error.code === 'user_not_found') return 'not-found';
  throw new AuthFailure(error);
}

export interface DiagnosticsResult {
  authUrl: string;
  signedIn: boolean;
  status: number;
  rows: number | null;
  error: string | null;
}

/** The login page's Run Diagnostics: one PostgREST-shaped read of the users table. */
export async function runDiagnostics(authUrl: string): Promise<DiagnosticsResult> {
  const supabase = await getSupabase();
  const [{ data: sessionData }, result] = await Promise.all([
    supabase.auth.getSession(),
    supabase.from('users').select('*').limit(1),
  ]);
  return {
    authUrl,
    signedIn: Boolean(sessionData.session),
    status: result.status,
    rows: Array.isArray(result.data) ? result.data.length : null,
    error: result.error ? result.error.message || result.error.code || 'Unknown error' : null,
  };
}

export async function updatePassword(password: string): Promise<void> {
  const { error } = await (await getSupabase()).auth.updateUser({ password });
  if (error) throw new AuthFailure(error);
}
