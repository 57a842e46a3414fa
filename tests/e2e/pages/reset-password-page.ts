import type { Locator, Page } from '@playwright/test';

export class ResetPasswordPage {
  readonly heading: Locator;
  readonly newPassword: Locator;
  readonly confirmPassword: Locator;
  readonly submit: Locator;
  readonly status: Locator;
  readonly error: Locator;
  readonly requestNewLink: Locator;
  readonly diagnostics: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Choose a new password' });
    this.newPassword = main.getByLabel(/^New password/);
    this.confirmPassword = main.getByLabel(/^Confirm new password/);
    this.submit = main.getByRole('button', { name: 'Update password' });
    this.status = main.getByRole('status');
    this.error = main.getByRole('alert');
    this.requestNewLink = main.getByRole('link', { name: 'Request a new reset link' });
    this.diagnostics = main.getByRole('region', { name: 'Link diagnostics' });
  }

  async choose(password: string) {
    await this.newPassword.fill(password);
    await this.confirmPassword.fill(password);
    await this.submit.click();
  }
}
