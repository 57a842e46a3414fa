import type { Context, Viewer } from '../../graphql/context.js';
import type { KeyVote } from '../key-vote/key-vote.entity.js';
import { Chamber, OrganizationPosition, VotePosition } from '../key-vote/key-vote.enums.js';
import { toRepresentative } from '../representative/representative.service.js';
import { CampaignChannel, CampaignOutcome, REACHED, VoteAlignment } from './campaign.enums.js';
import type { CampaignContactVote } from './campaign.types.js';

const SHORT_TITLE: Record<string, string> = { Representative: 'Rep.', Senator: 'Sen.', Delegate: 'Del.', 'Resident Commissioner': 'Res. Comm.' };

/** How a vote stands against the organization's position. */
export function alignmentOf(organization: OrganizationPosition, position: VotePosition | null): VoteAlignment {
  if (!position) return VoteAlignment.NOT_YET;
  if (position === VotePosition.PRESENT || position === VotePosition.NOT_VOTING) return VoteAlignment.NO_VOTE;
  if (organization === OrganizationPosition.OTHER) return VoteAlignment.NO_POSITION;
  const yes = position === VotePosition.YEA;
  return yes === (organization === OrganizationPosition.SUPPORT) ? VoteAlignment.WITH_US : VoteAlignment.AGAINST_US;
}

/** 'called', 'left a voicemail for', 'wrote to', 'sent a letter to' — joined: 'called and wrote to'. */
export function contactVerbs(actions: { channel: CampaignChannel; outcome: CampaignOutcome }[]): string {
  const verbs: string[] = [];
  const has = (channel: CampaignChannel, outcome?: CampaignOutcome) => actions.some((a) => a.channel === channel && (!outcome || a.outcome === outcome));
  if (has(CampaignChannel.CALL, CampaignOutcome.CONTACTED)) verbs.push('called');
  else if (has(CampaignChannel.CALL, CampaignOutcome.VOICEMAIL)) verbs.push('left a voicemail for');
  if (has(CampaignChannel.WRITE)) verbs.push('wrote to');
  if (has(CampaignChannel.LETTER)) verbs.push('sent a letter to');
  return verbs.length <= 2 ? verbs.join(' and ') : `${verbs.slice(0, -1).join(', ')} and ${verbs[verbs.length - 1]}`;
}

const PRONOUN: Record<string, string> = { F: 'she', M: 'he' };

/** "You called Rep. Robert Aderholt; he voted with us." */
export function contactSentence(opts: { verbs: string; who: string; gender: string | null; alignment: VoteAlignment; position: VotePosition | null }): string {
  const pronoun = (opts.gender && PRONOUN[opts.gender]) || 'they';
  const clause: Record<VoteAlignment, string> = {
    [VoteAlignment.WITH_US]: `${pronoun} voted with us`,
    [VoteAlignment.AGAINST_US]: `${pronoun} voted against us`,
    [VoteAlignment.NO_VOTE]: opts.position === VotePosition.PRESENT ? `${pronoun} voted present` : `${pronoun} did not vote`,
    [VoteAlignment.NO_POSITION]: `${pronoun} voted ${opts.position === VotePosition.YEA ? 'yes' : 'no'}`,
    [VoteAlignment.NOT_YET]: 'the vote is not in yet',
  };
  return `You ${opts.verbs} ${opts.who}; ${clause[opts.alignment]}.`;
}

/**
 * KeyVote.myCampaignContacts: the legislators the member reached through the key vote's campaign
 * (contacted or voicemail, any channel), each with how they voted once the roll call in their
 * chamber is imported. null when the key vote has no campaign; empty when the member reached nobody.
 */
export async function myCampaignContacts(ctx: Context, viewer: Viewer | null, keyVote: KeyVote): Promise<CampaignContactVote[] | null> {
  if (!viewer) return null;
  const campaign = await ctx.loaders.campaignByKeyVoteId.load(keyVote.id);
  if (!campaign) return null;
  const reached = (await ctx.loaders.myActionsByCampaignId.load(campaign.id)).filter((a) => REACHED.includes(a.outcome));
  const byLegislator = new Map<string, typeof reached>();
  for (const a of reached) byLegislator.set(a.legislatorId, [...(byLegislator.get(a.legislatorId) ?? []), a]);
  const out: CampaignContactVote[] = [];
  for (const [legislatorId, actions] of byLegislator) {
    const [legislator, term] = await Promise.all([ctx.loaders.legislatorById.load(legislatorId), ctx.loaders.currentTermByLegislatorId.load(legislatorId)]);
    if (!legislator || !term) continue;
    const chamber = actions[0]!.chamber as Chamber;
    const found = await ctx.loaders.positionByKeyVoteAndLegislator.load(`${keyVote.id}|${legislatorId}|${chamber}`);
    const position = found?.position ?? null;
    const rep = toRepresentative(legislator, term);
    const alignment = alignmentOf(keyVote.organizationPosition, position);
    out.push({
      id: `${campaign.id}:${legislator.bioguideId}`,
      legislator: rep,
      channels: [...new Set(actions.map((a) => a.channel))],
      position,
      alignment,
      sentence: contactSentence({ verbs: contactVerbs(actions), who: `${SHORT_TITLE[rep.role] ?? rep.role} ${rep.name.full}`, gender: legislator.gender, alignment, position }),
    });
  }
  return out.sort((a, b) => (a.legislator.role === 'Senator' ? 1 : 0) - (b.legislator.role === 'Senator' ? 1 : 0) || a.legislator.name.last.localeCompare(b.legislator.name.last));
}
