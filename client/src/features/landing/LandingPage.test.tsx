import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { member, renderApp, renderWithProviders } from '../../test/render';
import { LandingPage } from './LandingPage';

describe('landing page', () => {
  it('invites visitors to sign up', async () => {
    renderApp('/');
    const join = await screen.findByRole('link', { name: 'Join the Alliance' });
    expect(join.getAttribute('href')).toBe('/signup');
  });

  it('sends signed-in members to the stories instead', () => {
    renderWithProviders(<LandingPage />, { session: { user: member } });
    expect(screen.getByRole('link', { name: 'Browse the latest updates' }).getAttribute('href')).toBe('/stories');
    expect(screen.queryByRole('link', { name: 'Join the Alliance' })).toBeNull();
  });

  it('is skipped for signed-in members visiting /, who land on their dashboard', async () => {
    const { router } = renderApp('/', { session: { user: member } });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe('about page', () => {
  it('answers common questions and offers join and browse links', async () => {
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Who can join?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Will other members see my name?' })).toBeTruthy();
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('/signup');
    expect(hrefs).toContain('/stories');
  });
});
