// The signed-in state the runs need: the account's token and sample pages, its emailed links, and
// Chromium profiles in which it has signed in.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { SESSION_COOKIE } from '../../gateway/src/http/member-pages.js';
import { AS, ANON_KEY, BASE, CHROME_FLAGS, CHROMIUM, MEMBER, sleep, STAFF_ROLES } from './settings.js';

export async function memberToken(): Promise<string> {
  const res = await fetch(`${BASE}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: ANON_KEY },
    body: JSON.stringify(MEMBER),
  });
  if (!res.ok) throw new Error(`sign-in as ${MEMBER.email} failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** A story, an article and a key vote the account can open (the first of the seeded lists), and for staff a legislator. */
export async function sampleIds(token: string): Promise<{ storyId: string; articleId: string; keyVoteId: string; legislatorId?: string }> {
  const res = await fetch(`${BASE}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: `{ stories(limit: 1) { id } articles(limit: 1) { id } keyVotes(limit: 1) { id } ${STAFF_ROLES.includes(AS) ? 'legislators { id }' : ''} }`,
    }),
  });
  const body = (await res.json()) as {
    data?: { stories: { id: string }[]; articles: { id: string }[]; keyVotes: { id: string }[]; legislators?: { id: string }[] };
    errors?: unknown;
  };
  const storyId = body.data?.stories[0]?.id;
  const articleId = body.data?.articles[0]?.id;
  const keyVoteId = body.data?.keyVotes[0]?.id;
  if (!storyId || !articleId || !keyVoteId) throw new Error(`no story, article or key vote to measure: ${JSON.stringify(body)}`);
  return { storyId, articleId, keyVoteId, legislatorId: body.data?.legislators?.[0]?.id };
}

/** The emails `emailedLink` asks the portal for, and where their links lead. */
export const EMAILS = {
  // As the forgot-password page asks for it (supabase-js's resetPasswordForEmail).
  recovery: { send: '/auth/v1/recover', body: {}, opens: '/reset-password', label: 'reset email' },
  // As the sign-in page's "Email me a link" asks for it (signInWithOtp, no new account).
  magiclink: { send: '/auth/v1/otp', body: { create_user: false }, opens: '/login', label: 'sign-in link' },
} as const;
export type EmailKind = keyof typeof EMAILS;

/**
 * What one of the demo member's emails opens: the portal sends it (as the page that asks for it
 * does, redirect_to included), the link is read from the local outbox (GET /dev/mail.json) and
 * followed once, as the member's mail app would, to the address it redirects to — e.g.
 * /reset-password#access_token=…&type=recovery. The runs open that address (a fresh profile each
 * time: supabase-js reads the tokens and asks the gateway for the user, as for the member).
 */
export async function emailedLink(kind: EmailKind): Promise<string> {
  const email = EMAILS[kind];
  const headers = { 'content-type': 'application/json', apikey: ANON_KEY };
  const url = `${BASE}${email.send}?redirect_to=${encodeURIComponent(`${BASE}${email.opens}`)}`;
  const send = () => fetch(url, { method: 'POST', headers, body: JSON.stringify({ email: MEMBER.email, ...email.body }) });
  let sentAt = Date.now();
  let sent = await send();
  // One email a minute per address (an earlier run or page may have just asked): wait as told.
  const wait = sent.status === 429 ? /after (\d+) seconds/.exec(await sent.text())?.[1] : undefined;
  if (wait) {
    console.log(`  (the ${email.label} can be sent again in ${wait} s: waiting)`);
    await sleep((Number(wait) + 1) * 1000);
    sentAt = Date.now();
    sent = await send();
  }
  if (!sent.ok) throw new Error(`the ${email.label} was not sent: ${sent.status} ${await sent.text()}`);
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await sleep(200)) {
    const mails = (await (await fetch(`${BASE}/dev/mail.json?to=${encodeURIComponent(MEMBER.email)}`)).json()) as Array<{ links: string[]; createdAt: string }>;
    // This email, not an earlier one whose link has been used.
    const link = mails
      .filter((m) => Date.parse(m.createdAt) >= sentAt - 1000)
      .flatMap((m) => m.links)
      .find((l) => l.includes('/auth/v1/verify') && l.includes(`type=${kind}`));
    if (!link) continue;
    const verified = await fetch(link, { redirect: 'manual' });
    const location = verified.headers.get('location');
    if (verified.status !== 303 || !location?.includes(`${email.opens}#access_token=`)) throw new Error(`the ${email.label} did not verify: ${verified.status} ${location}`);
    return new URL(location, BASE).href;
  }
  throw new Error(`no ${email.label} to ${MEMBER.email} in the outbox`);
}

/**
 * A Chromium profile in which the demo member has signed in through the login form, on the phone
 * Lighthouse emulates (its mobile viewport), and seen their dashboard once: the member who comes
 * back from an email. (What the dashboard remembers per window width, such as the welcome panel's
 * height, is then remembered for this width, as on a member's own phone.)
 */
export async function signedInProfile(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-lighthouse-member-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROME_FLAGS.filter((f) => !f.startsWith('--headless')),
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.goto(`${BASE}/login`);
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: /^Email/ }).fill(MEMBER.email);
    await main.getByLabel(/^Password/).fill(MEMBER.password);
    await main.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${BASE}/dashboard`, { timeout: 30_000 });
    await page.getByRole('region', { name: 'Stories you follow' }).getByRole('list').or(page.getByText('You are not following any stories yet')).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
  } finally {
    await context.close();
  }
  return dir;
}

/**
 * A signed-in profile (signedInProfile) as the member finds it the next day: the access token
 * stored by supabase-js expired an hour ago (the refresh token still good), and the page cookie,
 * which lives as long as the token (client/src/auth/session-cookie.ts), gone.
 */
export async function nextDayProfile(): Promise<string> {
  const dir = await signedInProfile();
  const context = await chromium.launchPersistentContext(dir, { executablePath: CHROMIUM, headless: true, args: CHROME_FLAGS.filter((f) => !f.startsWith('--headless')) });
  try {
    const page = await context.newPage();
    await page.goto(`${BASE}/api/health`);
    const expired = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => /^sb-.*-auth-token$/.test(k));
      if (!key) return false;
      const session = JSON.parse(localStorage.getItem(key)!) as { expires_at: number };
      session.expires_at = Math.floor(Date.now() / 1000) - 3600;
      localStorage.setItem(key, JSON.stringify(session));
      return true;
    });
    if (!expired) throw new Error('the signed-in profile has no stored session to expire');
    await context.clearCookies({ name: SESSION_COOKIE });
  } finally {
    await context.close();
  }
  return dir;
}

/** A cold HTTP cache, the stored session kept. */
export function clearHttpCache(profile: string): void {
  for (const dir of ['Default/Cache', 'Default/Code Cache', 'Default/GPUCache', 'Default/Service Worker']) {
    rmSync(path.join(profile, dir), { recursive: true, force: true });
  }
}
