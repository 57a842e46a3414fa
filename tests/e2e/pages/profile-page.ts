import type { Locator, Page } from '@playwright/test';

export class ProfilePage {
  readonly heading: Locator;
  readonly tabs: Locator;
  readonly settingsTab: Locator;
  readonly showRealName: Locator;
  readonly username: Locator;
  readonly saveUsername: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'My Profile' });
    this.tabs = main.getByRole('tablist', { name: 'Profile sections' });
    this.settingsTab = main.getByRole('tab', { name: 'Settings' });
    this.showRealName = main.getByRole('switch', { name: 'Show my real name' }).or(main.getByRole('checkbox', { name: 'Show my real name' }));
    this.username = main.getByRole('textbox', { name: 'Display name' });
    this.saveUsername = main.getByRole('button', { name: 'Save name' });
  }

  async goto() {
    await this.page.goto('/profile');
  }

  text(value: string): Locator {
    return this.page.getByRole('main').getByText(value, { exact: true });
  }
}
