import { expect, test, type Request } from './fixtures.js';
import { DEMO_PASSWORDS } from '../../gateway/src/auth/gotrue/demo-users.js';
import { GraphiQLPage } from './pages/graphiql-page.js';
import { LoginPage } from './pages/login-page.js';

// Issue #17 item 3: GraphiQL at /graphql runs as the member signed in to the portal on this
// origin, says so when nobody is, offers the portal's own operations, and keeps the docs explorer.

function recordRequests(page: import('@playwright/test').Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => seen.push(r));
  return seen;
}

test('signed out, the playground says so, links to sign-in, and runs queries anonymously', async ({ page, baseURL }) => {
  const requests = recordRequests(page);
  const graphiql = new GraphiQLPage(page);
  await graphiql.goto();
  await expect(graphiql.sessionStatus).toContainText('You are signed out');
  await expect(graphiql.signInLink).toHaveAttribute('href', '/login');
  await graphiql.runButton.click();
  await expect(graphiql.result).toContainText('"status": "ok"');
  // Member data is refused without a session.
  await graphiql.examplesButton.click();
  await graphiql.example('RecentArticles').click();
  await graphiql.runButton.click();
  await expect(graphiql.result).toContainText('UNAUTHENTICATED');
  const posts = requests.filter((r) => r.method() === 'POST' && r.url().endsWith('/graphql'));
  expect(posts.length).toBeGreaterThan(0);
  for (const r of posts) expect(r.headers().authorization).toBeUndefined();
  expect(requests.filter((r) => !r.url().startsWith(baseURL!) && !r.url().startsWith('data:'))).toEqual([]);
});

test('signed in, it sends the member’s token by itself, only to this origin, and offers the portal’s operations', async ({ page, baseURL }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('member@demo.local', DEMO_PASSWORDS.member);
  await expect(page).toHaveURL(/\/dashboard$/);

  const requests = recordRequests(page);
  const graphiql = new GraphiQLPage(page);
  await graphiql.goto();
  await expect(graphiql.sessionStatus).toContainText('Signed in as member@demo.local');
  await graphiql.runButton.click();
  await expect(graphiql.result).toContainText('"email": "member@demo.local"');

  const posts = requests.filter((r) => r.method() === 'POST' && r.url().endsWith('/graphql'));
  expect(posts.length).toBeGreaterThan(0);
  for (const r of posts) {
    expect(new URL(r.url()).origin).toBe(new URL(baseURL!).origin);
    expect(r.headers().authorization).toMatch(/^Bearer ey/);
  }
  expect(requests.filter((r) => !r.url().startsWith(baseURL!) && !r.url().startsWith('data:'))).toEqual([]);

  // The portal's own operations, ready to run.
  await graphiql.examplesButton.click();
  await graphiql.example('RecentArticles').click();
  await expect(graphiql.queryEditor).toContainText('query RecentArticles');
  await graphiql.runButton.click();
  await expect(graphiql.result).toContainText('"articles": [');

  // The docs explorer is still there.
  await graphiql.docsButton.click();
  await expect(page.getByRole('region', { name: 'Documentation Explorer' })).toContainText('Query');
});
