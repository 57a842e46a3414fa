import { describe, expect, it } from 'vitest';
import { rollCallName } from './roll-call-name';

describe('rollCallName', () => {
  it('names a roll call by chamber, number and its Eastern-time date', () => {
    expect(rollCallName({ chamber: 'HOUSE', number: 145, date: '2025-05-22T10:54:00Z' })).toBe('House Roll Call 145, May 22, 2025');
    // 22:04 UTC on March 14 is still March 14 in Washington; 03:00 UTC on March 15 is March 14 there too.
    expect(rollCallName({ chamber: 'SENATE', number: 133, date: '2025-03-15T03:00:00Z' })).toBe('Senate Roll Call 133, March 14, 2025');
    expect(rollCallName({ chamber: 'HOUSE', number: 1, date: 'not a date' })).toBe('House Roll Call 1');
  });
});

describe('ordinal', () => {
  it('writes Congress numbers as people read them', async () => {
    const { ordinal } = await import('./roll-call-name');
    expect([119, 121, 122, 123, 111, 112, 113, 101].map(ordinal)).toEqual(['119th', '121st', '122nd', '123rd', '111th', '112th', '113th', '101st']);
  });
});
