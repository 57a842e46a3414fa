import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
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
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '../../components/TextField';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import { useAdminUserQuery, useAdminUsersQuery, type AdminUserDetail_MemberFragment } from './admin.generated';
import { useSession } from '../../app/session';
import { formatDateTime, formatShortDate } from '../../components/dates';
import { Page } from '../../components/Page';
import { useToast } from '../../components/toasts';
import { errorDetail } from '../../errors/classify';
import { formatMessage, MESSAGES } from '../../errors/messages';
import { ROLE_COLORS, RoleBadges } from './RoleBadges';
import { ROLE_LABELS, ROLE_POWERS, roleNames, superAdminName, superAdminWarning, type RoleName } from './roles';
import { RolePowers } from './RolePowers';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useAssignRole } from './useAssignRole';
import { useRemoveRole } from './useRemoveRole';
import { useRequestAccess } from './useRequestAccess';
import { useSlicedFirstData } from '../../apollo/useSlicedFirstData';

export { RoleBadges } from './RoleBadges';

const SEARCH_DEBOUNCE_MS = 300;
/** Members per page: the server pages and searches, so any number of members is reachable. */
export const USERS_PAGE_SIZE = 25;

/** SPEC §2.3 Admin user management (super_admin only; the route guard enforces it). */
export function UserManagementPage() {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  const [page, setPage] = useState(1);
  const selectedId = params.get('user');
  const { user } = useSession();
  const detailRef = useRef<HTMLElement | null>(null);

  // On phones the detail panel sits below a long list: once the member chosen is shown, bring it
  // into view and move focus to its heading, so keyboard and screen-reader users land on what they
  // selected. (Not before: the router draws the new address in a transition, and the details
  // arrive after it; revealing at once focused the previous heading and stopped scrolling short.)
  const revealNext = useRef(false);
  const onDetailShown = useCallback(() => {
    if (!revealNext.current) return;
    revealNext.current = false;
    const heading = detailRef.current?.querySelector<HTMLElement>('#admin-user-detail-heading');
    heading?.focus({ preventScroll: true });
    if (detailRef.current && detailRef.current.getBoundingClientRect().top > window.innerHeight * 0.6) {
      detailRef.current.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
  }, []);
  const select = (id: string) => {
    revealNext.current = true;
    // The member already shown (chosen again after scrolling back to the list): shown at once.
    if (id === selectedId) return onDetailShown();
    setParams((p) => {
      p.set('user', id);
      return p;
    });
  };

  useEffect(() => {
    const timer = setTimeout(() => {
      setDebounced(search.trim());
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const { data, loading, error, refetch } = useSlicedFirstData(useAdminUsersQuery({
    variables: { search: debounced || undefined, limit: USERS_PAGE_SIZE, offset: (page - 1) * USERS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  }));
  const users = data?.users ?? null;
  const total = data?.userCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
  const refresh = () => void refetch().catch(() => undefined);
  const unavailable = Boolean(error) && !users;

  return (
    <Page
      title="User Management"
      subtitle="Find members and assign or remove their roles."
      actions={
        <>
          {/* On phones these two are in the menu; three wrapped buttons would push the list down. */}
          <Button component={RouterLink} to="/admin/access-requests" variant="outlined" sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
            Access Requests
          </Button>
          <Button component={RouterLink} to="/admin/moderation" variant="outlined" sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
            Moderation Log
          </Button>
          <Button variant="outlined" startIcon={<RefreshIcon />} onClick={refresh} disabled={loading}>
            Refresh Data
          </Button>
        </>
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
              label="Search by email or name"
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
              <>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} role="status">
                  {total === 1 ? '1 member' : `${total} members`}
                  {pages > 1 ? ` · page ${page} of ${pages}` : ''}
                </Typography>
                <List aria-label="Users" sx={{ mt: 0.5, mx: -1 }}>
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
                {pages > 1 && (
                  <Stack sx={{ mt: 1, alignItems: 'center' }}>
                    <Pagination count={pages} page={page} onChange={(_e, p) => setPage(p)} size="small" siblingCount={0} aria-label="User list pages" />
                  </Stack>
                )}
              </>
            )}
          </Paper>
          <Paper ref={detailRef} variant="outlined" component="section" aria-labelledby="admin-user-detail-heading" sx={{ scrollMarginTop: 72, p: { xs: 2, sm: 3 }, position: { md: 'sticky' }, top: { md: 88 } }}>
            {selectedId ? (
              <UserDetail id={selectedId} onShown={onDetailShown} />
            ) : (
              <>
                <Typography id="admin-user-detail-heading" variant="h6" component="h2" gutterBottom>
                  User details
                </Typography>
                <Typography color="text.secondary">Select a user to see their details, their role history and manage their roles.</Typography>
              </>
            )}
          </Paper>
        </Box>
      )}
      <Box sx={{ mt: 3 }}>
        <RolePowers />
      </Box>
    </Page>
  );
}

const ACTION_WORDS = { ASSIGN: 'assigned', REMOVE: 'removed' } as const;


/**
 * One member from the server: Remove only where the server allows it (never the base User role,
 * never the last super admin's role), Assign only roles not held, and the recorded role changes.
 */
function UserDetail({ id, onShown }: { id: string; onShown: () => void }) {
  const { data, loading, error } = useAdminUserQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  const [assign, assignState] = useAssignRole();
  const [remove, removeState] = useRemoveRole();
  const [newRole, setNewRole] = useState<RoleName | ''>('');
  const [problem, setProblem] = useState<string | null>(null);
  // Super Admin is full control: assigning it asks once more, naming the person (issue #58 item 2).
  const [confirmingSuper, setConfirmingSuper] = useState(false);
  const toast = useToast();
  const busy = assignState.loading || removeState.loading;

  useEffect(() => {
    setNewRole('');
    setProblem(null);
    setConfirmingSuper(false);
  }, [id]);

  const member = data?.user as AdminUserDetail_MemberFragment | undefined;
  // The member (or why they cannot be shown) is on screen, with its heading.
  const shown = member ? member.id : loading ? null : 'problem';
  useEffect(() => {
    if (shown) onShown();
  }, [shown, onShown]);
  if (!member) {
    if (loading) return <Skeleton variant="rounded" height={240} aria-label="Loading user" />;
    return (
      <>
        <Typography id="admin-user-detail-heading" tabIndex={-1} variant="h6" component="h2" gutterBottom sx={{ outline: 'none' }}>
          User details
        </Typography>
        <Alert severity="warning">{error ? `${MESSAGES.ADMIN_LOAD_FAILED}: ${errorDetail(error)}` : 'User not found.'}</Alert>
      </>
    );
  }
  const removable = new Set(roleNames(member.removableRoles));
  const offered = roleNames(member.assignableRoles);
  const held = roleNames(member.roles);
  const label = member.email ?? member.id;

  const onAssign = async (confirmed = false) => {
    if (!newRole) return;
    if (newRole === 'SUPER_ADMIN' && !confirmed) return setConfirmingSuper(true);
    setConfirmingSuper(false);
    const role = newRole;
    setProblem(null);
    // The optimistic answer shows the role as held at once, so it leaves the dropdown now.
    setNewRole('');
    try {
      await assign(member, role);
      toast({ title: `${ROLE_LABELS[role]} role assigned to ${label}`, status: 'success' });
    } catch (err) {
      setNewRole(role);
      setProblem(formatMessage.adminAssignFailed(errorDetail(err)));
    }
  };

  const onRemove = async (role: RoleName) => {
    setProblem(null);
    try {
      await remove(member, role);
      toast({ title: `${ROLE_LABELS[role]} role removed from ${label}`, status: 'success' });
    } catch (err) {
      setProblem(formatMessage.adminRemoveFailed(errorDetail(err)));
    }
  };

  const whyKept = (role: RoleName) =>
    role === 'USER' ? 'Every member has this role.' : role === 'SUPER_ADMIN' ? 'The last super admin: assign Super Admin to someone else first.' : null;

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
        <dt>Display name</dt>
        <dd>{member.displayName}</dd>
        <dt>Created</dt>
        <dd>{formatDateTime(member.createdAt)}</dd>
        <dt>Last sign-in</dt>
        <dd>{member.lastSignInAt ? formatDateTime(member.lastSignInAt) : 'Never'}</dd>
      </Box>

      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}

      <Box component="section" aria-labelledby="admin-current-roles">
        <Typography id="admin-current-roles" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          Current roles
        </Typography>
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {held.map((role) => (
            <Stack component="li" key={role} direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', border: 1, borderColor: 'divider', borderRadius: 2, px: 1.5, py: 0.75, minHeight: 44 }}>
              <Chip label={ROLE_LABELS[role]} size="small" color={ROLE_COLORS[role]} variant={role === 'USER' ? 'outlined' : 'filled'} />
              {removable.has(role) ? (
                <Button size="small" color="error" onClick={() => void onRemove(role)} disabled={busy} aria-label={`Remove ${ROLE_LABELS[role]} role`}>
                  Remove
                </Button>
              ) : (
                <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right' }}>
                  {whyKept(role)}
                </Typography>
              )}
            </Stack>
          ))}
        </Stack>
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
        {newRole && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {ROLE_LABELS[newRole]}: {ROLE_POWERS[newRole]}
          </Typography>
        )}
        <ConfirmDialog
          open={confirmingSuper}
          title={`Make ${superAdminName(member)} a Super Admin?`}
          confirmLabel={`Make ${member.email ?? 'them'} Super Admin`}
          busyLabel="Assigning..."
          busy={assignState.loading}
          destructive
          onConfirm={() => void onAssign(true)}
          onClose={() => setConfirmingSuper(false)}
        >
          {superAdminWarning(member)}
        </ConfirmDialog>
      </Box>

      <Box component="section" aria-labelledby="admin-role-history">
        <Typography id="admin-role-history" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          Role history
        </Typography>
        {(member.roleChanges ?? []).length === 0 ? (
          <Typography color="text.secondary">No role has been assigned or removed yet.</Typography>
        ) : (
          <Stack component="ol" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {(member.roleChanges ?? []).map((c) => (
              <Box component="li" key={c.id} sx={{ borderLeft: 3, borderColor: c.action === 'ASSIGN' ? 'success.main' : 'error.main', pl: 1.5 }}>
                <Typography variant="body2">
                  <strong>{ROLE_LABELS[c.role as RoleName] ?? c.role}</strong> {ACTION_WORDS[c.action]}
                  {c.actor?.email ? ` by ${c.actor.email}` : ' by the server configuration (or an account since deleted)'}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatDateTime(c.createdAt)}
                </Typography>
              </Box>
            ))}
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
