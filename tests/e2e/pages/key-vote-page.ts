import type { Locator, Page } from '@playwright/test';

/** Key vote detail (/key-votes/:id). */
export class KeyVoteDetailPage {
  readonly heading: Locator;
  readonly myLegislators: Locator;
  readonly tallies: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1 });
    this.myLegislators = main.getByRole('list', { name: 'How your legislators voted' });
    this.tallies = main.getByRole('region', { name: 'Vote tallies' });
  }

  async goto(id: string) {
    await this.page.goto(`/key-votes/${id}`);
  }

  vote(name: string | RegExp): Locator {
    return this.myLegislators.getByRole('listitem', { name });
  }
}

/** Key votes list (/key-votes). */
export class KeyVoteListPage {
  readonly heading: Locator;
  readonly items: Locator;
  readonly addKeyVote: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Key Votes' });
    this.items = main.getByRole('list', { name: 'Key votes' }).getByRole('listitem');
    this.addKeyVote = main.getByRole('link', { name: 'Add Key Vote' });
  }

  async goto() {
    await this.page.goto('/key-votes');
  }
}
