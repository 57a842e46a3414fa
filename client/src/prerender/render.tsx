import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { AppProviders } from '../app/AppProviders';
import { pageTitle } from '../app/brand';
import { preloadRoute, routes } from '../app/routes';
import { Ready } from '../components/Ready';
import { takeServerTitle } from '../components/usePageTitle';
import { EMOTION_CACHE_KEY, signedInRedirectScript } from './pages';

export { MEMBER_LAYOUT, MEMBER_ROUTES, PRERENDERED_PAGES } from './pages';

/** The inline script of pages a signed-in member skips, for the VITE_SUPABASE_URL of this build. */
export function signedInRedirect(): string {
  return signedInRedirectScript(import.meta.env.VITE_SUPABASE_URL);
}

/**
 * The server side of prerendering (issue #12 item 2), bundled by client/scripts/prerender.ts with
 * Vite's SSR build and run once per public page at build time — never in the gateway.
 *
 * It renders the real route table and providers for a signed-out visitor (the session reads no
 * storage on the server, see auth/stored-session.ts), waits for the lazily loaded page
 * (react-dom/static's prerender resolves every Suspense boundary), and collects the emotion styles
 * the page used, which become the page's inline critical CSS. The browser then hydrates the same
 * tree (main.tsx), so nothing is drawn twice.
 */
export async function renderPage(path: string): Promise<{ html: string; styleTags: string; title: string }> {
  // The page's module first, so nothing suspends: a boundary that suspended would be written as a
  // fallback plus an inline script to swap it in, which the CSP refuses (and hydration then redoes).
  await preloadRoute(path);
  const cache = createCache({ key: EMOTION_CACHE_KEY });
  const emotion = createEmotionServer(cache);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.invalid${path}`));
  if (context instanceof Response) throw new Error(`${path} answered with a redirect (${context.status}) while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // No network during the build: public pages do not query the API for a signed-out visitor.
  const client = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache(), ssrMode: true });

  takeServerTitle();
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProviders client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </CacheProvider>
      <Ready />
    </StrictMode>,
    // A large boundary would otherwise be written out of line, with an inline script to put it in
    // place, which the CSP refuses: a static page is one piece anyway.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  if (errors.length) throw errors[0] instanceof Error ? errors[0] : new Error(`${path}: ${String(errors[0])}`);
  const parts: Buffer[] = [];
  for await (const chunk of prelude) parts.push(Buffer.from(chunk as Uint8Array));
  const html = Buffer.concat(parts).toString('utf8');
  if (/<script|<template/.test(html)) throw new Error(`${path} did not render in one piece (React wrote a script or template: did something suspend?)`);
  const title = takeServerTitle() ?? pageTitle();
  const styleTags = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, styleTags, title };
}
