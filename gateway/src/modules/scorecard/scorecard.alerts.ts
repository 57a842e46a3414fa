import type { Context, Viewer } from '../../graphql/context.js';
import type { KeyVote } from '../key-vote/key-vote.entity.js';
import { OrganizationPosition, VotePosition } from '../key-vote/key-vote.enums.js';
import { myRepresentativesOrNull } from '../representative/representative.service.js';

const SHORT_TITLE: Record<string, string> = { Representative: 'Rep.', Senator: 'Sen.', Delegate: 'Del.', 'Resident Commissioner': 'Res. Comm.' };

const VOTED: Record<VotePosition, string> = {
  [VotePosition.YEA]: 'voted Yea',
  [VotePosition.NAY]: 'voted Nay',
  [VotePosition.PRESENT]: 'voted Present',
  [VotePosition.NOT_VOTING]: 'did not vote',
};

const OURS: Record<OrganizationPosition, string> = {
  [OrganizationPosition.SUPPORT]: 'we supported',
  [OrganizationPosition.OPPOSE]: 'we opposed',
  [OrganizationPosition.OTHER]: 'we took no position',
};

export interface VoterLine {
  /** 'Rep. Jane Doe' */
  who: string;
  position: VotePosition;
}

/**
 * "Rep. X voted Yea on H.R. 4 — we opposed"; two senators: "Sen. A voted Yea and Sen. B voted Nay
 * on S. 5 — we supported" (one clause each, in the order given).
 */
export function voteSentence(voters: VoterLine[], billId: string, organizationPosition: OrganizationPosition): string {
  if (!voters.length) return `Your legislators have no recorded vote on ${billId} — ${OURS[organizationPosition]}`;
  const clauses = voters.map((v) => (v.position === VotePosition.NOT_VOTING ? `${v.who} did not vote` : `${v.who} ${VOTED[v.position]}`));
  return `${clauses.join(' and ')} on ${billId} — ${OURS[organizationPosition]}`;
}

/** The sentence for one member and one roll call: their legislators now, with their positions on it. */
export async function legislatorVoteSentence(ctx: Context, viewer: Viewer, keyVote: KeyVote, rollCallId: string): Promise<string> {
  const mine = await myRepresentativesOrNull(ctx, viewer);
  const people = mine ? [...mine.representatives, ...mine.senators] : [];
  const rows: { legislator_id: string; position: VotePosition }[] = people.length
    ? await ctx.dataSource.query('SELECT legislator_id, position FROM legislator_votes WHERE roll_call_id = $1 AND legislator_id = ANY($2::uuid[])', [rollCallId, people.map((p) => p.id)])
    : [];
  const voters = people.flatMap((p) => {
    const row = rows.find((r) => r.legislator_id === p.id);
    return row ? [{ who: `${SHORT_TITLE[p.role] ?? p.role} ${p.name.full}`, position: row.position }] : [];
  });
  return voteSentence(voters, keyVote.billId, keyVote.organizationPosition);
}
