import express, { type RequestHandler } from 'express';
import type { RequestSupabase } from '../auth/cookie-session.js';
import { signUpWith } from '../../../client/src/auth/sign-up.js';
import { RESET_MIN_PASSWORD, SIGNUP_MIN_PASSWORD } from '../../../client/src/features/auth/validation.js';
import { timeZoneCookieOf } from './member-pages.js';

/**
 * The account forms (sign-in, sign-up, forgot and reset password) as plain forms (issue #54 item 4; decision 0109):
 * posted by the browser when one is submitted before its page's code has arrived (on a phone, the
 * first second or two), or without JavaScript. Each does here, through @supabase/ssr (the session
 * and any PKCE code verifier set in supabase-js's own cookies, the member's address forwarded to the
 * auth service's limits), what the page does through supabase-js once its code runs:
 *
 * - POST /login: signed in, 303 to the dashboard; else back to /login with
 *   `#signin_error=<auth service's code>&email=…`.
 * - POST /forgot-password: the reset link asked for (its code verifier in this browser, so the
 *   emailed link works here); back with `#forgot_sent=1`, or `#forgot_error=<code>&status=…&message=…`
 *   (the message only for the page's mapping to match on, never shown).
 * - POST /signup: the page's own checks, then the sign-up; signed in at once, the dashboard; else
 *   back with `#signup_sent=1`, `#signup_existing=1` or `#signup_error=<which check, or the code>`.
 * - POST /reset-password: the page's own checks, then the new password saved for the session the
 *   emailed link set in this browser's cookies (emailed-links.ts), and that session signed out, as
 *   the page does (SPEC §4); back with `#reset_done=1` (the page says so and goes to /login), or
 *   `#reset_error=<which check, no_session, or the code>`.
 *
 * The email comes back too; the password never does. A fragment reaches no server log and no
 * Referer; the page says the outcome in its own words, once, and puts the email back. Only the
 * portal's own pages may post (login CSRF: a form on another site signing the visitor in to an
 * account of the attacker's): a request another site made, by Sec-Fetch-Site or Origin, is refused
 * with 403.
 */
export function accountForms(supabaseFor: RequestSupabase): RequestHandler {
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '8kb', parameterLimit: 10 });

  /** The posted form's fields (any other body — JSON, which the API's parser may have read — is an empty form), or null once refused. */
  const fieldsOf = (req: express.Request, res: express.Response, refusal: string): Record<string, string> | null => {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
    if (!sameOrigin(req)) {
      res.status(403).type('text/plain').send(refusal);
      return null;
    }
    const body = (req.is('application/x-www-form-urlencoded') ? (req.body ?? {}) : {}) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  };

  router.post('/login', form, (req, res, next) => {
    const fields = fieldsOf(req, res, 'Sign in from the portal’s own sign-in page.');
    if (!fields) return;
    const email = fields.email?.trim() ?? '';
    const password = fields.password ?? '';
    const back = (code: string) => res.redirect(303, `/login#${new URLSearchParams({ signin_error: code, email })}`);
    if (!email || !password) return back(email ? 'missing_password' : 'missing_email');
    const supabase = supabaseFor(req, res);
    if (!supabase) return back('connection');
    void (async () => {
      const { error } = await supabase.auth.signInWithPassword({ email, password }).catch(unreachable);
      if (!error) return res.redirect(303, '/dashboard');
      back(error.status ? error.code || 'unexpected_failure' : 'connection');
    })().catch(next);
  });

  router.post('/forgot-password', form, (req, res, next) => {
    const fields = fieldsOf(req, res, 'Ask for a reset link from the portal’s own page.');
    if (!fields) return;
    const email = fields.email?.trim() ?? '';
    const back = (outcome: Record<string, string>) => res.redirect(303, `/forgot-password#${new URLSearchParams({ ...outcome, email })}`);
    if (!email) return back({ forgot_error: 'missing_email' });
    const supabase = supabaseFor(req, res);
    if (!supabase) return back({ forgot_error: 'connection' });
    void (async () => {
      const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo: `${originOf(req)}/reset-password` }).catch(unreachable);
      if (!error) return back({ forgot_sent: '1' });
      if (!error.status) return back({ forgot_error: 'connection' });
      back({ forgot_error: error.code || 'unexpected_failure', status: String(error.status), message: error.message ?? '' });
    })().catch(next);
  });

  router.post('/signup', form, (req, res, next) => {
    const fields = fieldsOf(req, res, 'Create your account from the portal’s own page.');
    if (!fields) return;
    const email = fields.email?.trim() ?? '';
    const password = fields.password ?? '';
    const back = (outcome: Record<string, string>) => res.redirect(303, `/signup#${new URLSearchParams({ ...outcome, email })}`);
    // The page's own checks (SPEC §5), said on the page by its own rules: only which one failed comes back.
    if (!email) return back({ signup_error: 'missing_email' });
    if (password.length < SIGNUP_MIN_PASSWORD) return back({ signup_error: 'too_short' });
    if (password !== (fields.confirm_password ?? '')) return back({ signup_error: 'mismatch' });
    const supabase = supabaseFor(req, res);
    if (!supabase) return back({ signup_error: 'connection' });
    void (async () => {
      // As the page's own sign-up: the confirmation link comes back to /login; the time zone the
      // browser last told, for the digests' hour.
      const result = await signUpWith(supabase.auth, email, password, { emailRedirectTo: `${originOf(req)}/login`, timeZone: timeZoneCookieOf(req) }).catch(
        (err: unknown) => ({ session: null, alreadyRegistered: false, ...unreachable(err) }),
      );
      if (result.alreadyRegistered) return back({ signup_existing: '1' });
      const status = result.error && 'status' in result.error ? result.error.status : 0;
      if (result.error && !status) return back({ signup_error: 'connection' });
      if (result.error) return back({ signup_error: ('code' in result.error && result.error.code) || 'unexpected_failure' });
      return result.session ? res.redirect(303, '/dashboard') : back({ signup_sent: '1' });
    })().catch(next);
  });
  router.post('/reset-password', form, (req, res, next) => {
    const fields = fieldsOf(req, res, 'Choose a new password from the portal’s own page.');
    if (!fields) return;
    const password = fields.password ?? '';
    const back = (outcome: Record<string, string>) => res.redirect(303, `/reset-password#${new URLSearchParams(outcome)}`);
    // The page's own checks (SPEC §5), said on the page by its own rules.
    if (password.length < RESET_MIN_PASSWORD) return back({ reset_error: 'too_short' });
    if (password !== (fields.confirm_password ?? '')) return back({ reset_error: 'mismatch' });
    const supabase = supabaseFor(req, res);
    if (!supabase) return back({ reset_error: 'connection' });
    void (async () => {
      const { error } = await supabase.auth.updateUser({ password }).catch(unreachable);
      if (error) {
        // No session in the cookies (the link was not opened in this browser, or it ended): the page
        // says the link is not valid, as it does when opened without one.
        if ('name' in error && error.name === 'AuthSessionMissingError') return back({ reset_error: 'no_session' });
        return back({ reset_error: error.status ? error.code || 'unexpected_failure' : 'connection' });
      }
      // The new password is saved; signing out of the recovery session is best effort, as on the page.
      await supabase.auth.signOut({ scope: 'local' }).catch(() => undefined);
      back({ reset_done: '1' });
    })().catch(next);
  });
  return router;
}

/** The portal's own origin, as the page's request names it: where emailed links come back to. */
const originOf = (req: express.Request) => `${req.protocol}://${req.get('host')}`;

/** A call to the auth service that threw instead of answering (no status: it was not reached). */
const unreachable = (err: unknown) => ({ error: { code: undefined as string | undefined, status: 0 as number | undefined, message: String(err) } });

/** Whether the browser says the request comes from the portal's own pages. */
function sameOrigin(req: express.Request): boolean {
  const site = req.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  const origin = req.get('origin');
  if (!origin || origin === 'null') return false;
  try {
    return new URL(origin).host === req.get('host');
  } catch {
    return false;
  }
}
