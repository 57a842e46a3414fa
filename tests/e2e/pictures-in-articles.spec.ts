import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { expect, test, type Browser, type Locator, type Page } from './fixtures.js';
import { DEMO_PASSWORDS } from '../../gateway/src/auth/gotrue/demo-users.js';
import { DEMO_MEMBERS } from '../../gateway/src/db/seed.js';
import { ArticlePage, ArticleSubmitPage } from './pages/article-page.js';
import { noSidewaysScroll, signIn } from './pages/journeys.js';
import { MyTips, SendTipDialog, TipQueue } from './pages/tip-pages.js';

/**
 * Issue #58 item 1, as staff notice it on a phone (390 px): the pictures inside an article's text
 * (and inside a tip's preview) are the portal's own copies, served from /media/ — loaded, with
 * their captions — and a picture that cannot be had is gone without a broken icon or a gap. The
 * browser never asks the source's host for anything (the portal's CSP would block it: console
 * errors and broken icons).
 *
 * Two loopback servers (the e2e gateway runs with ARTICLE_FETCH_ALLOW_PRIVATE=true, which
 * production refuses): one serves the article pages, the other their pictures, and records who
 * asked for what. Every path is new each run: the e2e database is kept between runs, and a picture
 * URL the store already holds would prove nothing about this run's fetching.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const CAPTION = 'The hearing room before Tuesday’s vote.';
const GONE_CAPTION = 'The old depot, torn down last spring.';
const ALT = { hearing: 'The hearing room', chair: 'The committee chair', gone: 'The old depot' } as const;
// Distinct paragraphs (Readability wants enough text to call it an article).
const P = [
  'The county transit board met on Tuesday evening to weigh the plan for the new line, which would link the hospital district with the old rail yards and the neighbourhoods south of the river.',
  'Members of both parties said they wanted more time to read the final text before a vote, and several asked for a public hearing with the agency that would run the service day to day.',
  'The chair said the board would publish the revised route map next week, along with the cost estimates that the state asked for when it agreed to pay for most of the construction.',
  'Residents who spoke during the public comment period were divided: some welcomed faster trips to work, others worried about noise and about the loss of parking along the main avenue.',
  'The agency’s engineers told the board that the first trains could run within three years if the contracts are signed this summer and the land purchases close without a court challenge.',
  'A final vote is expected at the board’s next meeting, which is open to the public and will be streamed on the county’s website for those who cannot attend in person.',
].map((text, i) => `${text} (${i + 1})`);

interface Served {
  path: string;
  userAgent: string;
}

let pageServer: http.Server;
let pictureServer: http.Server;
let pageOrigin: string;
let pictureOrigin: string;
const pictureRequests: Served[] = [];
const pictures = new Map<string, { type: string; body: Buffer }>();

/** A picture's address on the picture host, new for each journey of each run. */
const pictureUrl = (journey: string, name: string) => `${pictureOrigin}/pictures/${RUN}/${journey}/${name}`;

/** A realistic article page whose text holds a captioned photo, a responsive picture (srcset only) and a captioned picture that answers 404. */
function articleHtml(journey: string, title: string): string {
  const pic = (name: string) => pictureUrl(journey, name);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title} | Valley Post</title>
<meta property="og:site_name" content="Valley Post">
<meta property="og:title" content="${title}">
<meta property="og:image" content="${pic('lead.jpg')}">
<meta property="article:published_time" content="2025-05-02T09:00:00Z"></head>
<body><header><nav><a href="/">Home</a> <a href="/local">Local</a> <a href="/transit">Transit</a></nav></header>
<main><article>
<h1>${title}</h1>
<p class="byline">By Dana Reporter · May 2, 2025</p>
<p>${P[0]}</p>
<p>${P[1]}</p>
<figure><img src="${pic('hearing.jpg')}" alt="${ALT.hearing}" width="1200" height="800"><figcaption>${CAPTION}</figcaption></figure>
<p>${P[2]}</p>
<p><img srcset="${pic('chair-400.png')} 400w, ${pic('chair-800.png')} 800w" sizes="100vw" alt="${ALT.chair}"></p>
<p>${P[3]}</p>
<figure><img src="${pic('gone.jpg')}" alt="${ALT.gone}"><figcaption>${GONE_CAPTION}</figcaption></figure>
<p>${P[4]}</p>
<p>${P[5]}</p>
</article></main>
<footer><p>© Valley Post</p></footer></body></html>`;
}

const listen = async (server: http.Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

test.beforeAll(async () => {
  const photo = (width: number, height: number, background: string, accent: string) =>
    sharp({ create: { width, height, channels: 3, background } }).composite([
      { input: { create: { width: Math.round(width / 3), height: Math.round(height / 3), channels: 3, background: accent } }, top: Math.round(height / 4), left: Math.round(width / 5) },
    ]);
  pictures.set('lead.jpg', { type: 'image/jpeg', body: await photo(1600, 900, '#1e5aa0', '#e3a33b').jpeg({ quality: 80 }).toBuffer() });
  pictures.set('hearing.jpg', { type: 'image/jpeg', body: await photo(1200, 800, '#2f6b3a', '#f2e6c9').jpeg({ quality: 80 }).toBuffer() });
  pictures.set('chair-400.png', { type: 'image/png', body: await photo(400, 300, '#6a2c70', '#f5d76e').png().toBuffer() });
  pictures.set('chair-800.png', { type: 'image/png', body: await photo(800, 600, '#6a2c70', '#f5d76e').png().toBuffer() });

  pictureServer = http.createServer((req, res) => {
    pictureRequests.push({ path: req.url ?? '', userAgent: req.headers['user-agent'] ?? '' });
    const picture = pictures.get((req.url ?? '').split('/').pop() ?? '');
    if (!picture) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
      return;
    }
    res.writeHead(200, { 'content-type': picture.type, 'content-length': picture.body.length });
    res.end(picture.body);
  });
  pictureOrigin = await listen(pictureServer);

  // /news/{journey}/{title-slug}.html: the article page of that journey.
  pageServer = http.createServer((req, res) => {
    const match = /^\/news\/([a-z]+)\/([^/]+)\.html$/.exec(req.url ?? '');
    if (!match) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(articleHtml(match[1]!, titleOf(match[1]!)));
  });
  pageOrigin = await listen(pageServer);
});
test.afterAll(async () => {
  await Promise.all([pageServer, pictureServer].map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
});

const titleOf = (journey: string) => `Transit board weighs new line (${journey} ${RUN})`;
const articleUrl = (journey: string) => `${pageOrigin}/news/${journey}/transit-board-${RUN}.html`;

/** What a page did that a member could notice or that the CSP would have refused: console errors, uncaught errors, requests to the loopback hosts. */
function watchPage(page: Page) {
  const errors: string[] = [];
  const loopbackRequests: string[] = [];
  page.on('console', (message) => {
    // Every page here is the portal's own (a CSP refusal is reported from the document's origin).
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url || 'no location'})`);
  });
  page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(pictureOrigin) || url.startsWith(pageOrigin)) loopbackRequests.push(url);
  });
  return { errors, loopbackRequests };
}

async function phoneSignedIn(browser: Browser, who: 'staff' | 'member') {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const watched = watchPage(page);
  await signIn(page, DEMO_MEMBERS[who].email, DEMO_PASSWORDS[who]);
  return { context, page, ...watched };
}

/**
 * The checks of the extracted text as shown (`text`: the article's text, or the tip's preview):
 * exactly the two pictures that could be had, each served by the portal from /media/ (src and every
 * srcset entry), loaded and no wider than the text; the kept caption shown under its picture; the
 * picture that answers 404 gone with its caption — no <img>, no empty figure, no gap where it was.
 */
async function expectPicturesServedByThePortal(page: Page, text: Locator) {
  const portal = new URL(page.url()).origin;
  const hearing = text.getByRole('img', { name: ALT.hearing });
  const chair = text.getByRole('img', { name: ALT.chair });

  await expect(text.locator('img')).toHaveCount(2);
  for (const picture of [hearing, chair]) {
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toBeVisible();
    const src = (await picture.getAttribute('src')) ?? '';
    expect(src, 'src on the portal’s /media/').toMatch(/^\/media\/[^/]+\/\d+\.webp$/);
    const srcset = (await picture.getAttribute('srcset')) ?? '';
    expect(srcset, 'the stored sizes').not.toBe('');
    for (const candidate of srcset.split(',').map((c) => c.trim().split(/\s+/)[0]!)) {
      expect(candidate, 'every srcset entry on the portal’s /media/').toMatch(/^\/media\/[^/]+\/\d+\.webp$/);
    }
    // Loaded (not a broken icon), from the portal itself.
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { message: 'the picture has loaded' }).toBeGreaterThan(0);
    const currentSrc = new URL(await picture.evaluate((img: HTMLImageElement) => img.currentSrc));
    expect(currentSrc.origin).toBe(portal);
    expect(currentSrc.pathname).toMatch(/^\/media\//);
    const box = (await picture.boundingBox())!;
    expect(box.width, 'the picture is drawn').toBeGreaterThan(100);
    expect(box.height, 'the picture keeps its shape').toBeGreaterThan(50);
    expect(box.x + box.width, 'no wider than the screen').toBeLessThanOrEqual(390 + 1);
  }

  // The caption is kept with its picture.
  const figure = text.getByRole('figure');
  await expect(figure).toHaveCount(1);
  await expect(figure.getByText(CAPTION)).toBeVisible();
  await expect(figure.getByRole('img', { name: ALT.hearing })).toHaveCount(1);

  // The missing picture is gone cleanly: no icon, no caption without a picture, no gap.
  await expect(text.getByRole('img', { name: ALT.gone })).toHaveCount(0);
  await expect(text.getByText(GONE_CAPTION)).toHaveCount(0);
  await expect(text.getByText(P[4]!)).toBeVisible();
  const paragraph = (i: number) => text.getByRole('paragraph').filter({ hasText: P[i]! });
  const gap = async (above: Locator, below: Locator) => {
    const a = (await above.boundingBox())!;
    const b = (await below.boundingBox())!;
    return b.y - (a.y + a.height);
  };
  const whereItWas = await gap(paragraph(3), paragraph(4));
  const between = await gap(paragraph(4), paragraph(5));
  expect(Math.abs(whereItWas - between), `the space where the missing picture was (${whereItWas}px) is that between two paragraphs (${between}px)`).toBeLessThanOrEqual(1);

  expect(await noSidewaysScroll(page), 'no sideways scroll').toBe(true);
}

/** The requests the picture host had for a journey: only the portal's fetcher, each picture once. */
function expectFetchedOnceByThePortal(journey: string) {
  const mine = pictureRequests.filter((r) => r.path.startsWith(`/pictures/${RUN}/${journey}/`));
  expect(
    mine.filter((r) => !r.userAgent.startsWith('MemberPortalImageFetcher/')),
    'no one but the portal’s fetcher asked the picture host',
  ).toEqual([]);
  const count = (name: string) => mine.filter((r) => r.path.endsWith(`/${name}`)).length;
  expect({ lead: count('lead.jpg'), hearing: count('hearing.jpg'), chair: count('chair-800.png'), gone: count('gone.jpg') }).toEqual({ lead: 1, hearing: 1, chair: 1, gone: 1 });
}

test.describe('pictures inside an article’s text, on a phone (390 px)', () => {
  test('staff add an article by URL and its text shows the portal’s copies of its pictures, with captions, and nothing broken', async ({ browser }) => {
    test.setTimeout(90_000);
    const journey = 'article';
    const title = titleOf(journey);
    const staff = await phoneSignedIn(browser, 'staff');
    try {
      const { page } = staff;
      const submit = new ArticleSubmitPage(page);
      await submit.goto();
      await submit.url.fill(articleUrl(journey));
      await submit.submit.click();
      // The server fetched and extracted the page; the redirect goes to the new article.
      await expect(page).toHaveURL(/\/articles\/[0-9a-f-]{36}$/, { timeout: 20_000 });
      const article = new ArticlePage(page);
      await expect(article.heading(title)).toBeVisible();

      // The pictures are stored in the background; until then the text goes without them. Staff
      // look again (a reload) until they are there.
      const text = page.getByRole('main').locator('.article-content');
      const pagePictures = page.getByRole('main').getByRole('article').locator('img');
      await expect(async () => {
        await page.reload();
        await expect(article.heading(title)).toBeVisible();
        await expect(text.getByRole('img', { name: ALT.hearing })).toBeVisible({ timeout: 2_000 });
        await expect(text.getByRole('img', { name: ALT.chair })).toBeAttached({ timeout: 2_000 });
        // …and the lead picture above the text.
        expect(await pagePictures.count()).toBeGreaterThanOrEqual(3);
      }).toPass({ timeout: 30_000, intervals: [1_000, 2_000] });
      await expect(text.getByText(P[0]!)).toBeVisible();

      await expectPicturesServedByThePortal(page, text);
      // The lead picture, too, is the portal's copy (and every other picture of the page).
      expect(await pagePictures.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')))).toEqual([
        expect.stringMatching(/^\/media\//),
        expect.stringMatching(/^\/media\//),
        expect.stringMatching(/^\/media\//),
      ]);

      expect(staff.errors, 'console errors on the article page').toEqual([]);
      expect(staff.loopbackRequests, 'requests from the browser to the source’s hosts').toEqual([]);
      expectFetchedOnceByThePortal(journey);
    } finally {
      await staff.context.close();
    }
  });

  test('a member tips that kind of page and staff see the portal’s copies of its pictures in the tip queue’s preview', async ({ browser }) => {
    test.setTimeout(90_000);
    const journey = 'tip';
    const title = titleOf(journey);

    // The member sends the tip from the create button, on their phone.
    const member = await phoneSignedIn(browser, 'member');
    try {
      const dialog = new SendTipDialog(member.page);
      await dialog.openFromCreateButton();
      await dialog.link.fill(articleUrl(journey));
      await dialog.send.click();
      await expect(member.page).toHaveURL(/\/profile\?tab=tips$/, { timeout: 20_000 });
      await expect(new MyTips(member.page).item(title)).toContainText('Waiting for review');
    } finally {
      await member.context.close();
    }

    // Staff open the Tip Queue on theirs and the tip's preview.
    const staff = await phoneSignedIn(browser, 'staff');
    try {
      const { page } = staff;
      const queue = new TipQueue(page);
      const card = queue.card(title);
      const previewButton = card.getByRole('button', { name: 'Preview extracted text' });
      // The preview is the region the button controls.
      const previewOf = async () => page.locator(`[id="${await previewButton.getAttribute('aria-controls', { timeout: 5_000 })}"]`);
      // The pictures are stored in the background; until then the preview goes without them.
      // Staff look again (a reload) until they are there.
      let text: Locator | undefined;
      await expect(async () => {
        await queue.goto();
        await expect(queue.heading).toBeVisible();
        text = await previewOf();
        await previewButton.click();
        await expect(card.getByRole('button', { name: 'Hide preview' })).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
        await expect(text.getByRole('img', { name: ALT.hearing })).toBeAttached({ timeout: 2_000 });
        await expect(text.getByRole('img', { name: ALT.chair })).toBeAttached({ timeout: 2_000 });
      }).toPass({ timeout: 30_000, intervals: [1_000, 2_000] });
      await expect(text!.getByText(P[0]!)).toBeVisible();

      await expectPicturesServedByThePortal(page, text!);

      expect(staff.errors, 'console errors on the tip queue').toEqual([]);
      expect(staff.loopbackRequests, 'requests from the browser to the source’s hosts').toEqual([]);
      expectFetchedOnceByThePortal(journey);

      // Reviewed, so the queue (kept between runs) does not fill up with this journey's tips.
      await card.getByRole('button', { name: 'Decline' }).click();
      const decline = page.getByRole('dialog', { name: 'Decline this tip?' });
      await decline.getByRole('button', { name: 'Decline tip' }).click();
      await expect(page.getByText('Tip declined')).toBeVisible();
    } finally {
      await staff.context.close();
    }
  });
});
