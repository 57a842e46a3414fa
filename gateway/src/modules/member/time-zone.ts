import type { EntityManager } from 'typeorm';

type Db = Pick<EntityManager, 'query'>;

/** A member's time zone until they or their device say otherwise (digests are sent in it). */
export const DEFAULT_TIME_ZONE = 'America/New_York';

/** Whether PostgreSQL knows the zone (digests are scheduled there); names are case-sensitive, like IANA's. */
export async function isKnownTimeZone(db: Db, zone: string): Promise<boolean> {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(zone)) return false;
  const rows: unknown[] = await db.query('SELECT 1 FROM pg_timezone_names WHERE name = $1', [zone]);
  return rows.length > 0;
}

/**
 * The time zone a new member starts with: the one their browser reported when they signed up
 * (`options.data.time_zone`, kept in the auth user's user_metadata and carried in their access
 * tokens), when PostgreSQL knows it; else the default. Anything else in the metadata is ignored.
 */
export async function signupTimeZone(db: Db, metadata: unknown): Promise<string> {
  const zone = metadata && typeof metadata === 'object' ? (metadata as { time_zone?: unknown }).time_zone : undefined;
  return typeof zone === 'string' && zone !== DEFAULT_TIME_ZONE && (await isKnownTimeZone(db, zone)) ? zone : DEFAULT_TIME_ZONE;
}
