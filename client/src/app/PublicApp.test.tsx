import { render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { PublicApp } from './PublicApp';

// The about page's code cannot be fetched (a deploy replaced the files while the landing page was
// open, or the phone is offline).
vi.mock('../features/landing/AboutPage', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/AboutPage.js');
});

describe('the public app', () => {
  it('says a page could not be shown and offers a reload, instead of a blank screen', async () => {
    render(
      <MemoryRouter initialEntries={['/about']}>
        <PublicApp />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong.' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
  });
});

describe("the public app on the gateway's not-found page", () => {
  it('says "Page not found." at the address the gateway answered 404, and opens any other in the member app', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    try {
      render(
        <MemoryRouter initialEntries={['/an/old/link']}>
          <PublicApp notFoundPath="/an/old/link" />
          <Link to="/stories">Stories</Link>
        </MemoryRouter>,
      );
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found.' })).toBeTruthy();
      expect(reload).not.toHaveBeenCalled();
      // A member page (reached without a page load, e.g. Back into an entry of this document).
      screen.getByRole('link', { name: 'Stories' }).click();
      await vi.waitFor(() => expect(reload).toHaveBeenCalled());
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
