import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { member, renderApp } from '../../test/render';
import type { Role } from '../roles';

async function sidebarFor(roles: Role[] | null) {
  renderApp('/home', { session: roles ? { user: member, roles } : {} });
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  const names = within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
  return names;
}

describe('main layout sidebar', () => {
  const originalWidth = window.innerWidth;
  afterEach(() => {
    window.innerWidth = originalWidth;
  });

  it('shows only the public items and Sign in to visitors', async () => {
    expect(await sidebarFor(null)).toEqual(['Stories', 'Key Votes']);
    // In the sidebar and in the top bar.
    const signIns = screen.getAllByRole('link', { name: 'Sign in' });
    expect(signIns).toHaveLength(2);
    expect(signIns.every((link) => link.getAttribute('href') === '/login')).toBe(true);
  });

  it('adds Dashboard and My Profile for members, but no staff or admin items', async () => {
    expect(await sidebarFor(['user'])).toEqual(['Stories', 'Key Votes', 'Dashboard', 'My Legislators', 'My Profile']);
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(screen.getByText(member.email)).toBeTruthy();
  });

  it('adds the staff items for staff and admins, without Admin Dashboard', async () => {
    const staffItems = ['Stories', 'Key Votes', 'Dashboard', 'My Legislators', 'My Profile', 'Legislators', 'Legislative Dashboard', 'Staff Insights', 'Tip Queue', 'Reported Comments'];
    expect(await sidebarFor(['user', 'staff'])).toEqual(staffItems);
  });

  it('does not show Admin Dashboard to admins', async () => {
    expect(await sidebarFor(['admin'])).not.toContain('Admin Dashboard');
  });

  it('adds Admin Dashboard for super_admin', async () => {
    expect(await sidebarFor(['super_admin'])).toEqual([
      'Stories',
      'Key Votes',
      'Dashboard',
      'My Legislators',
      'My Profile',
      'Legislators',
      'Legislative Dashboard',
      'Staff Insights',
      'Tip Queue',
      'Reported Comments',
      'Admin Dashboard',
      'Access Requests',
      'Moderation Log',
    ]);
    expect(screen.getAllByRole('link', { name: 'Admin Dashboard' })[0].getAttribute('href')).toBe('/admin/users');
    expect(screen.getAllByRole('link', { name: 'Staff Insights' })[0].getAttribute('href')).toBe('/staff-commentary');
    expect(screen.getAllByRole('link', { name: 'Access Requests' })[0].getAttribute('href')).toBe('/admin/access-requests');
    expect(screen.getAllByRole('link', { name: 'Moderation Log' })[0].getAttribute('href')).toBe('/admin/moderation');
  });

  it('marks the current page', async () => {
    renderApp('/stories', { session: { user: member, roles: ['user'] } });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Stories' }).getAttribute('aria-current')).toBe('page');
  });

  it('is a drawer opened from the top bar on phones', async () => {
    window.innerWidth = 390;
    renderApp('/home', { session: { user: member, roles: ['user'] } });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Open navigation menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeTruthy();
  });

  it('signs out from the sidebar and leaves the members area', async () => {
    const signOut = vi.fn(async () => {});
    const { router } = renderApp('/home', { session: { user: member, roles: ['user'], signOut } });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    // It asks where: this device or all devices (issue 58 item 9).
    expect(screen.getByRole('button', { name: 'All devices' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'This device' }));
    await waitFor(() => expect(signOut).toHaveBeenCalledWith('local'));
    // The fixed test session stays signed in, so / forwards to the dashboard; live, it shows the landing page.
    await waitFor(() => expect(['/', '/dashboard']).toContain(router.state.location.pathname));
  });

  it('signs out of all devices when asked to', async () => {
    const signOut = vi.fn(async (_scope?: 'local' | 'global') => {});
    renderApp('/home', { session: { user: member, roles: ['user'], signOut } });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    fireEvent.click(screen.getByRole('button', { name: 'All devices' }));
    await waitFor(() => expect(signOut).toHaveBeenCalledWith('global'));
  });
});
