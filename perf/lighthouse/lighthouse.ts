// `npm run lighthouse` (issue #12 item 7; not part of `npm test`): what a member on a phone feels,
// measured with Lighthouse (the npm package, its default mobile settings and simulated
// throttling) in Debian's Chromium against the built portal.
//
// It builds what is out of date (`npm run build`), starts its own portal (the built gateway, as
// `npm start` runs it) on LIGHTHOUSE_PORT (8500) with its own embedded PostgreSQL
// (LIGHTHOUSE_PG_PORT 54500, LIGHTHOUSE_PG_DIR .data/pg-lighthouse; demo data seeded on first
// start), then runs Lighthouse LIGHTHOUSE_RUNS (3) times per page and prints the median of every
// figure:
//
//   - public pages (/, /about, /login, /signup, /forgot-password, and /reset-password opened from
//     the demo member's password-reset email, read from the local outbox) with a cold cache and empty
//     storage (a fresh Chromium profile per run), and so the member's emailed sign-in link
//     (/login#access_token=…, which hands the session to the portal and opens the dashboard: held to
//     the signed-in targets);
//   - /dashboard, /stories, /stories/{id}, /articles/{id}, /key-votes (the issue's list) and the
//     member's other pages (/home, /key-votes/{id}, /content, /notifications, /profile) signed in
//     as the demo member with a cold HTTP cache: the member signs in once through the login form
//     in a persistent Chromium profile; before each run the profile's HTTP and code caches are
//     deleted and Lighthouse keeps the stored session (disableStorageReset); and a story page as
//     the member finds it the next day, their stored access token expired and with it the cookie
//     the portal draws their pages with (a profile of its own per run).
//
// Exit code 1 when a median misses the issue's targets (public: performance ≥ 95, LCP ≤ 2.0 s,
// CLS ≤ 0.05, TBT ≤ 150 ms; signed in: ≥ 90, ≤ 2.5 s, ≤ 0.1, ≤ 300 ms; accessibility and best
// practices 100 everywhere). The portal is always stopped at the end (also on failure, Ctrl-C).
//
// Flags: --pages=/,/about (only those; `signed-in`/`public`/`emailed`/`next-day` select a group), --as=staff, admin or
// superAdmin (the signed-in pages as that demo account, plus its own screens: the legislators'
// pages, the staff commentary, the tip queue, the create forms; for superAdmin the user management
// and moderation log too), --no-build,
// --json=<file> (every run's figures), --reports=<dir> (each run's full Lighthouse JSON report and its trace, to
// open in the Lighthouse viewer). Environment: LIGHTHOUSE_PORT, LIGHTHOUSE_PG_PORT,
// LIGHTHOUSE_PG_DIR, LIGHTHOUSE_RUNS, CHROMIUM_PATH (default /usr/bin/chromium),
// LIGHTHOUSE_VERBOSE=1 (echo the gateway's log).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type HTTPRequest, type Page } from 'puppeteer-core';
import { DEMO_PASSWORDS } from '../../gateway/src/auth/gotrue/demo-users.js';
import { DEMO_MEMBERS } from '../../gateway/src/db/seed.js';
import { SESSION_COOKIE } from '../../gateway/src/http/member-pages.js';

type DemoRole = keyof typeof DEMO_MEMBERS;
const args = process.argv.slice(2);
const flag = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 8500);
const PG_PORT = Number(process.env.LIGHTHOUSE_PG_PORT ?? 54500);
const PG_DIR = process.env.LIGHTHOUSE_PG_DIR ?? '.data/pg-lighthouse';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const VERBOSE = process.env.LIGHTHOUSE_VERBOSE === '1';
const BASE = `http://localhost:${PORT}`;
/** Who the signed-in pages are measured as (--as=; the demo member unless told). */
const AS = (flag('as') ?? 'member') as DemoRole;
if (!(AS in DEMO_MEMBERS)) throw new Error(`--as=${AS}: one of ${Object.keys(DEMO_MEMBERS).join(', ')}`);
const MEMBER = { email: DEMO_MEMBERS[AS].email, password: DEMO_PASSWORDS[AS] };
const STAFF_ROLES: DemoRole[] = ['staff', 'admin', 'superAdmin'];
const ANON_KEY = process.env.SUPABASE_ANON_KEY || 'local-dev-anon-key';
// The flags STACK.md lists for Chromium on this kind of machine, plus headless for Lighthouse.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

interface Targets {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}
const PUBLIC_TARGETS: Targets = { performance: 95, lcpMs: 2000, cls: 0.05, tbtMs: 150 };
const SIGNED_IN_TARGETS: Targets = { performance: 90, lcpMs: 2500, cls: 0.1, tbtMs: 300 };
/** Accessibility and best practices stay at 100 on every page measured. */
const CATEGORY_TARGET = 100;

interface PageCase {
  path: string;
  signedIn: boolean;
  /** Opened from this email of the demo member's (the address it redirects to, tokens in the fragment). */
  emailed?: EmailKind;
  /** Held to the signed-in targets though measured without a stored session (an emailed sign-in link). */
  memberTargets?: true;
  /**
   * Signed in earlier, come back later: the stored access token has expired (supabase-js refreshes
   * it) and with it the cookie the portal draws member pages with. A profile of its own per run.
   */
  nextDay?: true;
}

interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  siMs: number;
  /** Bytes on the wire, all requests / scripts only. */
  transferBytes: number;
  scriptBytes: number;
  scriptFiles: number;
  requests: number;
  /** Failed audits of the accessibility and best-practices categories (ids), for the report. */
  failedAudits: string[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ── The portal ──────────────────────────────────────────────────────────────────────────────────

let gateway: ChildProcess | undefined;
let gatewayLog = '';

async function startPortal(): Promise<void> {
  if (await fetch(`${BASE}/api/health`).then(() => true, () => false)) {
    throw new Error(`something already answers on ${BASE}; stop it or set LIGHTHOUSE_PORT`);
  }
  gateway = spawn(process.execPath, ['gateway/dist/gateway/src/main.js'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), EMBEDDED_PG_PORT: String(PG_PORT), EMBEDDED_PG_DIR: PG_DIR, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const onData = (chunk: Buffer) => {
    gatewayLog += chunk.toString();
    if (VERBOSE) process.stderr.write(chunk);
  };
  gateway.stdout!.on('data', onData);
  gateway.stderr!.on('data', onData);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (gateway.exitCode !== null) throw new Error(`the portal exited (${gateway.exitCode}):\n${gatewayLog}`);
    const ok = await fetch(`${BASE}/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await sleep(300);
  }
  throw new Error(`the portal did not answer /api/health within 120 s:\n${gatewayLog}`);
}

async function stopPortal(): Promise<void> {
  const child = gateway;
  gateway = undefined;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(20_000)]);
}

// ── Signed-in state ─────────────────────────────────────────────────────────────────────────────

async function memberToken(): Promise<string> {
  const res = await fetch(`${BASE}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: ANON_KEY },
    body: JSON.stringify(MEMBER),
  });
  if (!res.ok) throw new Error(`sign-in as ${MEMBER.email} failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** A story, an article and a key vote the account can open (the first of the seeded lists), and for staff a legislator. */
async function sampleIds(token: string): Promise<{ storyId: string; articleId: string; keyVoteId: string; legislatorId?: string }> {
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
const EMAILS = {
  // As the forgot-password page asks for it (supabase-js's resetPasswordForEmail).
  recovery: { send: '/auth/v1/recover', body: {}, opens: '/reset-password', label: 'reset email' },
  // As the sign-in page's "Email me a link" asks for it (signInWithOtp, no new account).
  magiclink: { send: '/auth/v1/otp', body: { create_user: false }, opens: '/login', label: 'sign-in link' },
} as const;
type EmailKind = keyof typeof EMAILS;

/**
 * What one of the demo member's emails opens: the portal sends it (as the page that asks for it
 * does, redirect_to included), the link is read from the local outbox (GET /dev/mail.json) and
 * followed once, as the member's mail app would, to the address it redirects to — e.g.
 * /reset-password#access_token=…&type=recovery. The runs open that address (a fresh profile each
 * time: supabase-js reads the tokens and asks the gateway for the user, as for the member).
 */
async function emailedLink(kind: EmailKind): Promise<string> {
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
async function signedInProfile(): Promise<string> {
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
async function nextDayProfile(): Promise<string> {
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
function clearHttpCache(profile: string): void {
  for (const dir of ['Default/Cache', 'Default/Code Cache', 'Default/GPUCache', 'Default/Service Worker']) {
    rmSync(path.join(profile, dir), { recursive: true, force: true });
  }
}

// ── Lighthouse ──────────────────────────────────────────────────────────────────────────────────

let reportCount = 0;

/**
 * The emailed sign-in link's first step, in the tab Lighthouse then measures: the link's address
 * (/login#access_token=…) is opened and its inline script run — it writes the session cookies and
 * keeps the fragment in the tab's sessionStorage (client/src/prerender/signed-in-redirect.ts) —
 * with every other request refused, the dashboard it then opens included (nothing is cached).
 * Lighthouse measures that dashboard, in this tab: it cannot simulate a page that replaces itself
 * ("LanternError: missing metric scores"), so the sign-in page's own few milliseconds are left out.
 */
async function handedOverLink(port: number, link: string): Promise<{ page: Page; url: string; disconnect(): Promise<void> }> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  const page = await browser.newPage();
  const opened = link.split('#')[0];
  await page.setRequestInterception(true);
  let sentOn: string | undefined;
  const only = (request: HTTPRequest) => {
    if (request.isNavigationRequest() && request.url().split('#')[0] === opened) return void request.continue();
    if (request.isNavigationRequest()) sentOn = request.url();
    void request.abort('aborted');
  };
  page.on('request', only);
  await page.goto(link, { waitUntil: 'domcontentloaded' }).catch(() => undefined);
  for (const deadline = Date.now() + 10_000; !sentOn && Date.now() < deadline; ) await sleep(50);
  page.off('request', only);
  await page.setRequestInterception(false);
  const cookies = (await browser.cookies()).map((c) => c.name);
  if (!sentOn || !cookies.includes(SESSION_COOKIE)) throw new Error(`the sign-in link's page did not hand the session over (sent on to ${sentOn}, cookies: ${cookies.join(', ')})`);
  return { page, url: sentOn, disconnect: () => browser.disconnect() };
}

async function runLighthouse(url: string, profile: string | undefined, { handOver = false } = {}): Promise<RunFigures> {
  const userDataDir = profile ?? mkdtempSync(path.join(tmpdir(), 'portal-lighthouse-cold-'));
  if (profile) clearHttpCache(profile);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, userDataDir, logLevel: 'silent' });
  let link: Awaited<ReturnType<typeof handedOverLink>> | undefined;
  try {
    if (handOver) link = await handedOverLink(chrome.port, url);
    const result = await lighthouse(
      link?.url ?? url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        // Signed in: keep the session in localStorage (the HTTP cache was emptied above); handed
        // over from a link: keep the cookies and sessionStorage its page wrote.
        disableStorageReset: Boolean(profile) || handOver,
      },
      undefined,
      link?.page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr;
    const reports = flag('reports');
    if (reports) {
      mkdirSync(reports, { recursive: true });
      const name = new URL(link?.url ?? url).pathname.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root';
      writeFileSync(path.join(reports, `${name}-${++reportCount}.json`), JSON.stringify(lhr));
      // The run's trace beside it (Chromium's performance panel opens it), to see what a long task was.
      const trace = (result.artifacts as { Trace?: unknown }).Trace;
      if (trace) writeFileSync(path.join(reports, `${name}-${reportCount}.trace.json`), JSON.stringify(trace));
    }
    if (lhr.runtimeError) throw new LighthouseRuntimeError(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const items = (lhr.audits['network-requests']?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined)?.items ?? [];
    const scripts = items.filter((i) => i.resourceType === 'Script');
    const failedAudits = (['accessibility', 'best-practices'] as const).flatMap((cat) =>
      lhr.categories[cat]!.auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
    );
    return {
      performance: Math.round((lhr.categories.performance!.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility!.score ?? 0) * 100),
      bestPractices: Math.round((lhr.categories['best-practices']!.score ?? 0) * 100),
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbtMs: audit('total-blocking-time'),
      siMs: audit('speed-index'),
      transferBytes: items.reduce((s, i) => s + (i.transferSize ?? 0), 0),
      scriptBytes: scripts.reduce((s, i) => s + (i.transferSize ?? 0), 0),
      scriptFiles: scripts.length,
      requests: items.length,
      failedAudits: [...new Set(failedAudits)],
    };
  } finally {
    await link?.disconnect();
    await chrome.kill();
    if (!profile) rmSync(userDataDir, { recursive: true, force: true });
  }
}

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP on a busy machine): such a
 * run is repeated, up to twice, rather than counted.
 */
async function withRetries<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= 3 || !(err instanceof LighthouseRuntimeError)) throw err;
      process.stdout.write(` (${err.message.slice(0, 80)}; again)`);
    }
  }
}

class LighthouseRuntimeError extends Error {}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function medianOf(runs: RunFigures[]): RunFigures {
  const m = (key: keyof Omit<RunFigures, 'failedAudits'>) => median(runs.map((r) => r[key]));
  return {
    performance: m('performance'),
    accessibility: m('accessibility'),
    bestPractices: m('bestPractices'),
    fcpMs: m('fcpMs'),
    lcpMs: m('lcpMs'),
    cls: m('cls'),
    tbtMs: m('tbtMs'),
    siMs: m('siMs'),
    transferBytes: m('transferBytes'),
    scriptBytes: m('scriptBytes'),
    scriptFiles: m('scriptFiles'),
    requests: m('requests'),
    failedAudits: [...new Set(runs.flatMap((r) => r.failedAudits))],
  };
}

function misses(fig: RunFigures, t: Targets): string[] {
  const out: string[] = [];
  if (fig.performance < t.performance) out.push(`performance ${fig.performance} < ${t.performance}`);
  if (fig.lcpMs > t.lcpMs) out.push(`LCP ${(fig.lcpMs / 1000).toFixed(2)} s > ${t.lcpMs / 1000} s`);
  if (fig.cls > t.cls) out.push(`CLS ${fig.cls.toFixed(3)} > ${t.cls}`);
  if (fig.tbtMs > t.tbtMs) out.push(`TBT ${Math.round(fig.tbtMs)} ms > ${t.tbtMs} ms`);
  if (fig.accessibility < CATEGORY_TARGET) out.push(`accessibility ${fig.accessibility} < ${CATEGORY_TARGET}`);
  if (fig.bestPractices < CATEGORY_TARGET) out.push(`best practices ${fig.bestPractices} < ${CATEGORY_TARGET}`);
  return out;
}

// ── Main ────────────────────────────────────────────────────────────────────────────────────────

async function main(): Promise<number> {
  if (!args.includes('--no-build')) {
    console.log('Building (npm run build: only what is out of date)…');
    const built = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build failed');
  }
  console.log(`Starting the portal on ${BASE} (PostgreSQL ${PG_DIR}, port ${PG_PORT})…`);
  await startPortal();

  const token = await memberToken();
  const { storyId, articleId, keyVoteId, legislatorId } = await sampleIds(token);
  const all: PageCase[] = [
    ...['/', '/about', '/login', '/signup', '/forgot-password'].map((p) => ({ path: p, signedIn: false })),
    // The page the password-reset email opens, cold, as a member who forgot their password meets it.
    { path: '/reset-password', signedIn: false, emailed: 'recovery' },
    // A member signing in from the emailed link on a phone with no session. The link opens
    // /login#access_token=…, whose inline script hands the session to the portal and opens
    // /dashboard before anything is drawn (prerender/signed-in-redirect.ts): measured from there
    // (handedOverLink). Held to the signed-in targets.
    { path: '/dashboard', signedIn: false, emailed: 'magiclink', memberTargets: true },
    ...['/dashboard', '/stories', `/stories/${storyId}`, `/articles/${articleId}`, '/key-votes'].map((p) => ({ path: p, signedIn: true })),
    // The member back the next day (from an email, say): a story page, before the portal can draw it.
    { path: `/stories/${storyId}`, signedIn: true, nextDay: true },
    // The member's other pages, held to the same targets.
    ...['/home', `/key-votes/${keyVoteId}`, '/content', '/notifications', '/profile'].map((p) => ({ path: p, signedIn: true })),
    // --as=staff, admin or superAdmin: their own screens as well, held to the same targets.
    ...(STAFF_ROLES.includes(AS)
      ? ['/legislators', ...(legislatorId ? [`/legislators/${legislatorId}`] : []), '/staff-commentary', '/staff/tips', '/stories/create', '/key-votes/new']
      : []
    ).map((p) => ({ path: p, signedIn: true })),
    ...(AS === 'superAdmin' ? ['/admin/users', '/admin/moderation'] : []).map((p) => ({ path: p, signedIn: true })),
  ];
  const only = flag('pages')?.split(',');
  const matches = (o: string, c: PageCase) =>
    o === c.path || (o === 'signed-in' && c.signedIn) || (o === 'public' && !c.signedIn) || (o === 'emailed' && !!c.emailed) || (o === 'next-day' && !!c.nextDay) || c.path.startsWith(`${o}/`);
  // A requested page the run does not know is an error, not a page silently left out of the figures.
  const unknown = (only ?? []).filter((o) => !all.some((c) => matches(o, c)));
  if (unknown.length) {
    throw new Error(`--pages: ${unknown.join(', ')} matched none of: ${all.map((c) => c.path).join(', ')} (a story, article or key vote page is chosen by the run: --pages=/stories, /articles, /key-votes)`);
  }
  const pages = only ? all.filter((c) => only.some((o) => matches(o, c))) : all;

  const profile = pages.some((c) => c.signedIn) ? await signedInProfile() : undefined;
  const links = new Map<EmailKind, string>();
  for (const kind of new Set(pages.flatMap((c) => (c.emailed ? [c.emailed] : [])))) links.set(kind, await emailedLink(kind));
  const results: Array<{ page: PageCase; runs: RunFigures[]; median: RunFigures; misses: string[] }> = [];
  try {
    for (const page of pages) {
      const runs: RunFigures[] = [];
      for (let i = 0; i < RUNS; i++) {
        process.stdout.write(`  ${page.path} run ${i + 1}/${RUNS}…`);
        const runProfile = page.nextDay ? await nextDayProfile() : page.signedIn ? profile : undefined;
        const fig = await withRetries(() => runLighthouse(page.emailed ? links.get(page.emailed)! : `${BASE}${page.path}`, runProfile, { handOver: page.emailed === 'magiclink' }));
        if (page.nextDay) rmSync(runProfile!, { recursive: true, force: true });
        console.log(` perf ${fig.performance}, LCP ${(fig.lcpMs / 1000).toFixed(2)} s, CLS ${fig.cls.toFixed(3)}, TBT ${Math.round(fig.tbtMs)} ms`);
        runs.push(fig);
      }
      const med = medianOf(runs);
      results.push({ page, runs, median: med, misses: misses(med, page.signedIn || page.memberTargets ? SIGNED_IN_TARGETS : PUBLIC_TARGETS) });
    }
  } finally {
    if (profile) rmSync(profile, { recursive: true, force: true });
  }

  const name = (p: PageCase) =>
    p.path.replace(storyId, '{id}').replace(articleId, '{id}').replace(keyVoteId, '{id}').replace(legislatorId ?? '\0', '{id}') + (p.nextDay ? ` (${AS}, next day)` : p.signedIn ? ` (${AS})` : p.emailed ? ` (${EMAILS[p.emailed].label})` : '');
  const width = Math.max(24, ...results.map((r) => name(r.page).length));
  const label = (p: PageCase) => name(p).padEnd(width);
  console.log(`\nLighthouse ${RUNS}× per page, mobile (simulated throttling), medians — targets: public ≥ ${PUBLIC_TARGETS.performance} / LCP ≤ ${PUBLIC_TARGETS.lcpMs / 1000} s / CLS ≤ ${PUBLIC_TARGETS.cls} / TBT ≤ ${PUBLIC_TARGETS.tbtMs} ms; signed in ≥ ${SIGNED_IN_TARGETS.performance} / ≤ ${SIGNED_IN_TARGETS.lcpMs / 1000} s / ≤ ${SIGNED_IN_TARGETS.cls} / ≤ ${SIGNED_IN_TARGETS.tbtMs} ms; a11y and best practices 100\n`);
  console.log(`${'page'.padEnd(width)}  perf   FCP s   LCP s    CLS   TBT ms   a11y   BP   JS KB (files)   total KB (req)  result`);
  for (const r of results) {
    const m = r.median;
    console.log(
      `${label(r.page)}  ${String(m.performance).padStart(4)}  ${(m.fcpMs / 1000).toFixed(2).padStart(6)}  ${(m.lcpMs / 1000).toFixed(2).padStart(6)}  ${m.cls.toFixed(3).padStart(5)}  ${String(Math.round(m.tbtMs)).padStart(7)}  ${String(m.accessibility).padStart(5)}  ${String(m.bestPractices).padStart(3)}  ${`${(m.scriptBytes / 1024).toFixed(0)} (${m.scriptFiles})`.padStart(14)}  ${`${(m.transferBytes / 1024).toFixed(0)} (${m.requests})`.padStart(15)}  ${r.misses.length ? 'MISSED' : 'met'}`,
    );
  }
  const failed = results.filter((r) => r.misses.length);
  if (failed.length) {
    console.log('\nBelow target:');
    for (const r of failed) {
      console.log(`  ✗ ${label(r.page).trim()}: ${r.misses.join(', ')}`);
      if (r.median.failedAudits.length) console.log(`      failing audits: ${r.median.failedAudits.join(', ')}`);
    }
  }
  const json = flag('json');
  if (json) writeFileSync(json, JSON.stringify(results, null, 2));
  console.log(failed.length ? `\nLighthouse: ${failed.length} of ${results.length} pages below target` : `\nLighthouse: every page meets its targets`);
  return failed.length ? 1 : 0;
}

let exiting = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (exiting) return;
    exiting = true;
    void stopPortal().finally(() => process.exit(130));
  });
}

main()
  .then(async (code) => {
    await stopPortal();
    process.exit(code);
  })
  .catch(async (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    await stopPortal();
    process.exit(1);
  });
