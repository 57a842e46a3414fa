import type { Locator, Page } from '@playwright/test';

/** The top bar's search (issue #57): a field from the sm breakpoint up, a button that unfolds it on phones. */
export class TopBarSearch {
  readonly form: Locator;
  readonly field: Locator;
  readonly openButton: Locator;
  readonly closeButton: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('search', { name: 'Site search' });
    this.field = this.form.getByRole('searchbox', { name: 'Search stories, articles, commentary and key votes' });
    this.openButton = page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
    this.closeButton = this.form.getByRole('button', { name: 'Close search' });
  }
}

/** /search?q=…: the hits grouped by kind. */
export class SearchResultsPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly emptyState: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.emptyState = this.main.getByRole('heading', { level: 2, name: /^No results for / });
  }

  async goto(q: string) {
    await this.page.goto(`/search?q=${encodeURIComponent(q)}`);
  }

  /** One kind's group ('Stories', 'Articles', 'Commentary', 'Key votes', 'Legislators'). */
  group(name: string): Locator {
    return this.main.getByRole('region', { name, exact: true });
  }

  hits(group: string): Locator {
    return this.group(group).getByRole('listitem');
  }

  /** The hit whose title link has this name. */
  hit(group: string, title: string | RegExp): Locator {
    return this.hits(group).filter({ has: this.page.getByRole('link', { name: title }) });
  }
}
