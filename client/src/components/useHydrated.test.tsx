import { waitFor } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useBrowserSnapshot, useDrawnPage } from './useHydrated';
import { markPageReady } from './Ready';

/*
 * A part of a drawn page that reads something only the browser knows (storage at this width, a
 * bundle having arrived) reads it only when the browser drew the part itself: hydrating what the
 * portal drew, a browser value unlike the server's made React draw the part again at once, in one
 * long task (the dashboard: 170–490 ms at 4× slowdown).
 */
let renders = 0;
const browserValue = 'remembered nothing';
function Part() {
  renders++;
  const drawn = useDrawnPage();
  const value = useBrowserSnapshot(() => (drawn ? 'as drawn' : browserValue), 'as drawn');
  return <p data-drawn={String(drawn)}>{value}</p>;
}

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let wasActEnvironment: boolean | undefined;
beforeEach(() => {
  wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  renders = 0;
});

afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
  document.body.innerHTML = '';
  delete document.documentElement.dataset.ready;
});

function container(drawnHtml?: string) {
  const root = document.createElement('div');
  root.id = 'root';
  if (drawnHtml !== undefined) {
    root.dataset.ssr = '';
    root.innerHTML = drawnHtml;
  }
  document.body.append(root);
  return root;
}

describe('useDrawnPage', () => {
  it('is true on the server and while the browser hydrates what it drew, and stays so: the part is not drawn again', async () => {
    // (jsdom has a document: the server is the page it draws into, #root[data-ssr] not yet ready.)
    const root = container('');
    const html = renderToString(<Part />);
    expect(html).toContain('data-drawn="true"');
    expect(html).toContain('as drawn');
    root.innerHTML = html;
    renders = 0;

    const paragraph = root.querySelector('p');
    hydrateRoot(root, <Part />);
    await waitFor(() => expect(Object.keys(paragraph ?? {}).some((key) => key.startsWith('__reactFiber'))).toBe(true));
    markPageReady();
    await new Promise((r) => setTimeout(r, 50));
    expect(root.querySelector('p')).toBe(paragraph);
    expect(paragraph?.textContent).toBe('as drawn');
    expect(paragraph?.dataset.drawn).toBe('true');
    expect(renders).toBe(1);
  });

  it('is false for a part the browser draws itself (a page reached by a link, a page not drawn)', async () => {
    document.documentElement.dataset.ready = 'true';
    const root = container();
    createRoot(root).render(<Part />);
    await waitFor(() => expect(root.querySelector('p')?.textContent).toBe('remembered nothing'));
    expect(root.querySelector('p')?.dataset.drawn).toBe('false');
  });
});
