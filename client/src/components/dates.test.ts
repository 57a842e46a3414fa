import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatCardDate, formatLongDate } from '../features/legislator/shared';
import { timeAgo } from '../features/notification/notification-utils';
import { rollCallName } from '../features/key-vote/roll-calls';
import { monthKey } from '../features/story/story-utils';
import { calendarIn } from '../prerender/time-zone';
import { formatCalendarDay, formatDateTime, formatShortDate, localCalendar, setDateContext, setDrawnAt, useNow } from './dates';

/**
 * Dates are written without Intl (its first use costs a phone 50–90 ms on every member page), so
 * they must read exactly as Intl would write them, in every time zone; and a page the gateway draws
 * for a member must date things as that member's browser will (prerender/time-zone.ts).
 */
const ZONES = ['UTC', 'America/New_York', 'America/Los_Angeles', 'Pacific/Auckland', 'Asia/Kolkata', 'Pacific/Kiritimati'];
const originalZone = process.env.TZ;

afterEach(() => {
  process.env.TZ = originalZone;
  setDateContext(() => ({ calendar: localCalendar }));
});

/** Instants spread over 1970–2040, plus both sides of midnight, noon and the US DST changes. */
function instants(): Date[] {
  let seed = 12345;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const spread = Array.from({ length: 400 }, () => new Date(Math.floor(random() * Date.UTC(2040, 0, 1))));
  const edges = ['2025-01-05T00:00:00Z', '2025-01-05T23:59:59Z', '2025-01-05T12:00:00Z', '2025-01-05T11:59:00Z', '2025-03-09T06:59:00Z', '2025-03-09T07:00:00Z', '2025-11-02T05:30:00Z', '2025-11-02T06:30:00Z', '2024-02-29T18:00:00Z', '2025-12-31T23:30:00Z'].map((s) => new Date(s));
  return [...spread, ...edges];
}

const intl = (timeZone: string | undefined, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { ...options, timeZone });
const SHORT = { month: 'short', day: 'numeric', year: 'numeric' } as const;
const WITH_TIME = { ...SHORT, hour: 'numeric', minute: '2-digit' } as const;

describe.each(ZONES)('in %s', (zone) => {
  it('writes what Intl.DateTimeFormat writes: Jan 5, 2025 and Jan 5, 2025, 3:04 PM', () => {
    process.env.TZ = zone;
    for (const date of instants()) {
      expect(formatShortDate(date)).toBe(intl(zone, SHORT).format(date));
      expect(formatDateTime(date.toISOString())).toBe(intl(zone, WITH_TIME).format(date));
      expect(formatLongDate(date.toISOString())).toBe(intl(zone, { month: 'long', day: 'numeric', year: 'numeric' }).format(date));
      expect(monthKey(date.toISOString())).toBe(intl('UTC', { month: 'long', year: 'numeric' }).format(date));
    }
  });

  it('a page drawn by the gateway for a member in this zone reads as their browser will read it', () => {
    process.env.TZ = 'UTC'; // the server's own zone
    const memberCalendar = calendarIn(zone)!;
    const server = instants().map((date) => {
      setDateContext(() => ({ calendar: memberCalendar }));
      return [formatShortDate(date), formatDateTime(date), timeAgo(date.toISOString(), new Date(Date.UTC(2031, 5, 1)))];
    });
    process.env.TZ = zone; // the member's browser
    setDateContext(() => ({ calendar: localCalendar }));
    const browser = instants().map((date) => [formatShortDate(date), formatDateTime(date), timeAgo(date.toISOString(), new Date(Date.UTC(2031, 5, 1)))]);
    expect(server).toEqual(browser);
  });

  it('a calendar day (LocalDate) is the day written, wherever the reader is', () => {
    process.env.TZ = zone;
    expect(formatCardDate('2025-01-05')).toBe('Jan 5, 2025');
    expect(formatLongDate('2025-01-05')).toBe('January 5, 2025');
    expect(formatCalendarDay('2024-02-29', 'short')).toBe('Feb 29, 2024');
    expect(rollCallName({ chamber: 'HOUSE', number: 145, date: '2025-05-22' })).toBe('House Roll Call 145, May 22, 2025');
  });
});

describe('what cannot be read', () => {
  it("says 'Invalid date' (SPEC §8), also for a day that does not exist", () => {
    expect(formatShortDate('not a date')).toBe('Invalid date');
    expect(formatDateTime(null)).toBe('Invalid date');
    expect(formatCardDate('2025-02-30')).toBe('Invalid date');
    expect(formatLongDate('')).toBe('Invalid date');
    expect(monthKey('nope')).toBe('Undated');
  });

  it('a time zone Intl does not know, or that is not a zone name, is no calendar (the server’s own is used)', () => {
    expect(calendarIn('Mars/Olympus_Mons')).toBeUndefined();
    expect(calendarIn('../../etc')).toBeUndefined();
    expect(calendarIn('')).toBeUndefined();
    expect(calendarIn(undefined)).toBeUndefined();
    expect(calendarIn('America/New_York')!(new Date('2025-07-04T03:30:00Z'))).toEqual({ year: 2025, month: 6, day: 3, hour: 23, minute: 30 });
  });

  it('midnight and noon on a 12-hour clock', () => {
    process.env.TZ = 'UTC';
    expect(formatDateTime('2025-01-05T00:04:00Z')).toBe('Jan 5, 2025, 12:04 AM');
    expect(formatDateTime('2025-01-05T12:00:00Z')).toBe('Jan 5, 2025, 12:00 PM');
  });
});

describe('now, for “5 min ago”', () => {
  afterEach(() => {
    setDrawnAt(undefined);
    delete document.documentElement.dataset.ready;
  });

  it('while a page the gateway drew is hydrated, is when it was drawn (so the text matches), then the real time', async () => {
    const drawnAt = Date.now() - 90_000;
    setDrawnAt(drawnAt);
    const seen: number[] = [];
    renderHook(() => seen.push(useNow().getTime()));
    expect(seen[0]).toBe(drawnAt);
    await waitFor(() => expect(seen.at(-1)).toBeGreaterThan(drawnAt + 60_000));
  });

  it('once the page is ready, is the real time from the start', () => {
    setDrawnAt(Date.now() - 90_000);
    document.documentElement.dataset.ready = 'true';
    const before = Date.now();
    const { result } = renderHook(() => useNow());
    expect(result.current.getTime()).toBeGreaterThanOrEqual(before);
  });
});

describe('the server’s calendars', () => {
  it('read any spelling Intl accepts, and keep only one per zone', () => {
    const upper = calendarIn('AMERICA/NEW_YORK')!;
    expect(upper(new Date('2025-07-04T03:30:00Z'))).toEqual({ year: 2025, month: 6, day: 3, hour: 23, minute: 30 });
    expect(calendarIn('AMERICA/NEW_YORK')).not.toBe(upper); // not kept: a new one each time
    expect(calendarIn('America/New_York')).toBe(calendarIn('America/New_York'));
  });
});
