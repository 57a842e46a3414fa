import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { AdminUsersDocument, AssignRoleDocument, RemoveRoleDocument, RequestAccessDocument } from '../../__generated__/graphql';
import { healthyMock, renderApp } from '../../test/render';

const admin = { id: '00000000-0000-4000-8000-00000000000a', email: 'super@example.org', lastSignInAt: '2025-03-01T10:00:00.000Z' };
const alex = { __typename: 'Member', id: '00000000-0000-4000-8000-000000000001', email: 'alex@example.org', createdAt: '2025-01-05T12:00:00.000Z', lastSignInAt: null, roles: ['USER'] };
const sam = { __typename: 'Member', id: '00000000-0000-4000-8000-000000000002', email: 'sam@example.org', createdAt: '2025-02-10T12:00:00.000Z', lastSignInAt: '2025-02-11T08:30:00.000Z', roles: ['USER', 'STAFF'] };

const usersMock: MockLink.MockedResponse = {
  request: { query: AdminUsersDocument, variables: () => true },
  result: { data: { users: [alex, sam] } },
  delay: 0,
};

function renderAdmin(mocks: MockLink.MockedResponse[]) {
  return renderApp('/admin/users', { session: { user: admin, roles: ['user', 'super_admin'] }, mocks: [healthyMock, ...mocks] });
}

const usersList = () => screen.getByRole('list', { name: 'Users' });
const detail = () => screen.getByRole('region', { name: /alex@example.org/ });

async function openRoleMenu() {
  fireEvent.mouseDown(within(detail()).getByRole('combobox', { name: 'Role' }));
  return screen.findByRole('listbox');
}

describe('admin user management', () => {
  it('lists users with their role badges and creation date', async () => {
    renderAdmin([usersMock]);
    expect(await screen.findByText('alex@example.org')).toBeTruthy();
    const samRow = within(usersList()).getByText('sam@example.org').closest('li')!;
    expect(within(samRow).getByText('Staff')).toBeTruthy();
    expect(within(samRow).getByText('Joined Feb 10, 2025')).toBeTruthy();
  });

  it('assigns a role: list and detail both update from the returned Member, and only roles not held are offered', async () => {
    const assign: MockLink.MockedResponse = {
      request: { query: AssignRoleDocument, variables: { userId: alex.id, role: 'STAFF' } },
      result: { data: { assignRole: { __typename: 'Member', id: alex.id, roles: ['USER', 'STAFF'] } } },
      delay: 20,
    };
    renderAdmin([usersMock, assign]);
    fireEvent.click(await screen.findByText('alex@example.org'));

    expect(within(detail()).getByText(alex.id)).toBeTruthy();
    expect(within(detail()).getByRole('button', { name: 'Remove User role' })).toBeTruthy();

    let options = within(await openRoleMenu()).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Staff', 'Admin', 'Super Admin']);
    fireEvent.click(screen.getByRole('option', { name: 'Staff' }));

    const assignButton = within(detail()).getByRole('button', { name: 'Assign Role' });
    fireEvent.click(assignButton);
    // Working: the buttons are disabled until the server answers.
    await waitFor(() => expect(within(detail()).getByRole('button', { name: 'Remove User role' }).hasAttribute('disabled')).toBe(true));

    await waitFor(() => expect(within(detail()).getByRole('button', { name: 'Remove Staff role' }).hasAttribute('disabled')).toBe(false));
    const alexRow = within(usersList()).getByText('alex@example.org').closest('li')!;
    expect(within(alexRow).getByText('Staff')).toBeTruthy();

    options = within(await openRoleMenu()).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Admin', 'Super Admin']);
  });

  it('removes a role, and shows the SPEC text when the server refuses', async () => {
    const removeOk: MockLink.MockedResponse = {
      request: { query: RemoveRoleDocument, variables: { userId: sam.id, role: 'STAFF' } },
      result: { data: { removeRole: { __typename: 'Member', id: sam.id, roles: ['USER'] } } },
      delay: 0,
    };
    const removeRefused: MockLink.MockedResponse = {
      request: { query: RemoveRoleDocument, variables: { userId: sam.id, role: 'USER' } },
      result: { errors: [{ message: 'Every member keeps the user role.', extensions: { code: 'BAD_USER_INPUT' } }] },
      delay: 0,
    };
    renderAdmin([usersMock, removeOk, removeRefused]);
    fireEvent.click(await screen.findByText('sam@example.org'));
    const panel = screen.getByRole('region', { name: /sam@example.org/ });

    fireEvent.click(within(panel).getByRole('button', { name: 'Remove Staff role' }));
    await waitFor(() => expect(within(panel).queryByRole('button', { name: 'Remove Staff role' })).toBeNull());
    const samRow = within(usersList()).getByText('sam@example.org').closest('li')!;
    expect(within(samRow).queryByText('Staff')).toBeNull();

    // Buttons stay disabled until the first removal has settled: a click before that does nothing.
    const removeUser = within(panel).getByRole('button', { name: 'Remove User role' });
    await waitFor(() => expect((removeUser as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(removeUser);
    expect((await within(panel).findByRole('alert')).textContent).toBe('Failed to remove role: Every member keeps the user role.');
    expect(within(panel).getByRole('button', { name: 'Remove User role' })).toBeTruthy();
  });

  it('falls back to the Admin API Unavailable panel, where access can be requested', async () => {
    const usersFail: MockLink.MockedResponse = {
      request: { query: AdminUsersDocument, variables: () => true },
      result: { errors: [{ message: 'You do not have permission to do this.', extensions: { code: 'FORBIDDEN' } }] },
      delay: 0,
    };
    const request: MockLink.MockedResponse = {
      request: { query: RequestAccessDocument, variables: () => true },
      result: { data: { requestAccess: { __typename: 'AccessRequestResult', requestId: 'req-42', message: 'Recorded.' } } },
      delay: 0,
    };
    renderAdmin([usersFail, request]);
    const panel = await screen.findByRole('region', { name: 'Admin API Unavailable' });
    expect(within(panel).getByText(/Failed to load user data/)).toBeTruthy();
    expect(within(panel).getByText(admin.email)).toBeTruthy();
    expect(within(panel).getByText(admin.id)).toBeTruthy();
    expect(within(panel).getByText('Mar 1, 2025', { exact: false })).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Request Admin Access' }));
    expect((await within(panel).findByRole('status')).textContent).toBe('Request submitted successfully. Request ID: req-42');
  });
});
