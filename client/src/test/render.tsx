import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { HealthDocument } from '../app/health.generated';
import { AppProviders } from '../app/AppProviders';
import { routes } from '../app/routes';
import type { SessionOverride } from '../app/session';

export const member = { id: '00000000-0000-4000-8000-000000000001', email: 'member@example.org' };

/** The health check every main-layout screen makes, answered as healthy. */
export const healthyMock: MockLink.MockedResponse = {
  request: { query: HealthDocument },
  result: { data: { health: { __typename: 'Health', status: 'ok', database: 'ok' } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  delay: 0,
};

interface Options {
  /** Defaults to signed out. */
  session?: SessionOverride;
  mocks?: MockLink.MockedResponse[];
}

function testClient(mocks: MockLink.MockedResponse[]) {
  return new ApolloClient({ link: new MockLink(mocks, { showWarnings: false }), cache: new InMemoryCache() });
}

/** Renders the whole app (real route table, layouts and guards) at `path`. */
export function renderApp(path: string, { session = {}, mocks = [healthyMock] }: Options = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProviders client={testClient(mocks)} session={session}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}

/** Renders one component with the app's providers and a router around it. */
export function renderWithProviders(ui: ReactElement, { session = {}, mocks = [healthyMock] }: Options = {}) {
  return render(
    <AppProviders client={testClient(mocks)} session={session}>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );
}
