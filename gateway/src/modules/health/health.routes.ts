import type { RestRoute } from '../../rest/route-types.js';

/**
 * REST rows — The status check. Each runs one GraphQL operation (rest/operations/*.graphql) and
 * has its row in docs/rest.md.
 */
export const healthRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/health',
    operation: 'Health',
    shape: (d) => d.health,
    status: (d) => (d.health.status === 'ok' ? 200 : 503),
    summary: 'Status check: gateway and database.',
  },
];
