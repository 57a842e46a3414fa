import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import { isRole, Role } from '../../auth/roles.js';
import { Member } from './member.entity.js';

export function memberLoaders(ds: DataSource) {
  return {
    memberById: new DataLoader<string, Member | null>(async (ids) => {
      const rows = await ds.getRepository(Member).findBy({ id: In([...ids]) });
      const byId = new Map(rows.map((m) => [m.id, m]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    /** Every member implicitly holds USER; the rest come from member_roles. */
    rolesByMemberId: new DataLoader<string, Role[]>(async (ids) => {
      const rows: { member_id: string; role: string }[] = await ds.query(
        'SELECT member_id, role FROM member_roles WHERE member_id = ANY($1::uuid[])',
        [ids],
      );
      return ids.map((id) => {
        const roles = new Set<Role>([Role.USER]);
        for (const r of rows) if (r.member_id === id && isRole(r.role)) roles.add(r.role);
        return [...roles];
      });
    }),
  };
}
