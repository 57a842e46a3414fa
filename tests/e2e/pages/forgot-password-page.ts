import type { Locator, Page } from '@playwright/test';

export class ForgotPasswordPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly submit: Locator;
  readonly status: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Forgot your password?' });
    this.email = main.getByRole('textbox', { name: /^Email/ });
    this.submit = main.getByRole('button', { name: 'Send reset link' });
    this.status = main.getByRole('status');
  }

  async goto() {
    await this.page.goto('/forgot-password');
    // Prerendered: interactive once hydrated.
    await this.page.locator('html[data-ready]').waitFor({ state: 'attached' });
  }

  async request(email: string) {
    await this.email.fill(email);
    await this.submit.click();
  }
}
