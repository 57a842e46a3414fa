import type { Locator, Page } from '@playwright/test';

export class GraphiQLPage {
  readonly queryEditor: Locator;
  readonly headersEditor: Locator;
  readonly runButton: Locator;
  readonly result: Locator;

  constructor(readonly page: Page) {
    this.queryEditor = page.getByRole('region', { name: 'Query Editor' });
    this.headersEditor = page.getByRole('region', { name: 'Headers' });
    this.runButton = page.getByRole('button', { name: /execute query/i });
    this.result = page.getByRole('region', { name: 'Result Window' });
  }

  async goto() {
    // A browser navigation sends Accept: text/html, which the gateway answers with the playground.
    await this.page.goto('/graphql');
  }
}
