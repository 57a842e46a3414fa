import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { Role } from '../../gateway/src/auth/roles.js';
import { signAccessToken } from './tokens.js';

export interface TestMember {
  id: string;
  email: string;
  roles: Role[];
  token: string;
}

let counter = 0;

/**
 * A confirmed user of the built-in auth service with one open session, as signing in creates:
 * the gateway refuses tokens whose session does not exist (signed out).
 */
export async function openAuthSession(ds: DataSource, userId: string, email: string): Promise<string> {
  await ds.query(
    `INSERT INTO auth_users (id, email, email_confirmed_at, raw_app_meta_data)
     VALUES ($1, $2, now(), '{"provider":"email","providers":["email"]}') ON CONFLICT (id) DO NOTHING`,
    [userId, email],
  );
  const [{ id }] = await ds.query('INSERT INTO auth_sessions (user_id) VALUES ($1) RETURNING id', [userId]);
  return id;
}

/** Inserts a member with the given role (USER is implicit) and returns a valid access token for them. */
export async function buildMember(
  ds: DataSource,
  opts: { role?: Role; email?: string; username?: string; showRealName?: boolean; issuer?: string } = {},
): Promise<TestMember> {
  const id = randomUUID();
  counter += 1;
  const email = (opts.email ?? `member${counter}-${id.slice(0, 8)}@example.org`).toLowerCase();
  await ds.query('INSERT INTO members (id, email, username, show_real_name) VALUES ($1, $2, $3, $4)', [
    id,
    email,
    opts.username ?? null,
    opts.showRealName ?? false,
  ]);
  const roles = [Role.USER];
  if (opts.role && opts.role !== Role.USER) {
    await ds.query('INSERT INTO member_roles (member_id, role) VALUES ($1, $2)', [id, opts.role]);
    roles.push(opts.role);
  }
  return { id, email, roles, token: await signAccessToken(ds, { sub: id, email, session_id: await openAuthSession(ds, id, email) }, { issuer: opts.issuer }) };
}
