import type { DataSource } from 'typeorm';
import { importDistricts } from '../../gateway/src/ingest/districts.js';
import { importLegislators, readLegislatorFolder } from '../../gateway/src/ingest/legislators.js';
import { importOffices, OFFICES_FILE } from '../../gateway/src/ingest/offices.js';
import { collectingReporter } from '../../gateway/src/ingest/report.js';
import { readSource } from '../../gateway/src/ingest/sources.js';
import { importVotes, readVoteSources } from '../../gateway/src/ingest/votes.js';
import { linkKeyVotes } from '../../gateway/src/modules/key-vote/roll-call-links.js';
import path from 'node:path';
import { LEGISLATORS_DIR, VOTES_DIR, ZCCD_CSV } from '../setup/shared-data.js';

/** The day the tests treat as today for "current" leadership roles (the data snapshot is from 2026). */
export const DATA_TODAY = '2026-07-01';

/**
 * Imports ../shared/data through the real importers: legislators (with the departed subset), votes,
 * districts, and on request the legislators' district offices (after the legislators they belong to).
 */
export async function importSharedData(ds: DataSource, parts: { legislators?: boolean; votes?: boolean; districts?: boolean; offices?: boolean } = {}): Promise<void> {
  const { legislators = true, votes = true, districts = true, offices = false } = parts;
  if (legislators) await importLegislators(ds, await readLegislatorFolder(LEGISLATORS_DIR), collectingReporter(), { today: DATA_TODAY });
  if (votes) await importVotes(ds, await readVoteSources(VOTES_DIR));
  if (districts) await importDistricts(ds, await readSource(ZCCD_CSV));
  if (offices) await importOffices(ds, await readSource(DISTRICT_OFFICES_FILE));
}

/** congress-legislators' district offices file in ../shared/data. */
export const DISTRICT_OFFICES_FILE = path.join(LEGISLATORS_DIR, OFFICES_FILE);

export async function legislatorId(ds: DataSource, bioguide: string): Promise<string> {
  const [row] = await ds.query('SELECT id FROM legislators WHERE bioguide_id = $1', [bioguide]);
  if (!row) throw new Error(`no legislator ${bioguide}: import the shared data first`);
  return row.id;
}

let keyVotes = 0;

/** A key vote on a bill (display form, e.g. 'H.R. 1'), linked to the imported roll calls on it. */
export async function buildKeyVote(
  ds: DataSource,
  overrides: { billId?: string; title?: string; description?: string; organizationPosition?: 'support' | 'oppose' | 'other'; congress?: number; voteDate?: string | null; outcome?: string; createdBy?: string | null } = {},
): Promise<string> {
  keyVotes += 1;
  const [{ id }] = await ds.query(
    `INSERT INTO key_votes (title, description, bill_id, congress_number, vote_date, organization_position, outcome, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      overrides.title ?? `Key vote ${keyVotes}`,
      overrides.description ?? '',
      overrides.billId ?? `H.R. ${9000 + keyVotes}`,
      overrides.congress ?? 119,
      overrides.voteDate === undefined ? '2025-07-03' : overrides.voteDate,
      overrides.organizationPosition ?? 'support',
      overrides.outcome ?? 'Pending',
      overrides.createdBy ?? null,
    ],
  );
  await linkKeyVotes(ds, [id]);
  return id;
}

/** Staff commentary on a legislator (by bioguide id). */
export async function buildStaffCommentary(ds: DataSource, opts: { bioguide: string; authorId?: string | null; content?: string; title?: string | null; updatedAt?: string }): Promise<string> {
  const [{ id }] = await ds.query(
    `INSERT INTO legislator_content (legislator_id, author_id, title, content, content_type, is_staff, is_public, updated_at)
     VALUES ($1, $2, $3, $4, 'staff_commentary', true, true, $5) RETURNING id`,
    [await legislatorId(ds, opts.bioguide), opts.authorId ?? null, opts.title ?? null, opts.content ?? 'Worth a briefing.', opts.updatedAt ?? new Date().toISOString()],
  );
  return id;
}
