import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';

/**
 * A page the gateway drew is hydrated from the data it was drawn from: while it hydrates, queries
 * take the cache's answer even where their policy would ask the network (apollo/client.ts,
 * `prioritizeCacheValues`), so the browser's first render matches the server's. Once the page has
 * hydrated, they follow their own policies again: a refetch after a change must reach the server,
 * however soon the member makes it.
 *
 * Returns the step that ends the preference. The members' layout (MainLayout) gives it to the
 * PageReady after the page inside its Suspense boundary, which runs it once the page itself has
 * hydrated, after every effect of that commit: React may hydrate the layout and commit it before the
 * page, and a page hydrated after the preference had ended rendered its network-only queries as
 * loading and no longer matched (the legislative dashboard's status chip; the page was then drawn
 * again and a search typed meanwhile was lost). Waiting for the commit's effects lets the queries
 * subscribed in them (the session's, in an ancestor) start from the cache too.
 */
export function useCacheFirstUntilHydrated(): () => void {
  const client = useApolloClient();
  return useCallback(() => {
    client.prioritizeCacheValues = false;
  }, [client]);
}
