import { expect, type Locator, type Page } from '@playwright/test';

/** The bell in the top bar and its popover (issue #16). */
export class NotificationBell {
  readonly button: Locator;
  readonly panel: Locator;

  constructor(readonly page: Page) {
    this.button = page.getByRole('button', { name: /^Notifications: / });
    this.panel = page.getByRole('dialog', { name: 'Notifications' });
  }

  /** The button's name says the count: 'Notifications: none unread' / 'Notifications: 2 unread'. */
  label(unread: number): RegExp {
    return unread === 0 ? /^Notifications: none unread$/ : new RegExp(`^Notifications: ${unread} unread$`);
  }

  item(text: string | RegExp): Locator {
    return this.panel.getByRole('listitem').filter({ hasText: text });
  }
}

/** /notifications: every notification, newest first. */
export class NotificationsPage {
  readonly heading: Locator;
  readonly list: Locator;
  readonly markAll: Locator;
  readonly preferencesLink: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Notifications' });
    this.list = main.getByRole('list', { name: 'Notifications' });
    this.markAll = main.getByRole('button', { name: 'Mark all as read' });
    this.preferencesLink = main.getByRole('link', { name: 'Email preferences' });
  }

  async goto() {
    await this.page.goto('/notifications');
  }

  items(): Locator {
    return this.list.getByRole('listitem');
  }
}

/** Profile → Settings → Email notifications. */
export class EmailPreferences {
  readonly section: Locator;

  constructor(readonly page: Page) {
    this.section = page.getByRole('region', { name: 'Email notifications' });
  }

  /** The mode picker of one kind, named by its label (e.g. 'Stories you follow'). */
  mode(label: string): Locator {
    return this.section.getByRole('combobox', { name: label, exact: true });
  }

  async choose(label: string, option: string) {
    await this.mode(label).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
    // The menu fades out after the choice: done when its list has left the page (an accessibility
    // check during the fade would see its options at near-zero contrast). While it fades, MUI hides
    // it from assistive technology, so the hidden one counts too: only its removal ends the wait.
    await expect(this.page.getByRole('listbox', { includeHidden: true })).toHaveCount(0);
  }
}
