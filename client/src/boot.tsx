import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadRoute } from './app/routes';
import { initialSessionUser } from './auth/stored-session';
import { Ready } from './components/Ready';
import { captureTyped } from './components/typed-before-hydration';

/** The app itself, loaded by main.tsx. */
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const app = (
  <StrictMode>
    <App />
    <Ready />
  </StrictMode>
);

/*
 * The public pages arrive prerendered for a signed-out visitor (issue #12; client/scripts/
 * prerender.ts marks the root with the path it was rendered for). Such a page is hydrated — its
 * markup kept, made interactive — when this visitor is indeed signed out; otherwise (a member
 * opening /about, an emailed sign-in link) it is rendered afresh for who they are. Either way the
 * route's page bundle is loaded first, so the first render never shows a loading spinner.
 */
const prerenderedFor = container.dataset.prerendered;
const session = initialSessionUser();
const hydrate = prerenderedFor === window.location.pathname && session.checked && session.user === null;

void preloadRoute(window.location.pathname).then(() => {
  if (hydrate) {
    captureTyped(container);
    // A transition: hydration yields to the browser between components instead of one long task.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
});
