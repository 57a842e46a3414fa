/**
 * A member's time zone for a page the gateway draws (auth/time-zone-cookie.ts writes it), which the
 * page's dates are written in (components/dates.ts): the zone's canonical name when Intl knows it,
 * else undefined, and the page is dated in the server's zone. Intl refuses an unknown zone with a
 * RangeError, and reads any spelling of a known one (it ignores case): what the page is dated in is
 * the name Intl resolves it to, so the formatters the server keeps are one per real zone, however
 * many spellings or unknown names cookies carry.
 */
const known = new Set<string>();

export function memberTimeZone(timeZone: string | undefined): string | undefined {
  if (!timeZone || !/^[A-Za-z][\w+/-]{0,63}$/.test(timeZone)) return undefined;
  if (known.has(timeZone)) return timeZone;
  let canonical: string;
  try {
    canonical = new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
  known.add(canonical);
  return canonical;
}
