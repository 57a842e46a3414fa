import type { Locator, Page } from '@playwright/test';

/**
 * My Dashboard (/dashboard): the welcome, invitations, Key Votes and My Representatives (with its
 * address form), Stories you follow and Recent Updates.
 */
export class DashboardPage {
  readonly heading: Locator;
  readonly welcome: Locator;
  readonly invitations: Locator;
  readonly followedStories: Locator;
  readonly recentUpdates: Locator;
  readonly representatives: Locator;
  readonly addressForm: Locator;
  readonly changeAddress: Locator;
  readonly keyVotes: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'My Dashboard' });
    this.representatives = main.getByRole('region', { name: 'My Representatives' });
    this.addressForm = this.representatives.getByRole('form', { name: 'Address form' });
    this.changeAddress = this.representatives.getByRole('button', { name: 'Change address' });
    this.keyVotes = main.getByRole('region', { name: 'Key Votes' });
    this.welcome = main.getByRole('region', { name: /^Welcome to the / });
    this.invitations = main.getByRole('region', { name: 'Invitations to collaborate' });
    this.followedStories = main.getByRole('region', { name: 'Stories you follow' });
    this.recentUpdates = main.getByRole('region', { name: 'Recent Updates' });
  }

  /** A story in Stories you follow. */
  followedStory(title: string): Locator {
    return this.followedStories.getByRole('listitem', { name: title });
  }

  /** The invitation row that names this story. */
  invitation(storyTitle: string): Locator {
    return this.invitations.getByRole('listitem').filter({ hasText: storyTitle });
  }

  async goto() {
    await this.page.goto('/dashboard');
  }

  /** Opens the form (first time it is already open) and saves the address. */
  async saveAddress(a: { street: string; city: string; state: string; zip: string; phone?: string }) {
    await this.addressForm.or(this.changeAddress).first().waitFor();
    if (await this.changeAddress.isVisible()) await this.changeAddress.click();
    const form = this.addressForm;
    await form.getByRole('textbox', { name: 'Street' }).fill(a.street);
    await form.getByRole('textbox', { name: 'City' }).fill(a.city);
    await form.getByRole('combobox', { name: 'State' }).selectOption(a.state);
    await form.getByRole('textbox', { name: 'ZIP code' }).fill(a.zip);
    if (a.phone !== undefined) await form.getByRole('textbox', { name: /Phone/ }).fill(a.phone);
    await form.getByRole('button', { name: 'Save Address' }).click();
  }

  person(name: string | RegExp): Locator {
    return this.representatives.getByRole('listitem', { name });
  }
}
