import { useEffect, useState } from 'react';
import { MESSAGES } from '../errors/messages';
import { pageMarkedReady } from './Ready';

/**
 * Dates as members read them, in US English ('Jan 5, 2025', 'January 5, 2025', 'Jan 5, 2025,
 * 3:04 PM'): the one place the client writes a date.
 *
 * They are written from the date's calendar parts, not with Intl.DateTimeFormat, which gives the
 * same text: a page's first Intl format loads the browser's locale data, 50–90 ms of a phone-speed
 * CPU's main thread (Chromium at 4× slowdown, measured), on every member page's load. The parts are
 * the browser's own time zone's — except while the gateway draws a member's page
 * (prerender/member-render.tsx), which reads them in the member's time zone (the `portal_tz` cookie,
 * auth/time-zone-cookie.ts) so that the page the browser hydrates says what the browser would.
 */
export interface CalendarParts {
  year: number;
  /** 0–11. */
  month: number;
  day: number;
  /** 0–23. */
  hour: number;
  minute: number;
}

export type CalendarOf = (date: Date) => CalendarParts;

/** The parts in the time zone this JavaScript runs in (the browser's). */
export const localCalendar: CalendarOf = (d) => ({ year: d.getFullYear(), month: d.getMonth(), day: d.getDate(), hour: d.getHours(), minute: d.getMinutes() });

/** The parts in UTC. */
export const utcCalendar: CalendarOf = (d) => ({ year: d.getUTCFullYear(), month: d.getUTCMonth(), day: d.getUTCDate(), hour: d.getUTCHours(), minute: d.getUTCMinutes() });

/** How the page being drawn is dated: in whose time zone, and (on the server) at what moment. */
export interface DateContext {
  calendar: CalendarOf;
  drawnAt?: number;
}

let currentContext: () => DateContext = () => ({ calendar: localCalendar });

/** For the gateway's renderer only: the page being drawn is dated in its member's zone, as of when it is drawn. */
export function setDateContext(source: () => DateContext): void {
  currentContext = source;
}

/** `date`'s parts in the reader's time zone. */
export function calendarParts(date: Date): CalendarParts {
  return currentContext().calendar(date);
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

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
const SHORT_MONTHS = MONTHS.map((m) => m.slice(0, 3));

/** 'Jan 5' ('short') or 'January 5' ('long'). */
export function monthDay({ month, day }: Pick<CalendarParts, 'month' | 'day'>, style: 'short' | 'long' = 'short'): string {
  return `${style === 'long' ? MONTHS[month] : SHORT_MONTHS[month]} ${day}`;
}

/** 'Jan 5, 2025' ('short') or 'January 5, 2025' ('long'). */
export function monthDayYear(parts: Pick<CalendarParts, 'year' | 'month' | 'day'>, style: 'short' | 'long' = 'short'): string {
  return `${monthDay(parts, style)}, ${parts.year}`;
}

/** '3:04 PM', '12:30 AM'. */
function clockTime({ hour, minute }: CalendarParts): string {
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'Jan 5, 2025' (SPEC §9 cards); 'Invalid date' when it cannot be read (SPEC §8). */
export function formatShortDate(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? monthDayYear(calendarParts(date)) : MESSAGES.INVALID_DATE;
}

/** 'Jan 5, 2025, 3:04 PM'. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return MESSAGES.INVALID_DATE;
  const parts = calendarParts(date);
  return `${monthDayYear(parts)}, ${clockTime(parts)}`;
}

/**
 * A calendar day ('2025-01-05', a LocalDate) as written, whatever the time zone: 'Jan 5, 2025' or
 * 'January 5, 2025'. Anything else is read as a moment and dated in the reader's time zone.
 */
export function formatCalendarDay(value: string | null | undefined, style: 'short' | 'long'): string {
  if (!value) return MESSAGES.INVALID_DATE;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (m) {
    const [year, month, day] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
    // A day that does not exist (2025-02-30) is not quietly moved to another.
    const check = new Date(Date.UTC(year, month, day));
    if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month || check.getUTCDate() !== day) return MESSAGES.INVALID_DATE;
    return monthDayYear({ year, month, day }, style);
  }
  const date = toDate(value);
  return date ? monthDayYear(calendarParts(date), style) : MESSAGES.INVALID_DATE;
}
