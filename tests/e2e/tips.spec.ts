import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures.js';
import { DEMO_PASSWORDS } from '../../gateway/src/auth/gotrue/demo-users.js';
import { DEMO_MEMBERS } from '../../gateway/src/db/seed.js';
import { LoginPage } from './pages/login-page.js';
import { MyTips, SendTipDialog, TipQueue } from './pages/tip-pages.js';

// A news page served on loopback (the e2e gateway runs with ARTICLE_FETCH_ALLOW_PRIVATE=true,
// which production refuses); a new title and path each run, since the e2e database is kept.
const RUN = Date.now().toString(36);
const TITLE = `County opens new transit line ${RUN}`;
const NOTE = `My cousin works at the depot (${RUN}).`;
let server: http.Server;
let pageUrl: string;

test.beforeAll(async () => {
  server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><title>${TITLE}</title><meta property="og:site_name" content="Valley Post">
      <meta property="article:published_time" content="2025-05-02T09:00:00Z"></head>
      <body><article><h1>${TITLE}</h1>${'<p>The county transit board opened the new line on Friday, with service every ten minutes at peak hours and a new stop near the hospital. Riders welcomed the change after years of delays.</p>'.repeat(6)}</article></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  pageUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/news/transit-${RUN}.html`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('a member sends a tip with a private note, staff publish it, and the member sees it published', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO_MEMBERS.member.email, DEMO_PASSWORDS.member);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The member sends the tip from the floating create button.
  const dialog = new SendTipDialog(page);
  await dialog.openFromCreateButton();
  await dialog.link.fill(pageUrl);
  await dialog.note.fill(NOTE);
  await dialog.send.click();
  await expect(page).toHaveURL(/\/profile\?tab=tips$/, { timeout: 20_000 });
  const mine = new MyTips(page);
  await expect(mine.item(TITLE)).toContainText('Waiting for review');
  await expect(mine.item(TITLE)).toContainText(NOTE);

  // Staff, in their own browser, find it in the Tip Queue with the note, and publish it.
  const staffContext = await browser.newContext();
  try {
    const staffPage = await staffContext.newPage();
    const staffLogin = new LoginPage(staffPage);
    await staffLogin.goto();
    await staffLogin.signIn(DEMO_MEMBERS.staff.email, DEMO_PASSWORDS.staff);
    await expect(staffPage).toHaveURL(/\/dashboard$/);
    await staffPage.getByRole('navigation').getByRole('link', { name: 'Tip Queue' }).first().click();
    const queue = new TipQueue(staffPage);
    await expect(queue.heading).toBeVisible();
    const card = queue.card(NOTE);
    await expect(card).toContainText(TITLE);
    await expect(card).toContainText('Private note from the member');
    await card.getByRole('button', { name: 'Publish' }).click();
    await expect(staffPage.getByText('Tip published')).toBeVisible();
    await expect(queue.card(NOTE)).toHaveCount(0);
  } finally {
    await staffContext.close();
  }

  // The member is told, sees it published, and reaches the article credited to them.
  await mine.goto();
  await expect(mine.notice).toBeVisible();
  await expect(mine.notice).toContainText(TITLE);
  await expect(mine.item(TITLE)).toContainText('Published');
  await mine.notice.getByRole('button', { name: 'Got it' }).click();
  await expect(mine.notice).toHaveCount(0);
  await mine.item(TITLE).getByRole('link', { name: TITLE }).click();
  await expect(page).toHaveURL(/\/articles\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  // A reload keeps the notice dismissed.
  await mine.goto();
  await expect(mine.item(TITLE)).toContainText('Published');
  await expect(mine.notice).toHaveCount(0);
});
