import { formatLongDate } from '../legislator/shared';

/**
 * A roll call as people say it: "House Roll Call 145, May 22, 2025", not its data id
 * ("h145-119.2025": chamber, number, Congress and session). Issue #14.
 */
export function rollCallName(rollCall: { chamber: string; voteId: string; date: string | null | undefined }): string {
  const chamber = rollCall.chamber === 'SENATE' ? 'Senate' : 'House';
  const number = /^[hs](\d+)-/i.exec(rollCall.voteId)?.[1];
  const name = number ? `${chamber} Roll Call ${Number(number)}` : `${chamber} roll call`;
  return rollCall.date ? `${name}, ${formatLongDate(rollCall.date.slice(0, 10))}` : name;
}
