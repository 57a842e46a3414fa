import { createHash, randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';

/** Anything that can run SQL: the DataSource or a transaction's EntityManager. */
export type Db = Pick<EntityManager, 'query'>;

/**
 * Rows of an `UPDATE … RETURNING` / `DELETE … RETURNING`: TypeORM's postgres driver answers
 * those with `[rows, rowCount]` instead of the rows (INSERT and SELECT give the rows).
 */
export async function returning<T>(db: Db, sql: string, params: unknown[]): Promise<T[]> {
  const raw: unknown = await db.query(sql, params);
  if (Array.isArray(raw) && raw.length === 2 && Array.isArray(raw[0]) && typeof raw[1] === 'number') return raw[0] as T[];
  return raw as T[];
}

/** A row of auth_users, as pg returns it (timestamptz → Date, jsonb → object). */
export interface AuthUserRow {
  id: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  banned_until: Date | null;
  created_at: Date;
  updated_at: Date;
}

export const EMAIL_PROVIDER_META = { provider: 'email', providers: ['email'] } as const;

const EMAIL = /^[^\s@"'<>()[\]\\,;:]+@[^\s@"'<>()[\]\\,;:]+\.[^\s@"'<>()[\]\\,;:]{2,}$/;

/** Lower-cased, trimmed address, or undefined when it is not email-shaped. */
export function normalizeEmail(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const email = value.trim().toLowerCase();
  return email.length <= 255 && EMAIL.test(email) ? email : undefined;
}

export async function findUserByEmail(db: Db, email: string, lock = false): Promise<AuthUserRow | undefined> {
  const rows: AuthUserRow[] = await db.query(`SELECT * FROM auth_users WHERE email = lower($1)${lock ? ' FOR UPDATE' : ''}`, [email]);
  return rows[0];
}

export async function findUserById(db: Db, id: string, lock = false): Promise<AuthUserRow | undefined> {
  const rows: AuthUserRow[] = await db.query(`SELECT * FROM auth_users WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0];
}

export function isConfirmed(user: AuthUserRow): boolean {
  return user.email_confirmed_at !== null;
}

export function isBanned(user: AuthUserRow, now = new Date()): boolean {
  return user.banned_until !== null && user.banned_until > now;
}

/** app_metadata as GoTrue shows it: the stored object with the email provider filled in. */
export function appMetadata(user: AuthUserRow): Record<string, unknown> {
  return { ...EMAIL_PROVIDER_META, ...(user.raw_app_meta_data ?? {}) };
}

/**
 * user_metadata: what the user gave at signup (`options.data`), plus `email_verified` from the
 * server's own state (a user cannot claim it through metadata).
 */
export function userMetadata(user: AuthUserRow): Record<string, unknown> {
  return { ...(user.raw_user_meta_data ?? {}), email_verified: isConfirmed(user) };
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : undefined);

/** A stable identity id per user (there is one email identity per user; no identities table). */
function identityId(userId: string): string {
  const h = createHash('sha256').update(`email-identity:${userId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${((parseInt(h[16], 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The GoTrue "User" JSON (contract §2); null timestamps are omitted. */
export function userJson(user: AuthUserRow): Record<string, unknown> {
  const confirmed = isConfirmed(user);
  const json: Record<string, unknown> = {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: '',
    confirmed_at: iso(user.email_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: appMetadata(user),
    user_metadata: userMetadata(user),
    identities: [
      {
        identity_id: identityId(user.id),
        id: user.id,
        user_id: user.id,
        provider: 'email',
        identity_data: { sub: user.id, email: user.email, email_verified: confirmed, phone_verified: false },
        email: user.email,
        last_sign_in_at: iso(user.last_sign_in_at ?? user.created_at),
        created_at: iso(user.created_at),
        updated_at: iso(user.updated_at),
      },
    ],
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: false,
  };
  for (const key of Object.keys(json)) if (json[key] === undefined) delete json[key];
  return json;
}

/**
 * What GoTrue answers a signup for an already confirmed address when confirmation is on: a
 * believable new user with a random id and no identities, so the response does not reveal that
 * the address is registered (Supabase documents `identities.length === 0` as the tell).
 */
export function obfuscatedUserJson(email: string, data: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { ...EMAIL_PROVIDER_META },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
