import type { DataSource } from 'typeorm';
import type { TestMember } from './members.js';

/** Scripts for a test campaign (every placeholder used once). */
export const CAMPAIGN_SCRIPTS = {
  positionText: 'We oppose this bill: it would close rural clinics.',
  callScript: 'Hello, I am {member_name} from {member_city}, {member_zip}. I urge {legislator} to {position} {bill}.',
  messageScript: 'Dear {legislator},\n\nAs your constituent in {member_city} ({member_zip}), I ask you to {position} {bill}.\n\nSincerely,\n{member_name}',
} as const;

/** A saved address for a member (chosen_district for a split ZIP code, when given). */
export async function giveAddress(
  ds: DataSource,
  memberId: string,
  address: { street: string; city: string; state: string; zipCode: string; chosenDistrict?: number | null },
): Promise<void> {
  await ds.query(
    `INSERT INTO addresses (member_id, street, city, state, zip_code, chosen_district) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (member_id) DO UPDATE SET street = EXCLUDED.street, city = EXCLUDED.city, state = EXCLUDED.state, zip_code = EXCLUDED.zip_code, chosen_district = EXCLUDED.chosen_district`,
    [memberId, address.street, address.city, address.state, address.zipCode, address.chosenDistrict ?? null],
  );
}

interface Rest {
  rest(method: 'PUT', path: string, opts: { token?: string; body?: unknown }): Promise<{ status: number; body: any }>;
}

/** Opens (or edits) the campaign on a key vote through PUT /api/key-votes/{id}/campaign, as `by`. */
export function openCampaign(
  portal: Rest,
  by: TestMember,
  keyVoteId: string,
  overrides: Partial<{ positionText: string; callScript: string; messageScript: string; chambers: string[]; opensAt: string | null; closesAt: string | null }> = {},
) {
  return portal.rest('PUT', `/api/key-votes/${keyVoteId}/campaign`, { token: by.token, body: { ...CAMPAIGN_SCRIPTS, chambers: ['house'], ...overrides } });
}

/**
 * A campaign straight in the database (for suites that test something else): open now, on the
 * given chambers ('h', 's'). Returns its id.
 */
export async function buildCampaign(ds: DataSource, keyVoteId: string, opts: { chambers?: ('h' | 's')[]; opensAt?: Date; closesAt?: Date | null; createdBy?: string | null } = {}): Promise<string> {
  const [{ id }] = await ds.query(
    `INSERT INTO campaigns (key_vote_id, position_text, call_script, message_script, chambers, opens_at, closes_at, created_by, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING id`,
    [keyVoteId, CAMPAIGN_SCRIPTS.positionText, CAMPAIGN_SCRIPTS.callScript, CAMPAIGN_SCRIPTS.messageScript, opts.chambers ?? ['h'], opts.opensAt ?? new Date(Date.now() - 60_000), opts.closesAt ?? null, opts.createdBy ?? null],
  );
  await ds.query(
    `INSERT INTO campaign_versions (campaign_id, version, position_text, call_script, message_script, chambers, opens_at, closes_at, edited_by)
     SELECT id, version, position_text, call_script, message_script, chambers, opens_at, closes_at, created_by FROM campaigns WHERE id = $1`,
    [id],
  );
  return id;
}
