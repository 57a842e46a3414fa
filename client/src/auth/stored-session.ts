import { authConfig } from './config';
import { readCookie, REFRESH_COOKIE, SESSION_COOKIE } from './cookie-names';
import { landingLocation } from './landing';

/**
 * The session supabase-js persisted in localStorage, read synchronously when the app starts so
 * the first render knows who is signed in without waiting for supabase-js to load (issue #7
 * bundle budget). Only read — but for the tokens the gateway renewed to draw the page, adopted
 * before anything reads them (adoptSessionRenewedByPortal) — : supabase-js stays the owner of the
 * session and takes over (refresh, sign-out, other tabs) as soon as it has loaded.
 *
 * The value is supabase-js's `Session` as JSON under its storage key (set explicitly in
 * ./supabase-client.ts). Anything unexpected there counts as "unknown", never as signed out.
 */
export interface StoredSession {
  accessToken: string;
  refreshToken?: string;
  /** Seconds since the epoch. */
  expiresAt: number;
  user: { id: string; email?: string; last_sign_in_at?: string };
}

/** supabase-js refreshes a token this long before it expires; so do we (no stale token is sent). */
const EXPIRY_MARGIN_MS = 90_000;

export type StoredSessionRead = { kind: 'signed-out' } | { kind: 'signed-in'; session: StoredSession } | { kind: 'unknown' };

export function readStoredSession(storageKey = authConfig().storageKey): StoredSessionRead {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(storageKey);
  } catch {
    return { kind: 'unknown' };
  }
  if (raw === null) return { kind: 'signed-out' };
  try {
    const value = JSON.parse(raw) as { access_token?: unknown; refresh_token?: unknown; expires_at?: unknown; user?: { id?: unknown; email?: unknown; last_sign_in_at?: unknown } };
    const user = value.user;
    if (typeof value.access_token !== 'string' || typeof value.expires_at !== 'number' || typeof user?.id !== 'string') return { kind: 'unknown' };
    return {
      kind: 'signed-in',
      session: {
        accessToken: value.access_token,
        refreshToken: typeof value.refresh_token === 'string' ? value.refresh_token : undefined,
        expiresAt: value.expires_at,
        user: { id: user.id, email: typeof user.email === 'string' ? user.email : undefined, last_sign_in_at: typeof user.last_sign_in_at === 'string' ? user.last_sign_in_at : undefined },
      },
    };
  } catch {
    return { kind: 'unknown' };
  }
}

/**
 * The access token to send while supabase-js has not loaded yet: the stored one while it is good
 * for more than the refresh margin, null when nobody is signed in, undefined when only supabase-js
 * can answer (the token needs a refresh, or the page came from an emailed link).
 */
export function storedAccessToken(now = Date.now()): string | null | undefined {
  if (landedWithAuthRedirect()) return undefined;
  const read = readStoredSession();
  if (read.kind === 'signed-out') return null;
  return read.kind === 'signed-in' && read.session.expiresAt * 1000 - now > EXPIRY_MARGIN_MS ? read.session.accessToken : undefined;
}

/**
 * The page was opened from an emailed auth link (tokens or an error in the fragment, a code in
 * the query): only supabase-js can tell who is signed in then.
 */
export function landedWithAuthRedirect(): boolean {
  const { hash, search } = landingLocation();
  return /(?:^#|&)(?:access_token|error|error_description)=/.test(hash) || /[?&]code=/.test(search);
}

/** What the first render may assume: a user, nobody, or "wait for supabase-js". */
export function initialSessionUser(): { checked: true; user: StoredSession['user'] | null } | { checked: false } {
  // Prerendering (no browser): the public pages are rendered for a signed-out visitor.
  if (typeof window === 'undefined') return { checked: true, user: null };
  if (landedWithAuthRedirect()) return { checked: false };
  const read = readStoredSession();
  if (read.kind === 'unknown') return { checked: false };
  return { checked: true, user: read.kind === 'signed-in' ? read.session.user : null };
}

/**
 * A member back after their access token expired (the next day, from an email) gets their page
 * drawn all the same: the gateway renewed the session with the refresh cookie and handed the new
 * tokens back in the session and refresh cookies (gateway/src/http/member-pages.ts). They are
 * written into supabase-js's storage here, as the page starts and before anything reads the
 * session — the first queries then send the new token, and supabase-js, when it loads, finds a
 * session that needs no refresh, rather than presenting the refresh token the gateway has already
 * used. Only tokens for the member already stored (the same user id) and newer than the stored ones
 * are taken; anything else leaves storage as it is, and supabase-js as the judge.
 */
export function adoptSessionRenewedByPortal(storageKey = authConfig().storageKey, now = Date.now()): boolean {
  try {
    const access = readCookie(SESSION_COOKIE);
    const refresh = readCookie(REFRESH_COOKIE);
    if (!access || !refresh) return false;
    const raw = window.localStorage.getItem(storageKey);
    if (raw === null) return false;
    const stored = JSON.parse(raw) as { refresh_token?: unknown; expires_at?: unknown; user?: { id?: unknown } };
    if (stored.refresh_token === refresh || typeof stored.user?.id !== 'string' || typeof stored.expires_at !== 'number') return false;
    const payload = access.split('.')[1] ?? '';
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown; exp?: unknown };
    if (claims.sub !== stored.user.id || typeof claims.exp !== 'number' || claims.exp <= stored.expires_at) return false;
    const renewed = { ...stored, access_token: access, refresh_token: refresh, expires_at: claims.exp, expires_in: claims.exp - Math.floor(now / 1000) };
    window.localStorage.setItem(storageKey, JSON.stringify(renewed));
    return true;
  } catch {
    return false;
  }
}
