import type { Locator, Page } from '@playwright/test';

/** /articles/add: the staff URL form. */
export class ArticleSubmitPage {
  readonly url: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    const form = page.getByRole('form', { name: 'Submit an article by URL' });
    this.url = form.getByRole('textbox', { name: /^Article URL/ });
    this.submit = form.getByRole('button', { name: 'Submit' });
  }

  async goto() {
    await this.page.goto('/articles/add');
  }
}

/** /articles/{id}: the article, its votes and the commentary panel. */
export class ArticlePage {
  constructor(readonly page: Page) {}

  heading(title: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: title });
  }

  upvote(title: string): Locator {
    return this.page.getByRole('button', { name: `Upvote ${title}` }).first();
  }

  score(value: number): Locator {
    return this.page.getByLabel(`Score ${value}`).first();
  }

  readonly noteField = () => this.page.getByRole('textbox', { name: /^Add a note/ });
  readonly makePublic = () => this.page.getByRole('checkbox', { name: 'Make this note public' });
}
