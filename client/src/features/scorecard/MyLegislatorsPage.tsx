import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import ShareIcon from '@mui/icons-material/ShareOutlined';
import { useSlicedFirstData } from '../../apollo/useSlicedFirstData';
import { LoadProblem } from '../../components/LoadProblem';
import { Page } from '../../components/Page';
import { useToast } from '../../components/toasts';
import { userMessage } from '../../errors/classify';
import { Loading } from '../../components/Loading';
import { lazy } from '../../app/lazy-page';
import { LazyPart } from '../../components/LazyPart';

import { useMyLegislatorsPageQuery } from './scorecard.generated';
import { legislatorLabel, type Card } from './scorecard-words';
import { ScorecardView } from './ScorecardView';
import { useFollowMyLegislators } from './useFollowMyLegislators';

// The address and district steps, in a chunk of their own: only a member the server says needs them loads it.
const AddressStep = lazy(() => import('../representative/AddressSteps').then((m) => ({ default: m.AddressStep })));
const DistrictStep = lazy(() => import('../representative/AddressSteps').then((m) => ({ default: m.DistrictStep })));
const stepFallback = <Loading height={260} label="Loading the address form" />;

/**
 * My legislators (/my-legislators, issue #60): the member's own representative and senators from
 * their saved address, each with their scorecard over the current Congress, the vacant seats, a
 * switch to hear when they vote on a key vote, and a link to each public scorecard to share.
 */
export default function MyLegislatorsPage() {
  const { data, loading, error, refetch } = useSlicedFirstData(useMyLegislatorsPageQuery({ fetchPolicy: 'cache-and-network' }));
  const mine = data?.myLegislators;
  const reload = () => void refetch().catch(() => undefined);

  let content: ReactNode;
  if (!mine) {
    content = loading ? (
      <Loading height={360} label="Loading your legislators" />
    ) : (
      <LoadProblem kind="failed" message={userMessage(error, 'Failed to load your legislators. Please try again.')} onRetry={reload} back={{ to: '/dashboard', label: 'Back to the dashboard' }} />
    );
  } else {
    content = (
      <Stack spacing={3}>
        {mine.needsAddress ? (
          <LazyPart fallback={stepFallback}>
            <AddressStep idPrefix="my-legislators" onSaved={reload} />
          </LazyPart>
        ) : mine.needsDistrictChoice ? (
          <LazyPart fallback={stepFallback}>
            <DistrictStep idPrefix="my-legislators" onChosen={reload} />
          </LazyPart>
        ) : (
          <>
            <FollowSwitch following={mine.following} />
            {mine.notice && <Alert severity="info">{mine.notice}</Alert>}
            {mine.vacancies.map((v) => (
              <Alert key={`${v.chamber}-${v.state}-${v.district ?? ''}`} severity="info">
                {v.message}
              </Alert>
            ))}
            {mine.scorecards.map((card) => (
              <Stack key={card.legislator.id} spacing={1}>
                <ScorecardView card={card} />
                <ShareButton card={card} />
              </Stack>
            ))}
          </>
        )}
      </Stack>
    );
  }
  return (
    <Page title="My legislators" subtitle={mine ? `How your members of Congress voted on our key votes in the ${mine.congress}th Congress` : undefined} maxWidth={960}>
      {content}
    </Page>
  );
}

function FollowSwitch({ following }: { following: boolean }) {
  const [follow, state] = useFollowMyLegislators();
  const toast = useToast();
  const change = (value: boolean) =>
    void follow(value).catch((e: unknown) => toast({ title: userMessage(e, 'Could not save your choice. Please try again.'), status: 'error' }));
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <FormControlLabel
        control={<Switch checked={following} disabled={state.loading} onChange={(e) => change(e.target.checked)} />}
        label="Tell me when my legislators vote on a key vote"
      />
      <Typography variant="body2" color="text.secondary">
        In the portal, and by email or in your digest as your notification settings say.
      </Typography>
    </Paper>
  );
}

function ShareButton({ card }: { card: Card }) {
  const toast = useToast();
  const share = async () => {
    const url = new URL(card.sharePath, window.location.origin).toString();
    const title = `${legislatorLabel(card.legislator)}: scorecard`;
    try {
      if (typeof navigator.share === 'function') await navigator.share({ title, url });
      else {
        await navigator.clipboard.writeText(url);
        toast({ title: 'Scorecard link copied', status: 'success' });
      }
    } catch {
      toast({ title: `Could not share: the scorecard is at ${url}`, status: 'warning' });
    }
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <Button variant="outlined" startIcon={<ShareIcon aria-hidden />} onClick={() => void share()}>
        Share {card.legislator.shortTitle} {card.legislator.name}&apos;s scorecard
      </Button>
      <Button href={card.sharePath} size="small">
        Open the public scorecard
      </Button>
    </Stack>
  );
}

