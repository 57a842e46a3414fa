import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { HealthDocument } from './health.generated';
import { renderApp } from '../test/render';
import { MESSAGES } from '../errors/messages';

describe('connection banner', () => {
  it('tells people when the server cannot be reached', async () => {
    renderApp('/home', {
      mocks: [{ request: { query: HealthDocument }, error: new TypeError('Failed to fetch'), delay: 0 }],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Cannot connect to backend server. Make sure the backend server is running on port 8000.',
    );
    expect(MESSAGES.CONNECTION_ERROR).toBe(
      'Cannot connect to backend server. Make sure the backend server is running on port 8000.',
    );
  });

  it('stays hidden when the server answers', async () => {
    renderApp('/home');
    await screen.findByRole('heading', { level: 1, name: 'Recent Articles' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
