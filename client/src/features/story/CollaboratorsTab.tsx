import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useStoryCollaboratorsQuery, type CollaboratorRow_CollaboratorFragment } from './CollaboratorsTab.generated';
import type { InviteRole } from '../../__generated__/types';
import { formatShortDate } from '../../components/dates';
import { useToast } from '../../components/toasts';
import { MESSAGES } from '../../errors/messages';
import { ROLE_LABEL, serverMessage } from './story-utils';
import { useDecideJoinRequest, useInviteCollaborator, useRemoveCollaborator, useUpdateCollaboratorRole } from './useCollaborators';

const INVITE_ROLES: InviteRole[] = ['CONTRIBUTOR', 'EDITOR', 'VIEWER'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function InviteForm({ storyId }: { storyId: string }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InviteRole>('CONTRIBUTOR');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [invite, { loading }] = useInviteCollaborator(storyId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) return setFieldError('Email is required');
    if (!EMAIL.test(value)) return setFieldError(MESSAGES.INVITE_EMAIL_INVALID);
    setFieldError(null);
    setResult(null);
    try {
      await invite(value, role);
      setEmail('');
      setRole('CONTRIBUTOR');
      setResult({ ok: true, text: `Invitation sent to ${value}.` });
    } catch (error) {
      setResult({ ok: false, text: `${MESSAGES.INVITE_SEND_FAILED}: ${serverMessage(error, MESSAGES.UNKNOWN)}` });
    }
  };

  return (
    <Box component="form" onSubmit={(e: FormEvent) => void submit(e)} noValidate aria-label="Invite a collaborator" sx={{ mb: 3 }}>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        Invite a collaborator
      </Typography>
      {result && (
        <Alert severity={result.ok ? 'success' : 'error'} sx={{ mb: 2 }} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label="Email"
          type="email"
          size="small"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={Boolean(fieldError)}
          helperText={fieldError ?? ' '}
          fullWidth
        />
        <TextField select size="small" label="Role" value={role} onChange={(e) => setRole(e.target.value as InviteRole)} sx={{ minWidth: 160 }}>
          {INVITE_ROLES.map((r) => (
            <MenuItem key={r} value={r}>
              {ROLE_LABEL[r]}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" disabled={loading} sx={{ flexShrink: 0 }}>
          {loading ? 'Sending...' : 'Send Invite'}
        </Button>
      </Stack>
    </Box>
  );
}

function CollaboratorRow({ collaborator, onRemove }: { collaborator: CollaboratorRow_CollaboratorFragment; onRemove(): void }) {
  const toast = useToast();
  const [updateRole] = useUpdateCollaboratorRole();
  const isOwner = collaborator.role === 'OWNER';
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 600 }}>{collaborator.displayName}</Typography>
        {isOwner ? (
          <Typography color="text.secondary">Owner (creator)</Typography>
        ) : (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              select
              size="small"
              label={`Role of ${collaborator.displayName}`}
              value={collaborator.role}
              onChange={(e) =>
                void updateRole(collaborator, e.target.value as InviteRole).catch(() => toast({ title: MESSAGES.COLLABORATOR_ROLE_FAILED, status: 'error' }))
              }
              sx={{ minWidth: 170 }}
            >
              {INVITE_ROLES.map((r) => (
                <MenuItem key={r} value={r}>
                  {ROLE_LABEL[r]}
                </MenuItem>
              ))}
            </TextField>
            <Button color="error" onClick={onRemove} aria-label={`Remove ${collaborator.displayName}`}>
              Remove
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** SPEC §2.3 Collaborators (owner): roles, invite, change role, remove with confirmation, join requests. */
export function CollaboratorsTab({ storyId }: { storyId: string }) {
  const toast = useToast();
  const { data, loading, error } = useStoryCollaboratorsQuery({ variables: { id: storyId } });
  const [removing, setRemoving] = useState<CollaboratorRow_CollaboratorFragment | null>(null);
  const [remove, { loading: removeBusy }] = useRemoveCollaborator();
  const [decide, { loading: deciding }] = useDecideJoinRequest(storyId);

  if (loading && !data) {
    return (
      <Stack spacing={1} aria-busy="true" aria-label="Loading collaborators">
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
      </Stack>
    );
  }
  if (error && !data) return <Alert severity="error">{MESSAGES.COLLABORATORS_LOAD_FAILED}</Alert>;
  const collaborators = data?.story.collaborators ?? [];
  const invites = (data?.storyInvites ?? []).filter((i) => i.status === 'PENDING');
  const requests = (data?.storyJoinRequests ?? []).filter((r) => r.status === 'PENDING');

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove(removing);
      setRemoving(null);
    } catch {
      setRemoving(null);
      toast({ title: MESSAGES.COLLABORATOR_REMOVE_FAILED, status: 'error' });
    }
  };

  return (
    <Box>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        Collaborators
      </Typography>
      <InviteForm storyId={storyId} />

      <Stack component="ul" spacing={1} aria-label="Collaborators" sx={{ listStyle: 'none', p: 0, m: 0, mb: 3 }}>
        {collaborators.map((c) => (
          <CollaboratorRow key={c.userId} collaborator={c} onRemove={() => setRemoving(c)} />
        ))}
      </Stack>

      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        Pending invitations
      </Typography>
      {invites.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          No pending invitations.
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} aria-label="Pending invitations" sx={{ listStyle: 'none', p: 0, m: 0, mb: 3 }}>
          {invites.map((i) => (
            <Paper component="li" key={i.id} variant="outlined" sx={{ p: 1.5 }}>
              <Typography sx={{ fontWeight: 600, wordBreak: 'break-all' }}>{i.inviteeEmail ?? 'Invited member'}</Typography>
              <Typography variant="body2" color="text.secondary">
                {ROLE_LABEL[i.role]} · sent {formatShortDate(i.createdAt)} · expires {formatShortDate(i.expiresAt)}
              </Typography>
            </Paper>
          ))}
        </Stack>
      )}

      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        Join requests
      </Typography>
      {requests.length === 0 ? (
        <Typography color="text.secondary">No pending join requests.</Typography>
      ) : (
        <Stack component="ul" spacing={1} aria-label="Join requests" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {requests.map((r) => (
            <Paper component="li" key={r.id} variant="outlined" sx={{ p: 1.5 }}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {r.requesterDisplayName}
                    {r.requesterEmail ? ` (${r.requesterEmail})` : ''}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    Requested {formatShortDate(r.createdAt)}
                  </Typography>
                  {r.message && <Typography variant="body2" sx={{ mt: 0.5 }}>“{r.message}”</Typography>}
                </Box>
                <Stack direction="row" spacing={1}>
                  <Button
                    variant="contained"
                    size="small"
                    disabled={deciding}
                    onClick={() => void decide(r.id, 'ACCEPTED').catch(() => toast({ title: MESSAGES.JOIN_REQUEST_DECIDE_FAILED, status: 'error' }))}
                  >
                    Accept
                  </Button>
                  <Button
                    variant="outlined"
                    size="small"
                    disabled={deciding}
                    onClick={() => void decide(r.id, 'REJECTED').catch(() => toast({ title: MESSAGES.JOIN_REQUEST_DECIDE_FAILED, status: 'error' }))}
                  >
                    Reject
                  </Button>
                </Stack>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}

      <Dialog open={Boolean(removing)} onClose={() => setRemoving(null)} aria-labelledby="remove-collaborator-title">
        <DialogTitle id="remove-collaborator-title">Remove collaborator?</DialogTitle>
        <DialogContent>
          <DialogContentText>{removing?.displayName} will no longer be able to work on this story.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRemoving(null)}>Cancel</Button>
          <Button color="error" variant="contained" disabled={removeBusy} onClick={() => void confirmRemove()}>
            Remove
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
