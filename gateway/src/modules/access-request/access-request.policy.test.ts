import { describe, expect, it } from 'vitest';
import { Role } from '../../auth/roles.js';
import { lowestRoleFor } from './access-request.policy.js';

describe('the role a page needs (from the route table)', () => {
  it('asks Staff for staff screens and Super Admin for the admin screens, whatever the query or case', () => {
    expect(lowestRoleFor('/legislators')).toBe(Role.STAFF);
    expect(lowestRoleFor('/Legislators/L000174?tab=votes')).toBe(Role.STAFF);
    expect(lowestRoleFor('/key-votes/42/campaign/results')).toBe(Role.STAFF);
    expect(lowestRoleFor('/stories/create')).toBe(Role.STAFF);
    expect(lowestRoleFor('/staff/legislators/9')).toBe(Role.STAFF);
    expect(lowestRoleFor('/admin/users?user=abc#roles')).toBe(Role.SUPER_ADMIN);
  });

  it("needs no role for members' pages, the public scorecard or an address the portal does not have", () => {
    expect(lowestRoleFor('/key-votes/42')).toBeNull();
    expect(lowestRoleFor('/stories')).toBeNull();
    expect(lowestRoleFor('/legislators/L000174/scorecard')).toBeNull();
    expect(lowestRoleFor('/admin/nothing-here')).toBeNull();
  });
});
