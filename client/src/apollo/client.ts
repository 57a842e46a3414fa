import { ApolloClient, InMemoryCache, type ApolloLink, type NormalizedCacheObject } from '@apollo/client';
import { createLink } from './links';
import { typePolicies } from './type-policies';

export interface ApolloClientOptions {
  /** Replaces the browser's request pipeline (the gateway's renderer runs operations in-process). */
  link?: ApolloLink;
  /** Rendering on the server: every query is answered once, then the page is written out. */
  ssrMode?: boolean;
  /** The cache the server rendered the page from (a member page drawn by the gateway), restored before hydrating. */
  state?: NormalizedCacheObject;
}

/**
 * At most this long after start, queries take what the server sent rather than asking again
 * (network-only included); app/useCacheFirstUntilHydrated.ts ends it as soon as the page has hydrated.
 */
const SSR_FORCE_FETCH_DELAY_MS = 2000;

export function createApolloClient(options: ApolloClientOptions = {}): ApolloClient {
  const cache = new InMemoryCache({ typePolicies });
  if (options.state) cache.restore(options.state);
  return new ApolloClient({
    link: options.link ?? createLink(),
    cache,
    ssrMode: options.ssrMode,
    // Hydrating a page the server drew: the first render must show exactly what it showed.
    ssrForceFetchDelay: options.state ? SSR_FORCE_FETCH_DELAY_MS : undefined,
  });
}
