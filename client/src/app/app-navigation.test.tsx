import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppLink, AppNavLink, OwnPagesProvider, useAppNavigate } from './app-navigation';

let navigate: ReturnType<typeof useAppNavigate> = () => {};

function Page() {
  navigate = useAppNavigate();
  return (
    <>
      <AppLink to="/about">About</AppLink>
      <AppLink to="/dashboard">Dashboard</AppLink>
      <AppNavLink to="/stories">Stories</AppNavLink>
    </>
  );
}

/** Renders the page at /login, in an app that shows only /login and /about when `ownPages` says so. */
function renderAt(ownPages?: (pathname: string) => boolean) {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/login'] });
  render(ownPages ? <OwnPagesProvider value={ownPages}><RouterProvider router={router} /></OwnPagesProvider> : <RouterProvider router={router} />);
  return router;
}

const publicOnly = (pathname: string) => pathname === '/login' || pathname === '/about';

/** Whether clicking the link was left to the browser (a document load); jsdom is then kept from trying it. */
function clickLeavesToBrowser(name: string): boolean {
  let leftToBrowser = false;
  const look = (event: Event) => {
    leftToBrowser = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', look);
  try {
    fireEvent.click(screen.getByRole('link', { name }));
  } finally {
    window.removeEventListener('click', look);
  }
  return leftToBrowser;
}

describe('navigation in an app that shows only some addresses', () => {
  const assign = vi.fn();
  const replace = vi.fn();
  beforeEach(() => vi.stubGlobal('location', { ...window.location, href: 'http://localhost/login', assign, replace }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('loads any other address as a document, leaving the address to change with it', () => {
    const router = renderAt(publicOnly);
    act(() => navigate('/dashboard?tab=news', { replace: true }));
    expect(replace).toHaveBeenCalledWith('http://localhost/dashboard?tab=news');
    act(() => navigate({ pathname: '/stories', hash: '#latest' }));
    expect(assign).toHaveBeenCalledWith('http://localhost/stories#latest');
    expect(router.state.location.pathname).toBe('/login');

    expect(clickLeavesToBrowser('Dashboard')).toBe(true);
    expect(clickLeavesToBrowser('Stories')).toBe(true);
    expect(router.state.location.pathname).toBe('/login');
  });

  it("goes to the app's own addresses within it", () => {
    const router = renderAt(publicOnly);
    expect(clickLeavesToBrowser('About')).toBe(false);
    expect(router.state.location.pathname).toBe('/about');
    act(() => navigate('/login', { replace: true }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(assign).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
  });

  it('stays within an app that shows every address (no provider: the member app)', () => {
    const router = renderAt();
    act(() => navigate('/dashboard'));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(clickLeavesToBrowser('Stories')).toBe(false);
    expect(router.state.location.pathname).toBe('/stories');
    expect(assign).not.toHaveBeenCalled();
  });
});
