import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { usePopularStoriesQuery } from './PopularStories.generated';
import { FeaturedStoryCard } from './FeaturedStoryCard';
import { HOME_FEATURED_LIMIT } from './story-constants';
import { useSlicedFirstData } from '../../apollo/useSlicedFirstData';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } } as const;

/**
 * SPEC §2.3 Recent Articles → Popular Stories: 4 featured stories, 1 column, 2 on medium and 3 on
 * large screens. Exported for the home screen.
 */
export function PopularStories({ limit = HOME_FEATURED_LIMIT }: { limit?: number }) {
  const { data, loading, error } = useSlicedFirstData(usePopularStoriesQuery({ variables: { limit } }));
  const stories = data?.featuredStories ?? [];
  return (
    <Box component="section" aria-labelledby="popular-stories-heading" sx={{ mt: 5 }}>
      <Typography id="popular-stories-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
        Popular Stories
      </Typography>
      {loading && !data ? (
        <Box sx={grid} aria-busy="true">
          {Array.from({ length: limit }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={160} />
          ))}
        </Box>
      ) : error && !data ? (
        <Alert severity="error">Failed to load stories. Please try again later.</Alert>
      ) : stories.length === 0 ? (
        <Typography color="text.secondary">No featured stories yet.</Typography>
      ) : (
        <Box sx={grid}>
          {stories.map((story) => (
            <FeaturedStoryCard key={story.id} story={story} />
          ))}
        </Box>
      )}
    </Box>
  );
}

export default PopularStories;
