import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { MESSAGES } from '../errors/messages';
import { SessionProvider, useSession, type Session } from './session';

// The sign-out code (auth-service) loads when someone signs out; here its download fails (offline).
vi.mock('../auth/auth-service', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/auth-service.js');
});
vi.mock('../auth/supabase', () => ({
  getSupabase: async () => ({
    auth: {
      getSession: async () => ({ data: { session: null }, error: null }),
      onAuthStateChange: () => ({ data: { subscription: { unsubscribe() {} } } }),
    },
  }),
}));

describe('signing out while the sign-out code cannot be fetched', () => {
  it('fails with the connection message, not the browser’s, and nobody is signed out', async () => {
    let session: Session | null = null;
    function Probe() {
      session = useSession();
      return <output>{session.signedOutAt === null ? 'signed in' : 'signing out'}</output>;
    }
    const client = new ApolloClient({ link: new MockLink([]), cache: new InMemoryCache() });
    render(
      <ApolloProvider client={client}>
        <SessionProvider>
          <Probe />
        </SessionProvider>
      </ApolloProvider>,
    );
    await waitFor(() => expect(session).not.toBeNull());
    await expect(session!.signOut()).rejects.toThrow(MESSAGES.CONNECTION_ERROR);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('signed in'));
  });
});
