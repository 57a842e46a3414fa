import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import { App } from './app/App';
import { createEmotionCache } from './app/emotion-cache';
import { preloadRoute } from './app/routes';
import { markPageReady, Ready } from './components/Ready';

/**
 * The member app, loaded by main.tsx: on the members' pages, and on a prerendered public page when
 * the visitor is signed in (or only supabase-js can tell), which is then rendered afresh for who
 * they are (a signed-out visitor's public page is hydrated by public-boot.tsx instead). The route's
 * page bundle is loaded first, so the first render never shows a loading spinner.
 *
 * A member page the gateway drew with its data (#root[data-ssr], prerender/member-render.tsx) is
 * hydrated: the app starts from the data the page was drawn from (App.tsx) and keeps the markup.
 */
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const hydrate = container.dataset.ssr !== undefined;

/**
 * How long a page being hydrated waits for its layout's PageReady before it is let go regardless
 * (components/Ready.tsx): a drawn page held inert is never left unusable for good.
 */
const HOLD_LIMIT_MS = 10_000;

void preloadRoute(window.location.pathname).then(() => {
  const app = (
    <StrictMode>
      <CacheProvider value={createEmotionCache()}>
        <App />
      </CacheProvider>
      <Ready hydrating={hydrate} />
    </StrictMode>
  );
  // As a transition, so React renders (or hydrates) the first screen in slices of a few
  // milliseconds and the phone's main thread is never blocked for long (Lighthouse's Total
  // Blocking Time, issue #12).
  startTransition(() => {
    if (hydrate) {
      setTimeout(markPageReady, HOLD_LIMIT_MS);
      hydrateRoot(container, app, {
        // The page differs from what the gateway drew (e.g. the session changed in another tab
        // meanwhile): React draws it afresh, which is correct; say so for developers only.
        onRecoverableError: (error, info) => console.warn('The member page was drawn again in the browser:', error, info.componentStack),
      });
    } else {
      createRoot(container).render(app);
    }
  });
});
