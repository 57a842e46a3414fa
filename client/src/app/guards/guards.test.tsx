import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { member, renderApp } from '../../test/render';
import { Redirect, ServerRedirectContext } from './Redirect';

describe('route guards', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('send signed-out visitors of /dashboard to /login, remembering where they were going', async () => {
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/dashboard' } });
  });

  it('send someone who has just signed out home, not to /login (SPEC §2.2)', async () => {
    const { router } = renderApp('/dashboard', { session: { signedOutAt: Date.now() } });
    expect(await screen.findByRole('link', { name: 'Join the Alliance' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('send someone whose session ended elsewhere to /login with the reason, returning to the page afterwards', async () => {
    const { router } = renderApp('/profile?tab=stories', { session: { sessionEnded: true } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect((await screen.findByRole('status')).textContent).toBe('Your session has ended. Please sign in again.');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/profile', search: '?tab=stories' }, reason: 'session-ended' });
  });

  it('send someone whose session ended to /login again when a click overtook the first redirect', async () => {
    const { router } = renderApp('/profile', { session: { sessionEnded: true } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    // The member clicked Stories while /login was still loading: that navigation wins the race.
    await act(() => router.navigate('/stories'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/stories' }, reason: 'session-ended' });
  });

  it('tell a member sent away from a staff-only page why they are on the dashboard', async () => {
    const { router } = renderApp('/legislators', { session: { user: member, roles: ['user'] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByText(/is for staff members/)).toBeTruthy();
  });

  it('show a spinner while the session is loading', () => {
    renderApp('/dashboard', { session: { loading: true } });
    expect(screen.getByRole('status').textContent).toContain('Checking your session');
  });

  it('show "Checking staff permissions..." while loading, then send members without staff access to /dashboard', async () => {
    const view = renderApp('/legislators', { session: { loading: true } });
    expect(screen.getByText('Checking staff permissions...')).toBeTruthy();
    view.unmount();

    const { router } = renderApp('/legislators', { session: { user: member, roles: ['user'] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('let staff into staff screens', async () => {
    renderApp('/stories/create', { session: { user: member, roles: ['staff'] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Create a story' })).toBeTruthy();
  });

  it('show Access Denied on /admin/users to non-super-admins, then go to /dashboard after 5 seconds', async () => {
    vi.useFakeTimers();
    const { router } = renderApp('/admin/users', { session: { user: member, roles: ['admin'] } });
    // The page's code loads when it is first needed.
    await act(() => vi.dynamicImportSettled());
    expect(screen.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/dashboard in 5 seconds/);
    expect(screen.getByRole('link', { name: 'Go now' }).getAttribute('href')).toBe('/dashboard');

    act(() => vi.advanceTimersByTime(4900));
    expect(router.state.location.pathname).toBe('/admin/users');
    act(() => vi.advanceTimersByTime(100));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('let super admins into /admin/users', async () => {
    renderApp('/admin/users', { session: { user: member, roles: ['super_admin'] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'User Management' })).toBeTruthy();
  });

  it('send signed-in members away from /login to /dashboard', async () => {
    const { router } = renderApp('/login', { session: { user: member } });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe('Redirect', () => {
  const app = (redirected?: (to: string) => void) => (
    <ServerRedirectContext.Provider value={redirected ?? null}>
      <MemoryRouter initialEntries={['/legislators']}>
        <Routes>
          <Route path="/legislators" element={<Redirect to="/dashboard" replace />} />
          <Route path="/dashboard" element={<p>Dashboard</p>} />
        </Routes>
      </MemoryRouter>
    </ServerRedirectContext.Provider>
  );

  it('navigates in the browser', async () => {
    render(app());
    expect(await screen.findByText('Dashboard')).toBeTruthy();
  });

  it('while the gateway draws a page, reports where it would go and draws nothing (member-render sends the shell)', () => {
    const redirected = vi.fn();
    const { container } = render(app(redirected));
    expect(redirected).toHaveBeenCalledWith('/dashboard');
    expect(container.textContent).toBe('');
  });
});
