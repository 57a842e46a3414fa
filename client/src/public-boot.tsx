import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { preloadPublicPage, PublicApp } from './app/PublicApp';
import { Ready } from './components/Ready';
import { captureTyped } from './components/typed-before-hydration';

/**
 * The public app (app/PublicApp.tsx), loaded by main.tsx on a prerendered public page for a visitor
 * who is signed out. The page's bundle is loaded first, so hydration never suspends; hydration keeps
 * the prerendered markup and makes it interactive.
 */
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

void preloadPublicPage(window.location.pathname).then(() => {
  captureTyped(container);
  // A transition: hydration yields to the browser between components instead of one long task.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <BrowserRouter>
          <PublicApp />
        </BrowserRouter>
        <Ready />
      </StrictMode>,
    );
  });
});
