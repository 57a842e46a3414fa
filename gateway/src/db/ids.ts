const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Every row id is a UUID: a string that is not one names nothing, so callers answer "not found"
 * (or look it up another way) instead of sending it to PostgreSQL, which would fail the cast.
 */
export const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID.test(v);
