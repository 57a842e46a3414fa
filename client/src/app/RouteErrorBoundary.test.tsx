import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { render, screen } from '@testing-library/react';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function Broken(): never {
  throw new Error('render failed');
}

describe('a screen that throws', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the error page with a reload, and the next address renders normally', () => {
    // React reports the caught error on the console; expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // A wrapper, so rerender() updates the same boundary rather than mounting a new one.
    const { rerender } = render(
      <RouteErrorBoundary resetKey="/stories">
        <Broken />
      </RouteErrorBoundary>,
      { wrapper: ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter> },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();

    rerender(
      <RouteErrorBoundary resetKey="/key-votes">
        <p>Key votes</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Key votes')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong.' })).toBeNull();
  });
});
