import { DomainError, badInput } from '../../errors/errors.js';
import type { Context, Viewer } from '../../graphql/context.js';
import { getKeyVote } from '../key-vote/key-vote.service.js';
import type { KeyVote } from '../key-vote/key-vote.entity.js';
import { Chamber } from '../key-vote/key-vote.enums.js';
import { getOrCreateProfile } from '../member/member.service.js';
import { publicDisplayName } from '../member/member.policy.js';
import { emitNotification } from '../notification/notification.events.js';
import type { Campaign } from './campaign.entity.js';
import type { CampaignInput, CampaignScriptsInput } from './campaign.inputs.js';
import { canManageCampaigns } from './campaign.policy.js';
import { checkPlaceholders, fillScript, SAMPLE_MEMBER } from './campaign.scripts.js';
import { CAMPAIGN_MESSAGES, campaignOf, scriptValues, statusOf } from './campaign.service.js';
import type { CampaignPreview, CampaignSettings, CampaignVersionView } from './campaign.types.js';

// ── The staff side ─────────────────────────────────────────────────────────────────────────────

const LIMITS = { positionText: 4000, callScript: 4000, messageScript: 8000 } as const;
const LABELS = { positionText: 'position text', callScript: 'call script', messageScript: 'message script' } as const;

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
