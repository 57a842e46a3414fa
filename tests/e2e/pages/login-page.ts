import { expect, type Locator, type Page } from '@playwright/test';

export class LoginPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly error: Locator;
  readonly forgotPassword: Locator;
  readonly emailMeALink: Locator;
  readonly status: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Sign in' });
    this.email = main.getByRole('textbox', { name: /^Email/ });
    this.password = main.getByLabel(/^Password/);
    this.submit = main.getByRole('button', { name: 'Sign in', exact: true });
    this.error = main.getByRole('alert');
    this.forgotPassword = main.getByRole('link', { name: 'Forgot password?' });
    this.emailMeALink = main.getByRole('button', { name: 'Email me a sign-in link' });
    this.status = main.getByRole('status');
  }

  async goto() {
    await this.page.goto('/login');
    // Prerendered: interactive once hydrated.
    await this.page.locator('html[data-ready]').waitFor({ state: 'attached' });
  }

  /** "Email me a sign-in link", asked in this browser (which keeps the link's code verifier). */
  async requestLink(email: string) {
    await this.goto();
    await this.email.fill(email);
    await this.emailMeALink.click();
    await expect(this.status).toContainText(`we sent a sign-in link to ${email}`);
  }

  async signIn(email: string, password: string) {
    // A prerendered page (after goto or reload) takes input once hydrated.
    await this.page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}
