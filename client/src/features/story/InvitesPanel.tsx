import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMyStoryInvitesQuery, type InviteRow_InviteFragment } from './InvitesPanel.generated';
import type { InviteResponse } from '../../__generated__/types';
import { formatShortDate } from '../../components/dates';
import { MESSAGES } from '../../errors/messages';
import { INVITE_ROW_DISMISS_MS } from './story-constants';
import { ROLE_LABEL } from './story-utils';
import { useRespondToInvite } from './useRespondToInvite';

type RowState = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; message: string; severity: 'success' | 'info' } | { kind: 'error' };

/**
 * One pending invite with Accept and Decline (SPEC §4 Invite). `showStoryLink` is for lists outside
 * the story's own page (the dashboard, the top bar): the title links to the story, and an accepted
 * invite's message offers to open it.
 */
export function InviteRow({
  invite,
  onAnswered,
  showStoryLink = false,
  dense = false,
}: {
  invite: InviteRow_InviteFragment;
  onAnswered?(accepted: boolean): void;
  showStoryLink?: boolean;
  dense?: boolean;
}) {
  const { respond, forget } = useRespondToInvite();
  const [state, setState] = useState<RowState>({ kind: 'idle' });
  const [gone, setGone] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const answer = async (status: InviteResponse) => {
    setState({ kind: 'busy' });
    try {
      await respond(invite, status);
      const accepted = status === 'ACCEPTED';
      setState({ kind: 'done', message: accepted ? MESSAGES.INVITE_ACCEPTED : MESSAGES.INVITE_DECLINED, severity: accepted ? 'success' : 'info' });
      onAnswered?.(accepted);
      // SPEC §4 Invite: the row shows its message, then disappears after 2000 ms.
      timer.current = window.setTimeout(() => {
        setGone(true);
        forget(invite.id);
      }, INVITE_ROW_DISMISS_MS);
    } catch {
      setState({ kind: 'error' });
    }
  };

  if (gone) return null;
  if (state.kind === 'done') {
    const accepted = state.severity === 'success';
    return (
      <Alert
        component="li"
        severity={state.severity}
        role="status"
        action={
          accepted && showStoryLink ? (
            <Button component={RouterLink} to={`/stories/${invite.storyId}`} color="inherit" size="small">
              Open the story
            </Button>
          ) : undefined
        }
      >
        {state.message}
      </Alert>
    );
  }
  const busy = state.kind === 'busy';
  const title = showStoryLink ? (
    <Link component={RouterLink} to={`/stories/${invite.storyId}`}>
      {invite.storyTitle}
    </Link>
  ) : (
    invite.storyTitle
  );
  return (
    <Paper component="li" variant="outlined" sx={{ p: dense ? 1.5 : 2 }}>
      <Stack direction={{ xs: 'column', sm: dense ? 'column' : 'row' }} spacing={dense ? 1 : 2} sx={{ alignItems: { sm: dense ? 'stretch' : 'center' }, justifyContent: 'space-between' }}>
        <Box>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {invite.invitedBy?.displayName ?? 'Someone'} invited you to collaborate on “{title}” as {ROLE_LABEL[invite.role]}.
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Sent {formatShortDate(invite.createdAt)} · Expires {formatShortDate(invite.expiresAt)}
          </Typography>
          {state.kind === 'error' && (
            <Typography variant="body2" color="error" role="alert">
              {MESSAGES.INVITE_RESPONSE_FAILED}
            </Typography>
          )}
        </Box>
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={() => void answer('ACCEPTED')} disabled={busy}>
            Accept
          </Button>
          <Button variant="outlined" onClick={() => void answer('DECLINED')} disabled={busy}>
            Decline
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

/**
 * SPEC §2.3 Story page: pending collaboration invites at the top. Shown even when the story itself
 * is not visible yet (a private story becomes visible once its invite is accepted).
 */
export function InvitesPanel({ storyId, onAccepted }: { storyId: string; onAccepted?(): void }) {
  const { data, error } = useMyStoryInvitesQuery({ fetchPolicy: 'cache-and-network' });
  // Keep rows that were answered here until their message has been shown.
  const invites = (data?.myInvites ?? []).filter((i) => i.storyId === storyId);
  if (error && !data) return <Alert severity="error" sx={{ mb: 3 }}>{MESSAGES.INVITES_LOAD_FAILED}</Alert>;
  if (invites.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="story-invites-heading" sx={{ mb: 3 }}>
      <Typography id="story-invites-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        Pending invitations
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {invites.map((invite) => (
          <InviteRow key={invite.id} invite={invite} onAnswered={(accepted) => accepted && onAccepted?.()} />
        ))}
      </Stack>
    </Box>
  );
}
