import type { Locator, Page } from '@playwright/test';

export class AboutPage {
  readonly faq: Locator;
  readonly faqHeading: Locator;
  readonly questions: Locator;

  constructor(readonly page: Page) {
    this.faq = page.getByRole('region', { name: /frequently asked questions/i });
    this.faqHeading = page.getByRole('heading', { name: /frequently asked questions/i });
    // Each question is an accordion summary: a button that expands its answer.
    this.questions = this.faq.getByRole('button');
  }

  async goto() {
    await this.page.goto('/about');
    // Prerendered: interactive once hydrated.
    await this.page.locator('html[data-ready]').waitFor({ state: 'attached' });
  }
}
