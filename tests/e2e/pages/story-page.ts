import type { Locator, Page } from '@playwright/test';

/** /stories/{id} (SPEC §2.3 Story page) with its tabs. */
export class StoryPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly followButton: Locator;
  readonly followingButton: Locator;
  readonly acceptInvite: Locator;
  readonly declineInvite: Locator;
  readonly notFound: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.followButton = this.main.getByRole('button', { name: 'Follow', exact: true });
    this.followingButton = this.main.getByRole('button', { name: 'Following', exact: true });
    this.acceptInvite = this.main.getByRole('button', { name: 'Accept', exact: true });
    this.declineInvite = this.main.getByRole('button', { name: 'Decline', exact: true });
    this.notFound = this.main.getByText('Story not found.');
  }

  async goto(id: string) {
    await this.page.goto(`/stories/${id}`);
  }

  /** The story id from the current URL. */
  idFromUrl(): string {
    const match = /\/stories\/([0-9a-f-]{36})/.exec(this.page.url());
    if (!match) throw new Error(`Not on a story page: ${this.page.url()}`);
    return match[1];
  }

  tab(name: 'Timeline' | 'Proposals' | 'Add Article' | 'Collaborators' | 'Settings'): Locator {
    return this.main.getByRole('tab', { name: name === 'Proposals' ? /^Proposals/ : name });
  }

  get panel(): Locator {
    return this.main.getByRole('tabpanel');
  }

  text(value: string | RegExp): Locator {
    return this.main.getByText(value);
  }

  // Add Article
  get articleUrl(): Locator {
    return this.panel.getByRole('textbox', { name: 'Article URL' });
  }
  get addToStory(): Locator {
    return this.panel.getByRole('button', { name: 'Add to Story' });
  }

  // Collaborators
  get inviteEmail(): Locator {
    return this.panel.getByRole('textbox', { name: 'Email' });
  }
  get sendInvite(): Locator {
    return this.panel.getByRole('button', { name: 'Send Invite' });
  }
  get collaborators(): Locator {
    return this.panel.getByRole('list', { name: 'Collaborators' });
  }

  // Proposals
  get newProposal(): Locator {
    return this.panel.getByRole('button', { name: 'New Proposal' });
  }
  get proposedTitle(): Locator {
    return this.panel.getByRole('textbox', { name: 'New title' });
  }
  get submitProposal(): Locator {
    return this.panel.getByRole('button', { name: 'Submit Proposal' });
  }
  proposal(text: string): Locator {
    return this.panel.getByRole('listitem', { name: new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  }

  async proposeTitle(title: string) {
    await this.tab('Proposals').click();
    await this.newProposal.click();
    await this.panel.getByRole('radio', { name: 'Title Change' }).check();
    await this.proposedTitle.fill(title);
    await this.submitProposal.click();
  }
}
