import type { Locator, Page } from '@playwright/test';

/** A key vote's Take action flow (/key-votes/:id/take-action). */
export class TakeActionPage {
  readonly heading: Locator;
  readonly position: Locator;
  readonly addressForm: Locator;
  readonly targets: Locator;
  /** One card per legislator to contact. */
  readonly cards: Locator;
  readonly progress: Locator;
  readonly done: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1 });
    this.position = main.getByRole('region', { name: 'Our position' });
    this.addressForm = main.getByRole('form', { name: 'Address form' });
    this.targets = main.getByRole('list', { name: 'Your members of Congress to contact' });
    this.cards = this.targets.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    this.progress = main.getByText(/^You’ve contacted \d+ of \d+$/).first();
    this.done = main.getByRole('status').filter({ hasText: 'Thank you for taking action' });
  }

  async goto(keyVoteId: string) {
    await this.page.goto(`/key-votes/${keyVoteId}/take-action`);
  }

  async saveAddress(a: { street: string; city: string; state: string; zip: string }) {
    const form = this.addressForm;
    await form.getByRole('textbox', { name: 'Street' }).fill(a.street);
    await form.getByRole('textbox', { name: 'City' }).fill(a.city);
    await form.getByRole('combobox', { name: 'State' }).selectOption(a.state);
    await form.getByRole('textbox', { name: 'ZIP code' }).fill(a.zip);
    await form.getByRole('button', { name: 'Save Address' }).click();
  }

  /** One legislator's card, by name. */
  target(name: string): TargetCard {
    return new TargetCard(this.cards.filter({ has: this.page.getByRole('heading', { level: 3, name: new RegExp(name) }) }));
  }
}

export class TargetCard {
  constructor(readonly root: Locator) {}

  tab(name: 'Call' | 'Write' | 'Letter'): Locator {
    return this.root.getByRole('tab', { name });
  }

  callLink(office: string | RegExp): Locator {
    return this.root.getByRole('link', { name: office });
  }

  get callScript(): Locator {
    return this.root.getByRole('textbox', { name: /^Call script for / });
  }

  outcome(name: string): Locator {
    return this.root.getByRole('button', { name, exact: true });
  }

  get status(): Locator {
    return this.root.getByLabel(/: (To do|Contacted|Try again|Skipped)$/);
  }
}

/** Staff: open or edit a key vote's campaign (/key-votes/:id/campaign). */
export class CampaignEditorPage {
  readonly heading: Locator;
  readonly form: Locator;
  readonly positionText: Locator;
  readonly callScript: Locator;
  readonly preview: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1 });
    this.form = main.getByRole('form', { name: 'Campaign' });
    this.positionText = this.form.getByRole('textbox', { name: /The organization’s position and why/ });
    this.callScript = this.form.getByRole('textbox', { name: 'Call script' });
    this.preview = this.form.getByRole('region', { name: 'Preview' });
    this.save = this.form.getByRole('button', { name: /^(Open campaign|Save changes)$/ });
  }

  async goto(keyVoteId: string) {
    await this.page.goto(`/key-votes/${keyVoteId}/campaign`);
  }

  chamber(name: RegExp): Locator {
    return this.form.getByRole('checkbox', { name });
  }
}

/** Staff: a campaign's results (/key-votes/:id/campaign/results). */
export class CampaignResultsPage {
  readonly heading: Locator;
  readonly refresh: Locator;
  readonly exportCsv: Locator;
  readonly byChannel: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1 });
    this.refresh = main.getByRole('button', { name: 'Refresh' });
    this.exportCsv = main.getByRole('button', { name: 'Export CSV' });
    this.byChannel = main.getByRole('region', { name: 'By channel and outcome' });
  }

  async goto(keyVoteId: string) {
    await this.page.goto(`/key-votes/${keyVoteId}/campaign/results`);
  }

  /** A total, as shown ('12', 'fewer than 5'), by its label ('Actions', 'Members'). */
  total(label: string): Locator {
    return this.page.getByRole('main').getByRole('group', { name: new RegExp(`^${label}: `) });
  }
}
