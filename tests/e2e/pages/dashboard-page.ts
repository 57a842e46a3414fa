import type { Locator, Page } from '@playwright/test';

/** My Dashboard (/dashboard): the My Representatives panel with its address form, and Key Votes. */
export class DashboardPage {
  readonly heading: Locator;
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
    await form.getByRole('combobox', { name: 'State' }).click();
    await this.page.getByRole('option', { name: new RegExp(`^${a.state} — `) }).click();
    await form.getByRole('textbox', { name: 'ZIP code' }).fill(a.zip);
    if (a.phone !== undefined) await form.getByRole('textbox', { name: /Phone/ }).fill(a.phone);
    await form.getByRole('button', { name: 'Save Address' }).click();
  }

  person(name: string | RegExp): Locator {
    return this.representatives.getByRole('listitem', { name });
  }
}
