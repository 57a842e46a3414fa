import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ThemeProvider } from './mui-theme';
import { ToastProvider } from '../components/toasts';
import { SessionProvider, type SessionOverride, type SessionUser } from './session';
import { theme } from './theme';

interface AppProvidersProps {
  client: ApolloClient;
  /** Replaces the live session (tests). */
  session?: SessionOverride;
  /** Who is signed in, when the gateway renders a member page (prerender/member-render.tsx). */
  serverUser?: SessionUser;
  children: ReactNode;
}

/**
 * Theme, data, toasts and session, in the order they depend on each other: the session sits
 * inside Apollo so the auth issue can load roles through it and clear the cache on sign-out.
 */
export function AppProviders({ client, session, serverUser, children }: AppProvidersProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ApolloProvider client={client}>
        <ToastProvider>
          <SessionProvider value={session} serverUser={serverUser}>{children}</SessionProvider>
        </ToastProvider>
      </ApolloProvider>
    </ThemeProvider>
  );
}
