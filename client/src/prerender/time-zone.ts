import type { CalendarOf } from '../components/dates';

/**
 * A member's time zone for a page the gateway draws (auth/time-zone-cookie.ts writes it): its dates'
 * calendar parts there, read with Intl on the server (the browser writes its own without Intl,
 * components/dates.ts). One formatter per zone, made when first asked for; an unknown zone gives
 * undefined, and the page is dated in the server's zone, as before.
 */
const calendars = new Map<string, CalendarOf | null>();

export function calendarIn(timeZone: string | undefined): CalendarOf | undefined {
  if (!timeZone || !/^[A-Za-z][\w+/-]{0,63}$/.test(timeZone)) return undefined;
  let calendar = calendars.get(timeZone);
  if (calendar === undefined) {
    calendar = makeCalendar(timeZone);
    // Every zone Intl knows is a few hundred entries; names it does not know are not kept.
    if (calendar) calendars.set(timeZone, calendar);
  }
  return calendar ?? undefined;
}

function makeCalendar(timeZone: string): CalendarOf | null {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' });
  } catch {
    return null;
  }
  return (date) => {
    const parts: Record<string, number> = {};
    for (const { type, value } of format.formatToParts(date)) if (type !== 'literal') parts[type] = Number(value);
    return { year: parts.year!, month: parts.month! - 1, day: parts.day!, hour: parts.hour! % 24, minute: parts.minute! };
  };
}
