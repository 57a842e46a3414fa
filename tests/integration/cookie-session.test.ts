import { rmSync } from 'node:fs';
import { createBrowserClient, parseCookieHeader, serializeCookieHeader } from '@supabase/ssr';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPABASE_SESSION_COOKIE } from '../../gateway/src/auth/cookie-session.js';
import { ANON_KEY, confirmedUser, latestLink, newEmail, PASSWORD } from './auth-contract.helpers.js';
import { fakeClientBuild } from '../factories/client-build.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';

/**
 * Issue #54 item 2, the gateway's side: supabase-js's session kept in cookies by @supabase/ssr
 * (gateway/src/auth/cookie-session.ts). A browser-shaped client — @supabase/ssr's createBrowserClient
 * over a cookie jar, as a browser's document.cookie holds them — signs in; the gateway reads that
 * session to draw a member page, renews it when it has expired, and sets it from an emailed link's
 * auth code on a server route (gateway/src/http/emailed-links.ts). The renderer is the build-shaped
 * fixture of member-pages.test.ts: it prints whom the page was drawn for.
 */

let portal: TestPortal;
let dist: string;

const SHELL = '<!doctype html><html><head><title>Stories shell</title></head><body><div id="root"><p>frame</p></div></body></html>';
const TEMPLATE = '<!doctype html><html><head><title>x</title><!--portal:head--></head><body><div id="root" data-ssr><!--portal:root--></div><!--portal:state--></body></html>';
const RENDERER = `
export class NotRendered extends Error {}
export async function renderMemberPage({ user, execute }) {
  const me = await execute({ query: '{ me { id } }' });
  return { html: '<main>' + JSON.stringify({ user, me: me.data?.me?.id ?? null }) + '</main>', styleTags: '', title: 'Stories', stateScript: '' };
}
`;

beforeAll(async () => {
  dist = fakeClientBuild('portal-cookie-session-', {
    'index.html': SHELL,
    'shells/stories.html': SHELL,
    'shells/stories.ssr.html': TEMPLATE,
    '.server/member-render.js': RENDERER,
    '.server/package.json': '{ "type": "module" }\n',
    'prerendered.json': JSON.stringify({ pages: {}, routes: [{ pattern: '/stories', file: 'shells/stories.html', ssrFile: 'shells/stories.ssr.html' }], signedInHome: ['/', '/login'] }),
  });
  portal = await startTestPortal('cookie_session', { CLIENT_DIST: dist, MEMBER_PAGE_RENDER_MS: '2000', AUTH_AUTOCONFIRM: 'false', AUTH_RATE_LIMITS: 'false' });
});

afterAll(async () => {
  await portal?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

/** A browser's cookies for the portal's origin, as document.cookie would hold them. */
class CookieJar {
  readonly cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  names(): string[] {
    return [...this.cookies.keys()];
  }
  /** What @supabase/ssr in the browser writes (document.cookie = serialize(…)). */
  set(name: string, value: string, maxAge: number | undefined): void {
    if (maxAge === 0) this.cookies.delete(name);
    else this.cookies.set(name, serializeCookieHeader(name, value, {}).split(';')[0]!.slice(name.length + 1));
  }
  /** What a response's Set-Cookie headers ask of the browser. */
  take(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      if (attributes.some((a) => /^\s*max-age=0\s*$/i.test(a))) this.cookies.delete(name);
      else this.cookies.set(name, pair!.slice(at + 1));
    }
  }
}

/** supabase-js in a browser, as @supabase/ssr's createBrowserClient makes it, over `jar`. */
function browser(jar = new CookieJar()) {
  const supabase = createBrowserClient(portal.baseUrl, ANON_KEY, {
    isSingleton: false,
    cookieOptions: { name: SUPABASE_SESSION_COOKIE },
    cookies: {
      getAll: () => parseCookieHeader(jar.header()),
      setAll: (cookies) => cookies.forEach(({ name, value, options }) => jar.set(name, value, options.maxAge)),
    },
    auth: { autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
  return { supabase, jar };
}

async function get(p: string, jar: CookieJar) {
  const res = await fetch(portal.baseUrl + p, { headers: { accept: 'text/html', cookie: jar.header() }, redirect: 'manual' });
  return { res, status: res.status, location: res.headers.get('location') ?? '', text: await res.text() };
}

const drawnFor = (text: string) => (JSON.parse(/<main>(.*)<\/main>/s.exec(text)?.[1] ?? 'null') as { user: { id: string }; me: string | null } | null)?.me ?? null;

/** The page the auth service sends an emailed link to, on the test gateway's own address. */
async function openEmailedLink(link: string): Promise<string> {
  const url = new URL(link);
  const res = await fetch(portal.baseUrl + url.pathname + url.search, { redirect: 'manual' });
  expect(res.status).toBe(303);
  const to = new URL(res.headers.get('location')!);
  return to.pathname + to.search + to.hash;
}

const localhost = () => `http://localhost:${new URL(portal.baseUrl).port}`;

describe('supabase-js session cookies (@supabase/ssr), read by the gateway', () => {
  it('a member signed in with a password gets their page drawn from those cookies alone', async () => {
    const email = newEmail('ssr-password');
    const userId = await confirmedUser(portal, email);
    const { supabase, jar } = browser();
    expect((await supabase.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    expect(jar.names().some((n) => n.startsWith(SUPABASE_SESSION_COOKIE))).toBe(true);

    const page = await get('/stories', jar);
    expect(page.status).toBe(200);
    expect(drawnFor(page.text)).toBe(userId);
    expect(page.res.headers.get('cache-control')).toBe('private, no-store');
    expect(page.res.headers.get('vary')).toMatch(/cookie/i);
  });

  it('an expired session is renewed to draw the page, and the browser gets the renewed one', async () => {
    const email = newEmail('ssr-renew');
    const userId = await confirmedUser(portal, email);
    const { supabase, jar } = browser();
    await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    const before = (await supabase.auth.getSession()).data.session!;
    // The member is back after the token expired: the stored session says so (test-only knowledge
    // of @supabase/ssr's cookie: `base64-` and the session as base64url JSON).
    const [name, value] = [...jar.cookies].find(([n]) => n.startsWith(SUPABASE_SESSION_COOKIE))!;
    const session = JSON.parse(Buffer.from(decodeURIComponent(value).slice('base64-'.length), 'base64url').toString());
    jar.cookies.set(name, `base64-${Buffer.from(JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) - 60 })).toString('base64url')}`);

    const page = await get('/stories', jar);
    expect(drawnFor(page.text)).toBe(userId);
    jar.take(page.res);
    const after = (await browser(jar).supabase.auth.getSession()).data.session!;
    expect(after.refresh_token).not.toBe(before.refresh_token);
    expect(after.user.id).toBe(userId);
    // The renewed session draws the next page without another renewal.
    const next = await get('/stories', jar);
    expect(drawnFor(next.text)).toBe(userId);
    expect(next.res.headers.getSetCookie()).toEqual([]);
  });

  it('a forged or tampered session cookie draws the shell: no one else\'s data, no error', async () => {
    const email = newEmail('ssr-forged');
    await confirmedUser(portal, email);
    const { supabase, jar } = browser();
    await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    const [name, value] = [...jar.cookies].find(([n]) => n.startsWith(SUPABASE_SESSION_COOKIE))!;
    const session = JSON.parse(Buffer.from(decodeURIComponent(value).slice('base64-'.length), 'base64url').toString());
    const [header, , signature] = session.access_token.split('.');
    const claims = { sub: '00000000-0000-4000-8000-000000000000', exp: Math.floor(Date.now() / 1000) + 3600, role: 'authenticated' };
    const forged = { ...session, access_token: `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}` };
    jar.cookies.set(name, `base64-${Buffer.from(JSON.stringify(forged)).toString('base64url')}`);
    const page = await get('/stories', jar);
    expect(page.status).toBe(200);
    expect(page.text).toBe(SHELL);

    for (const garbage of ['base64-!!!', 'not-json', `base64-${Buffer.from('{"access_token":1}').toString('base64url')}`]) {
      const junk = new CookieJar();
      junk.cookies.set(SUPABASE_SESSION_COOKIE, garbage);
      const res = await get('/stories', junk);
      expect(res.status).toBe(200);
      expect(res.text).toBe(SHELL);
    }
  });
});

describe('a signed-in member opening the landing page is sent to the dashboard by the server', () => {
  it('with the session in supabase-js\'s cookies; anyone else gets the landing page', async () => {
    const email = newEmail('ssr-home');
    await confirmedUser(portal, email);
    const { supabase, jar } = browser();
    await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    for (const p of ['/', '/login']) {
      const home = await get(p, jar);
      expect(home.status, p).toBe(302);
      expect(home.location).toBe('/dashboard');
      expect(home.res.headers.get('cache-control')).toBe('private, no-store');
    }

    // Signed out (the session ended at the auth service): the cookies a copy kept take no one anywhere.
    const copy = new CookieJar();
    for (const [name, value] of jar.cookies) copy.cookies.set(name, value);
    await supabase.auth.signOut();
    const junk = new CookieJar();
    junk.cookies.set(SUPABASE_SESSION_COOKIE, 'base64-e30');
    for (const visitor of [new CookieJar(), copy, junk]) {
      const res = await get('/', visitor);
      expect(res.status).not.toBe(302);
      expect(res.status).toBeLessThan(500);
      expect(res.res.headers.get('vary')).toMatch(/cookie/i);
    }
  });
});

describe('GET /api/docs/session: whom the REST reference\'s "Try it out" runs as', () => {
  it('the member signed in in this browser, for the portal\'s own page only', async () => {
    const email = newEmail('ssr-docs');
    const userId = await confirmedUser(portal, email);
    const { supabase, jar } = browser();
    await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    const ask = (cookies: CookieJar, headers: Record<string, string> = {}) =>
      fetch(`${portal.baseUrl}/api/docs/session`, { headers: { accept: 'application/json', cookie: cookies.header(), ...headers } });

    const res = await ask(jar, { 'sec-fetch-site': 'same-origin' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const body = (await res.json()) as { signedIn: boolean; email: string; accessToken: string };
    expect(body).toMatchObject({ signedIn: true, email });
    const me = await portal.rest('GET', '/api/users/me', { token: body.accessToken });
    expect(me.body.data?.id ?? me.body.id ?? JSON.stringify(me.body)).toContain(userId);

    expect(await (await ask(new CookieJar())).json()).toEqual({ signedIn: false });
    const crossSite = await ask(jar, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(JSON.stringify(await crossSite.json())).not.toContain('accessToken');
  });
});

describe('an emailed link in the PKCE flow lands on a server route (gateway/src/http/emailed-links.ts)', () => {
  it('a sign-in link: the session is set in the cookies and the member sent to the dashboard, drawn', async () => {
    const email = newEmail('ssr-magic');
    const userId = await confirmedUser(portal, email);
    const { supabase, jar } = browser();
    expect((await supabase.auth.signInWithOtp({ email, options: { emailRedirectTo: `${localhost()}/login` } })).error).toBeNull();
    const landing = await openEmailedLink(await latestLink(portal, email));
    expect(landing).toMatch(/^\/login\?code=[\w-]{40,}$/);

    const res = await get(landing, jar);
    expect(res.status).toBe(303);
    expect(res.location).toBe('/dashboard');
    expect(res.res.headers.get('cache-control')).toBe('no-store');
    jar.take(res.res);
    // The session is in the cookies, and supabase-js in the browser reads it.
    expect(jar.names()).toContain(SUPABASE_SESSION_COOKIE);
    expect((await browser(jar).supabase.auth.getUser()).data.user?.id).toBe(userId);
    expect(drawnFor((await get('/stories', jar)).text)).toBe(userId);

    // The same link again: spent, so the sign-in page explains, and nothing changes.
    const again = await get(landing, jar);
    expect(again.status).toBe(303);
    expect(again.location).toMatch(/^\/login#error=access_denied&error_code=/);
  });

  it('the link opened in another browser (no code verifier there) signs no one in and says why', async () => {
    const email = newEmail('ssr-elsewhere');
    await confirmedUser(portal, email);
    await browser().supabase.auth.signInWithOtp({ email, options: { emailRedirectTo: `${localhost()}/login` } });
    const landing = await openEmailedLink(await latestLink(portal, email));
    const other = new CookieJar();
    const res = await get(landing, other);
    expect(res.status).toBe(303);
    const fragment = new URLSearchParams(res.location.split('#')[1]);
    expect(res.location.startsWith('/login#')).toBe(true);
    expect(fragment.get('error_code')).toBe('pkce_code_verifier_not_found');
    expect(fragment.get('error_description')).toBeTruthy();
    expect(res.res.headers.getSetCookie()).toEqual([]);
  });

  it('a reset link: signed in on the reset-password page, which can then set the new password', async () => {
    const email = newEmail('ssr-reset');
    const userId = await confirmedUser(portal, email);
    const { supabase, jar } = browser();
    expect((await supabase.auth.resetPasswordForEmail(email, { redirectTo: `${localhost()}/reset-password` })).error).toBeNull();
    const landing = await openEmailedLink(await latestLink(portal, email));
    expect(landing).toMatch(/^\/reset-password\?code=/);
    const res = await get(landing, jar);
    expect(res.status).toBe(303);
    expect(res.location).toBe('/reset-password');
    jar.take(res.res);

    const after = browser(jar).supabase;
    expect((await after.auth.getUser()).data.user?.id).toBe(userId);
    expect((await after.auth.updateUser({ password: 'a-new-password-2' })).error).toBeNull();
    expect((await browser().supabase.auth.signInWithPassword({ email, password: 'a-new-password-2' })).error).toBeNull();
  });

  it('a code that is not a code, or no verifier at all, never answers 500', async () => {
    for (const code of ['', 'x', 'a'.repeat(5000), '%00']) {
      const res = await get(`/login?code=${encodeURIComponent(code)}`, new CookieJar());
      expect(res.status).toBe(303);
      expect(res.location.startsWith('/login#error=access_denied')).toBe(true);
    }
  });
});

describe("the sign-in form posted before its page's code has arrived (gateway/src/http/account-forms.ts)", () => {
  const post = (body: Record<string, string> | string, headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' }) =>
    fetch(`${portal.baseUrl}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: typeof body === 'string' ? body : new URLSearchParams(body),
      redirect: 'manual',
    });
  const fragment = (res: Response) => Object.fromEntries(new URLSearchParams(new URL(res.headers.get('location')!, portal.baseUrl).hash.slice(1)));
  const sessionCookies = (res: Response) => res.headers.getSetCookie().filter((c) => c.startsWith(SUPABASE_SESSION_COOKIE));

  it('signs the member in: the session in the cookies, the dashboard next, and their page drawn from them', async () => {
    const email = newEmail('form-sign-in');
    const userId = await confirmedUser(portal, email);
    const res = await post({ email: `  ${email} `, password: PASSWORD });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/dashboard');
    expect(sessionCookies(res)).not.toEqual([]);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);

    const jar = new CookieJar();
    jar.take(res);
    expect(drawnFor((await get('/stories', jar)).text)).toBe(userId);
    // …and supabase-js in the browser reads the same session once the page's code runs.
    expect((await browser(jar).supabase.auth.getSession()).data.session?.user.id).toBe(userId);
  });

  it('sends a wrong password back to the sign-in page with the reason and the email, never the password, and sets no session', async () => {
    const email = newEmail('form-wrong');
    await confirmedUser(portal, email);
    const res = await post({ email, password: 'not-the-password' });
    expect(res.status).toBe(303);
    expect(new URL(res.headers.get('location')!, portal.baseUrl).pathname).toBe('/login');
    expect(fragment(res)).toEqual({ signin_error: 'invalid_credentials', email });
    expect(res.headers.get('location')).not.toContain('not-the-password');
    expect(sessionCookies(res)).toEqual([]);
  });

  it('says which field is missing, and a body that is not the form is an empty form', async () => {
    expect(fragment(await post({ email: 'someone@example.com' }))).toEqual({ signin_error: 'missing_password', email: 'someone@example.com' });
    expect(fragment(await post({ password: PASSWORD }))).toEqual({ signin_error: 'missing_email', email: '' });
    const json = await fetch(`${portal.baseUrl}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ email: 'a@b.c', password: PASSWORD }),
      redirect: 'manual',
    });
    expect(json.status).toBe(303);
    expect(fragment(json).signin_error).toBe('missing_email');
  });

  it('refuses a form another site posted (login CSRF), signing no one in', async () => {
    const email = newEmail('form-csrf');
    await confirmedUser(portal, email);
    const elsewhere: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }, {}];
    for (const headers of elsewhere) {
      const res = await post({ email, password: PASSWORD }, headers);
      expect(res.status).toBe(403);
      expect(await res.text()).toBe('Sign in from the portal’s own sign-in page.');
      expect(sessionCookies(res)).toEqual([]);
    }
    const sameOrigin = await post({ email, password: PASSWORD }, { origin: portal.baseUrl });
    expect(sameOrigin.headers.get('location')).toBe('/dashboard');
  });

  it('answers an oversized form with a clear error, not a 500', async () => {
    const res = await post(`email=${'a'.repeat(20_000)}&password=x`);
    expect(res.status).toBe(413);
    expect(await res.text()).not.toMatch(/at \w+ \(|node_modules/);
  });
});

describe("the forgot-password form posted before its page's code has arrived", () => {
  const post = (body: Record<string, string>, headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' }) =>
    fetch(`${portal.baseUrl}/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(body),
      redirect: 'manual',
    });
  const outcome = (res: Response) => {
    const to = new URL(res.headers.get('location')!, portal.baseUrl);
    return { path: to.pathname, fragment: Object.fromEntries(new URLSearchParams(to.hash.slice(1))) };
  };

  it('sends the reset link, whose code verifier this browser keeps: the link signs the member in on the reset page', async () => {
    const email = newEmail('form-forgot');
    const userId = await confirmedUser(portal, email);
    const res = await post({ email });
    expect(res.status).toBe(303);
    expect(outcome(res)).toEqual({ path: '/forgot-password', fragment: { forgot_sent: '1', email } });
    const jar = new CookieJar();
    jar.take(res);

    const landing = await openEmailedLink(await latestLink(portal, email));
    expect(landing).toMatch(/^\/reset-password\?code=/);
    const signedIn = await get(landing, jar);
    expect(signedIn.location).toBe('/reset-password');
    jar.take(signedIn.res);
    expect((await browser(jar).supabase.auth.getUser()).data.user?.id).toBe(userId);
  });

  it('says a missing email, and refuses a form another site posted', async () => {
    expect(outcome(await post({})).fragment).toEqual({ forgot_error: 'missing_email', email: '' });
    const res = await post({ email: newEmail('form-forgot-csrf') }, { 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(403);
  });
});

describe("the sign-up form posted before its page's code has arrived", () => {
  const post = (body: Record<string, string>, headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' }) =>
    fetch(`${portal.baseUrl}/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(body),
      redirect: 'manual',
    });
  const outcome = (res: Response) => Object.fromEntries(new URLSearchParams(new URL(res.headers.get('location')!, portal.baseUrl).hash.slice(1)));

  it('creates the account and says to confirm it; the emailed confirmation then signs the member in', async () => {
    const email = newEmail('form-signup');
    const res = await post({ email, password: 'form-pass-1', confirm_password: 'form-pass-1' });
    expect(res.status).toBe(303);
    expect(outcome(res)).toEqual({ signup_sent: '1', email });
    const jar = new CookieJar();
    jar.take(res);
    const landing = await openEmailedLink(await latestLink(portal, email));
    expect(landing).toMatch(/^\/login\?code=/);
    // The link's code verifier was set in this browser with the sign-up: the link signs the member in here.
    const signedIn = await get(landing, jar);
    expect(signedIn.location).toBe('/dashboard');
  });

  it('says an address that has an account already has one, and the page checks come back by name, no text of the service', async () => {
    const email = newEmail('form-signup-existing');
    await confirmedUser(portal, email);
    expect(outcome(await post({ email, password: 'whatever-1', confirm_password: 'whatever-1' }))).toEqual({ signup_existing: '1', email });
    expect(outcome(await post({ email: 'x@example.org', password: 'short', confirm_password: 'short' }))).toEqual({ signup_error: 'too_short', email: 'x@example.org' });
    expect(outcome(await post({ email: 'x@example.org', password: 'long-enough-1', confirm_password: 'long-enough-2' }))).toEqual({ signup_error: 'mismatch', email: 'x@example.org' });
    expect(outcome(await post({ password: 'long-enough-1', confirm_password: 'long-enough-1' }))).toEqual({ signup_error: 'missing_email', email: '' });
  });

  it('refuses a form another site posted, creating nothing', async () => {
    const email = newEmail('form-signup-csrf');
    const res = await post({ email, password: 'form-pass-1', confirm_password: 'form-pass-1' }, { 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(403);
    expect(outcome(await post({ email, password: 'form-pass-1', confirm_password: 'form-pass-1' }))).toEqual({ signup_sent: '1', email });
  });
});

describe("the reset-password form posted before its page's code has checked the link", () => {
  const post = (jar: CookieJar, body: Record<string, string>, headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' }) =>
    fetch(`${portal.baseUrl}/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header(), ...headers },
      body: new URLSearchParams(body),
      redirect: 'manual',
    });
  const outcome = (res: Response) => {
    const to = new URL(res.headers.get('location')!, portal.baseUrl);
    return { path: to.pathname, fragment: Object.fromEntries(new URLSearchParams(to.hash.slice(1))) };
  };
  /** A browser the emailed reset link has signed in, on the reset-password page. */
  async function openedResetLink(email: string) {
    const { supabase, jar } = browser();
    expect((await supabase.auth.resetPasswordForEmail(email, { redirectTo: `${localhost()}/reset-password` })).error).toBeNull();
    const signedIn = await get(await openEmailedLink(await latestLink(portal, email)), jar);
    expect(signedIn.location).toBe('/reset-password');
    jar.take(signedIn.res);
    return jar;
  }

  it('saves the new password for the session the link set, signs that session out and says so', async () => {
    const email = newEmail('form-reset');
    await confirmedUser(portal, email);
    const jar = await openedResetLink(email);
    const res = await post(jar, { username: email, password: 'a-new-password-3', confirm_password: 'a-new-password-3' });
    expect(res.status).toBe(303);
    expect(outcome(res)).toEqual({ path: '/reset-password', fragment: { reset_done: '1' } });
    jar.take(res);
    expect((await browser(jar).supabase.auth.getSession()).data.session).toBeNull();
    expect((await browser().supabase.auth.signInWithPassword({ email, password: 'a-new-password-3' })).error).toBeNull();
    expect((await browser().supabase.auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe('invalid_credentials');
  });

  it('says what is wrong by name and changes nothing: the page checks, the same password, no session, another site', async () => {
    const email = newEmail('form-reset-checks');
    await confirmedUser(portal, email);
    const jar = await openedResetLink(email);
    expect(outcome(await post(jar, { password: 'short', confirm_password: 'short' })).fragment).toEqual({ reset_error: 'too_short' });
    expect(outcome(await post(jar, { password: 'long-enough-1', confirm_password: 'long-enough-2' })).fragment).toEqual({ reset_error: 'mismatch' });
    expect(outcome(await post(jar, { password: PASSWORD, confirm_password: PASSWORD })).fragment).toEqual({ reset_error: 'same_password' });
    expect(outcome(await post(new CookieJar(), { password: 'long-enough-1', confirm_password: 'long-enough-1' })).fragment).toEqual({ reset_error: 'no_session' });
    expect((await post(jar, { password: 'long-enough-1', confirm_password: 'long-enough-1' }, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    // Nothing was changed: the old password still signs in, and the link's session is still there.
    expect((await browser().supabase.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    expect((await browser(jar).supabase.auth.getUser()).data.user?.email).toBe(email);
  });
});
