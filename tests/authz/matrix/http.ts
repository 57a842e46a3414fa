import type { Outcome } from './shared.js';

/**
 * Paths outside the route table that app.ts serves itself, and what every actor gets: the API
 * description and readiness are public; /metrics takes only the metrics token, never a member's.
 */
export const HTTP_ROWS: { path: string; expect: Outcome }[] = [
  { path: '/api/openapi.json', expect: 'ok' },
  { path: '/api/docs', expect: 'ok' },
  { path: '/api/ready', expect: 'ok' },
  { path: '/metrics', expect: 'unauthenticated' },
];
