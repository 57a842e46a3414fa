/**
 * A roll call as people name it: 'House Roll Call 145, May 22, 2025' (the date in Eastern time,
 * where Congress sits). The one formatter for roll-call names on the client; the chamber comes
 * from the schema's Chamber enum (HOUSE / SENATE).
 */
const eastern = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'America/New_York' });

export function rollCallName(rc: { chamber: string; number: number; date: string | Date }): string {
  const chamber = rc.chamber === 'SENATE' || rc.chamber === 's' ? 'Senate' : 'House';
  const date = new Date(rc.date);
  return `${chamber} Roll Call ${rc.number}${Number.isNaN(date.getTime()) ? '' : `, ${eastern.format(date)}`}`;
}

/** 119 → '119th', 121 → '121st', 112 → '112th'. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}
