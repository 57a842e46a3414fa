import { expect, type Locator, type Page } from '@playwright/test';

export class GraphiQLPage {
  readonly queryEditor: Locator;
  readonly headersEditor: Locator;
  readonly runButton: Locator;
  readonly result: Locator;
  /** The bar above the editor: who the playground runs as. */
  readonly sessionStatus: Locator;
  readonly signInLink: Locator;
  readonly examplesButton: Locator;
  readonly docsButton: Locator;

  constructor(readonly page: Page) {
    this.queryEditor = page.getByRole('region', { name: 'Query Editor' });
    this.headersEditor = page.getByRole('region', { name: 'Headers' });
    this.runButton = page.getByRole('button', { name: /execute query/i });
    this.result = page.getByRole('region', { name: 'Result Window' });
    this.sessionStatus = page.getByRole('status').filter({ hasText: /signed (in|out)/i });
    this.signInLink = this.sessionStatus.getByRole('link', { name: 'Sign in to the portal' });
    this.examplesButton = page.getByRole('button', { name: 'Show Examples' });
    this.docsButton = page.getByRole('button', { name: 'Show Documentation Explorer' });
  }

  example(name: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(`\\b${name}$`) });
  }

  async goto() {
    // A browser navigation sends Accept: text/html, which the gateway answers with the playground.
    await this.page.goto('/graphql');
    // Ready when the editor shows the first query (health): Run pressed before that runs an empty
    // document, and the result window stays blank (the flaky runs in CI14, CI16 and CI18).
    await expect(this.queryEditor).toContainText('health');
  }
}
