import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { AdminUserDocument, AdminUsersDocument, AssignRoleDocument, RemoveRoleDocument, RequestAccessDocument } from './admin.generated';
import { healthyMock, renderApp } from '../../test/render';

vi.mock('../../auth/supabase', () => ({
  getSupabase: async () => ({ auth: { getSession: async () => ({ data: { session: { user: { last_sign_in_at: '2025-03-01T10:00:00.000Z' } } }, error: null }) } }),
}));

const admin = { id: '00000000-0000-4000-8000-00000000000a', email: 'super@example.org', lastSignInAt: '2025-03-01T10:00:00.000Z' };
const member = (id: string, email: string, roles: string[], over: Record<string, unknown> = {}) => ({
  __typename: 'Member',
  id,
  email,
  displayName: 'Anonymous',
  createdAt: '2025-02-10T12:00:00.000Z',
  lastSignInAt: null,
  roles,
  ...over,
});
const alex = member('00000000-0000-4000-8000-000000000001', 'alex@example.org', ['USER'], { createdAt: '2025-01-05T12:00:00.000Z' });
const sam = member('00000000-0000-4000-8000-000000000002', 'sam@example.org', ['USER', 'STAFF'], { lastSignInAt: '2025-02-11T08:30:00.000Z' });
const boss = member(admin.id, admin.email, ['USER', 'SUPER_ADMIN']);

const detailOf = (m: ReturnType<typeof member>, over: Record<string, unknown> = {}) => ({
  ...m,
  removableRoles: m.roles.filter((r) => r !== 'USER'),
  assignableRoles: ['STAFF', 'ADMIN', 'SUPER_ADMIN'].filter((r) => !m.roles.includes(r)),
  roleChanges: [],
  ...over,
});

const usersMock = (users = [alex, sam], total = users.length): MockLink.MockedResponse => ({
  request: { query: AdminUsersDocument, variables: () => true },
  result: { data: { users, userCount: total } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  delay: 0,
});
const detailMock = (d: ReturnType<typeof detailOf>): MockLink.MockedResponse => ({
  request: { query: AdminUserDocument, variables: { id: d.id } },
  result: { data: { user: d } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  delay: 0,
});

function renderAdmin(mocks: MockLink.MockedResponse[], path = '/admin/users') {
  return renderApp(path, { session: { user: admin, roles: ['user', 'super_admin'] }, mocks: [healthyMock, ...mocks] });
}

const usersList = () => screen.getByRole('list', { name: 'Users' });
const detail = (email: RegExp) => screen.getByRole('region', { name: email });

async function openRoleMenu(panel: HTMLElement) {
  fireEvent.mouseDown(within(panel).getByRole('combobox', { name: 'Role' }));
  return screen.findByRole('listbox');
}

describe('admin user management', () => {
  it('lists one page of users with their role badges, creation date and the total, paged on the server', async () => {
    const variables: unknown[] = [];
    const paged: MockLink.MockedResponse = {
      request: {
        query: AdminUsersDocument,
        variables: (v: Record<string, unknown>) => {
          variables.push(v);
          return true;
        },
      },
      result: { data: { users: [alex, sam], userCount: 60 } },
      maxUsageCount: Number.POSITIVE_INFINITY,
      delay: 0,
    };
    renderAdmin([paged]);
    expect(await screen.findByText('alex@example.org')).toBeTruthy();
    const samRow = within(usersList()).getByText('sam@example.org').closest('li')!;
    expect(within(samRow).getByText('Staff')).toBeTruthy();
    expect(within(samRow).getByText('Joined Feb 10, 2025')).toBeTruthy();
    expect(screen.getByText('60 members · page 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(variables).toContainEqual({ limit: 25, offset: 50 }));
  });

  it('never offers Remove on the base User role; assigning updates list and detail from the returned Member', async () => {
    const assigned = detailOf({ ...alex, roles: ['USER', 'STAFF'] }, {
      roleChanges: [{ __typename: 'RoleChange', id: 'rc1', role: 'STAFF', action: 'ASSIGN', createdAt: '2025-03-02T10:00:00.000Z', bySystem: false, actor: { __typename: 'Member', id: admin.id, email: admin.email } }],
    });
    const assign: MockLink.MockedResponse = {
      request: { query: AssignRoleDocument, variables: { userId: alex.id, role: 'STAFF' } },
      result: { data: { assignRole: assigned } },
      delay: 20,
    };
    renderAdmin([usersMock(), detailMock(detailOf(alex)), assign]);
    fireEvent.click(await screen.findByText('alex@example.org'));
    const panel = await waitFor(() => detail(/alex@example.org/));
    expect(await within(panel).findByText(alex.id)).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Remove User role' })).toBeNull();
    expect(within(panel).getByText('Every member has this role.')).toBeTruthy();
    expect(within(panel).getByText('No role has been assigned or removed yet.')).toBeTruthy();

    let options = within(await openRoleMenu(panel)).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Staff', 'Admin', 'Super Admin']);
    fireEvent.click(screen.getByRole('option', { name: 'Staff' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Assign Role' }));

    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Remove Staff role' }).hasAttribute('disabled')).toBe(false));
    const alexRow = within(usersList()).getByText('alex@example.org').closest('li')!;
    expect(within(alexRow).getByText('Staff')).toBeTruthy();
    expect(await within(panel).findByText(/assigned by super@example.org/)).toBeTruthy();
    options = within(await openRoleMenu(panel)).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Admin', 'Super Admin']);
  });

  it('assigning Super Admin asks once more, naming the person; cancelling assigns nothing; the screen says what each role may do', async () => {
    const named = member('00000000-0000-4000-8000-000000000003', 'jo@example.org', ['USER'], { displayName: 'Jo Park' });
    const assigned = detailOf({ ...named, roles: ['USER', 'SUPER_ADMIN'] });
    let sent = 0;
    const assign: MockLink.MockedResponse = {
      request: {
        query: AssignRoleDocument,
        variables: (v: Record<string, unknown>) => {
          sent += 1;
          return v.userId === named.id && v.role === 'SUPER_ADMIN';
        },
      },
      result: { data: { assignRole: assigned } },
      delay: 0,
    };
    renderAdmin([usersMock([named]), detailMock(detailOf(named)), assign]);
    const powers = await screen.findByRole('region', { name: 'What each role may do' });
    expect(powers.textContent).toContain('Everything staff may, plus one thing: feature stories as Editor’s Pick.');
    fireEvent.click(await screen.findByText('jo@example.org'));
    const panel = await waitFor(() => detail(/jo@example.org/));
    await openRoleMenu(panel);
    fireEvent.click(screen.getByRole('option', { name: 'Super Admin' }));
    expect(within(panel).getByText(/Super Admin: Everything an admin may, plus full control/)).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Assign Role' }));
    const confirm = await screen.findByRole('dialog', { name: 'Make Jo Park (jo@example.org) a Super Admin?' });
    expect(confirm.textContent).toContain('will have full control of the portal');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toBe(0);

    fireEvent.click(within(panel).getByRole('button', { name: 'Assign Role' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Make jo@example.org Super Admin' }));
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Remove Super Admin role' })).toBeTruthy());
    expect(sent).toBe(1);
  });

  it('removes a role, and shows the SPEC text when the server refuses', async () => {
    const removeRefused: MockLink.MockedResponse = {
      request: { query: RemoveRoleDocument, variables: { userId: sam.id, role: 'STAFF' } },
      result: { errors: [{ message: 'The user does not have the staff role.', extensions: { code: 'NOT_FOUND' } }] },
      delay: 0,
    };
    renderAdmin([usersMock(), detailMock(detailOf(sam)), removeRefused]);
    fireEvent.click(await screen.findByText('sam@example.org'));
    const panel = await waitFor(() => detail(/sam@example.org/));
    fireEvent.click(await within(panel).findByRole('button', { name: 'Remove Staff role' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe('Failed to remove role: The user does not have the staff role.');
    expect(within(panel).getByRole('button', { name: 'Remove Staff role' })).toBeTruthy();
  });

  it("protects the last super admin's role in the UI as on the server, and opens a member from a link", async () => {
    renderAdmin([usersMock([boss]), detailMock(detailOf(boss, { removableRoles: [] }))], `/admin/users?user=${boss.id}`);
    const panel = await waitFor(() => detail(/super@example.org/));
    expect(await within(panel).findByText('The last super admin: assign Super Admin to someone else first.')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: /Remove/ })).toBeNull();
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
    // When they last signed in, as supabase-js's user says.
    expect(await within(panel).findByText('Mar 1, 2025', { exact: false })).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Request Admin Access' }));
    expect((await within(panel).findByRole('status')).textContent).toBe('Request submitted successfully. Request ID: req-42');
  });
});
