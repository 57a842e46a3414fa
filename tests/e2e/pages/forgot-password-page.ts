import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createConfirmedMember, emailedLink } from './outbox.js';

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

  /**
   * A new member's reset link, asked for on this page in this browser (which keeps the link's code
   * verifier, so the link signs them in here): the address the email links to.
   */
  async resetLinkForNewMember(request: APIRequestContext, email: string): Promise<string> {
    await createConfirmedMember(request, email, 'old-password-1');
    await this.goto();
    await this.request(email);
    await expect(this.status).toContainText('Password reset instructions have been sent to your email.');
    return emailedLink(request, email, 'recovery');
  }
}
