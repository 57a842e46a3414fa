import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { HealthDocument } from '../app/health.generated';
import { AppProviders } from '../app/AppProviders';
import { routes } from '../app/routes';
import type { SessionOverride } from '../app/session';
import { typePolicies } from '../apollo/type-policies';

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
  /** The app's cache policies (apollo/type-policies.ts), for a mutation's answer to reach what a query read. */
  appCache?: boolean;
}

function testClient(mocks: MockLink.MockedResponse[], appCache = false) {
  return new ApolloClient({ link: new MockLink(mocks, { showWarnings: false }), cache: new InMemoryCache(appCache ? { typePolicies } : {}) });
}

/** Renders the whole app (real route table, layouts and guards) at `path`. */
export function renderApp(path: string, { session = {}, mocks = [healthyMock], appCache }: Options = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProviders client={testClient(mocks, appCache)} session={session}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}

/** Renders one component with the app's providers and a router around it. */
export function renderWithProviders(ui: ReactElement, { session = {}, mocks = [healthyMock], appCache }: Options = {}) {
  return render(
    <AppProviders client={testClient(mocks, appCache)} session={session}>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );
}
