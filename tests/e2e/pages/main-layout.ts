import type { Locator, Page } from '@playwright/test';

/** The signed-in frame: sidebar navigation (a drawer on phones) and the top bar. */
export class MainLayout {
  readonly nav: Locator;
  readonly signOutButton: Locator;

  constructor(readonly page: Page) {
    this.nav = page.getByRole('navigation', { name: 'Main navigation' });
    this.signOutButton = page.getByRole('button', { name: 'Sign out' });
  }

  navLink(name: string): Locator {
    return this.nav.getByRole('link', { name, exact: true });
  }

  /** The staff section of SPEC §2.2: Legislators and Legislative Dashboard. */
  get staffLinks(): Locator[] {
    return [this.navLink('Legislators'), this.navLink('Legislative Dashboard')];
  }

  /** Signs out (of this device, or of all devices) and waits until it is done: the portal then goes to / (SPEC §2.2). */
  async signOut(where: 'This device' | 'All devices' = 'This device') {
    await this.signOutButton.click();
    await this.page.getByRole('button', { name: where }).click();
    await this.page.waitForURL((url) => url.pathname === '/');
  }
}
