import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import { isRole, Role } from '../../auth/roles.js';
import { Member } from './member.entity.js';
import { RoleChange } from './role-change.entity.js';

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
    /** Every role change of a member, newest first (the admin screen's history). */
    roleChangesByMemberId: new DataLoader<string, RoleChange[]>(async (ids) => {
      const rows = await ds.getRepository(RoleChange).find({ where: { targetId: In([...ids]) }, order: { createdAt: 'DESC', id: 'ASC' } });
      return ids.map((id) => rows.filter((r) => r.targetId === id));
    }),
    /** The members holding super_admin (key 'all'): the last one's role cannot be removed. */
    superAdminIds: new DataLoader<'all', string[]>(async (keys) => {
      const rows: { member_id: string }[] = await ds.query("SELECT member_id FROM member_roles WHERE role = 'super_admin'");
      return keys.map(() => rows.map((r) => r.member_id));
    }),
    /** From the local auth service's users table; null when auth is hosted or the member never signed in. */
    lastSignInById: new DataLoader<string, Date | null>(async (ids) => {
      const rows: { id: string; last_sign_in_at: Date | null }[] = await ds.query(
        'SELECT id, last_sign_in_at FROM auth_users WHERE id = ANY($1::uuid[])',
        [ids],
      );
      const byId = new Map(rows.map((r) => [r.id, r.last_sign_in_at]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}
