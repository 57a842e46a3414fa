import type { Request } from 'express';
import { representativeForm } from '../representative/representative.rest.js';

/** REST form of SPEC §3 Key vote (raw: snake_case, positions YEA/NAY/PRESENT/NOT_VOTING), for rest/routes.ts. */

type Gql = Record<string, any>;
const lower = (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v);
const upper = (v: unknown) => (typeof v === 'string' ? v.toUpperCase() : v);
const chamber = (c: unknown) => (c === 'HOUSE' ? 'house' : c === 'SENATE' ? 'senate' : c);

export const body = (req: Request): Record<string, any> => (req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {});

export function defined(vars: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(vars).filter(([, v]) => v !== undefined));
}

/** A query-string integer; an invalid one passes through as text so GraphQL answers 400. */
export function intParam(v: unknown): unknown {
  if (v === undefined || v === '') return undefined;
  return typeof v === 'string' && /^-?\d{1,9}$/.test(v) ? Number(v) : v;
}

export const keyVoteForm = (k: Gql | null) =>
  k && {
    id: k.id,
    title: k.title,
    description: k.description,
    bill_id: k.billId,
    congress_number: k.congressNumber,
    vote_date: k.voteDate,
    organization_position: lower(k.organizationPosition),
    outcome: k.outcome,
    likes: k.likes,
    has_liked: k.hasLiked,
    can_edit: k.viewerCan?.edit ?? false,
    created_at: k.createdAt,
    updated_at: k.updatedAt,
    roll_calls: (k.tallies ?? []).map((t: Gql) => ({
      roll_call_id: t.rollCallId,
      vote_id: t.voteId,
      chamber: chamber(t.chamber),
      date: t.date,
      question: t.question,
      result: t.result,
      yea: t.yea,
      nay: t.nay,
      present: t.present,
      not_voting: t.notVoting,
      vice_president: t.vicePresident,
    })),
    ...(k.legislatorVotes
      ? {
          legislator_votes: k.legislatorVotes.map((v: Gql) => ({
            vote_id: v.voteId,
            chamber: chamber(v.chamber),
            voter_id: v.voterId,
            legislator_id: v.legislatorId,
            bioguide_id: v.bioguideId,
            display_name: v.displayName,
            party: v.party,
            state: v.state,
            vote_position: v.position,
          })),
        }
      : {}),
    ...(k.myLegislators !== undefined
      ? {
          my_legislators:
            k.myLegislators &&
            k.myLegislators.map((m: Gql) => ({ legislator: representativeForm(m.legislator), vote_position: m.position, vote_id: m.voteId, date: m.date })),
        }
      : {}),
  };

export function updateKeyVoteInput(req: Request) {
  const b = body(req);
  return defined({ title: b.title, description: b.description });
}

export function createKeyVoteInput(req: Request) {
  const b = body(req);
  return defined({
    rollCallId: b.roll_call_id ?? b.rollCallId,
    billId: b.bill_id ?? b.billId ?? b.billNumber,
    organizationPosition: upper(b.organization_position ?? b.organizationPosition),
    title: b.title,
    description: b.description,
    congressNumber: intParam(b.congress_number ?? b.congressNumber ?? b.congress),
  });
}

/** An imported roll call in Add Key Vote's search (snake_case like the key vote form). */
export const rollCallForm = (r: Gql) => ({
  id: r.id,
  vote_id: r.voteId,
  chamber: r.chamber === 'h' || r.chamber === 'HOUSE' ? 'house' : 'senate',
  congress: r.congress,
  session: r.session,
  number: r.number,
  date: r.date,
  question: r.question,
  subject: r.subject,
  result: r.result,
  bill_id: r.billId,
  bill_congress: r.billCongress,
  yea: r.tally.yea,
  nay: r.tally.nay,
  present: r.tally.present,
  not_voting: r.tally.notVoting,
  vice_president: r.tally.vicePresident,
  key_vote: r.keyVote && { id: r.keyVote.id, title: r.keyVote.title },
});
