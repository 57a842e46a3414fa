import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDashboardFollowedStoriesQuery, type FollowedStory_StoryFragment } from './dashboard.generated';
import { formatShortDate } from '../../components/dates';
import { RetryAlert } from '../../components/RetryAlert';

import { FOLLOWED_STORIES_SHOWN, FOLLOWING_LIST_PATH } from './dashboard-constants';
import { useSlicedFirstData } from '../../apollo/useSlicedFirstData';

function newLabel(n: number): string {
  return n === 1 ? '1 new since your last visit' : `${n} new since your last visit`;
}

function FollowedStory({ story }: { story: FollowedStory_StoryFragment }) {
  const titleId = `followed-story-${story.id}`;
  return (
    <Box component="li" aria-labelledby={titleId} sx={{ py: 1.5, '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' } }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={`/stories/${story.id}`} underline="hover" color="inherit">
            {story.title}
          </Link>
        </Typography>
        {story.newArticlesCount > 0 ? (
          <Chip size="small" color="secondary" label={newLabel(story.newArticlesCount)} />
        ) : (
          <Typography variant="caption" color="text.secondary">
            Nothing new since your last visit
          </Typography>
        )}
      </Stack>
      {story.latestArticles.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          No articles yet: new ones will show here.
        </Typography>
      ) : (
        <Box component="ul" aria-label={`Newest articles in ${story.title}`} sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}>
          {story.latestArticles.map((entry) => (
            <Box component="li" key={entry.articleId} sx={{ display: 'flex', gap: 1, alignItems: 'baseline', py: 0.25 }}>
              {entry.isNew && (
                <Typography component="span" variant="caption" sx={{ fontWeight: 700, color: 'secondary.dark', flexShrink: 0 }}>
                  New
                </Typography>
              )}
              <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                <Link component={RouterLink} to={`/articles/${entry.article.id}`} underline="hover">
                  {entry.article.title}
                </Link>
                <Typography component="span" variant="caption" color="text.secondary">
                  {' '}
                  · added {formatShortDate(entry.addedAt)}
                </Typography>
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** New articles since the last visit, over the stories shown. */
const newTotal = (stories: readonly { newArticlesCount: number }[] | null) => (stories ?? []).reduce((n, s) => n + s.newArticlesCount, 0);

/** Issue #14: "Stories you follow" on the dashboard, those with new articles first (the server's order). */
export function FollowedStoriesPanel() {
  const { data, loading, error, refetch } = useSlicedFirstData(useDashboardFollowedStoriesQuery({
    variables: { limit: FOLLOWED_STORIES_SHOWN },
    fetchPolicy: 'cache-and-network',
  }));
  const stories = data?.followedStories ?? null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="followed-stories-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography id="followed-stories-heading" variant="h5" component="h2">
          {newTotal(stories) > 0 ? `Stories you follow — ${newTotal(stories)} new` : 'Stories you follow'}
        </Typography>
        {stories && stories.length > 0 && (
          <Button component={RouterLink} to={FOLLOWING_LIST_PATH} size="small">
            See all
          </Button>
        )}
      </Stack>
      {loading && !stories ? (
        <Stack spacing={1} sx={{ mt: 1 }} role="status" aria-label="Loading the stories you follow">
          <Skeleton variant="rounded" height={72} />
          <Skeleton variant="rounded" height={72} />
        </Stack>
      ) : error && !stories ? (
        <RetryAlert onRetry={refetch} sx={{ mt: 1 }}>
          We could not load the stories you follow.
        </RetryAlert>
      ) : !stories || stories.length === 0 ? (
        <Box sx={{ mt: 1 }}>
          <Typography color="text.secondary" sx={{ mb: 1.5 }}>
            You are not following any stories yet. Follow a story and its new articles will show up here and at the top of Recent
            Updates.
          </Typography>
          <Button component={RouterLink} to="/stories" variant="outlined">
            Browse stories
          </Button>
        </Box>
      ) : (
        <Box component="ul" aria-label="Stories you follow" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {stories.map((story) => (
            <FollowedStory key={story.id} story={story} />
          ))}
        </Box>
      )}
    </Paper>
  );
}
