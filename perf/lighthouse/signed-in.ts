// The signed-in state the runs need: the account's token and sample pages, its emailed links, and
// Chromium profiles in which it has signed in.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { SUPABASE_SESSION_COOKIE } from '../../gateway/src/auth/cookie-session.js';
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

/** The emails `emailedLink` asks the portal for: the page that asks, its button, what it then says. */
export const EMAILS = {
  recovery: { page: '/forgot-password', button: 'Send reset link', label: 'reset email' },
  magiclink: { page: '/login', button: 'Email me a sign-in link', label: 'sign-in link' },
} as const;
export type EmailKind = keyof typeof EMAILS;

/** One email a minute per address: when the last one was asked for. */
let lastSentAt = 0;

/**
 * One of the demo member's emails, asked for in a fresh Chromium profile on the page a member asks
 * on (the browser then holds the link's PKCE code verifier, in its cookies), and its link, read from
 * the local outbox (GET /dev/mail.json). The run opens the link in that profile, as the member's
 * phone would: the auth service, then the gateway's exchange of the code, then the page it leads to.
 */
export async function emailedLink(kind: EmailKind): Promise<{ profile: string; link: string }> {
  const email = EMAILS[kind];
  const wait = lastSentAt + 61_000 - Date.now();
  if (wait > 0) {
    console.log(`  (the ${email.label} can be sent again in ${Math.ceil(wait / 1000)} s: waiting)`);
    await sleep(wait);
  }
  const profile = mkdtempSync(path.join(tmpdir(), 'portal-lighthouse-emailed-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: CHROME_FLAGS.filter((f) => !f.startsWith('--headless')) });
  const sentAt = Date.now();
  try {
    const page = await context.newPage();
    await page.goto(`${BASE}${email.page}`);
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: /^Email/ }).fill(MEMBER.email);
    await main.getByRole('button', { name: email.button }).click();
    await main.getByRole('status').waitFor({ timeout: 15_000 });
    lastSentAt = Date.now();
  } finally {
    await context.close();
  }
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await sleep(200)) {
    const mails = (await (await fetch(`${BASE}/dev/mail.json?to=${encodeURIComponent(MEMBER.email)}`)).json()) as Array<{ links: string[]; createdAt: string }>;
    // This email, not an earlier one whose link has been used.
    const link = mails
      .filter((m) => Date.parse(m.createdAt) >= sentAt - 1000)
      .flatMap((m) => m.links)
      .find((l) => l.includes('/auth/v1/verify') && l.includes(`type=${kind}`));
    if (link) return { profile, link: new URL(new URL(link).pathname + new URL(link).search, BASE).href };
  }
  rmSync(profile, { recursive: true, force: true });
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
 * A signed-in profile (signedInProfile) as the member finds it the next day: the session in
 * supabase-js's cookie expired an hour ago (the refresh token still good). (Test-only knowledge of
 * @supabase/ssr's cookie: `base64-` and the session as base64url JSON.)
 */
export async function nextDayProfile(): Promise<string> {
  const dir = await signedInProfile();
  const context = await chromium.launchPersistentContext(dir, { executablePath: CHROMIUM, headless: true, args: CHROME_FLAGS.filter((f) => !f.startsWith('--headless')) });
  try {
    const cookie = (await context.cookies()).find((c) => c.name === SUPABASE_SESSION_COOKIE);
    if (!cookie) throw new Error('the signed-in profile has no session cookie to expire');
    const session = JSON.parse(Buffer.from(decodeURIComponent(cookie.value).slice('base64-'.length), 'base64url').toString()) as { expires_at: number };
    session.expires_at = Math.floor(Date.now() / 1000) - 3600;
    await context.addCookies([{ ...cookie, value: `base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}` }]);
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
