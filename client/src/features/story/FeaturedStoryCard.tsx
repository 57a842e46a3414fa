import { Link as RouterLink } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import type { FeaturedStoryCard_StoryFragment } from './PopularStories.generated';
import { formatShortDate } from '../../components/dates';
import { plural } from './StoryCard';

function dateRange(first?: string | null, last?: string | null): string {
  if (!first && !last) return 'No articles yet';
  if (!first || !last || formatShortDate(first) === formatShortDate(last)) return formatShortDate(first ?? last);
  return `${formatShortDate(first)} – ${formatShortDate(last)}`;
}

/** SPEC §2.3 Featured story card: title, date range, description, counts, Editor's Pick badge. */
export function FeaturedStoryCard({ story }: { story: FeaturedStoryCard_StoryFragment }) {
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={`/stories/${story.id}`} sx={{ height: '100%', alignItems: 'stretch' }}>
        <CardContent>
          {story.isEditorApproved && <Chip icon={<StarIcon />} size="small" color="secondary" label="Editor's Pick" sx={{ mb: 1 }} />}
          <Typography variant="h6" component="h3" sx={{ lineHeight: 1.3 }}>
            {story.title}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {dateRange(story.firstArticleDate, story.lastArticleDate)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {story.description}
          </Typography>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {plural(story.articlesCount, 'article')} · {plural(story.followerCount, 'follower')}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
