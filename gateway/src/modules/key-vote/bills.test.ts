import { describe, expect, it } from 'vitest';
import { congressOn, formatBillId, parseBillId } from './bills.js';

describe('bill ids', () => {
  it('parses the display form and the loose forms staff type', () => {
    expect(parseBillId('H.R. 1')).toEqual({ type: 'hr', number: 1 });
    expect(parseBillId('HR1')).toEqual({ type: 'hr', number: 1 });
    expect(parseBillId(' s 5 ')).toEqual({ type: 's', number: 5 });
    expect(parseBillId('H.J.Res.7')).toEqual({ type: 'hjres', number: 7 });
    expect(parseBillId('hr4405-119')).toEqual({ type: 'hr', number: 4405, congress: 119 });
    expect(parseBillId('Laken Riley Act')).toBeNull();
    expect(parseBillId('X. 5')).toBeNull();
  });

  it('formats what it parses', () => {
    expect(formatBillId('hr', 1)).toBe('H.R. 1');
    expect(formatBillId('sconres', 14)).toBe('S.Con.Res. 14');
    const round = parseBillId(formatBillId('sjres', 12))!;
    expect(round).toEqual({ type: 'sjres', number: 12 });
  });

  it('knows which Congress sits on a date', () => {
    expect(congressOn(new Date('2025-07-03T12:00:00Z'))).toBe(119);
    expect(congressOn(new Date('2026-12-31T12:00:00Z'))).toBe(119);
    expect(congressOn(new Date('2027-01-02T12:00:00Z'))).toBe(119);
    expect(congressOn(new Date('2027-01-03T12:00:00Z'))).toBe(120);
  });
});
