import { DEFAULT_TIME_ZONE } from './preferences.js';

/**
 * Dates in emails, in the recipient's time zone (their notification settings; the portal's default
 * for an address without an account): 'November 27, 2026', as the portal shows the same moment in
 * their browser. In UTC, an invitation expiring at 10 pm in New York read as the next day, and a
 * digest sent at 8 am in Tokyo as the day before.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone });
    } catch {
      // A zone PostgreSQL accepts that this Node's ICU does not know: the portal's default.
      return timeZone === DEFAULT_TIME_ZONE ? new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }) : formatIn(DEFAULT_TIME_ZONE);
    }
    formats.set(timeZone, format);
  }
  return format;
}

export function longDateIn(timeZone: string | null | undefined, date: Date): string {
  return formatIn(timeZone || DEFAULT_TIME_ZONE).format(date);
}
