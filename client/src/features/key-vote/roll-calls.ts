import { formatDate } from '../../components/dates';

/**
 * A roll call as people say it: "House Roll Call 145, May 22, 2025", not its data id
 * ("h145-119.2025": chamber, number, Congress and session). Issue #14; the one formatter for
 * roll-call names on the client. A timestamp is dated in Eastern time, where Congress sits (a vote
 * at 22:00 in Washington is 03:00 UTC the next day); a bare date is taken as written.
 */
function rollCallDate(value: string | Date | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  // A bare date is read as UTC midnight: dated in UTC, it is the day written.
  const bare = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  return formatDate(date, 'long', bare ? 'UTC' : 'America/New_York');
}

/** Either the roll call's number, or its data id to read the number from. */
export function rollCallName(rollCall: { chamber: string; number?: number; voteId?: string; date: string | Date | null | undefined }): string {
  const chamber = rollCall.chamber === 'SENATE' ? 'Senate' : 'House';
  const number = rollCall.number ?? (rollCall.voteId ? Number(/^[hs](\d+)-/i.exec(rollCall.voteId)?.[1]) || undefined : undefined);
  const name = number ? `${chamber} Roll Call ${number}` : `${chamber} roll call`;
  const date = rollCallDate(rollCall.date);
  return date ? `${name}, ${date}` : name;
}

/** 119 → '119th', 121 → '121st', 112 → '112th'. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' }) as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}
