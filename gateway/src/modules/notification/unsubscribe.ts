import express from 'express';
import { Eta } from 'eta';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { DataSource } from 'typeorm';
import type { Logger } from '../../config/logger.js';
import { COLORS, PRODUCT, type Unsubscribe } from '../../mail/render.js';
import { ALL_KINDS, EmailMode, NotificationKind, type DigestFrequency } from './notification.enums.js';
import { KIND_INFO } from './preferences.js';

/**
 * One-click unsubscribe (issue #16 item 3, RFC 8058). Every notification email carries a link
 * `${SITE_URL}/unsubscribe?token=…` and the List-Unsubscribe / List-Unsubscribe-Post headers. The
 * token is an HS256 JWT signed with EMAIL_LINK_SECRET (a key of its own, not the session secret),
 * naming the address and what to turn off; it works without signing in and for 90 days.
 *
 * - POST /unsubscribe?token=… turns it off and says so: what mail clients send for the one-click
 *   header (body `List-Unsubscribe=One-Click`), and what the confirmation page's button sends.
 * - GET /unsubscribe?token=… shows what would be turned off, with that button. A GET never
 *   changes anything: mail scanners and link previews fetch every link in a message, and must not
 *   unsubscribe people (the reason RFC 8058 exists).
 * - A tampered or malformed token is refused (400) and an expired one too (410), with a page
 *   saying so and how to change preferences instead; nothing changes.
 */
export const UNSUBSCRIBE_VALID_DAYS = 90;
const AUDIENCE = 'unsubscribe';
const ISSUER = 'member-portal';

/** What a link turns off: one kind of notification email, or a digest (every kind currently sent in it). */
export type UnsubscribeTarget = NotificationKind | `digest:${DigestFrequency}`;

const key = (secret: string) => new TextEncoder().encode(secret);

export function describeTarget(target: UnsubscribeTarget): string {
  if (target === 'digest:daily') return 'the daily digest';
  if (target === 'digest:weekly') return 'the weekly digest';
  const label = KIND_INFO[target].label;
  return `emails about ${label.charAt(0).toLowerCase()}${label.slice(1)}`;
}

export async function signUnsubscribeToken(secret: string, email: string, target: UnsubscribeTarget, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ t: target })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(email.toLowerCase())
    .setAudience(AUDIENCE)
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + UNSUBSCRIBE_VALID_DAYS * 86_400)
    .sign(key(secret));
}

export type VerifiedToken = { ok: true; email: string; target: UnsubscribeTarget } | { ok: false; reason: 'invalid' | 'expired' };

const isTarget = (t: unknown): t is UnsubscribeTarget =>
  typeof t === 'string' && ((ALL_KINDS as readonly string[]).includes(t) || t === 'digest:daily' || t === 'digest:weekly');

export async function verifyUnsubscribeToken(secret: string, token: unknown, now = new Date()): Promise<VerifiedToken> {
  if (typeof token !== 'string' || !token || token.length > 2048) return { ok: false, reason: 'invalid' };
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'], audience: AUDIENCE, issuer: ISSUER, currentDate: now });
    if (!payload.sub || !isTarget(payload.t)) return { ok: false, reason: 'invalid' };
    return { ok: true, email: payload.sub, target: payload.t };
  } catch (err) {
    return { ok: false, reason: err instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/** The footer data and headers render() puts on a notification email to `email`. */
export async function unsubscribeFor(opts: { siteUrl: string; secret: string }, email: string, target: UnsubscribeTarget, why: string): Promise<Unsubscribe> {
  const token = await signUnsubscribeToken(opts.secret, email, target);
  return { what: describeTarget(target), why, url: `${opts.siteUrl}/unsubscribe?token=${token}`, preferencesUrl: `${opts.siteUrl}/profile?tab=settings#email-notifications` };
}

/**
 * Turns the target off for the address: the member's preference for the kind (or, for a digest,
 * for every kind currently sent in it); for an address without an account, a suppression that
 * also applies once it signs up. Idempotent. Returns the kinds turned off.
 */
export async function applyUnsubscribe(dataSource: DataSource, email: string, target: UnsubscribeTarget): Promise<NotificationKind[]> {
  return dataSource.transaction(async (tx) => {
    const [member]: { id: string }[] = await tx.query('SELECT id FROM members WHERE email = $1', [email]);
    if (!member) {
      if (target.startsWith('digest:')) return [];
      await tx.query('INSERT INTO email_unsubscribes (email, kind) VALUES ($1, $2) ON CONFLICT DO NOTHING', [email, target]);
      return [target as NotificationKind];
    }
    let kinds: NotificationKind[];
    if (target.startsWith('digest:')) {
      const frequency = target.slice('digest:'.length);
      const modes: { kind: NotificationKind; mode: string }[] = await tx.query(
        `SELECT k.kind, COALESCE(p.email_mode, k.default_mode) AS mode
           FROM unnest($2::text[], $3::text[]) AS k(kind, default_mode)
           LEFT JOIN notification_preferences p ON p.member_id = $1 AND p.kind = k.kind`,
        [member.id, ALL_KINDS, ALL_KINDS.map((k) => KIND_INFO[k].defaultMode)],
      );
      kinds = modes.filter((m) => m.mode === frequency).map((m) => m.kind);
    } else {
      kinds = [target as NotificationKind];
    }
    for (const kind of kinds) {
      await tx.query(
        `INSERT INTO notification_preferences (member_id, kind, email_mode) VALUES ($1, $2, $3)
         ON CONFLICT (member_id, kind) DO UPDATE SET email_mode = EXCLUDED.email_mode, updated_at = now()`,
        [member.id, kind, EmailMode.OFF],
      );
    }
    return kinds;
  });
}

const page = new Eta({ autoEscape: true, autoTrim: false, useWith: false });

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title><%= it.title %> · <%= it.product %></title>
<style>
body { margin: 0; background: ${COLORS.panel}; color: ${COLORS.text}; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; }
header { background: ${COLORS.navy}; color: #fff; padding: 14px 20px; font-weight: 700; }
header span { color: ${COLORS.amber}; font-weight: 400; }
main { max-width: 36rem; margin: 32px auto; background: #fff; border: 1px solid ${COLORS.line}; border-radius: 8px; padding: 24px; }
h1 { font-size: 1.5rem; margin: 0 0 12px; } p { margin: 0 0 12px; } .muted { color: ${COLORS.muted}; font-size: 0.95rem; }
button { font: inherit; font-weight: 700; background: ${COLORS.navy}; color: #fff; border: 0; border-radius: 4px; padding: 12px 20px; min-height: 44px; cursor: pointer; }
button:focus-visible, a:focus-visible { outline: 3px solid ${COLORS.amber}; outline-offset: 2px; }
a { color: ${COLORS.navy}; }
@media (max-width: 600px) { main { margin: 16px 8px; padding: 18px; } }
</style></head>
<body><header><%= it.product %> <span>· Email preferences</span></header>
<main>
<h1><%= it.title %></h1>
<% it.paragraphs.forEach(function (p) { %><p><%= p %></p><% }) %>
<% if (it.action) { %><form method="post" action="<%= it.action %>"><button type="submit" autofocus>Unsubscribe</button></form><% } %>
<p class="muted"><a href="/profile?tab=settings#email-notifications">Change all your email preferences</a> (you will be asked to sign in).</p>
</main></body></html>`;

function sendPage(res: express.Response, status: number, title: string, paragraphs: string[], action?: string) {
  res.status(status).setHeader('Cache-Control', 'no-store').type('html').send(page.renderString(PAGE, { title, paragraphs, action, product: PRODUCT }));
}

const REFUSED = {
  invalid: {
    status: 400,
    title: 'This unsubscribe link is not valid',
    text: 'It may be incomplete, or it was changed after we sent it. Nothing was changed. Use the link in a recent email from us, or sign in and change your email preferences in your profile.',
  },
  expired: {
    status: 410,
    title: 'This unsubscribe link has expired',
    text: `Links in our emails work for ${UNSUBSCRIBE_VALID_DAYS} days. Nothing was changed. Use the link in a more recent email, or sign in and change your email preferences in your profile.`,
  },
} as const;

/** GET and POST /unsubscribe (mounted by app.ts, before the client's catch-all). */
export function createUnsubscribeRouter(deps: { dataSource: DataSource; secret: string; log: Logger }) {
  const router = express.Router();
  router.get('/unsubscribe', async (req, res) => {
    const token = await verifyUnsubscribeToken(deps.secret, req.query.token);
    if (!token.ok) return sendPage(res, REFUSED[token.reason].status, REFUSED[token.reason].title, [REFUSED[token.reason].text]);
    const what = describeTarget(token.target);
    sendPage(
      res,
      200,
      `Unsubscribe from ${what}?`,
      [`${token.email} will no longer get ${what}. You will still see these updates under Notifications when you sign in.`],
      `/unsubscribe?token=${encodeURIComponent(String(req.query.token))}`,
    );
  });
  router.post('/unsubscribe', async (req, res) => {
    const token = await verifyUnsubscribeToken(deps.secret, req.query.token);
    if (!token.ok) return sendPage(res, REFUSED[token.reason].status, REFUSED[token.reason].title, [REFUSED[token.reason].text]);
    const kinds = await applyUnsubscribe(deps.dataSource, token.email, token.target);
    deps.log.info(`unsubscribe: ${token.target} turned off for an address (${kinds.length} kind(s))`);
    const what = describeTarget(token.target);
    sendPage(res, 200, 'You are unsubscribed', [
      `${token.email} will no longer get ${what}.`,
      'Changed your mind? You can turn them back on at any time in your profile, under Settings → Email notifications.',
    ]);
  });
  return router;
}
