import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useKeyVotesListQuery } from './key-vote.generated';
import { useSession } from '../../app/session';
import { Page } from '../../components/Page';
import { userMessage } from '../../errors/classify';
import { MESSAGES } from '../../errors/messages';
import { KeyVoteRow } from './KeyVoteRow';
import { useSlicedFirstData } from '../../apollo/useSlicedFirstData';
import { RetryAlert } from '../../components/RetryAlert';

/** SPEC §9: key-vote page default size 10, offset 0. */
export const KEY_VOTE_PAGE_SIZE = 10;

/** SPEC §2.3 Key votes list (/key-votes). */
export default function KeyVotesPage() {
  const { isStaff } = useSession();
  const [page, setPage] = useState(0);
  const { data, loading, error, refetch } = useSlicedFirstData(useKeyVotesListQuery({
    variables: { limit: KEY_VOTE_PAGE_SIZE, offset: page * KEY_VOTE_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  }));
  const items = data?.keyVotes ?? null;

  let body;
  if (loading && !items)
    body = (
      <Stack spacing={1.5} role="status" aria-label="Loading key votes">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={88} />
        ))}
      </Stack>
    );
  else if (error && !items)
    body = (
      <RetryAlert onRetry={() => refetch()}>
        {userMessage(error, MESSAGES.KEY_VOTES_LOAD_FAILED)}
      </RetryAlert>
    );
  else if (!items || (items.length === 0 && page === 0)) body = <Alert severity="info">{MESSAGES.KEY_VOTES_EMPTY}</Alert>;
  else
    body = (
      <>
        {items.length === 0 ? (
          <Alert severity="info">{MESSAGES.KEY_VOTES_EMPTY}</Alert>
        ) : (
          <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label="Key votes">
            {items.map((kv) => (
              <KeyVoteRow key={kv.id} keyVote={kv} />
            ))}
          </Stack>
        )}
        {/* Only when there is another page to go to: one page of key votes needs no pager. */}
        {(page > 0 || items.length >= KEY_VOTE_PAGE_SIZE) && (
          <Stack component="nav" aria-label="Key vote pages" direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'center', alignItems: 'center' }}>
            <Button disabled={page === 0} onClick={() => setPage((p) => Math.max(0, p - 1))}>
              Previous
            </Button>
            <Typography>Page {page + 1}</Typography>
            <Button disabled={items.length < KEY_VOTE_PAGE_SIZE} onClick={() => setPage((p) => p + 1)}>
              Next
            </Button>
          </Stack>
        )}
      </>
    );

  return (
    <Page
      title="Key Votes"
      subtitle="Votes in Congress the organization is tracking"
      actions={
        isStaff && (
          <Button component={RouterLink} to="/key-votes/new" variant="contained">
            Add Key Vote
          </Button>
        )
      }
    >
      {body}
    </Page>
  );
}
