import type { RequestHandler } from 'express';
import type { RequestSupabase } from '../auth/cookie-session.js';

/**
 * Where an emailed link in the PKCE flow lands (issue #54 item 2; auth-contract.md §2.6). The auth
 * service sends the member from the link to the address the browser asked for — the sign-in path
 * for sign-in and confirmation links, the reset-password path for a reset (SPEC §7.1) — with an auth
 * code in the query. Here, before any page is served, @supabase/ssr exchanges that code with the
 * code verifier the browser keeps in its cookies, sets the session in them, and the member is sent
 * on: to the dashboard, or to the reset-password page, now signed in to choose a new password.
 *
 * A code that cannot be exchanged (spent, expired, or opened in a browser without its verifier)
 * sends the member back to the same page with the error in the fragment, as GoTrue puts it
 * (`#error=access_denied&error_code=…&error_description=…`), which that page already explains.
 */
export const LANDINGS: Readonly<Record<string, string>> = { '/login': '/dashboard', '/reset-password': '/reset-password' };

export function emailedLinkLandings(supabaseFor: RequestSupabase): RequestHandler {
  return (req, res, next) => {
    const to = LANDINGS[req.path];
    const code = req.query.code;
    if ((req.method !== 'GET' && req.method !== 'HEAD') || to === undefined || typeof code !== 'string') return next();
    const supabase = supabaseFor(req, res);
    if (!supabase) return next();
    void (async () => {
      const { error } = await supabase.auth.exchangeCodeForSession(code).catch((err: unknown) => ({ error: err as { code?: string; message?: string } }));
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Referrer-Policy', 'no-referrer');
      if (!error) return res.redirect(303, to);
      const fragment = new URLSearchParams({
        error: 'access_denied',
        error_code: error.code || 'unexpected_failure',
        error_description: error.message || 'The link could not be used.',
      });
      res.redirect(303, `${req.path}#${fragment}`);
    })().catch(next);
  };
}
