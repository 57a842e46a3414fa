import { authConfig } from './config';
import { readCookie, REFRESH_COOKIE, SESSION_COOKIE } from './cookie-names';
import { landingLocation, recaptureLandingLocation } from './landing';
import { SERVER_STATE_ID } from '../app/server-state';

/**
 * The session supabase-js persisted in localStorage, read synchronously when the app starts so
 * the first render knows who is signed in without waiting for supabase-js to load (issue #7
 * bundle budget). Only read — but for the tokens the gateway renewed to draw the page
 * (adoptSessionRenewedByPortal) and an emailed link's the sign-in page handed over
 * (takeEmailedLinkHandedOver), adopted before anything reads them — : supabase-js stays the owner of the
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
  return isAuthRedirect(landingLocation());
}

function isAuthRedirect({ hash, search }: { hash: string; search: string }): boolean {
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
    const claims = tokenClaims(access);
    if (claims.sub !== stored.user.id || typeof claims.exp !== 'number' || claims.exp <= stored.expires_at) return false;
    const renewed = { ...stored, access_token: access, refresh_token: refresh, expires_at: claims.exp, expires_in: claims.exp - Math.floor(now / 1000) };
    window.localStorage.setItem(storageKey, JSON.stringify(renewed));
    return true;
  } catch {
    return false;
  }
}

/** An access token's claims, as the auth service wrote them (not verified here: see the callers). */
function tokenClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
  if (typeof claims !== 'object' || claims === null) throw new Error('not a token');
  return claims as Record<string, unknown>;
}

/**
 * Where the sign-in page's script (prerender/signed-in-redirect.ts) keeps an emailed
 * link's fragment (`#access_token=…`) for the page it sends the member on to: sessionStorage, this
 * tab only, read and removed as that page starts.
 */
export const EMAILED_LINK_KEY = 'portal-emailed-link';

/** The page the sign-in page sends an emailed link on to. */
export const EMAILED_LINK_PAGE = '/dashboard';

/**
 * An emailed sign-in link, handed over to the portal. The link opens /login with the session in its
 * fragment (SPEC §7.1), which only the browser sees. The sign-in page's script copies the tokens into
 * the session cookies the gateway draws member pages with, keeps the fragment here, in this tab's
 * sessionStorage, and opens /dashboard without it: the gateway verifies the token and draws the
 * dashboard, as for a member who is back (Lighthouse, the emailed link on a phone: performance 54,
 * LCP 4.6 s when the app had to read the link before drawing anything).
 *
 * As that page starts, before anything reads the session, the tokens are written into supabase-js's
 * storage — only when the gateway drew the page for the link's member (#portal-state's
 * data-drawn-for is the token's subject, and the cookie it drew with is the link's token): that the
 * gateway accepted this very token is what supabase-js would have asked the auth service
 * (`/auth/v1/user`) before storing it. The stored user is the token's (id, email, metadata, when
 * they signed in); supabase-js replaces it with the auth service's record at its first refresh.
 *
 * In every other case (the gateway refused the token or drew nothing, storage cannot be written) the
 * fragment is put back in the address, and supabase-js reads the link as it always has.
 */
export function takeEmailedLinkHandedOver(storageKey = authConfig().storageKey, now = Date.now()): 'adopted' | 'restored' | 'none' {
  let hash: string | null;
  try {
    hash = window.sessionStorage.getItem(EMAILED_LINK_KEY);
    if (hash === null) return 'none';
    window.sessionStorage.removeItem(EMAILED_LINK_KEY);
  } catch {
    return 'none';
  }
  // Left behind by a page that never opened (offline), or the link came on with its fragment after
  // all (supabase-js reads it): nothing to do here.
  if (!hash.startsWith('#') || window.location.pathname !== EMAILED_LINK_PAGE || isAuthRedirect(window.location)) return 'none';
  try {
    const params = new URLSearchParams(hash.slice(1));
    const access = params.get('access_token');
    const refresh = params.get('refresh_token');
    const drawnFor = document.getElementById(SERVER_STATE_ID)?.dataset.drawnFor;
    if (access && refresh && drawnFor && readCookie(SESSION_COOKIE) === access) {
      const claims = tokenClaims(access);
      const exp = claims.exp;
      if (claims.sub === drawnFor && typeof exp === 'number' && exp * 1000 > now) {
        const session = {
          access_token: access,
          token_type: params.get('token_type') || 'bearer',
          expires_in: exp - Math.floor(now / 1000),
          expires_at: exp,
          refresh_token: refresh,
          user: userOf(claims),
        };
        window.localStorage.setItem(storageKey, JSON.stringify(session));
        return 'adopted';
      }
    }
  } catch {
    // Put back below.
  }
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}${hash}`);
  recaptureLandingLocation();
  return 'restored';
}

/** The user supabase-js stores with a session, as far as the access token tells (GoTrue's claims). */
function userOf(claims: Record<string, unknown>) {
  const times = Array.isArray(claims.amr) ? claims.amr.map((a: { timestamp?: unknown }) => a?.timestamp).filter((t): t is number => typeof t === 'number') : [];
  const object = (value: unknown) => (typeof value === 'object' && value !== null ? value : {});
  return {
    id: claims.sub as string,
    aud: typeof claims.aud === 'string' ? claims.aud : 'authenticated',
    role: typeof claims.role === 'string' ? claims.role : 'authenticated',
    email: typeof claims.email === 'string' ? claims.email : undefined,
    phone: typeof claims.phone === 'string' ? claims.phone : '',
    app_metadata: object(claims.app_metadata),
    user_metadata: object(claims.user_metadata),
    is_anonymous: claims.is_anonymous === true,
    last_sign_in_at: times.length ? new Date(Math.max(...times) * 1000).toISOString() : undefined,
  };
}
