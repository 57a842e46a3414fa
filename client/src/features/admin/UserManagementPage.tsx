import { useEffect, useRef, useState } from 'react';
import { useFragment } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import {
  AdminUser_MemberFragmentDoc,
  useAdminUsersQuery,
  type AdminUser_MemberFragment,
  type Role,
} from '../../__generated__/graphql';
import { useSession } from '../../app/session';
import { formatDateTime, formatShortDate } from '../../components/dates';
import { Page } from '../../components/Page';
import { useToast } from '../../components/toasts';
import { errorDetail } from '../../errors/classify';
import { formatMessage, MESSAGES } from '../../errors/messages';
import { assignableRoles, ROLE_LABELS, roleNames, type RoleName } from './roles';
import { useAssignRole } from './useAssignRole';
import { useRemoveRole } from './useRemoveRole';
import { useRequestAccess } from './useRequestAccess';

const SEARCH_DEBOUNCE_MS = 300;

const ROLE_COLORS: Record<RoleName, 'default' | 'primary' | 'secondary' | 'info'> = {
  USER: 'default',
  STAFF: 'info',
  ADMIN: 'primary',
  SUPER_ADMIN: 'secondary',
};

export function RoleBadges({ roles }: { roles: readonly Role[] | null | undefined }) {
  const sorted = roleNames(roles);
  if (sorted.length === 0) return <Typography variant="body2" color="text.secondary">No roles</Typography>;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {sorted.map((role) => (
        <Chip key={role} label={ROLE_LABELS[role]} size="small" color={ROLE_COLORS[role]} variant={role === 'USER' ? 'outlined' : 'filled'} />
      ))}
    </Stack>
  );
}

/** SPEC §2.3 Admin user management (super_admin only; the route guard enforces it). */
export function UserManagementPage() {
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const { user } = useSession();
  const detailRef = useRef<HTMLElement | null>(null);

  // On phones the detail panel sits below a long list: bring it into view, and move focus to
  // its heading so keyboard and screen-reader users land on what they selected.
  const select = (id: string) => {
    setSelectedId(id);
    requestAnimationFrame(() => {
      const heading = detailRef.current?.querySelector<HTMLElement>('#admin-user-detail-heading');
      heading?.focus({ preventScroll: true });
      if (detailRef.current && detailRef.current.getBoundingClientRect().top > window.innerHeight * 0.6) {
        detailRef.current.scrollIntoView({ behavior: 'smooth', block: 'start' });
      }
    });
  };

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(search.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const { data, loading, error, refetch } = useAdminUsersQuery({
    variables: { search: debounced || undefined },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const users = data?.users ?? null;
  const refresh = () => void refetch().catch(() => undefined);
  const unavailable = Boolean(error) && !users;

  return (
    <Page
      title="User Management"
      subtitle="Find members and assign or remove their roles."
      actions={
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={refresh} disabled={loading}>
          Refresh Data
        </Button>
      }
    >
      {unavailable ? (
        <AdminApiUnavailable error={error} onRetry={refresh} />
      ) : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 7fr)' }, alignItems: 'start' }}>
          <Paper variant="outlined" component="section" aria-labelledby="admin-users-heading" sx={{ p: { xs: 2, sm: 2.5 } }}>
            <Typography id="admin-users-heading" variant="h6" component="h2" gutterBottom>
              Users
            </Typography>
            <TextField
              label="Search by email"
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              fullWidth
              size="small"
              slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon aria-hidden /></InputAdornment> } }}
            />
            {error && users && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                {MESSAGES.ADMIN_LOAD_FAILED}: {errorDetail(error)}
              </Alert>
            )}
            {!users ? (
              <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
                <CircularProgress size={28} aria-label="Loading users" />
              </Box>
            ) : users.length === 0 ? (
              <Typography color="text.secondary" sx={{ mt: 2 }}>
                No users match your search.
              </Typography>
            ) : (
              <List aria-label="Users" sx={{ mt: 1, mx: -1 }}>
                {users.map((member) => (
                  <li key={member.id}>
                    <ListItemButton
                      selected={member.id === selectedId}
                      aria-current={member.id === selectedId ? 'true' : undefined}
                      onClick={() => select(member.id)}
                      sx={{ borderRadius: 2, display: 'block', py: 1.25 }}
                    >
                      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {member.email ?? member.id}
                        {member.id === user?.id && (
                          <Typography component="span" variant="body2" color="text.secondary">
                            {' '}
                            (you)
                          </Typography>
                        )}
                      </Typography>
                      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
                        <RoleBadges roles={member.roles} />
                        <Typography variant="body2" color="text.secondary">
                          Joined {formatShortDate(member.createdAt)}
                        </Typography>
                      </Stack>
                    </ListItemButton>
                  </li>
                ))}
              </List>
            )}
          </Paper>
          <Paper ref={detailRef} variant="outlined" component="section" aria-labelledby="admin-user-detail-heading" sx={{ scrollMarginTop: 72, p: { xs: 2, sm: 3 }, position: { md: 'sticky' }, top: { md: 88 } }}>
            {selectedId ? (
              <UserDetail id={selectedId} />
            ) : (
              <>
                <Typography id="admin-user-detail-heading" variant="h6" component="h2" gutterBottom>
                  User details
                </Typography>
                <Typography color="text.secondary">Select a user to see their details and manage their roles.</Typography>
              </>
            )}
          </Paper>
        </Box>
      )}
    </Page>
  );
}

/** Reads the member from the normalised cache, so role changes show here and in the list at once. */
function UserDetail({ id }: { id: string }) {
  const { data, complete } = useFragment({ fragment: AdminUser_MemberFragmentDoc, from: { __typename: 'Member', id } });
  const [assign, assignState] = useAssignRole();
  const [remove, removeState] = useRemoveRole();
  const [newRole, setNewRole] = useState<RoleName | ''>('');
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  const busy = assignState.loading || removeState.loading;

  useEffect(() => {
    setNewRole('');
    setError(null);
  }, [id]);

  if (!complete || !data) return <Typography color="text.secondary">This user is no longer in the list.</Typography>;
  const member = data as AdminUser_MemberFragment;
  const offered = assignableRoles(member.roles);
  const label = member.email ?? member.id;

  const onAssign = async () => {
    if (!newRole) return;
    const role = newRole;
    setError(null);
    // The optimistic answer shows the role as held at once, so it leaves the dropdown now.
    setNewRole('');
    try {
      await assign(member, role);
      toast({ title: `${ROLE_LABELS[role]} role assigned to ${label}`, status: 'success' });
    } catch (err) {
      setNewRole(role);
      setError(formatMessage.adminAssignFailed(errorDetail(err)));
    }
  };

  const onRemove = async (role: RoleName) => {
    setError(null);
    try {
      await remove(member, role);
      toast({ title: `${ROLE_LABELS[role]} role removed from ${label}`, status: 'success' });
    } catch (err) {
      setError(formatMessage.adminRemoveFailed(errorDetail(err)));
    }
  };

  return (
    <Stack spacing={2.5}>
      <Typography id="admin-user-detail-heading" tabIndex={-1} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere', outline: 'none' }}>
        {label}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, columnGap: 2, rowGap: 0.5, '& dt': { color: 'text.secondary' }, '& dd': { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' } }}
      >
        <dt>User ID</dt>
        <dd>
          <Box component="code" sx={{ fontSize: '0.85rem' }}>{member.id}</Box>
        </dd>
        <dt>Created</dt>
        <dd>{formatDateTime(member.createdAt)}</dd>
        <dt>Last sign-in</dt>
        <dd>{member.lastSignInAt ? formatDateTime(member.lastSignInAt) : 'Never'}</dd>
      </Box>

      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}

      <Box component="section" aria-labelledby="admin-current-roles">
        <Typography id="admin-current-roles" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          Current roles
        </Typography>
        {roleNames(member.roles).length === 0 ? (
          <Typography color="text.secondary">No roles.</Typography>
        ) : (
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {roleNames(member.roles).map((role) => (
              <Stack component="li" key={role} direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', border: 1, borderColor: 'divider', borderRadius: 2, px: 1.5, py: 0.75 }}>
                <Chip label={ROLE_LABELS[role]} size="small" color={ROLE_COLORS[role]} variant={role === 'USER' ? 'outlined' : 'filled'} />
                <Button size="small" color="error" onClick={() => void onRemove(role)} disabled={busy} aria-label={`Remove ${ROLE_LABELS[role]} role`}>
                  Remove
                </Button>
              </Stack>
            ))}
          </Stack>
        )}
      </Box>

      <Box component="section" aria-labelledby="admin-assign-role">
        <Typography id="admin-assign-role" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          Assign New Role
        </Typography>
        {offered.length === 0 ? (
          <Typography color="text.secondary">This user already has every role.</Typography>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <FormControl size="small" sx={{ minWidth: 200 }}>
              <InputLabel id="admin-new-role-label">Role</InputLabel>
              <Select
                labelId="admin-new-role-label"
                label="Role"
                value={newRole && offered.includes(newRole) ? newRole : ''}
                onChange={(e) => setNewRole(e.target.value as RoleName | '')}
                disabled={busy}
              >
                {offered.map((role) => (
                  <MenuItem key={role} value={role}>
                    {ROLE_LABELS[role]}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            <Button variant="contained" onClick={() => void onAssign()} disabled={busy || !newRole}>
              {assignState.loading ? 'Assigning...' : 'Assign Role'}
            </Button>
          </Stack>
        )}
      </Box>
    </Stack>
  );
}

/** SPEC §2.3, §8: shown when the user list cannot be loaded. */
function AdminApiUnavailable({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { user } = useSession();
  const [request, { loading }] = useRequestAccess();
  const [result, setResult] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  const onRequest = async () => {
    setResult(null);
    try {
      const { data } = await request('Requested from the Admin Dashboard after the user list failed to load.');
      const id = data?.requestAccess.requestId;
      setResult(id ? { severity: 'success', text: formatMessage.adminRequestSubmitted(id) } : { severity: 'error', text: MESSAGES.ADMIN_REQUEST_FAILED });
    } catch {
      setResult({ severity: 'error', text: MESSAGES.ADMIN_REQUEST_FAILED });
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="admin-unavailable-heading" sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 720 }}>
      <Stack spacing={2.5}>
        <Typography id="admin-unavailable-heading" variant="h5" component="h2">
          Admin API Unavailable
        </Typography>
        <Alert severity="error">
          {MESSAGES.ADMIN_LOAD_FAILED}: {errorDetail(error)}
        </Alert>
        <Typography>
          The user list could not be loaded. If you should have access to user management, you can ask an administrator for it; your
          request is recorded with the details below.
        </Typography>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, columnGap: 2, rowGap: 0.5, '& dt': { color: 'text.secondary' }, '& dd': { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' } }}
        >
          <dt>Email</dt>
          <dd>{user?.email ?? 'Unknown'}</dd>
          <dt>User ID</dt>
          <dd>
            <Box component="code" sx={{ fontSize: '0.85rem' }}>{user?.id ?? 'Unknown'}</Box>
          </dd>
          <dt>Last sign-in</dt>
          <dd>{user?.lastSignInAt ? formatDateTime(user.lastSignInAt) : 'Unknown'}</dd>
        </Box>
        {result && (
          <Alert severity={result.severity} role={result.severity === 'error' ? 'alert' : 'status'}>
            {result.text}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="contained" onClick={() => void onRequest()} disabled={loading}>
            {loading ? 'Submitting...' : 'Request Admin Access'}
          </Button>
          <Button variant="outlined" onClick={onRetry}>
            Try again
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

export default UserManagementPage;
