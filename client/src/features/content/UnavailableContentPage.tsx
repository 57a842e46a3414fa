import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Page } from '../../components/Page';
import { useNoFirstData } from '../../app/first-content';

const KINDS = {
  posts: { title: 'Posts', one: 'post' },
  videos: { title: 'Videos', one: 'video' },
  events: { title: 'Events', one: 'event' },
} as const;

/**
 * /posts, /videos, /events and their {id} pages. The portal has no such content type (the feed
 * holds articles, key votes, stories and commentary), so these say so plainly and point to what
 * exists instead of showing a blank screen.
 */
export default function UnavailableContentPage({ kind, detail = false }: { kind: keyof typeof KINDS; detail?: boolean }) {
  useNoFirstData();
  const { title, one } = KINDS[kind];
  return (
    <Page title={detail ? `${title.slice(0, -1)} not available` : title} maxWidth={760}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography sx={{ mb: 2 }}>
          {detail ? `This ${one} is not available: the portal does not publish ${title.toLowerCase()}.` : `There are no ${title.toLowerCase()} in the portal yet.`}{' '}
          Articles, stories, key votes and commentary are in the content feed.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button component={RouterLink} to="/content" variant="contained">
            Browse content
          </Button>
          <Button component={RouterLink} to="/home">
            Recent articles
          </Button>
        </Stack>
      </Paper>
    </Page>
  );
}
