import { useEffect, useState } from 'react';
import { MESSAGES } from '../errors/messages';
import { pageMarkedReady } from './Ready';

/**
 * Dates as members read them, in US English ('Jan 5, 2025', 'January 5, 2025', 'Jan 5, 2025,
 * 3:04 PM'): the one place the client writes a date, always through Intl.DateTimeFormat('en-US')
 * (docs/decisions/0106-dates-with-intl.md). Times are ICU's text as it stands, including the space
 * it puts before AM/PM (a plain or a narrow no-break space, U+202F, as the runtime's ICU writes it).
 *
 * A moment is dated in the reader's time zone: the browser's own — except while the gateway draws a
 * member's page (prerender/member-render.tsx), which dates it in the member's zone (the `portal_tz`
 * cookie, auth/time-zone-cookie.ts) so that the page the browser hydrates says what the browser would.
 * A calendar day ('2025-01-05', a LocalDate) is the day written, whatever the zone.
 */
const STYLES = {
  /** 'Jan 5, 2025' (SPEC §9 cards). */
  short: { month: 'short', day: 'numeric', year: 'numeric' },
  /** 'January 5, 2025' (SPEC §9 legislator and dashboard screens). */
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  /** 'Jan 5'. */
  monthDay: { month: 'short', day: 'numeric' },
  /** 'January 2025'. */
  monthYear: { month: 'long', year: 'numeric' },
  /** '3 PM'. */
  hour: { hour: 'numeric' },
  /** 'Jan 5, 2025, 3:04 PM'. */
  dateTime: { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof STYLES;

/** Numbers, for parts: the 24-hour clock, so that midnight is hour 0. */
const PARTS: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' };

/**
 * One formatter per style and zone, made when first asked for (a formatter is costly to make, and a
 * page's first one loads the browser's locale data). The zones are the browser's own, UTC, the ones
 * the client names, and on the server the members' zones, each under its one canonical name
 * (prerender/time-zone.ts): a few hundred at most.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(style: DateStyle | 'parts', timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${style} ${timeZone ?? ''}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...(style === 'parts' ? PARTS : STYLES[style]), timeZone });
    formatters.set(key, format);
  }
  return format;
}

/**
 * How the page being drawn is dated: in which IANA time zone (undefined: the one this JavaScript
 * runs in, the browser's) and, on the server, as of what moment.
 */
export interface DateContext {
  timeZone?: string;
  drawnAt?: number;
}

let currentContext: () => DateContext = () => ({});

/** For the gateway's renderer only: the page being drawn is dated in its member's zone, as of when it is drawn. */
export function setDateContext(source: () => DateContext): void {
  currentContext = source;
}

/** The reader's time zone; undefined is the runtime's own. */
function readerTimeZone(): string | undefined {
  return currentContext().timeZone;
}

let hydratingDrawnAt: number | undefined;

/** In the browser: when the gateway drew the page the app is about to hydrate (App.tsx reads it from the page). */
export function setDrawnAt(ms: number | undefined): void {
  hydratingDrawnAt = ms;
}

function pageNow(): number {
  const { drawnAt } = currentContext();
  if (drawnAt !== undefined) return drawnAt;
  // Until the page has hydrated (components/Ready.tsx marks <html data-ready>), it is as of when it was drawn.
  if (hydratingDrawnAt !== undefined && typeof document !== 'undefined' && !pageMarkedReady()) return hydratingDrawnAt;
  return Date.now();
}

/**
 * Now, for '5 min ago': while a page the gateway drew is hydrated, the moment it was drawn (so the
 * browser writes what the server wrote, and React keeps the page), and the real time right after.
 */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date(pageNow()));
  useEffect(() => {
    if (Date.now() - now.getTime() > 1000) setNow(new Date());
    // Once, after the first render: the time is not kept ticking.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return now;
}

export type DateValue = string | number | Date | null | undefined;

function toDate(value: DateValue): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A moment in `style`, in the reader's time zone (or `timeZone`, an IANA name the caller is sure
 * of); 'Invalid date' when it cannot be read (SPEC §8).
 */
export function formatDate(value: DateValue, style: DateStyle = 'short', timeZone: string | undefined = readerTimeZone()): string {
  const date = toDate(value);
  return date ? formatter(style, timeZone).format(date) : MESSAGES.INVALID_DATE;
}

/** 'Jan 5, 2025' (SPEC §9 cards); 'Invalid date' when it cannot be read (SPEC §8). */
export function formatShortDate(value: DateValue): string {
  return formatDate(value, 'short');
}

/** 'Jan 5, 2025, 3:04 PM'. */
export function formatDateTime(value: DateValue): string {
  return formatDate(value, 'dateTime');
}

/** A moment's calendar and clock in the reader's time zone, as numbers: month 1–12, hour 0–23. */
export interface DateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** `date`'s parts in the reader's time zone (for comparing days and filling date inputs, never for display). */
export function dateParts(date: Date): DateParts {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const { type, value } of formatter('parts', readerTimeZone()).formatToParts(date)) if (type !== 'literal') parts[type] = Number(value);
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour! % 24, minute: parts.minute! };
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day ('2025-01-05', a LocalDate) as written, whatever the time zone: 'Jan 5, 2025' or
 * 'January 5, 2025' (it is written in UTC, the zone its midnight is read in). A day that does not
 * exist (2025-02-30) is 'Invalid date', not quietly moved to another. Anything else is read as a
 * moment and dated in the reader's time zone.
 */
export function formatCalendarDay(value: string | null | undefined, style: 'short' | 'long'): string {
  if (!value) return MESSAGES.INVALID_DATE;
  const m = CALENDAR_DAY.exec(value);
  if (!m) return formatDate(value, style);
  const [year, month, day] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
  const midnight = new Date(Date.UTC(year, month, day));
  if (midnight.getUTCFullYear() !== year || midnight.getUTCMonth() !== month || midnight.getUTCDate() !== day) return MESSAGES.INVALID_DATE;
  return formatDate(midnight, style, 'UTC');
}
