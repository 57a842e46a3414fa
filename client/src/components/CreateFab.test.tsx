import { describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { AddCommentaryDocument } from '../features/commentary/commentary.generated';
import { healthyMock, member, renderWithProviders } from '../test/render';
import { CreateFab } from './CreateFab';

const ARTICLE_ID = '00000000-0000-4000-8000-00000000a001';

describe('floating create button by role (issue #14)', () => {
  it('offers a member Commentary on an article page, and a tip everywhere (nothing else)', async () => {
    const view = renderWithProviders(<CreateFab context="stories" />, { session: { user: member, roles: ['user'] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Create' }));
    expect(within(await screen.findByRole('menu')).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Send a tip']);
    view.unmount();

    renderWithProviders(<CreateFab context="article" contextId={ARTICLE_ID} />, { session: { user: member, roles: ['user'] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Create' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Commentary', 'Send a tip']);
  });

  it('offers staff Story, Article and Commentary on an article page', async () => {
    renderWithProviders(<CreateFab context="article" contextId={ARTICLE_ID} />, { session: { user: member, roles: ['user', 'staff'] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Create' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Story', 'Article', 'Commentary']);
  });

  it("shows the server's message in the modal when creating fails, and keeps what was typed", async () => {
    const refused: MockLink.MockedResponse = {
      request: { query: AddCommentaryDocument, variables: () => true },
      result: { errors: [new GraphQLError('You are commenting too fast. Please wait a minute.', { extensions: { code: 'RATE_LIMITED' } })] },
      delay: 20,
    };
    renderWithProviders(<CreateFab context="article" contextId={ARTICLE_ID} />, { session: { user: member, roles: ['user'] }, mocks: [healthyMock, refused] });
    fireEvent.click(await screen.findByRole('button', { name: 'Create' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Commentary' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Commentary on this Article' });
    const text = await within(dialog).findByRole('textbox', { name: 'Commentary' });
    fireEvent.change(text, { target: { value: 'A thoughtful remark' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Commentary' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('You are commenting too fast. Please wait a minute.');
    expect((within(dialog).getByRole('textbox', { name: 'Commentary' }) as HTMLTextAreaElement).value).toBe('A thoughtful remark');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Add Commentary' })).toHaveProperty('disabled', false));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
