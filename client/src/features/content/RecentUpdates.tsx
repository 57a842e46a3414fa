import { ServerError } from '@apollo/client/errors';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useContentFeedQuery } from './content.generated';
import { isConnectionError } from '../../errors/classify';
import { MESSAGES } from '../../errors/messages';
import { gqlCode } from '../story/story-utils';
import { ContentCard, ContentGrid, ContentGridSkeleton } from './ContentCard';
import { useSlicedFirstData } from '../../apollo/useSlicedFirstData';

/** SPEC §8 Dashboard: a server failure has its own text. */
export function feedErrorText(error: unknown): string {
  if (isConnectionError(error)) return MESSAGES.CONNECTION_ERROR;
  const serverFailure = gqlCode(error) === 'INTERNAL_SERVER_ERROR' || (ServerError.is(error) && error.statusCode === 500);
  return serverFailure ? MESSAGES.DASHBOARD_CONTENT_SERVER_ERROR : MESSAGES.DASHBOARD_CONTENT_FAILED;
}

/** The dashboard's Recent Updates (SPEC §2.3): the content feed, limit 10. */
export function RecentUpdates() {
  const { data, loading, error } = useSlicedFirstData(useContentFeedQuery({ variables: { limit: 10 } }));
  const items = data?.recentContent ?? [];
  return (
    <Box component="section" aria-labelledby="recent-updates-heading">
      <Typography id="recent-updates-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
        Recent Updates
      </Typography>
      {loading && !data ? (
        <ContentGridSkeleton />
      ) : error && !data ? (
        <Alert severity="error" role="alert">
          {feedErrorText(error)}
        </Alert>
      ) : items.length === 0 ? (
        <Typography color="text.secondary">No updates yet.</Typography>
      ) : (
        <ContentGrid>
          {items.map((item) => (
            <ContentCard key={`${item.type}:${item.id}`} item={item} />
          ))}
        </ContentGrid>
      )}
    </Box>
  );
}
