import type { Locator, Page } from '@playwright/test';

/** /staff/reports: reported comments for staff (issue #58 item 7). */
export class ReportQueuePage {
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('main').getByRole('heading', { level: 1, name: 'Reported Comments' });
  }

  async goto() {
    await this.page.goto('/staff/reports');
  }

  /** The card of the report of a comment that says `text`. */
  report(text: string): Locator {
    return this.page.getByRole('article').filter({ hasText: text });
  }
}
