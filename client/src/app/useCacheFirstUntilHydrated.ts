import { useEffect } from 'react';
import { useApolloClient } from '@apollo/client/react';

/**
 * A page the gateway drew is hydrated from the data it was drawn from: while it hydrates, queries
 * take the cache's answer even where their policy would ask the network (apollo/client.ts,
 * `prioritizeCacheValues`), so the browser's first render matches the server's. Once the page has
 * hydrated, they follow their own policies again: a refetch after a change must reach the server,
 * however soon the member makes it.
 *
 * Placed after the page inside the members' layout's Suspense boundary (MainLayout): React may
 * hydrate the layout and commit it before the page, and a page hydrated after the preference had
 * ended rendered its network-only queries as loading and no longer matched (the legislative
 * dashboard's status chip; the page was then drawn again and a search typed meanwhile was lost).
 * The preference ends after every effect of that commit has run, so the queries subscribed in them
 * (the session's, in an ancestor) start from the cache too. Renders nothing.
 */
export function CacheFirstUntilHydrated() {
  const client = useApolloClient();
  useEffect(() => {
    const timer = setTimeout(() => {
      client.prioritizeCacheValues = false;
    }, 0);
    return () => clearTimeout(timer);
  }, [client]);
  return null;
}
