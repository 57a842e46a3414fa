import { afterEach, describe, expect, it, vi } from 'vitest';
import { syncTimeZoneCookie, TIME_ZONE_COOKIE } from './time-zone-cookie';

/** The cookie naming the member's time zone for the pages the gateway draws (prerender/member-render.tsx). */
const originalZone = process.env.TZ;
const cookie = () => decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith(`${TIME_ZONE_COOKIE}=`))?.slice(TIME_ZONE_COOKIE.length + 1) ?? '');

afterEach(() => {
  process.env.TZ = originalZone;
  document.cookie = `${TIME_ZONE_COOKIE}=; Path=/; Max-Age=0`;
  vi.restoreAllMocks();
});

describe('the time zone cookie', () => {
  it('names the browser’s zone and its January and July offsets', () => {
    process.env.TZ = 'America/New_York';
    syncTimeZoneCookie(new Date('2026-11-27T12:00:00Z'));
    expect(cookie()).toBe('America/New_York|300|240');
  });

  it('is not read again through Intl while the offsets still match (Intl’s first use is slow on a phone)', () => {
    process.env.TZ = 'America/New_York';
    syncTimeZoneCookie(new Date('2026-11-27T12:00:00Z'));
    const intl = vi.spyOn(Intl, 'DateTimeFormat');
    syncTimeZoneCookie(new Date('2026-11-28T12:00:00Z'));
    expect(intl).not.toHaveBeenCalled();
    expect(cookie()).toBe('America/New_York|300|240');
  });

  it('follows a member who travels', () => {
    process.env.TZ = 'America/New_York';
    syncTimeZoneCookie(new Date('2026-11-27T12:00:00Z'));
    process.env.TZ = 'Pacific/Auckland';
    syncTimeZoneCookie(new Date('2026-11-28T12:00:00Z'));
    expect(cookie()).toBe('Pacific/Auckland|-780|-720');
  });
});
