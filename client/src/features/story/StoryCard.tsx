import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StoryCard_StoryFragment } from './StoryCard.generated';
import { formatShortDate } from '../../components/dates';
import { StorySlideshow } from './StorySlideshow';
import { VISIBILITY_LABEL } from './story-utils';

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A story in the list: cycling background images, title, visibility, counts and tags. */
export function StoryCard({ story, dynamicImages, priority = false }: { story: StoryCard_StoryFragment; dynamicImages: boolean; priority?: boolean }) {
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea component={RouterLink} to={`/stories/${story.id}`} sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
        <StorySlideshow images={story.cardImages} seed={story.id} dynamic={dynamicImages} priority={priority} />
        <CardContent sx={{ flexGrow: 1 }}>
          <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Chip size="small" label={VISIBILITY_LABEL[story.visibility]} color={story.visibility === 'PRIVATE' ? 'default' : 'primary'} variant="outlined" />
            {story.isEditorApproved && <Chip size="small" label="Editor's Pick" color="secondary" />}
          </Stack>
          <Typography variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
            {story.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {story.description}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {plural(story.articlesCount, 'article')} · {plural(story.followerCount, 'follower')} · Created {formatShortDate(story.createdAt)}
          </Typography>
          {story.tags.length > 0 && (
            <Box sx={{ mt: 1, display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
              {story.tags.map((tag) => (
                <Chip key={tag} size="small" label={tag} />
              ))}
            </Box>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
