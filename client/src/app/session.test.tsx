import { describe, expect, it, vi, beforeEach } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { SessionMemberDocument } from './session.generated';
import { SUPABASE_SESSION_COOKIE } from '../auth/cookie-names';
import { SERVER_STATE_ID } from './server-state';
import { RolesBanner } from './RolesBanner';
import { UnsubscribePushDocument } from '../features/push/push.generated';
import { fakePushBrowser, vapidKey } from '../test/push-browser';
import { SessionProvider, useSession } from './session';

const auth = vi.hoisted(() => {
  type Listener = (event: string, session: unknown) => void;
  const state = { session: null as null | { user: { id: string; email: string; last_sign_in_at?: string } }, listeners: [] as Listener[] };
  return {
    state,
    emit(event: string, session: typeof state.session) {
      state.session = session;
      state.listeners.forEach((l) => l(event, session));
    },
    client: {
      auth: {
        getSession: vi.fn(async () => ({ data: { session: state.session }, error: null })),
        onAuthStateChange: vi.fn((listener: Listener) => {
          state.listeners.push(listener);
          return { data: { subscription: { unsubscribe: () => (state.listeners = state.listeners.filter((l) => l !== listener)) } } };
        }),
        signOut: vi.fn(async () => {
          state.session = null;
          state.listeners.forEach((l) => l('SIGNED_OUT', null));
          return { error: null };
        }),
      },
    },
  };
});
vi.mock('../auth/supabase', () => ({ getSupabase: async () => auth.client }));

const ownerLike = { id: '00000000-0000-4000-8000-0000000000aa', email: 'director@our-org.example' };

function Probe() {
  const s = useSession();
  return (
    <>
      <output data-testid="session">{JSON.stringify({ user: s.user?.email ?? null, roles: s.roles, loading: s.loading, isStaff: s.isStaff, isSuperAdmin: s.isSuperAdmin, rolesError: s.rolesError, sessionEnded: s.sessionEnded })}</output>
      <button onClick={() => void s.signOut()}>Sign out</button>
      <RolesBanner />
    </>
  );
}

function renderSession(mocks: MockLink.MockedResponse[]) {
  const client = new ApolloClient({ link: new MockLink(mocks, { showWarnings: false }), cache: new InMemoryCache() });
  const clearStore = vi.spyOn(client, 'clearStore');
  render(
    <ApolloProvider client={client}>
      <SessionProvider>
        <Probe />
      </SessionProvider>
    </ApolloProvider>,
  );
  const read = () => JSON.parse(screen.getByTestId('session').textContent!) as Record<string, unknown>;
  return { read, clearStore };
}

const meMock = (roles: string[], delay = 20): MockLink.MockedResponse => ({
  request: { query: SessionMemberDocument },
  result: { data: { me: { __typename: 'Member', id: ownerLike.id, email: ownerLike.email, roles } } },
  delay,
});

/** A member's page as the gateway drew it (whom for, read at start before supabase-js loads), and their session cookie. */
function storeSession(user: { id: string; email: string }) {
  document.cookie = `${SUPABASE_SESSION_COOKIE}=base64-x; Path=/`;
  const state = document.createElement('script');
  Object.assign(state, { type: 'application/json', id: SERVER_STATE_ID, textContent: '{}' });
  Object.assign(state.dataset, { drawnFor: user.id, drawnEmail: user.email });
  document.body.append(state);
  auth.state.session = { user };
}

function dropSessionCookie() {
  document.cookie = `${SUPABASE_SESSION_COOKIE}=; Path=/; Max-Age=0`;
}

beforeEach(() => {
  auth.state.session = null;
  auth.state.listeners = [];
  dropSessionCookie();
  document.getElementById(SERVER_STATE_ID)?.remove();
  vi.clearAllMocks();
});

describe('the live session', () => {
  it('knows at once that nobody is signed in without a session cookie (no wait for supabase-js)', async () => {
    const { read } = renderSession([]);
    expect(read()).toMatchObject({ loading: false, user: null, roles: [] });
    await waitFor(() => expect(auth.client.auth.onAuthStateChange).toHaveBeenCalled());
    expect(read()).toMatchObject({ loading: false, user: null });
  });

  it('starts with the stored member, and drops them when supabase-js finds no session after all', async () => {
    storeSession(ownerLike);
    auth.state.session = null;
    const { read } = renderSession([meMock(['USER'], 0)]);
    expect(read()).toMatchObject({ user: ownerLike.email, loading: true });
    await waitFor(() => expect(read()).toMatchObject({ user: null, loading: false, roles: [] }));
  });

  // Signed out on another device while no page was open: supabase-js, starting, has its refresh
  // refused and removes the stored session; its INITIAL_SESSION event may come before getSession's
  // answer. Either way the member is told their session ended — unless the session is still
  // stored (the auth service could not be reached), which is no ended session.
  it.each([
    ['removed from storage: the session ended', true],
    ['still stored (auth service unreachable): not an ended session', false],
  ])('supabase-js starts with no session, the event first, %s', async (_what, removed) => {
    storeSession(ownerLike);
    auth.state.session = null;
    auth.client.auth.getSession.mockImplementationOnce(() => new Promise((resolve) => setTimeout(() => resolve({ data: { session: null }, error: null }), 30)));
    auth.client.auth.onAuthStateChange.mockImplementationOnce((listener) => {
      if (removed) dropSessionCookie();
      queueMicrotask(() => listener('INITIAL_SESSION', null));
      return { data: { subscription: { unsubscribe: () => auth.state.listeners } } };
    });
    const { read } = renderSession([meMock(['USER'], 0)]);
    await waitFor(() => expect(read()).toMatchObject({ user: null, loading: false }));
    await new Promise((r) => setTimeout(r, 50));
    expect(read()).toMatchObject({ user: null, sessionEnded: removed });
  });

  it('stays loading until the roles arrive from the server, then derives staff access from them', async () => {
    storeSession(ownerLike);
    const { read } = renderSession([meMock(['USER', 'STAFF'], 50)]);
    await waitFor(() => expect(read().user).toBe(ownerLike.email));
    expect(read().loading).toBe(true);
    expect(read().isStaff).toBe(false);
    await waitFor(() => expect(read()).toMatchObject({ loading: false, roles: ['user', 'staff'], isStaff: true, isSuperAdmin: false }));
  });

  it('grants nothing when the role lookup fails, whatever the email, and offers a retry', async () => {
    storeSession(ownerLike);
    const { read } = renderSession([
      { request: { query: SessionMemberDocument }, error: new TypeError('Failed to fetch'), delay: 0 },
      meMock(['USER', 'SUPER_ADMIN'], 0),
    ]);
    await waitFor(() => expect(read()).toMatchObject({ loading: false, rolesError: true, roles: [], isStaff: false, isSuperAdmin: false }));
    expect(screen.getByRole('alert').textContent).toContain('We could not load your roles');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(read()).toMatchObject({ rolesError: false, isSuperAdmin: true }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('follows auth state changes, and signing out clears the Apollo store', async () => {
    const { read, clearStore } = renderSession([meMock(['USER'], 0)]);
    await waitFor(() => expect(read()).toMatchObject({ loading: false, user: null }));
    act(() => auth.emit('SIGNED_IN', { user: ownerLike }));
    await waitFor(() => expect(read()).toMatchObject({ loading: false, user: ownerLike.email, roles: ['user'] }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(read()).toMatchObject({ user: null, roles: [] }));
    expect(auth.client.auth.signOut).toHaveBeenCalled();
    expect(clearStore).toHaveBeenCalled();
  });

  it('signing out stops pushes to this device: the gateway is told while still signed in, then the browser drops it', async () => {
    const browser = fakePushBrowser({ permission: 'granted' });
    try {
      const subscription = browser.subscribed(vapidKey(7));
      const order: string[] = [];
      auth.client.auth.signOut.mockImplementationOnce(async () => {
        order.push(subscription.unsubscribed ? 'auth sign-out after the browser dropped it' : 'auth sign-out first');
        auth.state.session = null;
        auth.state.listeners.forEach((l) => l('SIGNED_OUT', null));
        return { error: null };
      });
      const unsubscribe: MockLink.MockedResponse = {
        request: { query: UnsubscribePushDocument, variables: { endpoint: subscription.endpoint } },
        result: () => {
          order.push(auth.state.session ? 'gateway told while signed in' : 'gateway told after sign-out');
          return { data: { unsubscribePush: true } };
        },
        delay: 0,
      };
      const { read } = renderSession([meMock(['USER'], 0), unsubscribe]);
      act(() => auth.emit('SIGNED_IN', { user: ownerLike }));
      await waitFor(() => expect(read()).toMatchObject({ loading: false, user: ownerLike.email }));
      fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
      await waitFor(() => expect(read()).toMatchObject({ user: null }));
      expect(order).toEqual(['gateway told while signed in', 'auth sign-out after the browser dropped it']);
      expect(browser.subscription).toBeNull();
    } finally {
      browser.restore();
    }
  });
});
