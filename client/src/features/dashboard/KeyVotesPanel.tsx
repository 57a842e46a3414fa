import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDashboardKeyVotesQuery } from './dashboard.generated';
import { userMessage } from '../../errors/classify';
import { MESSAGES } from '../../errors/messages';
import { KeyVoteRow } from '../key-vote/KeyVoteRow';
import { TakeActionChip } from '../campaign/TakeActionChip';
import { useSlicedFirstData } from '../../apollo/useSlicedFirstData';

/** SPEC §9: the dashboard's Key Votes panel shows 3 items. */
export const KEY_VOTES_PANEL_SIZE = 3;

/** SPEC §2.3 Dashboard: Key Votes panel (3 items, 'View all'). */
export function KeyVotesPanel() {
  const { data, loading, error } = useSlicedFirstData(useDashboardKeyVotesQuery({ fetchPolicy: 'cache-and-network' }));
  const items = data?.keyVotes?.slice(0, KEY_VOTES_PANEL_SIZE) ?? null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="key-votes-panel-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography id="key-votes-panel-title" variant="h5" component="h2">
          Key Votes
        </Typography>
        <Button component={RouterLink} to="/key-votes" size="small">
          View all
        </Button>
      </Stack>
      {loading && !items ? (
        <Stack spacing={1.5} role="status" aria-label="Loading key votes">
          {Array.from({ length: KEY_VOTES_PANEL_SIZE }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={80} />
          ))}
        </Stack>
      ) : error && !items ? (
        <Alert severity="error">{userMessage(error, MESSAGES.KEY_VOTES_PANEL_LOAD_FAILED)}</Alert>
      ) : !items || items.length === 0 ? (
        <Typography color="text.secondary">{MESSAGES.KEY_VOTES_EMPTY}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label="Latest key votes">
          {items.map((kv) => (
            <KeyVoteRow key={kv.id} keyVote={kv} compact action={<TakeActionChip keyVote={kv} />} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
