import { DomainError } from '../../errors/errors.js';
import type { Context, Viewer } from '../../graphql/context.js';
import { getKeyVote } from '../key-vote/key-vote.service.js';
import type { KeyVote } from '../key-vote/key-vote.entity.js';
import { Chamber } from '../key-vote/key-vote.enums.js';
import { Address } from '../member/address.entity.js';
import { getOrCreateProfile } from '../member/member.service.js';
import { districtLabel } from './campaign.places.js';
import { myRepresentativesOrNull } from '../representative/representative.service.js';
import type { Representative } from '../representative/representative.types.js';
import type { CampaignAction } from './campaign-action.entity.js';
import type { Campaign } from './campaign.entity.js';
import { CampaignOutcome, CampaignStatus, OfficeKind, REACHED, TargetStatus } from './campaign.enums.js';
import type { CampaignActionInput } from './campaign.inputs.js';
import { countsActions, mayAct, maySee } from './campaign.policy.js';
import { fillScript, MISSING, POSITION_VERB, type ScriptValues } from './campaign.scripts.js';
import type {
  ActionCampaign,
  CampaignActionResult,
  CampaignOffice,
  CampaignOutcomeRecord,
  CampaignProgress,
  CampaignTarget,
  CampaignVacancy,
} from './campaign.types.js';

export const CAMPAIGN_MESSAGES = {
  none: 'No campaign is open on this key vote.',
  notYet: 'The campaign on this key vote has not opened yet.',
  closed: 'This campaign has closed: it takes no more actions.',
  noCampaign: 'There is no campaign on this key vote yet.',
  address: 'Please save your address first: your legislators are found from it.',
  notATarget: (bioguide: string) => `${bioguide} is not one of your legislators for this campaign: you can only record contacts with the legislators shown to you.`,
  onlyStaff: 'Only staff members can open or edit campaigns.',
  empty: (label: string) => `The ${label} cannot be empty.`,
  tooLong: (label: string, max: number) => `The ${label} may be at most ${max} characters long.`,
  chambers: 'Choose the House, the Senate or both.',
  window: 'The closing time must be after the opening time.',
  closesInPast: 'The closing time must be in the future.',
} as const;

// ── Status ─────────────────────────────────────────────────────────────────────────────────────

export function statusOf(c: Pick<Campaign, 'opensAt' | 'closesAt'>, now = new Date()): CampaignStatus {
  if (now < c.opensAt) return CampaignStatus.SCHEDULED;
  if (c.closesAt && now >= c.closesAt) return CampaignStatus.CLOSED;
  return CampaignStatus.OPEN;
}

/** A campaign as the member sees it, with what its field resolvers need. */
export interface ActionCampaignView extends ActionCampaign {
  campaign: Campaign;
  keyVote: KeyVote;
}

export async function campaignOf(ctx: Context, keyVoteId: string): Promise<{ keyVote: KeyVote; campaign: Campaign | null }> {
  const keyVote = await getKeyVote(ctx, keyVoteId);
  return { keyVote, campaign: await ctx.loaders.campaignByKeyVoteId.load(keyVote.id) };
}

/** For the results and the member-level rows: the campaign, or NOT_FOUND before one is opened. */
export async function requireCampaign(ctx: Context, keyVoteId: string): Promise<{ keyVote: KeyVote; campaign: Campaign }> {
  const { keyVote, campaign } = await campaignOf(ctx, keyVoteId);
  if (!campaign) throw new DomainError('NOT_FOUND', CAMPAIGN_MESSAGES.noCampaign, { status: 'none' });
  return { keyVote, campaign };
}

// ── The member's side ──────────────────────────────────────────────────────────────────────────

/** What the placeholders about the member become: their display name, their address's city and ZIP code. */
async function memberValues(ctx: Context, viewer: Viewer): Promise<Pick<ScriptValues, 'member_name' | 'member_city' | 'member_zip'>> {
  const [member, address] = await Promise.all([ctx.loaders.memberById.load(viewer.id), ctx.dataSource.getRepository(Address).findOneBy({ memberId: viewer.id })]);
  return {
    member_name: member?.username ?? MISSING.member_name,
    member_city: address?.city ?? MISSING.member_city,
    member_zip: address?.zipCode.slice(0, 5) ?? MISSING.member_zip,
  };
}

const memberValuesMemo = new WeakMap<Context, Promise<Pick<ScriptValues, 'member_name' | 'member_city' | 'member_zip'>>>();
function memberValuesOf(ctx: Context, viewer: Viewer) {
  let answer = memberValuesMemo.get(ctx);
  if (!answer) memberValuesMemo.set(ctx, (answer = memberValues(ctx, viewer)));
  return answer;
}

export const scriptValues = (keyVote: KeyVote, member: Pick<ScriptValues, 'member_name' | 'member_city' | 'member_zip'>, legislator: string): ScriptValues => ({
  ...member,
  legislator,
  bill: keyVote.billId,
  position: POSITION_VERB[keyVote.organizationPosition],
});

async function toView(ctx: Context, viewer: Viewer, keyVote: KeyVote, campaign: Campaign, status: CampaignStatus): Promise<ActionCampaignView> {
  const values = scriptValues(keyVote, await memberValuesOf(ctx, viewer), MISSING.legislator);
  return {
    id: campaign.id,
    keyVoteId: keyVote.id,
    keyVoteTitle: keyVote.title,
    bill: keyVote.billId,
    organizationPosition: keyVote.organizationPosition,
    positionText: campaign.positionText,
    callScript: fillScript(campaign.callScript, values),
    messageScript: fillScript(campaign.messageScript, values),
    version: campaign.version,
    status,
    preview: status === CampaignStatus.SCHEDULED,
    actionsCounted: countsActions(viewer, status),
    chambers: campaign.chambers,
    opensAt: campaign.opensAt,
    closesAt: campaign.closesAt,
    campaign,
    keyVote,
  };
}

/**
 * GET /api/key-votes/{id}/campaign: the open campaign for the signed-in member (staff also see one
 * that has not opened yet, as a preview). NOT_FOUND when there is none to take part in, with the
 * reason in details.status ('none', 'scheduled', 'closed').
 */
export async function actionCampaign(ctx: Context, viewer: Viewer, keyVoteId: string): Promise<ActionCampaignView> {
  const { keyVote, campaign } = await campaignOf(ctx, keyVoteId);
  if (!campaign) throw new DomainError('NOT_FOUND', CAMPAIGN_MESSAGES.none, { status: 'none' });
  const status = statusOf(campaign);
  if (!maySee(viewer, status)) {
    throw new DomainError('NOT_FOUND', status === CampaignStatus.CLOSED ? CAMPAIGN_MESSAGES.closed : CAMPAIGN_MESSAGES.notYet, { status, keyVoteId: keyVote.id });
  }
  return toView(ctx, viewer, keyVote, campaign, status);
}

/** KeyVote.campaign: the campaign the viewer may take part in now, or null. */
export async function campaignForKeyVote(ctx: Context, viewer: Viewer | null, keyVote: KeyVote): Promise<ActionCampaignView | null> {
  if (!viewer) return null;
  const campaign = await ctx.loaders.campaignByKeyVoteId.load(keyVote.id);
  if (!campaign) return null;
  const status = statusOf(campaign);
  return maySee(viewer, status) ? toView(ctx, viewer, keyVote, campaign, status) : null;
}

/** Who a member's targets are, for one campaign, from their saved address. */
export interface TargetsAnswer {
  needsAddress: boolean;
  needsDistrictChoice: boolean;
  targets: CampaignTarget[];
  vacancies: CampaignVacancy[];
  notice: string | null;
  progress: CampaignProgress;
  /** Each target's legislator, as the representatives service found them. */
  people: Representative[];
}

/** Places without senators (DC, the territories). */
const NO_SENATORS = new Set(['DC', 'PR', 'GU', 'VI', 'AS', 'MP']);
const SHORT_TITLE: Record<string, string> = { Representative: 'Rep.', Senator: 'Sen.', Delegate: 'Del.', 'Resident Commissioner': 'Res. Comm.' };

const chamberOf = (r: Pick<Representative, 'role'>) => (r.role === 'Senator' ? Chamber.SENATE : Chamber.HOUSE);

function statusFrom(outcomes: readonly CampaignOutcome[]): TargetStatus {
  if (outcomes.some((o) => REACHED.includes(o))) return TargetStatus.CONTACTED;
  if (outcomes.includes(CampaignOutcome.SKIPPED)) return TargetStatus.SKIPPED;
  if (outcomes.includes(CampaignOutcome.UNAVAILABLE)) return TargetStatus.TRY_AGAIN;
  return TargetStatus.TO_DO;
}

export function progressOf(targets: Pick<CampaignTarget, 'myStatus'>[]): CampaignProgress {
  const contacted = targets.filter((t) => t.myStatus === TargetStatus.CONTACTED).length;
  const done = targets.filter((t) => t.myStatus === TargetStatus.CONTACTED || t.myStatus === TargetStatus.SKIPPED).length;
  return { contacted, done, total: targets.length, complete: targets.length > 0 && done === targets.length };
}

const line = (...parts: (string | null | undefined)[]) => parts.filter((p) => p && p.trim()).join(', ');

export const outcomeRecord = (a: CampaignAction): CampaignOutcomeRecord => ({
  id: a.id,
  channel: a.channel,
  outcome: a.outcome,
  version: a.version,
  counted: a.counted,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
});

async function targetOf(ctx: Context, view: ActionCampaignView, member: Awaited<ReturnType<typeof memberValues>>, rep: Representative, mine: CampaignAction[]): Promise<CampaignTarget> {
  const [term, offices] = await Promise.all([ctx.loaders.currentTermByLegislatorId.load(rep.id), ctx.loaders.districtOfficesByLegislatorId.load(rep.id)]);
  const dc: CampaignOffice[] = term && (term.phone || term.address) ? [{ kind: OfficeKind.DC, city: 'Washington', phone: term.phone, address: term.address, hours: null }] : [];
  const district: CampaignOffice[] = offices.map((o) => ({
    kind: OfficeKind.DISTRICT,
    city: o.city,
    phone: o.phone,
    address: line(o.address, o.suite, o.building, `${o.city}, ${o.state}${o.zip ? ` ${o.zip}` : ''}`),
    hours: o.hours,
  }));
  const values = scriptValues(view.keyVote, member, `${rep.role} ${rep.name.full}`);
  const outcomes = mine.filter((a) => a.legislatorId === rep.id);
  return {
    id: `${view.id}:${rep.bioguideId}`,
    bioguide: rep.bioguideId,
    name: rep.name.full,
    title: rep.role,
    shortTitle: SHORT_TITLE[rep.role] ?? rep.role,
    party: rep.party,
    chamber: chamberOf(rep),
    state: rep.state,
    district: rep.district,
    photoUrl: rep.photoUrl,
    offices: [...dc, ...district],
    contactForm: rep.contactForm,
    mailingAddress: term?.address ?? null,
    callScript: fillScript(view.campaign.callScript, values),
    messageScript: fillScript(view.campaign.messageScript, values),
    myOutcomes: outcomes.map(outcomeRecord),
    myStatus: statusFrom(outcomes.map((a) => a.outcome)),
  };
}

async function computeTargets(ctx: Context, viewer: Viewer, view: ActionCampaignView): Promise<TargetsAnswer> {
  const reps = await myRepresentativesOrNull(ctx, viewer);
  const none = { targets: [], vacancies: [], people: [], notice: null, progress: progressOf([]) };
  if (!reps) return { ...none, needsAddress: true, needsDistrictChoice: false };
  const address = await ctx.dataSource.getRepository(Address).findOneBy({ memberId: viewer.id });
  const state = address?.state ?? reps.districts[0]?.state ?? '';
  const people: Representative[] = [];
  const vacancies: CampaignVacancy[] = [];
  const notices: string[] = [];
  let needsDistrictChoice = false;
  if (view.chambers.includes(Chamber.HOUSE)) {
    if (reps.needsChoice) needsDistrictChoice = true;
    else if (reps.districts.length === 0) notices.push(reps.notice ?? 'We could not match your address to a congressional district.');
    else {
      for (const d of reps.districts) {
        const here = reps.representatives.filter((r) => r.state === d.state && r.district === d.district);
        if (here.length) people.push(...here);
        else {
          vacancies.push({
            chamber: Chamber.HOUSE,
            state: d.state,
            district: d.district,
            message: `The House seat for ${districtLabel(d.state, d.district)} is vacant: there is no representative to contact.`,
          });
        }
      }
    }
  }
  if (view.chambers.includes(Chamber.SENATE)) {
    if (NO_SENATORS.has(state)) notices.push(`${state === 'DC' ? 'Washington, DC' : state} has no senators.`);
    else {
      people.push(...reps.senators);
      if (reps.senators.length < 2) {
        vacancies.push({
          chamber: Chamber.SENATE,
          state,
          district: null,
          message: `${reps.senators.length === 0 ? 'Both' : 'One'} of ${state}'s Senate seats ${reps.senators.length === 0 ? 'are' : 'is'} vacant: there is no senator to contact for ${reps.senators.length === 0 ? 'them' : 'it'}.`,
        });
      }
    }
  }
  const [member, mine] = await Promise.all([memberValuesOf(ctx, viewer), ctx.loaders.myActionsByCampaignId.load(view.id)]);
  const targets = await Promise.all(people.map((rep) => targetOf(ctx, view, member, rep, mine)));
  return { needsAddress: false, needsDistrictChoice, targets, vacancies, notice: notices.join(' ') || null, progress: progressOf(targets), people };
}

const targetsMemo = new WeakMap<Context, Map<string, Promise<TargetsAnswer>>>();

/** The member's targets for a campaign, computed once per request (several fields read them). */
export function memberTargets(ctx: Context, viewer: Viewer, view: ActionCampaignView): Promise<TargetsAnswer> {
  let byCampaign = targetsMemo.get(ctx);
  if (!byCampaign) targetsMemo.set(ctx, (byCampaign = new Map()));
  let answer = byCampaign.get(view.id);
  if (!answer) byCampaign.set(view.id, (answer = computeTargets(ctx, viewer, view)));
  return answer;
}

/**
 * POST /api/key-votes/{id}/campaign/actions: records what came of contacting one of the member's
 * own targets through one channel; a second outcome for the same target and channel replaces the
 * first. One statement, which also checks the campaign is still open when it writes.
 */
export async function recordAction(ctx: Context, viewer: Viewer, keyVoteId: string, input: CampaignActionInput): Promise<CampaignActionResult> {
  const { keyVote, campaign } = await campaignOf(ctx, keyVoteId);
  if (!campaign) throw new DomainError('NOT_FOUND', CAMPAIGN_MESSAGES.none, { status: 'none' });
  const status = statusOf(campaign);
  if (status === CampaignStatus.CLOSED) throw new DomainError('CONFLICT', CAMPAIGN_MESSAGES.closed, { status });
  if (!mayAct(viewer, status)) throw new DomainError('NOT_FOUND', CAMPAIGN_MESSAGES.notYet, { status });
  const view = await toView(ctx, viewer, keyVote, campaign, status);
  const answer = await memberTargets(ctx, viewer, view);
  if (answer.needsAddress) throw new DomainError('FORBIDDEN', CAMPAIGN_MESSAGES.address, { reason: 'address' });
  const bioguide = (input.bioguide ?? '').trim().toUpperCase();
  const rep = answer.people.find((p) => p.bioguideId === bioguide);
  if (!rep) throw new DomainError('FORBIDDEN', CAMPAIGN_MESSAGES.notATarget(bioguide || '(none)'), { field: 'bioguide' });
  await getOrCreateProfile(ctx, viewer);
  const rows: { id: string }[] = await ctx.dataSource.query(
    `INSERT INTO campaign_actions (campaign_id, member_id, legislator_id, chamber, state, district, channel, outcome, version, counted)
     SELECT c.id, $2, $3, $4, $5, $6, $7, $8, c.version, $9 FROM campaigns c
      WHERE c.id = $1 AND (c.closes_at IS NULL OR c.closes_at > now())
     ON CONFLICT (campaign_id, member_id, legislator_id, channel) DO UPDATE
        SET outcome = EXCLUDED.outcome, version = EXCLUDED.version, counted = EXCLUDED.counted,
            chamber = EXCLUDED.chamber, state = EXCLUDED.state, district = EXCLUDED.district, updated_at = now()
     RETURNING id`,
    [campaign.id, viewer.id, rep.id, chamberOf(rep), rep.state, rep.district, input.channel, input.outcome, countsActions(viewer, status)],
  );
  if (!rows.length) throw new DomainError('CONFLICT', CAMPAIGN_MESSAGES.closed, { status: CampaignStatus.CLOSED });
  // What the member sees now: their outcomes and progress, read again.
  ctx.loaders.myActionsByCampaignId.clear(campaign.id);
  targetsMemo.get(ctx)?.delete(campaign.id);
  const now = await memberTargets(ctx, viewer, view);
  const target = now.targets.find((t) => t.bioguide === bioguide)!;
  const stored = (await ctx.loaders.myActionsByCampaignId.load(campaign.id)).find((a) => a.id === rows[0]!.id)!;
  return { ...outcomeRecord(stored), campaignId: campaign.id, bioguide, target, campaign: view };
}
