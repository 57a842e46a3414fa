import type { Locator, Page } from '@playwright/test';

/** /api/docs: the REST reference (Swagger UI) with the portal's session line above it. */
export class ApiReferencePage {
  /** Who "Try it out" runs as. */
  readonly sessionStatus: Locator;
  readonly scriptHelp: Locator;

  constructor(readonly page: Page) {
    this.sessionStatus = page.locator('#portal-session');
    this.scriptHelp = page.getByText('Calling the API from a script');
  }

  async goto() {
    await this.page.goto('/api/docs');
  }

  /** One operation's block, e.g. ('GET', '/api/users/me'). */
  operation(method: string, path: string): Locator {
    return this.page.locator(`.opblock-${method.toLowerCase()}`).filter({ has: this.page.locator('.opblock-summary-path', { hasText: new RegExp(`^${path.replace(/[{}]/g, '\\$&')}$`) }) }).first();
  }

  /** Opens an operation, presses Try it out and Execute; resolves with its response panel. */
  async tryOut(method: string, path: string): Promise<Locator> {
    const op = this.operation(method, path);
    await op.locator('.opblock-summary-control').click();
    await op.getByRole('button', { name: 'Try it out' }).click();
    await op.getByRole('button', { name: 'Execute' }).click();
    return op.locator('.live-responses-table');
  }
}
