import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test } from './fixtures.js';
import { DEMO_PASSWORDS } from '../../gateway/src/auth/gotrue/demo-users.js';
import { DEMO_MEMBERS } from '../../gateway/src/db/seed.js';
import { SHARED_DATA } from '../setup/shared-data.js';
import { ArticlePage, ArticleSubmitPage } from './pages/article-page.js';
import { LoginPage } from './pages/login-page.js';

// A real news page from ../shared/data, served on loopback (the e2e gateway runs with
// ARTICLE_FETCH_ALLOW_PRIVATE=true, which production refuses).
const PAGE = path.join(SHARED_DATA, 'articles/aclu');
const TITLE: string = JSON.parse(readFileSync(path.join(PAGE, 'expected.json'), 'utf8')).title;
let server: http.Server;
let pageUrl: string;

test.beforeAll(async () => {
  const html = readFileSync(path.join(PAGE, 'source.html'));
  server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // A new path each run, so the e2e database (kept between runs) sees a new article.
  pageUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/news/facebook-tracking-${Date.now()}.html`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('staff submit a URL, vote and note on the article, and the dashboard card shows the vote without a reload', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO_MEMBERS.staff.email, DEMO_PASSWORDS.staff);
  await expect(page).toHaveURL(/\/dashboard$/);

  const submit = new ArticleSubmitPage(page);
  await submit.goto();
  await submit.url.fill(pageUrl);
  await submit.submit.click();
  // The server fetched and extracted the page; the 2 s redirect goes to the new article.
  await expect(page).toHaveURL(/\/articles\/[0-9a-f-]{36}$/, { timeout: 20_000 });

  const article = new ArticlePage(page);
  await expect(article.heading(TITLE)).toBeVisible();
  await article.upvote(TITLE).click();
  await expect(article.upvote(TITLE)).toHaveAttribute('aria-pressed', 'true');
  await expect(article.score(1)).toBeVisible();

  // The submitter's own note, made public.
  await article.noteField().fill('Worth reading before the hearing next week.');
  await article.makePublic().check();
  await page.getByRole('button', { name: 'Add Public Note' }).click();
  // The note is shown (at once, before the server answers) and the composer empties once it has.
  await expect(page.getByRole('paragraph').filter({ hasText: 'Worth reading before the hearing next week.' })).toBeVisible();
  await expect(article.noteField()).toHaveValue('');

  // Client-side navigation: the same page instance, no reload.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.getByRole('button', { name: `Upvote ${TITLE}` }).first();
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});
