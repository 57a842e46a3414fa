import type { CalendarOf } from '../components/dates';

/**
 * A member's time zone for a page the gateway draws (auth/time-zone-cookie.ts writes it): its dates'
 * calendar parts there, read with Intl on the server (the browser writes its own without Intl,
 * components/dates.ts). One formatter per zone, made when first asked for; an unknown zone gives
 * undefined, and the page is dated in the server's zone, as before.
 */
const calendars = new Map<string, CalendarOf>();

export function calendarIn(timeZone: string | undefined): CalendarOf | undefined {
  if (!timeZone || !/^[A-Za-z][\w+/-]{0,63}$/.test(timeZone)) return undefined;
  const kept = calendars.get(timeZone);
  if (kept) return kept;
  const made = makeCalendar(timeZone);
  // Kept under the zone's own name only (what a browser sends): a few hundred entries at most,
  // however many other spellings (Intl ignores case) or unknown names cookies carry.
  if (made?.canonical === timeZone) calendars.set(timeZone, made.calendar);
  return made?.calendar;
}

function makeCalendar(timeZone: string): { calendar: CalendarOf; canonical: string } | null {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' });
  } catch {
    return null;
  }
  const calendar: CalendarOf = (date) => {
    const parts: Record<string, number> = {};
    for (const { type, value } of format.formatToParts(date)) if (type !== 'literal') parts[type] = Number(value);
    return { year: parts.year!, month: parts.month! - 1, day: parts.day!, hour: parts.hour! % 24, minute: parts.minute! };
  };
  return { calendar, canonical: format.resolvedOptions().timeZone };
}
