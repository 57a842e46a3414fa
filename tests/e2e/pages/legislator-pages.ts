import path from 'node:path';
import { execFileSync } from 'node:child_process';
import type { Locator, Page } from '@playwright/test';
import { LEGISLATORS_DIR, VOTES_DIR, ZCCD_CSV } from '../../setup/shared-data.js';
import { E2E_PG_DIR, E2E_PG_PORT } from '../e2e-env.js';

/** The staff legislative dashboard (/legislators, /staff/legislative-dashboard). */
export class LegislatorDashboardPage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly cards: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Legislative Dashboard' });
    this.search = main.getByRole('searchbox', { name: 'Search by name' });
    this.cards = main.getByRole('region', { name: 'Legislators' }).getByRole('article');
  }

  async goto() {
    await this.page.goto('/legislators');
  }

  card(name: string | RegExp): Locator {
    return this.cards.filter({ has: this.page.getByRole('heading', { name }) });
  }

  async openDetails(name: string | RegExp) {
    await this.card(name).getByRole('link', { name: /View Details/ }).click();
  }
}

/** Legislator detail (/legislators/:id). */
export class LegislatorDetailPage {
  readonly commentary: Locator;
  /** Edits in place (issue #15 item 6); the SPEC's editor page stays at /staff/legislators/:id/edit-commentary. */
  readonly editCommentary: Locator;
  readonly text: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.commentary = main.getByRole('region', { name: 'Staff Commentary' });
    this.editCommentary = this.commentary.getByRole('button', { name: /(Edit|Add) Commentary/ });
    this.text = this.commentary.getByRole('textbox', { name: 'Staff commentary' });
    this.save = this.commentary.getByRole('button', { name: /^(Save|Update) Commentary$/ });
  }
}

/** Edit commentary (/staff/legislators/:id/edit-commentary). */
export class LegislatorCommentaryPage {
  readonly text: Locator;
  readonly save: Locator;
  readonly status: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.text = main.getByRole('textbox', { name: 'Staff commentary' });
    this.save = main.getByRole('button', { name: /^(Save|Update) Commentary$/ });
    this.status = main.getByRole('status').filter({ hasText: /Commentary (added|updated) successfully!/ });
  }
}

/** Staff insights (/staff-commentary). */
export class LegislatorInsightsPage {
  readonly heading: Locator;
  readonly items: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Staff Insights' });
    this.items = main.getByRole('region', { name: 'Staff insights' }).getByRole('article');
  }

  async goto() {
    await this.page.goto('/staff-commentary');
  }
}

/**
 * Loads the official data into the e2e gateway's database (the importers attach to its running
 * embedded PostgreSQL). Idempotent, so every run may call it.
 */
export function importLegislatorData(kinds: ('legislators' | 'votes' | 'districts' | 'offices')[]) {
  const from = { legislators: LEGISLATORS_DIR, votes: VOTES_DIR, districts: ZCCD_CSV, offices: path.join(LEGISLATORS_DIR, 'legislators-district-offices.yaml') } as const;
  for (const kind of kinds) {
    execFileSync(process.execPath, ['--import', '@swc-node/register/esm-register', 'gateway/src/ingest/cli.ts', kind, '--from', from[kind]], {
      env: {
        ...process.env,
        SWC_NODE_PROJECT: 'gateway/tsconfig.json',
        EMBEDDED_PG_DIR: E2E_PG_DIR,
        EMBEDDED_PG_PORT: E2E_PG_PORT,
      },
      stdio: 'pipe',
      timeout: 240_000,
    });
  }
}
