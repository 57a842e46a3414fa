import type { Locator, Page } from '@playwright/test';

export class AdminUsersPage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly users: Locator;
  readonly refresh: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'User Management' });
    this.search = main.getByRole('searchbox', { name: 'Search by email' });
    this.users = main.getByRole('list', { name: 'Users' });
    this.refresh = main.getByRole('button', { name: 'Refresh Data' });
  }

  async goto() {
    await this.page.goto('/admin/users');
  }

  row(email: string): Locator {
    return this.users.getByRole('listitem').filter({ hasText: email });
  }

  detail(email: string): Locator {
    return this.page.getByRole('main').getByRole('region', { name: email });
  }

  async assign(email: string, roleLabel: string) {
    await this.search.fill(email);
    await this.row(email).getByRole('button').click();
    const detail = this.detail(email);
    await detail.getByRole('combobox', { name: 'Role' }).click();
    await this.page.getByRole('option', { name: roleLabel, exact: true }).click();
    await detail.getByRole('button', { name: 'Assign Role' }).click();
  }
}
