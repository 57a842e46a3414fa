import type { ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from './mui-theme';
import { ToastProvider } from '../components/toasts';
import { SessionProvider, type SessionOverride } from './session';
import { theme } from './theme';

interface AppProvidersProps {
  client: ApolloClient;
  /** Replaces the live session (tests). */
  session?: SessionOverride;
  children: ReactNode;
}

/**
 * Theme, data, toasts and session, in the order they depend on each other: the session sits
 * inside Apollo so the auth issue can load roles through it and clear the cache on sign-out.
 */
export function AppProviders({ client, session, children }: AppProvidersProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ApolloProvider client={client}>
        <ToastProvider>
          <SessionProvider value={session}>{children}</SessionProvider>
        </ToastProvider>
      </ApolloProvider>
    </ThemeProvider>
  );
}
