import { badInput } from '../../errors/errors.js';
import { isUuid } from '../../db/ids.js';
import { SEARCH_KINDS, SearchKind } from './search.enums.js';

/** The most characters a search may have (after surrounding and repeated spaces are dropped). */
export const MAX_QUERY_LENGTH = 200;
/** Results per kind: `first` (GraphQL) and `limit` (REST). */
export const PAGE_SIZE = { default: 10, max: 50 } as const;

export const SEARCH_MESSAGES = {
  empty: 'Enter something to search for',
  tooLong: `Searches are limited to ${MAX_QUERY_LENGTH} characters: shorten yours and try again.`,
  first: `Ask for between 1 and ${PAGE_SIZE.max} results per kind.`,
  cursor: 'That cursor does not belong to a search: start the search again.',
  cursorKind: 'A cursor continues the kind of results it came from: ask for that kind alone.',
} as const;

/**
 * The highlight markers ts_headline puts around matched words (search.sql.ts). Private-use
 * characters, removed from every searched text and from the query first, so a marker in the
 * output is always one of ours.
 */
export const MARK_START = '\uE000';
export const MARK_END = '\uE001';

// Control characters (NUL cannot even be stored), lone surrogates, and our two markers.
const UNWANTED = /[\u0000-\u001f\u007f-\u009f\uE000\uE001]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The search as PostgreSQL gets it: Unicode NFC (a decomposed "é" matches a composed one), control
 * characters as spaces, runs of white space as one, trimmed. Everything else is left to
 * websearch_to_tsquery, which reads quotes, `-word` and `or` and treats any other punctuation as a
 * word separator: nothing a member types can make it fail or read more than words into it.
 * Empty or too long: BAD_USER_INPUT (400).
 */
export function normalizeQuery(raw: string): string {
  const q = raw.normalize('NFC').replace(UNWANTED, ' ').replace(/\s+/gu, ' ').trim();
  if (!q) throw badInput(SEARCH_MESSAGES.empty);
  const length = [...q].length;
  if (length > MAX_QUERY_LENGTH) throw badInput(SEARCH_MESSAGES.tooLong, { length, max: MAX_QUERY_LENGTH });
  return q;
}

export function pageSize(first: number | null | undefined): number {
  const n = first ?? PAGE_SIZE.default;
  if (!Number.isInteger(n) || n < 1 || n > PAGE_SIZE.max) throw badInput(SEARCH_MESSAGES.first, { first });
  return n;
}

/** Where the next page of one kind starts: after this rank and id (results go rank down, then id up). */
export interface SearchCursor {
  kind: SearchKind;
  /** The rank as PostgreSQL printed it (a `real`: its text reads back as exactly the same value). */
  rank: string;
  id: string;
}

export function encodeCursor(c: SearchCursor): string {
  return Buffer.from(JSON.stringify([c.kind, c.rank, c.id]), 'utf8').toString('base64url');
}

const RANK = /^(?:0|[1-9]\d{0,8})(?:\.\d{1,12})?(?:e[-+]?\d{1,2})?$/;

export function decodeCursor(text: string): SearchCursor {
  let parsed: unknown;
  try {
    parsed = /^[\w-]{1,200}$/.test(text) ? JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) : null;
  } catch {
    parsed = null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw badInput(SEARCH_MESSAGES.cursor);
  const [kind, rank, id] = parsed as unknown[];
  if (!SEARCH_KINDS.includes(kind as SearchKind) || typeof rank !== 'string' || !RANK.test(rank) || typeof id !== 'string' || !isUuid(id)) {
    throw badInput(SEARCH_MESSAGES.cursor);
  }
  return { kind: kind as SearchKind, rank, id };
}

/** The kinds asked for (all when none are named), in the results page's order, each once. */
export function requestedKinds(kinds: SearchKind[] | null | undefined, after: SearchCursor | null): SearchKind[] {
  const asked = kinds?.length ? SEARCH_KINDS.filter((k) => kinds.includes(k)) : [...SEARCH_KINDS];
  if (!after) return asked;
  if (kinds?.length && (asked.length !== 1 || asked[0] !== after.kind)) throw badInput(SEARCH_MESSAGES.cursorKind, { cursorKind: after.kind });
  return [after.kind];
}
