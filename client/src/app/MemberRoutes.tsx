import { useEffect } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { AppRoutes } from './routes';
import { UrlCatchUp } from './UrlCatchUp';

/**
 * The member app inside its router: the browser's (App.tsx) and the one the gateway renders a
 * member page with (prerender/member-render.tsx), so both trees have the same shape and a page
 * drawn on the server hydrates without being drawn again.
 */
export function MemberRoutes() {
  return (
    <>
      <UrlCatchUp />
      <CacheFirstUntilHydrated />
      <AppRoutes />
    </>
  );
}

/**
 * A page the gateway drew is hydrated from the data it was drawn from: while it hydrates, queries
 * take the cache's answer even where their policy would ask the network (apollo/client.ts,
 * `prioritizeCacheValues`). Once it has, they follow their own policies again — a refetch after a
 * change must reach the server, however soon the member makes it. Renders nothing.
 */
function CacheFirstUntilHydrated() {
  const client = useApolloClient();
  useEffect(() => {
    // After every effect of the hydrated page has run: the queries that subscribe in them (the
    // session's among them, above this component) start from the cache too. Otherwise the session
    // asked the network at once, its update redrew the page synchronously, and parts still waiting
    // for their code (the dashboard's welcome panel) were dropped for their fallback and drawn again.
    const timer = setTimeout(() => {
      client.prioritizeCacheValues = false;
    }, 0);
    return () => clearTimeout(timer);
  }, [client]);
  return null;
}
