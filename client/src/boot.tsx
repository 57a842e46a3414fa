import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadRoute } from './app/routes';
import { Ready } from './components/Ready';

/**
 * The member app, loaded by main.tsx: on the members' pages, and on a prerendered public page when
 * the visitor is signed in (or only supabase-js can tell), which is then rendered afresh for who
 * they are (a signed-out visitor's public page is hydrated by public-boot.tsx instead). The route's
 * page bundle is loaded first, so the first render never shows a loading spinner.
 */
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

void preloadRoute(window.location.pathname).then(() => {
  const root = createRoot(container);
  // As a transition, so React renders the first screen in slices of a few milliseconds and the
  // phone's main thread is never blocked for long (Lighthouse's Total Blocking Time, issue #12).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
        <Ready />
      </StrictMode>,
    );
  });
});
