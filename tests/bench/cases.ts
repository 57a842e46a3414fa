// The benchmark table: each row is one GraphQL operation and its REST twin, measured side by
// side by `npm run bench`. Feature issues add their rows here (keep GraphQL and REST asking for
// the same data, so the ratio compares transports, not workloads).

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface BenchCase {
  /** Short, unique; `npm run bench -- <name>` runs only the named cases. */
  name: string;
  graphql: { query: string; variables?: Record<string, unknown> };
  rest: { method: HttpMethod; path: string; body?: unknown };
  /** Sent on both sides, e.g. `{ Authorization: 'Bearer …' }`. */
  headers?: Record<string, string>;
}

export const cases: BenchCase[] = [
  {
    name: 'health',
    graphql: { query: '{ health { status } }' },
    rest: { method: 'GET', path: '/api/health' },
  },
];
