import { afterEach, describe, expect, it } from 'vitest';
import { setDateContext } from '../../components/dates';
import { fromLocalInput, toLocalInput } from './campaign-dates';

afterEach(() => setDateContext(() => ({})));

describe('the opening and closing times of a campaign’s form', () => {
  it('fill a datetime-local field in the reader’s time zone, on a 24-hour clock', () => {
    setDateContext(() => ({ timeZone: 'America/New_York' }));
    expect(toLocalInput('2026-01-01T04:30:00.000Z')).toBe('2025-12-31T23:30');
    expect(toLocalInput('2025-07-04T04:05:00.000Z')).toBe('2025-07-04T00:05');
    setDateContext(() => ({ timeZone: 'Pacific/Kiritimati' }));
    expect(toLocalInput('2025-07-04T12:00:00.000Z')).toBe('2025-07-05T02:00');
  });

  it('leave the field empty without a time, or with one that cannot be read', () => {
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput('')).toBe('');
    expect(toLocalInput('not a time')).toBe('');
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('nope')).toBeNull();
  });

  it('read back as the moment they were written from (the browser’s own zone)', () => {
    const iso = '2025-07-04T16:45:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
  });
});
