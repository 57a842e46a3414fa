import { lazy, Suspense, type ComponentType } from 'react';
import { waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LazyPart } from './LazyPart';
import { PageReady, Ready } from './Ready';

/*
 * A page drawn before the app ran is ready only once the page itself has hydrated, not when the
 * frame around it has: React commits the frame first and hydrates the layout's Suspense boundary
 * (the page) in a later pass. Until then the page's fields would lose what is typed into them.
 */

function Page() {
  return (
    <label>
      Why do you need access? <textarea id="reason" />
    </label>
  );
}

/** React has attached itself to the frame (outside the boundary): the frame has hydrated. */
const hydratedFrame = (root: HTMLElement) => Object.keys(root.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber'));

function tree(PageComponent: ComponentType) {
  return (
    <>
      <main>
        <Suspense fallback={<p>Loading…</p>}>
          <PageComponent />
          <PageReady />
        </Suspense>
      </main>
      <Ready hydrating />
    </>
  );
}

// Real scheduling, as in the browser: React hydrates the boundary in a later task of its own.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let wasActEnvironment: boolean | undefined;
beforeEach(() => {
  wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});

afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
  document.body.innerHTML = '';
  delete document.documentElement.dataset.ready;
});

describe('Ready and PageReady', () => {
  it('hold a drawn page until the page inside the layout’s boundary has hydrated, then let it take input', async () => {
    const root = document.createElement('div');
    root.id = 'root';
    root.dataset.ssr = '';
    root.innerHTML = renderToString(tree(Page));
    root.inert = true;
    root.setAttribute('aria-hidden', 'true');
    document.body.append(root);

    // The page's code arrives after the frame has hydrated (as a slow network or CPU makes it).
    let arrive!: () => void;
    const LatePage = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = () => resolve({ default: Page }))));
    hydrateRoot(root, tree(LatePage));
    await waitFor(() => expect(hydratedFrame(root)).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    // The frame is hydrated and committed; the page is not: still held, not marked ready.
    expect(root.querySelector('main')).not.toBeNull();
    expect(document.documentElement.dataset.ready).toBeUndefined();
    expect(root.inert).toBe(true);

    arrive();
    await waitFor(() => expect(document.documentElement.dataset.ready).toBe('true'));
    expect(root.inert).toBe(false);
    expect(root.hasAttribute('aria-hidden')).toBe(false);
    expect(root.querySelector('#reason')).not.toBeNull();
  });

  it('hold a drawn page until a lazy part of it (its own boundary) has hydrated too', async () => {
    function InvitesPanel() {
      return <button type="button">Accept</button>;
    }
    const withPart = (Part: ComponentType) =>
      function DashboardPage() {
        return (
          <>
            <h1>My Dashboard</h1>
            <LazyPart>
              <Part />
            </LazyPart>
          </>
        );
      };
    const root = document.createElement('div');
    root.id = 'root';
    root.dataset.ssr = '';
    root.innerHTML = renderToString(tree(withPart(InvitesPanel)));
    root.inert = true;
    document.body.append(root);

    // The page's code is there; the part's arrives later.
    let arrive!: () => void;
    const LatePart = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = () => resolve({ default: InvitesPanel }))));
    hydrateRoot(root, tree(withPart(LatePart)));
    await waitFor(() => expect(Object.keys(root.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber'))).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    // The page has hydrated, its part has not: still held.
    expect(document.documentElement.dataset.ready).toBeUndefined();
    expect(root.inert).toBe(true);

    arrive();
    await waitFor(() => expect(document.documentElement.dataset.ready).toBe('true'));
    expect(root.inert).toBe(false);
  });

  it('mark a page the browser renders ready when it first commits', async () => {
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    const { createRoot } = await import('react-dom/client');
    createRoot(root).render(<Ready />);
    await waitFor(() => expect(document.documentElement.dataset.ready).toBe('true'));
  });
});
