/**
 * Bill ids: the unitedstates/congress form (type 'hr', number 1) and the display form the portal
 * shows and staff type ('H.R. 1', 'S. 5', 'H.J.Res. 7'). Key votes store the display form; roll
 * calls store type and number; these two functions connect them.
 */

const DISPLAY: Record<string, string> = {
  hr: 'H.R.',
  s: 'S.',
  hjres: 'H.J.Res.',
  sjres: 'S.J.Res.',
  hconres: 'H.Con.Res.',
  sconres: 'S.Con.Res.',
  hres: 'H.Res.',
  sres: 'S.Res.',
};

export interface BillRef {
  type: string;
  number: number;
  congress?: number;
}

/** 'hr', 1 → 'H.R. 1'. Unknown types are shown upper case. */
export function formatBillId(type: string, number: number): string {
  const t = type.toLowerCase();
  return `${DISPLAY[t] ?? t.toUpperCase()} ${number}`;
}

/**
 * 'H.R. 1', 'HR1', 'hr 1', 'H.J.Res.7', 'hr1-119' → { type, number[, congress] }; null when it is
 * not a bill id. Dots, spaces and case do not matter.
 */
export function parseBillId(text: string): BillRef | null {
  const m = /^\s*([a-z.\s]+?)\s*(\d+)\s*(?:-\s*(\d{1,3}))?\s*$/i.exec(text);
  if (!m) return null;
  const type = m[1].replace(/[.\s]/g, '').toLowerCase();
  if (!(type in DISPLAY)) return null;
  const number = Number(m[2]);
  if (!Number.isSafeInteger(number) || number <= 0) return null;
  return m[3] ? { type, number, congress: Number(m[3]) } : { type, number };
}

/** The Congress sitting on a date: the 1st began in 1789, each lasts two years from 3 January. */
export function congressOn(date: Date): number {
  const year = date.getUTCFullYear();
  const startedThisYear = date.getUTCMonth() > 0 || date.getUTCDate() >= 3;
  const y = year % 2 === 1 && !startedThisYear ? year - 1 : year;
  return Math.floor((y - 1789) / 2) + 1;
}
