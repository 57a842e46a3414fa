import { describe, expect, it } from 'vitest';
import { rollCallName } from './roll-calls';

describe('roll call names (issue #14)', () => {
  it('reads as chamber, number and date instead of the data id', () => {
    expect(rollCallName({ chamber: 'HOUSE', voteId: 'h145-119.2025', date: '2025-05-22T14:03:00.000Z' })).toBe('House Roll Call 145, May 22, 2025');
    expect(rollCallName({ chamber: 'SENATE', voteId: 's372-119.2025', date: '2025-07-01' })).toBe('Senate Roll Call 372, July 1, 2025');
  });

  it('still says something sensible for an id it does not recognize', () => {
    expect(rollCallName({ chamber: 'HOUSE', voteId: 'odd', date: null })).toBe('House roll call');
  });
});
