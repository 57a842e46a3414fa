import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import { BrowserRouter } from 'react-router-dom';
import { createEmotionCache } from './app/emotion-cache';
import { preloadPublicPage, PublicApp } from './app/PublicApp';
import { Ready } from './components/Ready';

/**
 * The public app (app/PublicApp.tsx), loaded by main.tsx on a prerendered public page for a visitor
 * who is signed out. The page's bundle is loaded first, so hydration never suspends; hydration keeps
 * the prerendered markup and makes it interactive. Addresses that are not public pages are loaded as
 * documents (PublicApp tells its links and navigations which addresses are its own).
 */
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
// The gateway's not-found page (prerender/pages.ts NOT_FOUND): this address is one the portal does not have.
const notFoundPath = container.dataset.prerendered === '*' ? window.location.pathname : undefined;

void preloadPublicPage(notFoundPath ? '*' : window.location.pathname).then(() => {
  // A transition: hydration yields to the browser between components instead of one long task.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <CacheProvider value={createEmotionCache()}>
          <BrowserRouter>
            <PublicApp notFoundPath={notFoundPath} />
          </BrowserRouter>
        </CacheProvider>
        <Ready hydrating />
      </StrictMode>,
    );
  });
});
