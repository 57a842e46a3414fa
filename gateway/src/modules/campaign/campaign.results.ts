import { DomainError } from '../../errors/errors.js';
import type { Context, Viewer } from '../../graphql/context.js';
import { Chamber } from '../key-vote/key-vote.enums.js';
import { CampaignChannel, CampaignOutcome } from './campaign.enums.js';
import { districtLabel } from './campaign.places.js';
import { canManageCampaigns, canSeeMemberActions } from './campaign.policy.js';
import { CAMPAIGN_MESSAGES, requireCampaign, statusOf } from './campaign.service.js';
import type { CampaignActionPage, CampaignDayTally, CampaignLegislatorTally, CampaignPlaceTally, CampaignResults, CampaignTally } from './campaign.results.types.js';

/**
 * WHAT A CAMPAIGN MOVED, for staff. Only counted actions (members' own; not staff-level accounts'
 * or previews') are in the numbers, and every number from 1 to 4 leaves the server as 'fewer than
 * 5' — in GraphQL, REST and the CSV alike, which is built from these same tallies — so no small
 * group of members can be told apart. Rows that could be ordered by a hidden number are ordered by
 * name instead. Member-level rows are a separate, super-admin-only query.
 */
export const SMALLEST_SHOWN = 5;
export const FEWER_THAN = `fewer than ${SMALLEST_SHOWN}`;

export function tally(n: number): CampaignTally {
  if (n > 0 && n < SMALLEST_SHOWN) return { value: null, shown: FEWER_THAN, suppressed: true };
  return { value: n, shown: String(n), suppressed: false };
}

/** The order key of a tally: hidden numbers all weigh the same. */
const weight = (t: CampaignTally) => t.value ?? 0;

const CHANNELS = [CampaignChannel.CALL, CampaignChannel.WRITE, CampaignChannel.LETTER];
const OUTCOMES = [CampaignOutcome.CONTACTED, CampaignOutcome.VOICEMAIL, CampaignOutcome.UNAVAILABLE, CampaignOutcome.SKIPPED];
/** The organization's (and Congress's) day. */
export const RESULTS_TIME_ZONE = 'America/New_York';
/** At most this many days on the chart (a campaign open for longer shows its last ones). */
const MAX_DAYS = 366;

const addDay = (iso: string) => new Date(Date.parse(`${iso}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export async function campaignResults(ctx: Context, viewer: Viewer, keyVoteId: string): Promise<CampaignResults> {
  if (!canManageCampaigns(viewer)) throw new DomainError('FORBIDDEN', CAMPAIGN_MESSAGES.onlyStaff);
  const { keyVote, campaign } = await requireCampaign(ctx, keyVoteId);
  const db = ctx.dataSource;
  const id = campaign.id;
  const [[totals], grid, legislators, places, days] = await Promise.all([
    db.query(
      `SELECT count(*) FILTER (WHERE counted)::int AS actions, count(DISTINCT member_id) FILTER (WHERE counted)::int AS members,
              count(*) FILTER (WHERE counted AND outcome IN ('contacted', 'voicemail'))::int AS reached, count(*) FILTER (WHERE NOT counted)::int AS not_counted
         FROM campaign_actions WHERE campaign_id = $1`,
      [id],
    ) as Promise<{ actions: number; members: number; reached: number; not_counted: number }[]>,
    db.query(`SELECT channel, outcome, count(*)::int AS n FROM campaign_actions WHERE campaign_id = $1 AND counted GROUP BY channel, outcome`, [id]) as Promise<
      { channel: CampaignChannel; outcome: CampaignOutcome; n: number }[]
    >,
    db.query(
      `SELECT l.bioguide_id, COALESCE(l.official_full, l.first_name || ' ' || l.last_name) AS name, l.current_party AS party, a.chamber, a.state, a.district,
              count(*)::int AS n, ${OUTCOMES.map((o) => `count(*) FILTER (WHERE a.outcome = '${o}')::int AS "${o}"`).join(', ')}
         FROM campaign_actions a JOIN legislators l ON l.id = a.legislator_id
        WHERE a.campaign_id = $1 AND a.counted
        GROUP BY l.id, a.chamber, a.state, a.district`,
      [id],
    ) as Promise<({ bioguide_id: string; name: string; party: string | null; chamber: Chamber; state: string; district: number | null; n: number } & Record<CampaignOutcome, number>)[]>,
    db.query(
      `SELECT chamber, state, CASE WHEN chamber = 'h' THEN district END AS district, count(*)::int AS n
         FROM campaign_actions WHERE campaign_id = $1 AND counted GROUP BY 1, 2, 3`,
      [id],
    ) as Promise<{ chamber: Chamber; state: string; district: number | null; n: number }[]>,
    db.query(
      `SELECT to_char((created_at AT TIME ZONE $2)::date, 'YYYY-MM-DD') AS day, count(*)::int AS n
         FROM campaign_actions WHERE campaign_id = $1 AND counted GROUP BY 1 ORDER BY 1`,
      [id, RESULTS_TIME_ZONE],
    ) as Promise<{ day: string; n: number }[]>,
  ]);

  const count = (c: CampaignChannel, o: CampaignOutcome) => grid.find((g) => g.channel === c && g.outcome === o)?.n ?? 0;
  const byLegislator: CampaignLegislatorTally[] = legislators
    .map((l) => ({
      bioguide: l.bioguide_id,
      name: l.name,
      party: l.party,
      chamber: l.chamber,
      state: l.state,
      district: l.chamber === Chamber.HOUSE ? l.district : null,
      actions: tally(l.n),
      contacted: tally(l.contacted),
      voicemail: tally(l.voicemail),
      unavailable: tally(l.unavailable),
      skipped: tally(l.skipped),
    }))
    .sort((a, b) => weight(b.actions) - weight(a.actions) || a.name.localeCompare(b.name) || a.chamber.localeCompare(b.chamber));
  const byPlace: CampaignPlaceTally[] = places
    .map((p) => ({ chamber: p.chamber, state: p.state, district: p.district, label: districtLabel(p.state, p.chamber === Chamber.HOUSE ? p.district : null), actions: tally(p.n) }))
    .sort((a, b) => weight(b.actions) - weight(a.actions) || a.label.localeCompare(b.label, 'en', { numeric: true }));

  // Every day from the first action to the last, so the chart's line has no holes.
  const overTime: CampaignDayTally[] = [];
  if (days.length) {
    const perDay = new Map(days.map((d) => [d.day, d.n]));
    let running = 0;
    for (let day = days[0]!.day; day <= days[days.length - 1]!.day; day = addDay(day)) {
      const n = perDay.get(day) ?? 0;
      running += n;
      overTime.push({ day, actions: tally(n), cumulative: tally(running) });
    }
  }

  return {
    id,
    keyVoteId: keyVote.id,
    status: statusOf(campaign),
    version: campaign.version,
    asOf: new Date(),
    actions: tally(totals!.actions),
    members: tally(totals!.members),
    reached: tally(totals!.reached),
    byChannel: CHANNELS.flatMap((channel) => OUTCOMES.map((outcome) => ({ channel, outcome, actions: tally(count(channel, outcome)) }))),
    byLegislator,
    byPlace,
    overTime: overTime.slice(-MAX_DAYS),
    notCounted: totals!.not_counted,
  };
}

// ── CSV (GET …/campaign/results.csv) ─────────────────────────────────────────────────────────

const CSV_COLUMNS = ['section', 'channel', 'outcome', 'bioguide', 'legislator', 'party', 'chamber', 'state', 'district', 'day', 'actions', 'cumulative'] as const;
type CsvRow = Partial<Record<(typeof CSV_COLUMNS)[number], string | number | null>>;

/** RFC 4180 quoting; a cell that a spreadsheet would run as a formula is prefixed with an apostrophe. */
function cell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const CHAMBER_WORD: Record<string, string> = { HOUSE: 'house', SENATE: 'senate', h: 'house', s: 'senate' };

/**
 * The same aggregates as one CSV table, a `section` per kind of row (totals, channel_outcome,
 * legislator, place, day), with the shown values: 'fewer than 5' stays 'fewer than 5'.
 * Takes the results as GraphQL answers them (enum names).
 */
export function resultsCsv(r: any): string {
  const rows: CsvRow[] = [
    { section: 'total_actions', actions: r.actions.shown },
    { section: 'total_members', actions: r.members.shown },
    { section: 'total_reached', actions: r.reached.shown },
    { section: 'not_counted', actions: r.notCounted },
    ...r.byChannel.map((c: any) => ({ section: 'channel_outcome', channel: String(c.channel).toLowerCase(), outcome: String(c.outcome).toLowerCase(), actions: c.actions.shown })),
    ...r.byLegislator.flatMap((l: any) => [
      ...['actions', ...OUTCOMES].map((o) => ({
        section: 'legislator',
        outcome: o === 'actions' ? 'all' : o,
        bioguide: l.bioguide,
        legislator: l.name,
        party: l.party,
        chamber: CHAMBER_WORD[l.chamber] ?? l.chamber,
        state: l.state,
        district: l.district,
        actions: (o === 'actions' ? l.actions : l[o]).shown,
      })),
    ]),
    ...r.byPlace.map((p: any) => ({ section: 'place', chamber: CHAMBER_WORD[p.chamber] ?? p.chamber, state: p.state, district: p.district, legislator: null, actions: p.actions.shown })),
    ...r.overTime.map((d: any) => ({ section: 'day', day: d.day, actions: d.actions.shown, cumulative: d.cumulative.shown })),
  ];
  return [CSV_COLUMNS.join(','), ...rows.map((row) => CSV_COLUMNS.map((c) => cell(row[c])).join(','))].join('\r\n') + '\r\n';
}

// ── Member-level rows (super admins) ─────────────────────────────────────────────────────────

export async function campaignActionRows(ctx: Context, viewer: Viewer, keyVoteId: string, page: { limit: number; offset: number }): Promise<CampaignActionPage> {
  if (!canSeeMemberActions(viewer)) throw new DomainError('FORBIDDEN', 'Only super admins can see who took part.');
  const { campaign } = await requireCampaign(ctx, keyVoteId);
  const [[{ total }], rows] = await Promise.all([
    ctx.dataSource.query('SELECT count(*)::int AS total FROM campaign_actions WHERE campaign_id = $1', [campaign.id]) as Promise<{ total: number }[]>,
    ctx.dataSource.query(
      `SELECT a.id, a.member_id, m.email, l.bioguide_id, COALESCE(l.official_full, l.first_name || ' ' || l.last_name) AS legislator, a.channel, a.outcome, a.version, a.counted, a.created_at, a.updated_at
         FROM campaign_actions a JOIN members m ON m.id = a.member_id JOIN legislators l ON l.id = a.legislator_id
        WHERE a.campaign_id = $1 ORDER BY a.updated_at DESC, a.id LIMIT $2 OFFSET $3`,
      [campaign.id, page.limit, page.offset],
    ) as Promise<{ id: string; member_id: string; email: string; bioguide_id: string; legislator: string; channel: CampaignChannel; outcome: CampaignOutcome; version: number; counted: boolean; created_at: Date; updated_at: Date }[]>,
  ]);
  return {
    total,
    items: rows.map((r) => ({
      id: r.id,
      memberId: r.member_id,
      memberEmail: r.email,
      bioguide: r.bioguide_id,
      legislator: r.legislator,
      channel: r.channel,
      outcome: r.outcome,
      version: r.version,
      counted: r.counted,
      createdAt: r.created_at,
      updatedAt: r.updated_at,
    })),
  };
}
