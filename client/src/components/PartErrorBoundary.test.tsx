import { Suspense, useState, type ComponentType } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazy } from '../app/lazy-page';
import { MESSAGES } from '../errors/messages';
import { LazyPart } from './LazyPart';
import { PartErrorBoundary } from './PartErrorBoundary';
import { pageState, PageReady } from './Ready';

/*
 * A part of a page whose code loads on demand, when that code cannot be fetched (offline, or a
 * deploy replaced the files): the part says so in its place and the rest of the page stays, what
 * was typed in it included; Try again asks for the code again.
 */

function InvitesPanel() {
  return <button type="button">Accept</button>;
}

/** A lazy part whose first download fails, as offline; later ones arrive. */
function flakyPart() {
  let attempts = 0;
  const Part = lazy(() => {
    attempts += 1;
    return attempts === 1
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/InvitesPanel.js'))
      : Promise.resolve({ default: InvitesPanel as ComponentType });
  });
  return { Part, attempts: () => attempts };
}

afterEach(() => {
  delete document.documentElement.dataset.ready;
  pageState.shown = false;
  pageState.partsPending = 0;
});

describe('a lazy part whose code cannot be fetched', () => {
  it('says so in its place with Try again, keeps the rest of the page and what was typed, and loads on Try again', async () => {
    const { Part, attempts } = flakyPart();
    render(
      <main>
        <h1>My Dashboard</h1>
        <label>
          Your commentary <textarea />
        </label>
        <LazyPart>
          <Part />
        </LazyPart>
      </main>,
    );
    fireEvent.change(screen.getByLabelText('Your commentary'), { target: { value: 'Half a paragraph…' } });

    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.PART_LOAD_FAILED);
    expect(screen.getByRole('heading', { name: 'My Dashboard' })).toBeTruthy();
    expect((screen.getByLabelText('Your commentary') as HTMLTextAreaElement).value).toBe('Half a paragraph…');

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(attempts()).toBe(2);
    expect((screen.getByLabelText('Your commentary') as HTMLTextAreaElement).value).toBe('Half a paragraph…');
  });

  it('no longer holds the page back: the page is marked ready and takes input', async () => {
    const { Part } = flakyPart();
    render(
      <main>
        <Suspense fallback={null}>
          <h1>My Dashboard</h1>
          <LazyPart>
            <Part />
          </LazyPart>
          <PageReady />
        </Suspense>
      </main>,
    );
    await screen.findByRole('alert');
    await waitFor(() => expect(document.documentElement.dataset.ready).toBe('true'));
    expect(pageState.partsPending).toBe(0);
  });

  it('shows what the page does without it instead, and tries again when told to (the next page opened)', async () => {
    const { Part, attempts } = flakyPart();
    function TopBar() {
      const [page, setPage] = useState('/dashboard');
      return (
        <header>
          <button type="button" onClick={() => setPage('/stories')}>
            Stories
          </button>
          <PartErrorBoundary fallback={<span>bell space</span>} retryKey={page}>
            <Suspense fallback={null}>
              <Part />
            </Suspense>
          </PartErrorBoundary>
        </header>
      );
    }
    render(<TopBar />);
    expect(await screen.findByText('bell space')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(attempts()).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Stories' }));
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(screen.queryByText('bell space')).toBeNull();
    expect(attempts()).toBe(2);
  });
});
