import type { Locator, Page } from '@playwright/test';

/** The floating create button's "Send a tip" dialog. */
export class SendTipDialog {
  readonly dialog: Locator;
  readonly link: Locator;
  readonly note: Locator;
  readonly send: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Send a tip' });
    this.link = this.dialog.getByRole('textbox', { name: /^Link/ });
    this.note = this.dialog.getByRole('textbox', { name: /Private note/ });
    this.send = this.dialog.getByRole('button', { name: 'Send tip' });
  }

  async openFromCreateButton() {
    await this.page.getByRole('button', { name: 'Create' }).click();
    await this.page.getByRole('menuitem', { name: 'Send a tip' }).click();
  }
}

/** The member's tips under My tips in the profile. */
export class MyTips {
  readonly list: Locator;
  readonly notice: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.list = main.getByRole('list', { name: 'Your tips' });
    this.notice = main.getByRole('status').filter({ hasText: 'Your tip was published' });
  }

  async goto() {
    await this.page.goto('/profile?tab=tips');
  }

  item(text: string): Locator {
    return this.list.getByRole('listitem').filter({ hasText: text });
  }
}

/** Staff: /staff/tips. */
export class TipQueue {
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('main').getByRole('heading', { level: 1, name: 'Tip Queue' });
  }

  async goto() {
    await this.page.goto('/staff/tips');
  }

  card(text: string): Locator {
    return this.page.getByRole('main').getByRole('article').filter({ hasText: text });
  }
}
