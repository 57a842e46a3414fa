import type { RestRoute } from './route-types.js';

/** GraphQL enum names (SUPER_ADMIN) → the SPEC's role values (super_admin). */
const roleValues = (roles: string[] | null) => roles?.map((r) => r.toLowerCase()) ?? null;

/**
 * THE REST route table (SPEC §7.2). Each row runs one GraphQL operation; feature issues add rows.
 * Keep rows in SPEC order. The authorization matrix and the README's table are built from it.
 */
export const routes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/health',
    operation: 'Health',
    shape: (d) => d.health,
    status: (d) => (d.health.status === 'ok' ? 200 : 503),
    summary: 'Status check: gateway and database.',
  },
  {
    method: 'GET',
    path: '/api/users/me',
    operation: 'Me',
    shape: (d) => ({ data: { ...d.me, roles: roleValues(d.me.roles) } }),
    summary: 'The signed-in member: profile and roles.',
  },
];
