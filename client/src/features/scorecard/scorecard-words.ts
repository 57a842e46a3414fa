import type { VoteAlignment } from '../../__generated__/types';
import { formatCalendarDay } from '../../components/dates';
import type { Scorecard_CardFragment } from './scorecard.generated';

export type Card = Scorecard_CardFragment;
export type CardVote = Card['votes'][number];

export const ALIGNMENT_LABEL: Record<VoteAlignment, string> = {
  WITH_US: 'With us',
  AGAINST_US: 'Against us',
  NO_VOTE: 'Present or did not vote (not counted)',
  NO_POSITION: 'No position taken (not counted)',
  NOT_YET: 'No vote in their chamber yet',
};

export const ALIGNMENT_COLOR: Record<VoteAlignment, string> = {
  WITH_US: '#1b5e20',
  AGAINST_US: '#b71c1c',
  NO_VOTE: '#616161',
  NO_POSITION: '#616161',
  NOT_YET: '#616161',
};

/** A vote's day, '2025-07-03' → 'Jul 3, 2025' (SPEC §9 short form); 'No date' without one. */
export function shortDate(iso: string | null | undefined): string {
  return iso ? formatCalendarDay(iso, 'short') : 'No date';
}

export const percentText = (p: number | null | undefined) => (p === null || p === undefined ? 'Not yet scored' : `${Number.isInteger(p) ? p : p.toFixed(1)}%`);

/** 'Rep. Terri A. Sewell (D-AL-7)', 'Sen. Katie Boyd Britt (R-AL)'. */
export function legislatorLabel(l: Card['legislator']): string {
  const party = l.party ? l.party.charAt(0) : '?';
  const seat = l.district === null || l.district === undefined ? l.state : l.district === 0 ? `${l.state}-AL` : `${l.state}-${l.district}`;
  return `${l.shortTitle ? `${l.shortTitle} ` : ''}${l.name} (${party}-${seat})`;
}

/** The sentence a screen reader reads for the whole scorecard. */
export function alignmentSentence(card: Card): string {
  const a = card.alignment;
  if (a.counted === 0) return a.keyVotes === 0 ? 'No key votes yet' : 'No key vote counts yet';
  return `Voted with us on ${a.agreed} of ${a.counted} counted key votes (${percentText(a.percent)}) in the ${a.congress}th Congress`;
}

/** The votes that happened (their chamber voted), oldest first: the ones the over-time chart draws. */
export const votedOn = (card: Card): CardVote[] => card.votes.filter((v) => v.alignment !== 'NOT_YET');
