import { expect, test, type APIRequestContext } from './fixtures.js';
import { importLegislatorData } from './pages/legislator-pages.js';
import { LoginPage } from './pages/login-page.js';
import { MyLegislatorsPage } from './pages/my-legislators-page.js';
import { createConfirmedMember, LOCAL_ANON_KEY } from './pages/outbox.js';

// Issue #60 at 390 px: a member opens My Legislators from the navigation, reads a chart and its
// table, and shares the scorecard, which opens without signing in with its Open Graph tags.
const RUN = Date.now().toString(36);
const BIRMINGHAM = { street: '1 Richard Arrington Jr Blvd', city: 'Birmingham', state: 'AL', zipCode: '35203' };

async function memberWithAddress(request: APIRequestContext): Promise<{ email: string; password: string }> {
  const email = `my-legislators-${RUN}@example.org`;
  const password = `my-legislators-pass-${RUN}`;
  await createConfirmedMember(request, email, password);
  const res = await request.post('/auth/v1/token?grant_type=password', { headers: { apikey: LOCAL_ANON_KEY }, data: { email, password } });
  const token = ((await res.json()) as { access_token: string }).access_token;
  const saved = await request.put('/api/user/me/address', { headers: { authorization: `Bearer ${token}` }, data: { data: BIRMINGHAM } });
  expect(saved.status(), await saved.text()).toBe(200);
  return { email, password };
}

test.describe('my legislators', () => {
  test.beforeAll(() => {
    test.setTimeout(300_000);
    importLegislatorData(['legislators', 'votes', 'districts']);
  });

  test('a member on a phone opens My Legislators, reads the chart and its table, and shares the scorecard', async ({ page, request, context }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The phone's share sheet is not part of the test: the link is copied instead.
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    const { email, password } = await memberWithAddress(request);
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(email, password);
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByRole('link', { name: 'My Legislators' }).click();
    await expect(page).toHaveURL(/\/my-legislators$/);
    const mine = new MyLegislatorsPage(page);
    await expect(mine.heading).toHaveText('My legislators');

    const rep = mine.scorecard(/^Rep\. Terri A\. Sewell/);
    await expect(rep).toBeVisible();
    await expect(page.getByRole('main').getByRole('region', { name: /^Sen\. / })).toHaveCount(2);
    await expect(rep.getByText(/Present and not voting are not counted/)).toBeVisible();

    // The comparison chart says what it shows, and its table has the same numbers.
    const compare = rep.getByRole('region', { name: 'Compared with their state and party' });
    await expect(compare.getByRole('img', { name: /^Alignment compared: This legislator / })).toBeVisible();
    const table = compare.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(table.getByRole('row', { name: /AL delegation/ })).toBeVisible();

    // Every key vote beside our position.
    const votes = rep.getByRole('region', { name: 'Key votes' }).getByRole('table');
    await expect(votes.getByRole('row', { name: /H\.R\. 4405/ })).toContainText(/With us|Against us|not counted/);

    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: /^Share Rep\. Terri A\. Sewell/ }).click();
    await expect(page.getByText('Scorecard link copied')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/legislators\/S001185\/scorecard$/);

    // Anyone who opens the link sees the scorecard; a post of it shows its title and picture.
    const html = await (await request.get(link, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('<meta property="og:title" content="Rep. Terri A. Sewell (D-AL-7): scorecard">');
    const visitor = await context.browser()!.newPage({ viewport: { width: 390, height: 844 } });
    await visitor.goto(link);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Rep. Terri A. Sewell (D-AL-7): scorecard');
    await expect(visitor.getByRole('region', { name: /^Rep\. Terri A\. Sewell/ }).getByRole('table').first()).toBeVisible();
    const picture = await request.get(link + '.png');
    expect(picture.headers()['content-type']).toBe('image/png');
    await visitor.close();
  });
});
