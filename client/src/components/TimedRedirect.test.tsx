import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { OwnPagesProvider } from '../app/app-navigation';
import { TimedRedirect } from './TimedRedirect';

function renderRedirect(ownPages?: (pathname: string) => boolean) {
  const router = createMemoryRouter(
    [
      {
        path: '/done',
        element: (
          <TimedRedirect to="/next" delayMs={2000} destination="the next page">
            Saved.
          </TimedRedirect>
        ),
      },
      { path: '/next', element: <h1>Next</h1> },
    ],
    { initialEntries: ['/done'] },
  );
  render(ownPages ? <OwnPagesProvider value={ownPages}><RouterProvider router={router} /></OwnPagesProvider> : <RouterProvider router={router} />);
  return router;
}

describe('TimedRedirect', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces the message and the countdown, without the buttons, and goes after the delay', () => {
    vi.useFakeTimers();
    const router = renderRedirect();
    expect(screen.getByRole('status').textContent).toBe('Saved. Taking you to the next page in 2 seconds.');
    expect(screen.getByRole('link', { name: 'Go now' }).getAttribute('href')).toBe('/next');
    act(() => vi.advanceTimersByTime(2000));
    expect(router.state.location.pathname).toBe('/next');
  });

  it('stays when asked, says so, and keeps focus on Go now', () => {
    vi.useFakeTimers();
    const router = renderRedirect();
    fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(screen.getByRole('status').textContent).toBe('Saved. Automatic redirect stopped: go to the next page when you are ready.');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Go now' }));
    expect(screen.queryByRole('button', { name: 'Stay on this page' })).toBeNull();
    act(() => vi.advanceTimersByTime(10_000));
    expect(router.state.location.pathname).toBe('/done');
  });

  it('loads the destination as a document in an app that does not show it (the public app)', () => {
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, href: 'http://localhost/done', replace });
    try {
      vi.useFakeTimers();
      const router = renderRedirect((pathname) => pathname === '/done');
      act(() => vi.advanceTimersByTime(2000));
      expect(replace).toHaveBeenCalledWith('http://localhost/next');
      expect(router.state.location.pathname).toBe('/done');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
