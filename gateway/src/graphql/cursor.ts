import { badInput } from '../errors/errors.js';

/**
 * Cursor pagination for the lists that grow without bound (a story's timeline, an article's
 * commentary): a page holds at most PAGE_SIZE.max items, and `after` is the opaque cursor of the
 * last item of the previous page — the values of its sort key, so the next page is a keyset read
 * (WHERE (key) < (cursor) ORDER BY key LIMIT n) that costs the same on page 1 and page 100.
 */
export const PAGE_SIZE = { default: 20, max: 50 } as const;

export const CURSOR_MESSAGES = {
  first: `first must be between 1 and ${PAGE_SIZE.max}.`,
  after: 'This list has changed since that page was read: load it from the start again.',
} as const;

export function pageSize(first: number): number {
  if (!Number.isInteger(first) || first < 1 || first > PAGE_SIZE.max) throw badInput(CURSOR_MESSAGES.first, { field: 'first', max: PAGE_SIZE.max });
  return first;
}

export type CursorValue = string | number;

/** The cursor of an item from the values of its sort key. */
export function encodeCursor(values: readonly CursorValue[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/**
 * The sort-key values a cursor holds, checked against the kinds the list expects (a cursor of
 * another list, or anything else, is a 400 that says to start again).
 */
export function decodeCursor(cursor: string, kinds: readonly ('string' | 'number' | 'timestamp' | 'uuid')[]): CursorValue[] {
  let values: unknown;
  try {
    values = cursor.length <= 500 ? JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) : null;
  } catch {
    values = null;
  }
  const ok =
    Array.isArray(values) &&
    values.length === kinds.length &&
    values.every((v, i) => {
      switch (kinds[i]) {
        case 'number':
          return Number.isSafeInteger(v);
        case 'timestamp':
          return typeof v === 'string' && v.length < 60 && !Number.isNaN(Date.parse(v));
        case 'uuid':
          return typeof v === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);
        default:
          return typeof v === 'string' && v.length < 200;
      }
    });
  if (!ok) throw badInput(CURSOR_MESSAGES.after, { field: 'after' });
  return values as CursorValue[];
}

/** One page of a list: the items, the whole list's size, and the cursor of the next page (null on the last). */
export interface Page<T> {
  items: T[];
  totalCount: number;
  nextCursor: string | null;
}

/** The page from `size + 1` rows read: the extra row only says there is a next page. */
export function pageOf<T>(rows: T[], size: number, totalCount: number, cursorOf: (last: T) => string): Page<T> {
  const items = rows.slice(0, size);
  return { items, totalCount, nextCursor: rows.length > size && items.length ? cursorOf(items[items.length - 1]!) : null };
}
