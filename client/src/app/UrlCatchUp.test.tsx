import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { act, render, screen } from '@testing-library/react';
import { UrlCatchUp } from './UrlCatchUp';

function Tree() {
  const [mounted, setMounted] = useState(false);
  return (
    <BrowserRouter>
      {mounted && <UrlCatchUp />}
      <button type="button" onClick={() => setMounted(true)}>
        mount
      </button>
      <Routes>
        <Route path="/dashboard" element={<h1>My Dashboard</h1>} />
        <Route path="/stories" element={<h1>Stories</h1>} />
      </Routes>
    </BrowserRouter>
  );
}

describe('an address that moved before the router listened', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('is shown once the app has mounted, without a new history entry', () => {
    window.history.replaceState(null, '', '/dashboard');
    render(<Tree />);
    expect(screen.getByRole('heading', { name: 'My Dashboard' })).toBeTruthy();
    // The address moves without the router hearing of it, as it can during a sliced first render.
    window.history.pushState(null, '', '/stories?filter=following');
    const length = window.history.length;
    act(() => screen.getByRole('button', { name: 'mount' }).click());
    expect(screen.getByRole('heading', { name: 'Stories' })).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe('/stories?filter=following');
    expect(window.history.length).toBe(length);
  });

  it('changes nothing when the address did not move', () => {
    window.history.replaceState(null, '', '/dashboard');
    render(<Tree />);
    const length = window.history.length;
    act(() => screen.getByRole('button', { name: 'mount' }).click());
    expect(screen.getByRole('heading', { name: 'My Dashboard' })).toBeTruthy();
    expect(window.history.length).toBe(length);
  });
});
