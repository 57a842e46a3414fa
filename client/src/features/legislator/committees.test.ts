import { describe, expect, it } from 'vitest';
import { groupCommittees } from './committees';

describe('groupCommittees', () => {
  it('lists each committee once with its subcommittees, titled seats first', () => {
    const groups = groupCommittees([
      { id: '1', name: 'Committee on Finance', subcommittee: 'Taxation and IRS Oversight', title: null },
      { id: '2', name: 'Committee on the Judiciary', title: null },
      { id: '3', name: 'Committee on Finance', title: 'Chairman' },
      { id: '4', name: 'Committee on Finance', subcommittee: 'Health Care', title: 'Ranking Member' },
      { id: '5', name: 'Committee on Agriculture', subcommittee: 'Rural Development', title: null },
    ]);
    expect(groups).toEqual([
      {
        name: 'Committee on Finance',
        title: 'Chairman',
        member: true,
        subcommittees: [
          { id: '4', name: 'Health Care', title: 'Ranking Member' },
          { id: '1', name: 'Taxation and IRS Oversight', title: null },
        ],
      },
      { name: 'Committee on Agriculture', title: null, member: false, subcommittees: [{ id: '5', name: 'Rural Development', title: null }] },
      { name: 'Committee on the Judiciary', title: null, member: true, subcommittees: [] },
    ]);
  });
});
