import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMyStoryInvitesQuery } from './InvitesPanel.generated';
import { RetryAlert } from '../../components/RetryAlert';
import { MESSAGES } from '../../errors/messages';
import { InviteRow } from './InvitesPanel';

/**
 * Issue #14: the invited member's pending invites where they will see them — the dashboard —
 * with Accept and Decline in place. Nothing is shown when there are none.
 */
export default function MyInvitesPanel() {
  const { data, error, refetch } = useMyStoryInvitesQuery({ fetchPolicy: 'cache-and-network' });
  const invites = data?.myInvites ?? [];
  if (error && !data) {
    return <RetryAlert onRetry={refetch}>{MESSAGES.INVITES_LOAD_FAILED}</RetryAlert>;
  }
  if (invites.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="my-invites-heading" sx={{ p: { xs: 2, sm: 3 }, borderColor: 'secondary.main' }}>
      <Typography id="my-invites-heading" variant="h5" component="h2" sx={{ mb: 1.5 }}>
        Invitations to collaborate
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {invites.map((invite) => (
          <InviteRow key={invite.id} invite={invite} showStoryLink />
        ))}
      </Stack>
    </Paper>
  );
}
