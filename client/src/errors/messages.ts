/**
 * SPEC §8 texts, keyed by error code. The gateway's error table sends these codes in
 * `extensions.code` (GraphQL) and the REST error body; the client-only ones are marked.
 * Feature issues add their sections here instead of writing texts inline.
 */
export const MESSAGES = {
  // General
  /** Client-only: fetch failed, the gateway is down, or a proxy answered instead of it. */
  CONNECTION_ERROR: 'Cannot connect to backend server. Make sure the backend server is running on port 8000.',
  /** Client-only: an unformattable date. */
  INVALID_DATE: 'Invalid date',
  UNKNOWN: 'An unknown error occurred',
  UNEXPECTED: 'An unexpected error occurred. Please try again later.',
} as const;

export type MessageCode = keyof typeof MESSAGES;

export function messageFor(code: string | undefined, fallback: string = MESSAGES.UNKNOWN): string {
  return code && code in MESSAGES ? MESSAGES[code as MessageCode] : fallback;
}
