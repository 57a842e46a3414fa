import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAdminUserQuery, type AdminUserDetail_MemberFragment } from './admin.generated';
import { formatDateTime } from '../../components/dates';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useToast } from '../../components/toasts';
import { errorDetail } from '../../errors/classify';
import { formatMessage, MESSAGES } from '../../errors/messages';
import { ROLE_COLORS } from './RoleBadges';
import { ROLE_LABELS, ROLE_POWERS, roleNames, superAdminName, superAdminWarning, type RoleName } from './roles';
import { useAssignRole } from './useAssignRole';
import { useRemoveRole } from './useRemoveRole';

const ACTION_WORDS = { ASSIGN: 'assigned', REMOVE: 'removed' } as const;


/**
 * One member from the server: Remove only where the server allows it (never the base User role,
 * never the last super admin's role), Assign only roles not held, and the recorded role changes.
 */
export function UserDetail({ id, onShown }: { id: string; onShown: () => void }) {
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
