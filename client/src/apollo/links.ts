import { ApolloLink, HttpLink } from '@apollo/client';

/** Same origin: the gateway serves the client, and `vite dev` proxies /graphql to it. */
export const GRAPHQL_PATH = '/graphql';

/**
 * The request pipeline, outermost first. The auth issue inserts its links before `http`:
 *   error (connection/CORS classification) → retry (network error or 5xx, SPEC §9 delays)
 *   → refresh-and-replay once on 401 → Bearer token from the supabase session → timeout 30 s → http
 * Keep `http` last: it is the terminating link.
 */
export function createLink(): ApolloLink {
  const http = new HttpLink({ uri: GRAPHQL_PATH, credentials: 'include' });
  return ApolloLink.from([http]);
}
