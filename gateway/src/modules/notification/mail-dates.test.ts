import { describe, expect, it } from 'vitest';
import { longDateIn } from './mail-dates.js';

describe('dates in emails', () => {
  const lateEvening = new Date('2026-11-28T03:30:00Z'); // 10:30 pm on November 27 in New York

  it('are the recipient’s day, as the portal shows it in their browser', () => {
    expect(longDateIn('America/New_York', lateEvening)).toBe('November 27, 2026');
    expect(longDateIn('Asia/Tokyo', lateEvening)).toBe('November 28, 2026');
    expect(longDateIn('America/Los_Angeles', lateEvening)).toBe('November 27, 2026');
  });

  it('without a zone (an address with no account), or one this server does not know, are the portal’s default (New York)', () => {
    expect(longDateIn(null, lateEvening)).toBe('November 27, 2026');
    expect(longDateIn('Mars/Olympus_Mons', lateEvening)).toBe('November 27, 2026');
  });
});
