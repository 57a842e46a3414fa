import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSlicedFirstData } from '../../apollo/useSlicedFirstData';
import { LoadProblem, problemKind } from '../../components/LoadProblem';
import { Page } from '../../components/Page';
import { userMessage } from '../../errors/classify';
import { Loading } from '../../components/Loading';
import { gqlCode } from '../legislator/shared';
import { usePublicScorecardQuery } from './scorecard.generated';
import { legislatorLabel } from './scorecard-words';
import { ScorecardView } from './ScorecardView';

/**
 * The shareable scorecard (/legislators/:bioguide/scorecard, issue #60), for anyone, signed in or
 * not: a legislator's official votes on the organization's key votes beside its published
 * positions. The gateway sends this address with Open Graph tags and a drawn picture
 * (gateway/src/http/scorecard-pages.ts), so a post of the link shows the score.
 */
export default function PublicScorecardPage() {
  const { bioguide = '' } = useParams();
  const { data, loading, error, refetch } = useSlicedFirstData(usePublicScorecardQuery({ variables: { bioguide }, fetchPolicy: 'cache-and-network' }));
  const card = data?.legislatorScorecard;
  if (!card) {
    const code = gqlCode(error);
    return (
      <Frame>
        <Page title="Scorecard" maxWidth={960}>
          {loading ? (
            <Loading height={360} label="Loading the scorecard" />
          ) : problemKind(code) === 'failed' ? (
            <LoadProblem kind="failed" message={userMessage(error, 'Failed to load the scorecard. Please try again.')} onRetry={() => void refetch().catch(() => undefined)} back={{ to: '/', label: 'Home' }} />
          ) : (
            <LoadProblem kind="not-found" title="Legislator not found." message={code === 'BAD_USER_INPUT' ? (error?.message ?? 'Legislator not found.') : 'There is no legislator at this address.'} back={{ to: '/', label: 'Home' }} />
          )}
        </Page>
      </Frame>
    );
  }
  return (
    <Frame>
      <Page title={`${legislatorLabel(card.legislator)}: scorecard`} subtitle={`Official votes on our key votes in the ${card.alignment.congress}th Congress, beside our published positions`} maxWidth={960}>
        <Stack spacing={2}>
          <ScorecardView card={card} />
          <Typography variant="body2" color="text.secondary">
            Alignment counts the key votes where the legislator voted Yea or Nay and we support or oppose the bill. Votes of Present and Not Voting are not counted.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button component={RouterLink} to="/my-legislators" variant="outlined">
              See your own legislators
            </Button>
            <Button href={card.imagePath} size="small">
              Download the picture to post
            </Button>
          </Stack>
        </Stack>
      </Page>
    </Frame>
  );
}

/** The public layout leaves the page's margins to the page (the members' layout has its own). */
function Frame({ children }: { children: ReactNode }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {children}
    </Container>
  );
}
