import type { Locator, Page } from '@playwright/test';

/** /my-legislators (issue #60): the member's own legislators, each with a scorecard. */
export class MyLegislatorsPage {
  readonly heading: Locator;
  readonly scorecards: Locator;
  readonly followSwitch: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.scorecards = page.getByRole('main').getByRole('region').filter({ has: page.getByRole('heading', { level: 2 }) });
    this.followSwitch = page.getByRole('switch', { name: 'Tell me when my legislators vote on a key vote' }).or(page.getByRole('checkbox', { name: 'Tell me when my legislators vote on a key vote' }));
  }

  /** One legislator's scorecard, by the start of its heading ('Rep. Terri A. Sewell'). */
  scorecard(name: string | RegExp): Locator {
    return this.page.getByRole('main').getByRole('region', { name });
  }
}
