import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAccessRequestQueueQuery, type AccessRequestRow_RequestFragment } from './access-request.generated';
import type { AccessRequestStatus, Role } from '../../__generated__/types';
import { formatDateTime } from '../../components/dates';
import { Page } from '../../components/Page';
import { useToast } from '../../components/toasts';
import { userMessage } from '../../errors/classify';
import { RoleBadges } from '../admin/RoleBadges';
import { ROLE_POWERS, superAdminName, superAdminWarning, type RoleName } from '../admin/roles';
import { GRANTABLE, REASON_MAX, ROLE_WORDS, useDecideAccessRequest } from './useAccessRequests';
import { useSlicedFirstData } from '../../apollo/useSlicedFirstData';
import { RetryAlert } from '../../components/RetryAlert';

const PAGE_SIZE = 20;
const TABS: { status: AccessRequestStatus; label: string; empty: string }[] = [
  { status: 'PENDING', label: 'Pending', empty: 'No requests are waiting. New ones appear here as members send them from the Access Denied page.' },
  { status: 'APPROVED', label: 'Granted', empty: 'No request has been granted yet.' },
  { status: 'REJECTED', label: 'Declined', empty: 'No request has been declined yet.' },
];

type Request = AccessRequestRow_RequestFragment;
type Decision = { request: Request; kind: 'grant' | 'decline' };

/** Super admins: members' access requests with who, when and why; grant or decline (issue #15 item 3). */
export default function AccessRequestsPage() {
  const [tab, setTab] = useState(0);
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const status = TABS[tab].status;
  const { data, loading, error, refetch } = useSlicedFirstData(useAccessRequestQueueQuery({
    variables: { status, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  }));
  const result = data?.accessRequests;
  const pages = result ? Math.max(1, Math.ceil(result.total / PAGE_SIZE)) : 1;

  return (
    <Page title="Access Requests" subtitle="Members asking for a role. Granting assigns it; either way the member is told in the portal and by email.">
      <Tabs
        value={tab}
        onChange={(_e, v: number) => {
          setTab(v);
          setPage(1);
        }}
        aria-label="Requests by status"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((t) => (
          <Tab key={t.status} label={t.status === 'PENDING' && result && status === 'PENDING' ? `${t.label} (${result.total})` : t.label} />
        ))}
      </Tabs>
      {error && !result ? (
        <RetryAlert onRetry={() => refetch()}>
          {userMessage(error, 'Failed to load access requests.')}
        </RetryAlert>
      ) : loading && !result ? (
        <Stack spacing={2} role="status" aria-label="Loading access requests">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={120} />
          ))}
        </Stack>
      ) : !result || result.items.length === 0 ? (
        <Typography color="text.secondary">{TABS[tab].empty}</Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={`${TABS[tab].label} access requests`}>
          {result.items.map((r) => (
            <li key={r.id}>
              <RequestCard request={r} onDecide={(kind) => setDeciding({ request: r, kind })} />
            </li>
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Stack sx={{ mt: 3, alignItems: 'center' }}>
          <Pagination count={pages} page={page} onChange={(_e, p) => setPage(p)} aria-label="Access request pages" />
        </Stack>
      )}
      {deciding && <DecisionDialog decision={deciding} onClose={() => setDeciding(null)} />}
    </Page>
  );
}

function RequestCard({ request: r, onDecide }: { request: Request; onDecide(kind: 'grant' | 'decline'): void }) {
  const who = r.member?.email ?? 'A member whose account was deleted';
  return (
    <Paper variant="outlined" component="article" aria-label={`Request from ${who}`} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere', fontSize: '1.05rem' }}>
            {r.member ? (
              <Link component={RouterLink} to={`/admin/users?user=${r.member.id}`}>
                {who}
              </Link>
            ) : (
              who
            )}
            {r.member && r.member.displayName !== 'Anonymous' && (
              <Typography component="span" color="text.secondary">
                {' '}
                ({r.member.displayName})
              </Typography>
            )}
          </Typography>
          <Typography>
            Asks for <strong>{ROLE_WORDS[r.requestedRole]}</strong> access · {formatDateTime(r.createdAt)}
          </Typography>
          {r.page && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              Turned away from <code>{r.page}</code>, which opens with {ROLE_WORDS[r.requestedRole]} access.
            </Typography>
          )}
          <Box sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
            {r.reason ? (
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>“{r.reason}”</Typography>
            ) : (
              <Typography color="text.secondary">No reason given.</Typography>
            )}
          </Box>
          {r.member && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
              <Typography variant="body2" color="text.secondary">
                Roles now:
              </Typography>
              <RoleBadges roles={r.member.roles} />
            </Stack>
          )}
          {r.status !== 'PENDING' && (
            <Typography variant="body2" color="text.secondary">
              {r.status === 'APPROVED' ? `Granted (${ROLE_WORDS[r.grantedRole ?? r.requestedRole]})` : 'Declined'} {r.decidedAt ? formatDateTime(r.decidedAt) : ''}
              {r.decidedBy ? ` by ${r.decidedBy.email}` : ''}
              {r.decisionNote ? ` — “${r.decisionNote}”` : ''}
            </Typography>
          )}
        </Stack>
        {r.status === 'PENDING' && (
          <Stack direction={{ xs: 'row', md: 'column' }} spacing={1} sx={{ flexShrink: 0 }}>
            <Button variant="contained" onClick={() => onDecide('grant')} aria-label={`Grant access to ${who}`}>
              Grant…
            </Button>
            <Button variant="outlined" color="error" onClick={() => onDecide('decline')} aria-label={`Decline the request from ${who}`}>
              Decline…
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function DecisionDialog({ decision, onClose }: { decision: Decision; onClose(): void }) {
  const { request, kind } = decision;
  // Never Super Admin by default (issue #58 item 2): one click must not give full control.
  const [role, setRole] = useState<Role | ''>(request.requestedRole === 'SUPER_ADMIN' ? '' : request.requestedRole);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // Granting Super Admin asks once more, naming the person.
  const [confirmingSuper, setConfirmingSuper] = useState(false);
  const { grant, decline, busy } = useDecideAccessRequest();
  const toast = useToast();
  const person = request.member ? superAdminName(request.member) : 'the member';
  const who = request.member?.email ?? 'the member';
  const granting = kind === 'grant';
  const titleId = 'access-decision-title';

  const confirm = async () => {
    setProblem(null);
    if (granting && !role) return;
    if (granting && role === 'SUPER_ADMIN' && !confirmingSuper) return setConfirmingSuper(true);
    try {
      if (granting) await grant(request.id, role as Role, note);
      else await decline(request.id, note);
      toast({ title: granting ? `${ROLE_WORDS[role as Role]} access granted to ${who}` : `Request from ${who} declined`, status: 'success' });
      onClose();
    } catch (error) {
      setProblem(userMessage(error, granting ? 'Failed to grant access. Please try again.' : 'Failed to decline the request. Please try again.'));
    }
  };

  if (confirmingSuper) {
    return (
      <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{`Make ${person} a Super Admin?`}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {problem && (
              <Alert severity="error" role="alert">
                {problem}
              </Alert>
            )}
            <Typography>{request.member ? superAdminWarning(request.member) : ROLE_POWERS.SUPER_ADMIN}</Typography>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmingSuper(false)} disabled={busy} autoFocus>
            Back
          </Button>
          <Button variant="contained" color="error" onClick={() => void confirm()} disabled={busy}>
            {busy ? 'Saving...' : `Make ${who} Super Admin`}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{granting ? `Grant access to ${who}?` : `Decline the request from ${who}?`}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
          <Typography>
            {granting
              ? 'The member gets the role at once and is told in the portal and by email.'
              : 'The member keeps the roles they have and is told in the portal and by email. They may ask again.'}
          </Typography>
          {granting && (
            <TextField
              select
              label="Role to grant"
              value={role}
              onChange={(e) => setRole(e.target.value as Role)}
              helperText={
                role
                  ? ROLE_POWERS[role as RoleName]
                  : `Asked for: ${ROLE_WORDS[request.requestedRole]}${request.page ? ` (for ${request.page})` : ''}. Choose the role the work needs.`
              }
            >
              {GRANTABLE.map((r) => (
                <MenuItem key={r} value={r}>
                  {ROLE_WORDS[r]}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            label="Note to the member (optional)"
            value={note}
            onChange={(e) => setNote(e.target.value.slice(0, REASON_MAX))}
            multiline
            minRows={2}
            helperText={`${note.length}/${REASON_MAX}`}
            slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" color={granting ? 'primary' : 'error'} onClick={() => void confirm()} disabled={busy || (granting && !role)}>
          {busy ? 'Saving...' : granting ? (role === 'SUPER_ADMIN' ? 'Continue' : 'Grant access') : 'Decline request'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
