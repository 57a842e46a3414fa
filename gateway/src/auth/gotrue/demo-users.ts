import type { DataSource } from 'typeorm';
import { DEMO_MEMBERS } from '../../db/seed.js';
import { hashPassword } from './passwords.js';
import { EMAIL_PROVIDER_META } from './users.js';

/**
 * Passwords of the demo accounts (demo data only; the seed never runs in production). Listed in
 * the README. Keyed like DEMO_MEMBERS; each is at least 8 characters (the reset-password rule).
 */
export const DEMO_PASSWORDS: Record<keyof typeof DEMO_MEMBERS, string> = {
  member: 'member-demo-1',
  staff: 'staff-demo-1',
  admin: 'admin-demo-1',
  superAdmin: 'super-demo-1',
};

/**
 * Confirmed auth users for the demo members, with the members' ids, so the demo accounts can sign
 * in through the built-in /auth/v1. Idempotent: existing users (by id or email) are left alone,
 * including a changed password. Creates no member rows and grants no roles: seedDemoData does.
 */
export async function seedDemoAuthUsers(ds: DataSource): Promise<{ created: number }> {
  const entries = Object.entries(DEMO_MEMBERS) as [keyof typeof DEMO_MEMBERS, (typeof DEMO_MEMBERS)[keyof typeof DEMO_MEMBERS]][];
  const existing: { id: string; email: string }[] = await ds.query('SELECT id, email FROM auth_users WHERE id = ANY($1::uuid[]) OR email = ANY($2::text[])', [
    entries.map(([, m]) => m.id),
    entries.map(([, m]) => m.email),
  ]);
  const taken = new Set(existing.flatMap((u) => [u.id, u.email]));
  let created = 0;
  for (const [key, member] of entries) {
    if (taken.has(member.id) || taken.has(member.email)) continue;
    const inserted: unknown[] = await ds.query(
      `INSERT INTO auth_users (id, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       VALUES ($1, $2, $3, now(), $4::jsonb, '{}'::jsonb, now(), now())
       ON CONFLICT DO NOTHING RETURNING id`,
      [member.id, member.email, await hashPassword(DEMO_PASSWORDS[key]), JSON.stringify(EMAIL_PROVIDER_META)],
    );
    created += inserted.length;
  }
  return { created };
}
