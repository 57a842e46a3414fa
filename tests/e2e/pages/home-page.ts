import type { Locator, Page } from '@playwright/test';

export class HomePage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly signUpCallToAction: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1 });
    // The hero's call to action ("Join the Alliance"), not the header's "Sign Up" button.
    this.signUpCallToAction = this.main.getByRole('link', { name: /join|sign up/i }).first();
  }

  async goto() {
    await this.page.goto('/');
    // Prerendered: interactive once hydrated.
    await this.page.locator('html[data-ready]').waitFor({ state: 'attached' });
  }
}
