import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/**
 * The foot of a paged list: how much of it is on screen ("Showing 20 of 2,000 articles", read out
 * when it changes) and a button for the next page while there is one.
 */
export function ShowMore({
  shown,
  total,
  noun,
  hasMore,
  state,
  onMore,
}: {
  shown: number;
  total: number;
  /** Plural, lower case: "articles", "comments". */
  noun: string;
  hasMore: boolean;
  state: 'idle' | 'loading' | 'failed';
  onMore(): void;
}) {
  const n = (x: number) => x.toLocaleString('en-US');
  return (
    <Stack spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary" role="status" aria-live="polite">
        {shown >= total ? `All ${n(total)} ${noun}` : `Showing ${n(shown)} of ${n(total)} ${noun}`}
      </Typography>
      {hasMore && (
        <Button variant="outlined" onClick={onMore} disabled={state === 'loading'}>
          {state === 'loading' ? 'Loading…' : `Show more ${noun}`}
        </Button>
      )}
      {state === 'failed' && (
        <Alert severity="error" role="alert">
          The next {noun} could not be loaded. Please try again.
        </Alert>
      )}
    </Stack>
  );
}

type MoreState = 'idle' | 'loading' | 'failed';

/**
 * The next page of a cursor-paged list: `more()` asks for the page after `nextCursor` (Apollo's
 * fetchMore, merged by the list's type policy), `state` says how that went.
 */
export function useShowMore(nextCursor: string | null | undefined, fetchMore: (opts: { variables: { after: string } }) => Promise<unknown>) {
  const [state, setState] = useState<MoreState>('idle');
  const more = async () => {
    if (!nextCursor) return;
    setState('loading');
    try {
      await fetchMore({ variables: { after: nextCursor } });
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return { state, more: () => void more() };
}
