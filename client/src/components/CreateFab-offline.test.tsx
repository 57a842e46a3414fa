import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '../errors/messages';
import { member, renderWithProviders } from '../test/render';
import { CreateFab } from './CreateFab';

// The Article form's code cannot be fetched (offline, or a deploy replaced the files).
vi.mock('../features/article/ArticleQuickCreateForm', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/ArticleQuickCreateForm.js');
});

describe('the floating create button, when a form cannot be fetched', () => {
  it('says so in the modal with Try again, and the modal keeps its Close button', async () => {
    renderWithProviders(<CreateFab context="article" contextId="00000000-0000-4000-8000-00000000a001" />, { session: { user: member, roles: ['user', 'staff'] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Create' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Article' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit an Article' });
    expect((await within(dialog).findByRole('alert')).textContent).toContain(MESSAGES.PART_LOAD_FAILED);
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Create' })).toBeTruthy();
  });
});
