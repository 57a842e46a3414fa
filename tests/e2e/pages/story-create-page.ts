import type { Locator, Page } from '@playwright/test';

/** /stories/create (SPEC §2.3 Create story form). */
export class StoryCreatePage {
  readonly heading: Locator;
  readonly title: Locator;
  readonly description: Locator;
  readonly tags: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Create a story' });
    this.title = main.getByRole('textbox', { name: /^Title/ });
    this.description = main.getByRole('textbox', { name: /^Description/ });
    this.tags = main.getByRole('textbox', { name: /^Tags/ });
    this.submit = main.getByRole('button', { name: 'Create Story' });
  }

  async goto() {
    await this.page.goto('/stories/create');
  }

  visibility(name: 'Private' | 'Public'): Locator {
    return this.page.getByRole('main').getByRole('radio', { name });
  }

  async create(story: { title: string; description: string; visibility: 'Private' | 'Public'; tags?: string }) {
    await this.title.fill(story.title);
    await this.description.fill(story.description);
    await this.visibility(story.visibility).check();
    if (story.tags) await this.tags.fill(story.tags);
    await this.submit.click();
  }
}
