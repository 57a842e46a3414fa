import { BrowserRouter } from 'react-router-dom';
import { createApolloClient } from '../apollo/client';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './routes';
import { UrlCatchUp } from './UrlCatchUp';

const client = createApolloClient();

/**
 * The member app. react-router runs in declarative mode: the app loads no data through the router,
 * and the data router's code (createBrowserRouter, RouterProvider) is 18 KB gzip more on every page.
 */
export function App() {
  return (
    <AppProviders client={client}>
      <BrowserRouter>
        <UrlCatchUp />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
