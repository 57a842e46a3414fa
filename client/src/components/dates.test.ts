import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCardDate, formatLongDate } from '../features/legislator/shared';
import { timeAgo } from '../features/notification/notification-utils';
import { rollCallName } from '../features/key-vote/roll-calls';
import { shortDate } from '../features/scorecard/scorecard-words';
import { monthKey } from '../features/story/story-utils';
import { memberTimeZone } from '../prerender/time-zone';
import { dateParts, formatCalendarDay, formatDate, formatDateTime, formatShortDate, setDateContext, setDrawnAt, useNow } from './dates';

/**
 * Dates are Intl.DateTimeFormat('en-US')'s, in the reader's time zone; a calendar day is the day
 * written in every zone; and a page the gateway draws for a member must date things as that
 * member's browser will (prerender/time-zone.ts).
 */
const ZONES = ['UTC', 'America/New_York', 'America/Los_Angeles', 'Pacific/Auckland', 'Asia/Kolkata', 'Pacific/Kiritimati'];
const originalZone = process.env.TZ;

afterEach(() => {
  process.env.TZ = originalZone;
  setDateContext(() => ({}));
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

/**
 * The date modules as a browser in `zone` loads them: fresh, so that their formatters for the
 * runtime's own zone are made in it.
 */
async function browserIn(zone: string) {
  process.env.TZ = zone;
  vi.resetModules();
  const [dates, notification] = await Promise.all([import('./dates'), import('../features/notification/notification-utils')]);
  return { ...dates, ...notification };
}

describe.each(ZONES)('in %s', (zone) => {
  it('writes Jan 5, 2025, January 5, 2025 and Jan 5, 2025, 3:04 PM as Intl.DateTimeFormat writes them there', async () => {
    const browser = await browserIn(zone);
    for (const date of instants()) {
      expect(browser.formatShortDate(date)).toBe(intl(zone, SHORT).format(date));
      expect(browser.formatDateTime(date.toISOString())).toBe(intl(zone, WITH_TIME).format(date));
      expect(browser.formatDate(date, 'long')).toBe(intl(zone, { month: 'long', day: 'numeric', year: 'numeric' }).format(date));
      expect(browser.formatDate(date, 'monthDay')).toBe(intl(zone, { month: 'short', day: 'numeric' }).format(date));
      expect(monthKey(date.toISOString())).toBe(intl('UTC', { month: 'long', year: 'numeric' }).format(date));
    }
  });

  it('a page drawn by the gateway for a member in this zone reads as their browser will read it', async () => {
    const later = new Date(Date.UTC(2031, 5, 1));
    process.env.TZ = 'UTC'; // the server's own zone
    const timeZone = memberTimeZone(zone);
    expect(timeZone).toBe(intl(zone, {}).resolvedOptions().timeZone); // ICU's name for it (Asia/Kolkata is Asia/Calcutta)
    setDateContext(() => ({ timeZone }));
    const server = instants().map((date) => [formatShortDate(date), formatDateTime(date), formatDate(date, 'long'), timeAgo(date.toISOString(), later)]);
    const browser = await browserIn(zone);
    expect(instants().map((date) => [browser.formatShortDate(date), browser.formatDateTime(date), browser.formatDate(date, 'long'), browser.timeAgo(date.toISOString(), later)])).toEqual(server);
  });

  it('a calendar day (LocalDate) is the day written, wherever the reader is', async () => {
    const browser = await browserIn(zone);
    expect(browser.formatCalendarDay('2025-01-05', 'short')).toBe('Jan 5, 2025');
    expect(browser.formatCalendarDay('2025-01-05', 'long')).toBe('January 5, 2025');
    expect(browser.formatCalendarDay('2024-02-29', 'short')).toBe('Feb 29, 2024');
    setDateContext(() => ({ timeZone: zone }));
    expect(formatCardDate('2025-01-05')).toBe('Jan 5, 2025');
    expect(formatLongDate('2025-12-31')).toBe('December 31, 2025');
    expect(shortDate('2025-07-03')).toBe('Jul 3, 2025');
    expect(rollCallName({ chamber: 'HOUSE', number: 145, date: '2025-05-22' })).toBe('House Roll Call 145, May 22, 2025');
  });
});

describe('the texts', () => {
  it('are the SPEC’s forms: Jan 5, 2025 on cards, January 5, 2025 on legislator and dashboard screens, Jan 5 within the year', () => {
    setDateContext(() => ({ timeZone: 'America/New_York' }));
    const at = new Date('2025-01-05T15:04:00Z');
    expect(formatShortDate(at)).toBe('Jan 5, 2025');
    expect(formatDate(at, 'long')).toBe('January 5, 2025');
    expect(formatDate(at, 'monthDay')).toBe('Jan 5');
    expect(formatDate(at, 'monthYear')).toBe('January 2025');
    expect(timeAgo(at.toISOString(), new Date('2025-03-01T00:00:00Z'))).toBe('Jan 5');
    expect(timeAgo(at.toISOString(), new Date('2026-03-01T00:00:00Z'))).toBe('Jan 5, 2025');
  });

  it('write a time as ICU does, midnight and noon on a 12-hour clock, the space before AM/PM plain or narrow (U+202F)', () => {
    setDateContext(() => ({ timeZone: 'UTC' }));
    expect(formatDateTime('2025-01-05T15:04:00Z')).toMatch(/^Jan 5, 2025, 3:04[ \u202f]PM$/);
    expect(formatDateTime('2025-01-05T00:04:00Z')).toMatch(/^Jan 5, 2025, 12:04[ \u202f]AM$/);
    expect(formatDateTime('2025-01-05T12:00:00Z')).toMatch(/^Jan 5, 2025, 12:00[ \u202f]PM$/);
    expect(formatDateTime('2025-01-05T15:04:00Z')).toBe(intl('UTC', WITH_TIME).format(new Date('2025-01-05T15:04:00Z')));
  });

  it('a year or a day that differs in the reader’s zone is the reader’s (New York is still the day before at 03:30 UTC)', () => {
    setDateContext(() => ({ timeZone: 'America/New_York' }));
    expect(dateParts(new Date('2025-07-04T03:30:00Z'))).toEqual({ year: 2025, month: 7, day: 3, hour: 23, minute: 30 });
    expect(dateParts(new Date('2026-01-01T04:00:00Z'))).toEqual({ year: 2025, month: 12, day: 31, hour: 23, minute: 0 });
    expect(dateParts(new Date('2025-07-04T04:00:00Z')).hour).toBe(0);
    expect(formatShortDate('2026-01-01T04:00:00Z')).toBe('Dec 31, 2025');
    // 'Dec 31' within 2025 in New York, though it is 2026 in UTC.
    expect(timeAgo('2025-12-20T12:00:00Z', new Date('2026-01-01T04:00:00Z'))).toBe('Dec 20');
  });
});

describe('what cannot be read', () => {
  it("says 'Invalid date' (SPEC §8), also for a day that does not exist", () => {
    expect(formatShortDate('not a date')).toBe('Invalid date');
    expect(formatDateTime(null)).toBe('Invalid date');
    expect(formatDate(Number.NaN, 'long')).toBe('Invalid date');
    expect(formatCardDate('2025-02-30')).toBe('Invalid date');
    expect(formatLongDate('')).toBe('Invalid date');
    expect(shortDate('2025-13-01')).toBe('Invalid date');
    expect(shortDate(null)).toBe('No date');
    expect(monthKey('nope')).toBe('Undated');
    expect(timeAgo('nope')).toBe('');
  });

  it('a time zone Intl does not know (RangeError), or that is not a zone name, is none: the page is dated in the server’s', () => {
    expect(memberTimeZone('Mars/Olympus_Mons')).toBeUndefined();
    expect(memberTimeZone('../../etc')).toBeUndefined();
    expect(memberTimeZone('x'.repeat(100))).toBeUndefined();
    expect(memberTimeZone('')).toBeUndefined();
    expect(memberTimeZone(undefined)).toBeUndefined();
  });
});

describe('the server’s time zones', () => {
  it('read any spelling Intl accepts, under the zone’s own name (one formatter per real zone)', () => {
    expect(memberTimeZone('America/New_York')).toBe('America/New_York');
    expect(memberTimeZone('AMERICA/NEW_YORK')).toBe('America/New_York');
    expect(memberTimeZone('etc/utc')).toBe('UTC');
    setDateContext(() => ({ timeZone: memberTimeZone('america/new_york') }));
    expect(formatDateTime('2025-07-04T03:30:00Z')).toBe(intl('America/New_York', WITH_TIME).format(new Date('2025-07-04T03:30:00Z')));
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

  it('while the gateway draws a page, is the moment it started drawing', () => {
    const drawnAt = Date.UTC(2025, 0, 5, 15, 4);
    setDateContext(() => ({ timeZone: 'UTC', drawnAt }));
    const seen: number[] = [];
    renderHook(() => seen.push(useNow().getTime()));
    expect(seen[0]).toBe(drawnAt);
  });
});
