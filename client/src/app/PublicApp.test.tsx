import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
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
