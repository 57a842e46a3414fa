import { DomainError, badInput } from '../../errors/errors.js';
import type { Context, Viewer } from '../../graphql/context.js';
import { getKeyVote } from '../key-vote/key-vote.service.js';
import type { KeyVote } from '../key-vote/key-vote.entity.js';
import { Chamber } from '../key-vote/key-vote.enums.js';
import { Address } from '../member/address.entity.js';
import { getOrCreateProfile } from '../member/member.service.js';
import { publicDisplayName } from '../member/member.policy.js';
import { emitNotification } from '../notification/notification.events.js';
import { districtLabel } from './campaign.places.js';
import { myRepresentativesOrNull } from '../representative/representative.service.js';
import type { Representative } from '../representative/representative.types.js';
import type { CampaignAction } from './campaign-action.entity.js';
import type { Campaign } from './campaign.entity.js';
import { CampaignOutcome, CampaignStatus, OfficeKind, REACHED, TargetStatus } from './campaign.enums.js';
import type { CampaignActionInput, CampaignInput, CampaignScriptsInput } from './campaign.inputs.js';
import { canManageCampaigns, countsActions, mayAct, maySee } from './campaign.policy.js';
import { checkPlaceholders, fillScript, MISSING, POSITION_VERB, SAMPLE_MEMBER, type ScriptValues } from './campaign.scripts.js';
import type {
  ActionCampaign,
  CampaignActionResult,
  CampaignOffice,
  CampaignOutcomeRecord,
  CampaignPreview,
  CampaignProgress,
  CampaignSettings,
  CampaignTarget,
  CampaignVacancy,
  CampaignVersionView,
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

const LIMITS = { positionText: 4000, callScript: 4000, messageScript: 8000 } as const;
const LABELS = { positionText: 'position text', callScript: 'call script', messageScript: 'message script' } as const;

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

async function campaignOf(ctx: Context, keyVoteId: string): Promise<{ keyVote: KeyVote; campaign: Campaign | null }> {
  const keyVote = await getKeyVote(ctx, keyVoteId);
  return { keyVote, campaign: await ctx.loaders.campaignByKeyVoteId.load(keyVote.id) };
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

const scriptValues = (keyVote: KeyVote, member: Pick<ScriptValues, 'member_name' | 'member_city' | 'member_zip'>, legislator: string): ScriptValues => ({
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

// ── The staff side ─────────────────────────────────────────────────────────────────────────────

interface CleanCampaign {
  positionText: string;
  callScript: string;
  messageScript: string;
  chambers: Chamber[];
}

function cleanText(field: keyof typeof LIMITS, value: string | null | undefined): string {
  const text = (value ?? '').replace(/\r\n/g, '\n').trim();
  if (!text) throw badInput(CAMPAIGN_MESSAGES.empty(LABELS[field]), { field });
  if (text.length > LIMITS[field]) throw badInput(CAMPAIGN_MESSAGES.tooLong(LABELS[field], LIMITS[field]), { field });
  return text;
}

/** Validates a campaign's words and chambers: every rule before anything is written. */
export function cleanCampaign(input: Pick<CampaignInput, 'positionText' | 'callScript' | 'messageScript' | 'chambers'>): CleanCampaign {
  const positionText = cleanText('positionText', input.positionText);
  const callScript = cleanText('callScript', input.callScript);
  const messageScript = cleanText('messageScript', input.messageScript);
  checkPlaceholders('callScript', LABELS.callScript, callScript);
  checkPlaceholders('messageScript', LABELS.messageScript, messageScript);
  const chambers = [Chamber.HOUSE, Chamber.SENATE].filter((c) => (input.chambers ?? []).includes(c));
  if (!chambers.length) throw badInput(CAMPAIGN_MESSAGES.chambers, { field: 'chambers' });
  return { positionText, callScript, messageScript, chambers };
}

const sameChambers = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((c) => b.includes(c));
const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * PUT /api/key-votes/{id}/campaign: opens a campaign on a key vote, or edits it. Each save that
 * changes something is a new version (kept in campaign_versions); actions record the version they
 * used. Members whose legislators it targets hear about it when it opens (the 'take action'
 * notification, at its opening time: a later opening time or other chambers schedule it again,
 * and nobody hears twice).
 */
export async function saveCampaign(ctx: Context, viewer: Viewer, keyVoteId: string, input: CampaignInput): Promise<CampaignSettingsView> {
  if (!canManageCampaigns(viewer)) throw new DomainError('FORBIDDEN', CAMPAIGN_MESSAGES.onlyStaff);
  const keyVote = await getKeyVote(ctx, keyVoteId);
  const clean = cleanCampaign(input);
  await getOrCreateProfile(ctx, viewer);
  await ctx.dataSource.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`campaign:${keyVote.id}`]);
    const [existing]: { id: string; version: number; position_text: string; call_script: string; message_script: string; chambers: Chamber[]; opens_at: Date; closes_at: Date | null }[] =
      await tx.query('SELECT id, version, position_text, call_script, message_script, chambers, opens_at, closes_at FROM campaigns WHERE key_vote_id = $1', [keyVote.id]);
    const now = new Date();
    const opensAt = input.opensAt ?? existing?.opens_at ?? now;
    const closesAt = input.closesAt === undefined ? (existing?.closes_at ?? null) : input.closesAt;
    if (closesAt && closesAt <= opensAt) throw badInput(CAMPAIGN_MESSAGES.window, { field: 'closesAt' });
    if (!existing && closesAt && closesAt <= now) throw badInput(CAMPAIGN_MESSAGES.closesInPast, { field: 'closesAt' });
    if (
      existing &&
      existing.position_text === clean.positionText &&
      existing.call_script === clean.callScript &&
      existing.message_script === clean.messageScript &&
      sameChambers(existing.chambers, clean.chambers) &&
      sameTime(existing.opens_at, opensAt) &&
      sameTime(existing.closes_at, closesAt)
    ) {
      return;
    }
    const version = existing ? existing.version + 1 : 1;
    const params = [clean.positionText, clean.callScript, clean.messageScript, clean.chambers, opensAt, closesAt, viewer.id];
    let id: string;
    if (existing) {
      id = existing.id;
      await tx.query(
        `UPDATE campaigns SET position_text = $1, call_script = $2, message_script = $3, chambers = $4, opens_at = $5, closes_at = $6, updated_by = $7,
                version = $8, updated_at = now() WHERE id = $9`,
        [...params, version, id],
      );
    } else {
      [{ id }] = await tx.query(
        `INSERT INTO campaigns (position_text, call_script, message_script, chambers, opens_at, closes_at, created_by, updated_by, key_vote_id, version)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8, 1) RETURNING id`,
        [...params, keyVote.id],
      );
    }
    await tx.query(
      `INSERT INTO campaign_versions (campaign_id, version, position_text, call_script, message_script, chambers, opens_at, closes_at, edited_by)
       VALUES ($8, $9, $1, $2, $3, $4, $5, $6, $7)`,
      [...params, id, version],
    );
    const reschedule = !existing || !sameTime(existing.opens_at, opensAt) || !sameChambers(existing.chambers, clean.chambers);
    if (reschedule) {
      await emitNotification(
        tx,
        { type: 'take_action', campaignId: id, keyVoteId: keyVote.id, actorId: viewer.id },
        { startAfter: opensAt > now ? opensAt : undefined, jobKey: `${opensAt.toISOString()}:${clean.chambers.join('')}` },
      );
    }
  });
  ctx.loaders.campaignByKeyVoteId.clear(keyVote.id);
  return (await campaignSettings(ctx, viewer, keyVote.id))!;
}

export interface CampaignSettingsView extends Omit<CampaignSettings, 'versions' | 'preview'> {
  campaign: Campaign;
  keyVote: KeyVote;
}

/** The campaign on a key vote as staff edit it, or null before one is opened. */
export async function campaignSettings(ctx: Context, viewer: Viewer, keyVoteId: string): Promise<CampaignSettingsView | null> {
  if (!canManageCampaigns(viewer)) throw new DomainError('FORBIDDEN', CAMPAIGN_MESSAGES.onlyStaff);
  const { keyVote, campaign } = await campaignOf(ctx, keyVoteId);
  if (!campaign) return null;
  return {
    id: campaign.id,
    keyVoteId: keyVote.id,
    version: campaign.version,
    status: statusOf(campaign),
    positionText: campaign.positionText,
    callScript: campaign.callScript,
    messageScript: campaign.messageScript,
    chambers: campaign.chambers,
    opensAt: campaign.opensAt,
    closesAt: campaign.closesAt,
    createdAt: campaign.createdAt,
    updatedAt: campaign.updatedAt,
    campaign,
    keyVote,
  };
}

export async function campaignVersions(ctx: Context, campaignId: string): Promise<CampaignVersionView[]> {
  const rows: {
    version: number;
    position_text: string;
    call_script: string;
    message_script: string;
    chambers: Chamber[];
    opens_at: Date;
    closes_at: Date | null;
    created_at: Date;
    username: string | null;
    show_real_name: boolean | null;
  }[] = await ctx.dataSource.query(
    `SELECT v.version, v.position_text, v.call_script, v.message_script, v.chambers, v.opens_at, v.closes_at, v.created_at, m.username, m.show_real_name
       FROM campaign_versions v LEFT JOIN members m ON m.id = v.edited_by
      WHERE v.campaign_id = $1 ORDER BY v.version DESC`,
    [campaignId],
  );
  return rows.map((r) => {
    const shown = r.show_real_name === null ? 'Anonymous' : publicDisplayName({ username: r.username, showRealName: r.show_real_name });
    return {
      version: r.version,
      positionText: r.position_text,
      callScript: r.call_script,
      messageScript: r.message_script,
      chambers: r.chambers,
      opensAt: r.opens_at,
      closesAt: r.closes_at,
      savedAt: r.created_at,
      savedBy: shown === 'Anonymous' ? 'A staff member' : shown,
    };
  });
}

/** The scripts filled for the sample member: staff see what a member will read (nothing is counted or saved). */
export function previewScripts(keyVote: KeyVote, scripts: Pick<CampaignScriptsInput, 'callScript' | 'messageScript'>): CampaignPreview {
  checkPlaceholders('callScript', LABELS.callScript, scripts.callScript ?? '');
  checkPlaceholders('messageScript', LABELS.messageScript, scripts.messageScript ?? '');
  const values = scriptValues(keyVote, { member_name: SAMPLE_MEMBER.name, member_city: SAMPLE_MEMBER.city, member_zip: SAMPLE_MEMBER.zip }, SAMPLE_MEMBER.legislator);
  return {
    sampleMember: `${SAMPLE_MEMBER.name}, ${SAMPLE_MEMBER.city} ${SAMPLE_MEMBER.zip}, writing to ${SAMPLE_MEMBER.legislator}`,
    callScript: fillScript(scripts.callScript ?? '', values),
    messageScript: fillScript(scripts.messageScript ?? '', values),
  };
}

/** campaignScriptPreview: the live preview of scripts being written. */
export async function previewCampaignScripts(ctx: Context, viewer: Viewer, keyVoteId: string, scripts: CampaignScriptsInput): Promise<CampaignPreview> {
  if (!canManageCampaigns(viewer)) throw new DomainError('FORBIDDEN', CAMPAIGN_MESSAGES.onlyStaff);
  return previewScripts(await getKeyVote(ctx, keyVoteId), scripts);
}

/** For the results and the member-level rows: the campaign, or NOT_FOUND before one is opened. */
export async function requireCampaign(ctx: Context, keyVoteId: string): Promise<{ keyVote: KeyVote; campaign: Campaign }> {
  const { keyVote, campaign } = await campaignOf(ctx, keyVoteId);
  if (!campaign) throw new DomainError('NOT_FOUND', CAMPAIGN_MESSAGES.noCampaign, { status: 'none' });
  return { keyVote, campaign };
}

