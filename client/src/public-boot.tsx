import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import { parsePath, UNSAFE_createBrowserHistory as createBrowserHistory, unstable_HistoryRouter as HistoryRouter, type To } from 'react-router-dom';
import { createEmotionCache } from './app/emotion-cache';
import { isPublicPage, preloadPublicPage, PublicApp } from './app/PublicApp';
import { Ready } from './components/Ready';
import { captureTyped } from './components/typed-before-hydration';

/**
 * The public app (app/PublicApp.tsx), loaded by main.tsx on a prerendered public page for a visitor
 * who is signed out. The page's bundle is loaded first, so hydration never suspends; hydration keeps
 * the prerendered markup and makes it interactive.
 */
const container = document.getElementById('root');

/*
 * The browser history as BrowserRouter keeps it, except that going to an address that is not a
 * public page (the dashboard after signing in, a member link) loads that page as a document: the
 * member app starts there, and the address changes only when it does. (BrowserRouter offers no
 * hook for this; a history object of one's own is what react-router's HistoryRouter is for.)
 */
const browserHistory = createBrowserHistory({ v5Compat: true });
const pathnameOf = (to: To) => (typeof to === 'string' ? parsePath(to).pathname : to.pathname) ?? window.location.pathname;
const history: typeof browserHistory = Object.assign(Object.create(browserHistory) as typeof browserHistory, {
  push(to: To, state?: unknown) {
    if (isPublicPage(pathnameOf(to))) browserHistory.push(to, state);
    else window.location.assign(browserHistory.createHref(to));
  },
  replace(to: To, state?: unknown) {
    if (isPublicPage(pathnameOf(to))) browserHistory.replace(to, state);
    else window.location.replace(browserHistory.createHref(to));
  },
});
if (!container) throw new Error('The page has no #root element.');
// The gateway's not-found page (prerender/pages.ts NOT_FOUND): this address is one the portal does not have.
const notFoundPath = container.dataset.prerendered === '*' ? window.location.pathname : undefined;

void preloadPublicPage(notFoundPath ? '*' : window.location.pathname).then(() => {
  captureTyped(container);
  // A transition: hydration yields to the browser between components instead of one long task.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <CacheProvider value={createEmotionCache()}>
          <HistoryRouter history={history}>
            <PublicApp notFoundPath={notFoundPath} />
          </HistoryRouter>
        </CacheProvider>
        <Ready hydrating />
      </StrictMode>,
    );
  });
});
