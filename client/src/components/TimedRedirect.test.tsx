import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { TimedRedirect } from './TimedRedirect';

function renderRedirect() {
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
  render(<RouterProvider router={router} />);
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
});
