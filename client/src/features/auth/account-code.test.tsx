import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderApp } from '../../test/render';

// The account screens load their submit code after the page works (account-code.tsx). Here that
// code cannot be fetched — the connection dropped, or a deploy replaced the files — as a failed
// dynamic import does in a browser.
vi.mock('./account-actions', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/account-actions.js');
});

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}(\\s*\\*)?$`), { selector: 'input' });

describe('account screens whose submit code cannot be fetched', () => {
  it('say the server cannot be reached and keep what was typed', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    fireEvent.change(field('Email'), { target: { value: 'member@example.org' } });
    fireEvent.change(field('Password'), { target: { value: 'secret-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Cannot connect to backend server. Make sure the backend server is running on port 8000.');
    expect((field('Email') as HTMLInputElement).value).toBe('member@example.org');
    expect(screen.getByRole('button', { name: 'Sign in' }).hasAttribute('disabled')).toBe(false);
  });

  it('say so on the password reset screen too', async () => {
    renderApp('/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
    fireEvent.change(field('Email'), { target: { value: 'member@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Cannot connect to backend server. Make sure the backend server is running on port 8000.');
  });
});
