import type { EntityManager } from 'typeorm';

type Db = Pick<EntityManager, 'query'>;

/** A member's time zone until they or their device say otherwise (digests are sent in it). */
export const DEFAULT_TIME_ZONE = 'America/New_York';

/** Whether PostgreSQL knows the zone (digests are scheduled there); names are case-sensitive, like IANA's. */
export async function isKnownTimeZone(db: Db, zone: string): Promise<boolean> {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(zone)) return false;
  // A read that failed (its transaction aborted under a concurrent caller) is tried once more on this caller's own.
  const names = await zoneNames(db).catch(() => zoneNames(db));
  return names.has(zone);
}

/**
 * How long the zone names read from PostgreSQL are kept. pg_timezone_names reads the whole time
 * zone database from disk on every query (~19 ms here: it was one lookup at sign-up, another at the
 * confirmation click, one per settings save); its names change only when the server's tz data is
 * updated, which an hour's delay covers.
 */
const ZONE_NAMES_TTL_MS = 60 * 60 * 1000;
let cached: { names: Promise<ReadonlySet<string>>; readAt: number } | undefined;

function zoneNames(db: Db): Promise<ReadonlySet<string>> {
  const now = Date.now();
  if (!cached || now - cached.readAt > ZONE_NAMES_TTL_MS) {
    const entry = {
      names: db.query('SELECT name FROM pg_timezone_names').then((rows: { name: string }[]): ReadonlySet<string> => new Set(rows.map((r) => r.name))),
      readAt: now,
    };
    cached = entry;
    entry.names.catch(() => {
      if (cached === entry) cached = undefined;
    });
  }
  return cached.names;
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
