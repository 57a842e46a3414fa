import type { Locator, Page } from '@playwright/test';

export class SignupPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly confirmPassword: Locator;
  readonly submit: Locator;
  readonly status: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Create your account' });
    this.email = main.getByRole('textbox', { name: /^Email/ });
    this.password = main.getByLabel(/^Password/);
    this.confirmPassword = main.getByLabel(/^Confirm password/);
    this.submit = main.getByRole('button', { name: /^(Create account|Creating account\.\.\.)$/ });
    this.status = main.getByRole('status');
  }

  async goto() {
    await this.page.goto('/signup');
    // Prerendered: interactive once hydrated.
    await this.page.locator('html[data-ready]').waitFor({ state: 'attached' });
  }

  async signUp(email: string, password: string) {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.confirmPassword.fill(password);
    await this.submit.click();
  }
}
