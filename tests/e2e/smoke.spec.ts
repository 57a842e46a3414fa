import { expect, test } from './fixtures.js';
import { AboutPage } from './pages/about-page.js';
import { GraphiQLPage } from './pages/graphiql-page.js';
import { HomePage } from './pages/home-page.js';
import { NotFoundPage } from './pages/not-found-page.js';

test.describe('smoke', () => {
  test('the home page renders its hero and sign-up call to action', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await expect(page).toHaveTitle(/Member Portal/);
    await expect(home.heading).toBeVisible();
    await expect(home.signUpCallToAction).toBeVisible();
    await expect(home.signUpCallToAction).toHaveAttribute('href', '/signup');
  });

  test('the about page renders its FAQ', async ({ page }) => {
    const about = new AboutPage(page);
    await about.goto();
    await expect(about.faqHeading).toBeVisible();
    await expect(about.questions.first()).toBeVisible();
    const second = about.questions.nth(1);
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
  });

  test('an unknown path shows the not-found page with a working link home', async ({ page }) => {
    const notFound = new NotFoundPage(page);
    await notFound.goto('/this-page-does-not-exist');
    await expect(notFound.heading).toBeVisible();
    await notFound.homeLink.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(new HomePage(page).heading).toBeVisible();
  });

  test('GET /graphql in a browser shows GraphiQL, which runs the default query', async ({ page }) => {
    const graphiql = new GraphiQLPage(page);
    await graphiql.goto();
    await expect(graphiql.queryEditor).toBeVisible();
    await expect(graphiql.sessionStatus).toContainText('You are signed out');
    await expect(graphiql.runButton).toBeVisible();
    await graphiql.runButton.click();
    await expect(graphiql.result).toContainText('"status": "ok"');
  });
});
