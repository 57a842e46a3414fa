import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from '../apollo/client';
import { AppProviders } from './AppProviders';
import { router } from './router';

const client = createApolloClient();

export function App() {
  return (
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
