import { MESSAGES } from '../errors/messages';

const short = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const withTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'Jan 5, 2025' (SPEC §9 cards); 'Invalid date' when it cannot be read (SPEC §8). */
export function formatShortDate(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? short.format(date) : MESSAGES.INVALID_DATE;
}

/** 'Jan 5, 2025, 3:04 PM'. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? withTime.format(date) : MESSAGES.INVALID_DATE;
}
