import { expect, type Page } from '@playwright/test';
import { LoginPage } from './login-page.js';

/** Signs in through the login page and waits for the dashboard, where a member lands. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Nothing on the page is wider than the screen (it cannot be scrolled sideways). */
export const noSidewaysScroll = (page: Page): Promise<boolean> => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
