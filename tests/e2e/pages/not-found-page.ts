import type { Locator, Page } from '@playwright/test';

export class NotFoundPage {
  readonly heading: Locator;
  readonly homeLink: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { name: 'Page not found.' });
    this.homeLink = main.getByRole('link', { name: /home/i });
  }

  async goto(path: string) {
    await this.page.goto(path);
  }
}
