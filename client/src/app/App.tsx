import type { NormalizedCacheObject } from '@apollo/client';
import { BrowserRouter } from 'react-router-dom';
import { createApolloClient } from '../apollo/client';
import { setDrawnAt } from '../components/dates';
import { AppProviders } from './AppProviders';
import { MemberRoutes } from './MemberRoutes';
import { SERVER_STATE_ID } from './server-state';

/** What the gateway sent with a member page it drew (prerender/member-render.tsx): the data it drew it from, and when. */
function serverState(): NormalizedCacheObject | undefined {
  const block = document.getElementById(SERVER_STATE_ID);
  const text = block?.textContent;
  if (!text) return undefined;
  setDrawnAt(Number(block.dataset.drawnAt) || undefined);
  try {
    return JSON.parse(text) as NormalizedCacheObject;
  } catch {
    return undefined;
  }
}

const client = createApolloClient({ state: serverState() });

/**
 * The member app. react-router runs in declarative mode: the app loads no data through the router,
 * and the data router's code (createBrowserRouter, RouterProvider) is 18 KB gzip more on every page.
 */
export function App() {
  return (
    <AppProviders client={client}>
      <BrowserRouter>
        <MemberRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
