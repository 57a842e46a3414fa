import type { AuthError, Session, SupabaseClient, User } from '@supabase/supabase-js';

/**
 * Signing up (SPEC §4 Signup), for any supabase-js client: the browser's (./auth-service.ts signUp)
 * and the gateway's, which answers the sign-up form posted before the page's code has arrived
 * (gateway/src/http/account-forms.ts). Plain code with no import of the browser's, so both can run it.
 */
export interface SignUpResult {
  user: User | null;
  session: Session | null;
  /** The address already had an account (SPEC §4: then we try signing in with the same password). */
  alreadyRegistered: boolean;
  error: AuthError | Error | null;
}

/** The auth service's answer for an address that already has an account. */
export function isAlreadyRegistered(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === 'user_already_exists' || code === 'email_exists' || (typeof message === 'string' && /already registered/i.test(message));
}

/**
 * Creates the account; the confirmation link comes back to `emailRedirectTo`, and `timeZone` goes
 * with it (user_metadata) so the new member's digests come at their own morning hour. An address
 * that already has an account — said so, or hidden behind a user without identities, as the
 * service does when it confirms by email — is signed in with the same password when it is theirs.
 */
export async function signUpWith(
  auth: SupabaseClient['auth'],
  email: string,
  password: string,
  { emailRedirectTo, timeZone }: { emailRedirectTo: string; timeZone?: string },
): Promise<SignUpResult> {
  const { data, error } = await auth.signUp({ email, password, options: { emailRedirectTo, ...(timeZone ? { data: { time_zone: timeZone } } : {}) } });
  const obfuscated = !error && data.user && Array.isArray(data.user.identities) && data.user.identities.length === 0;
  if (!error && !obfuscated) return { user: data.user, session: data.session, alreadyRegistered: false, error: null };
  if (error && !isAlreadyRegistered(error)) return { user: null, session: null, alreadyRegistered: false, error };

  const original = error ?? Object.assign(new Error('User already registered'), { code: 'user_already_exists' });
  const signedIn = await auth.signInWithPassword({ email, password });
  if (!signedIn.error && signedIn.data.session) {
    return { user: signedIn.data.user, session: signedIn.data.session, alreadyRegistered: true, error: null };
  }
  return { user: null, session: null, alreadyRegistered: true, error: original };
}
