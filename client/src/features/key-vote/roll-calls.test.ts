import { describe, expect, it } from 'vitest';
import { ordinal, rollCallName } from './roll-calls';

describe('roll call names (issue #14)', () => {
  it('reads as chamber, number and date instead of the data id', () => {
    expect(rollCallName({ chamber: 'HOUSE', voteId: 'h145-119.2025', date: '2025-05-22T14:03:00.000Z' })).toBe('House Roll Call 145, May 22, 2025');
    expect(rollCallName({ chamber: 'SENATE', voteId: 's372-119.2025', date: '2025-07-01' })).toBe('Senate Roll Call 372, July 1, 2025');
    expect(rollCallName({ chamber: 'HOUSE', number: 145, date: '2025-05-22T10:54:00Z' })).toBe('House Roll Call 145, May 22, 2025');
  });

  it('dates a vote in Eastern time, where Congress sits', () => {
    // 03:00 UTC on March 15 is still March 14 in Washington.
    expect(rollCallName({ chamber: 'SENATE', number: 133, date: '2025-03-15T03:00:00Z' })).toBe('Senate Roll Call 133, March 14, 2025');
  });

  it('still says something sensible for an id or date it does not recognize', () => {
    expect(rollCallName({ chamber: 'HOUSE', voteId: 'odd', date: null })).toBe('House roll call');
    expect(rollCallName({ chamber: 'HOUSE', number: 1, date: 'not a date' })).toBe('House Roll Call 1');
  });
});

describe('ordinal', () => {
  it('writes Congress numbers as people read them', () => {
    expect([119, 121, 122, 123, 111, 112, 113, 101].map(ordinal)).toEqual(['119th', '121st', '122nd', '123rd', '111th', '112th', '113th', '101st']);
  });
});
