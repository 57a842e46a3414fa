import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import type { ContentCard_ItemFragment } from './content.generated';
import type { ContentType } from '../../__generated__/types';
import { PictureFallback } from '../../components/PictureFallback';
import { StoredImage } from '../../components/StoredImage';
import { formatShortDate } from '../../components/dates';
import { useVoteArticle } from '../article/useVoteArticle';
import { VoteControl } from '../article/VoteControl';
import { useToggleContentLike } from './useToggleContentLike';

export const CONTENT_TYPE_LABEL: Record<ContentType, string> = {
  ARTICLE: 'Article',
  KEY_VOTE: 'Key Vote',
  STORY: 'Story',
  COMMENTARY: 'Commentary',
};

/**
 * A Recent Updates card (SPEC §2.3 Dashboard, §3 Content item) with the like toggle. `headingLevel`:
 * the title's heading, one below the section the cards are in (h2 directly under the page's title).
 */
export function ContentCard({ item, headingLevel = 'h3' }: { item: ContentCard_ItemFragment; headingLevel?: 'h2' | 'h3' }) {
  const [toggleLike] = useToggleContentLike();
  const [vote] = useVoteArticle();
  const article = item.article;
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {item.type === 'ARTICLE' && (
        <Box aria-hidden sx={{ height: 140 }}>
          <StoredImage
            image={item.image}
            alt=""
            sizes="(min-width: 1200px) 400px, (min-width: 600px) 50vw, 100vw"
            fallback={<PictureFallback label={article?.publication} seed={article?.publication ?? item.id} />}
          />
        </Box>
      )}
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Chip size="small" label={CONTENT_TYPE_LABEL[item.type]} />
          {item.followedStory && <Chip size="small" color="secondary" label="New in a story you follow" />}
        </Stack>
        <Typography variant="subtitle1" component={headingLevel} sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={item.url} underline="hover" color="inherit">
            {item.title}
          </Link>
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {item.authorName} · {formatShortDate(item.createdAt)}
        </Typography>
        {item.followedStory && (
          <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            Added to{' '}
            <Link component={RouterLink} to={`/stories/${item.followedStory.id}`}>
              {item.followedStory.title}
            </Link>
          </Typography>
        )}
        {item.type === 'KEY_VOTE' && (item.billNumber || item.outcome) && (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {[item.billNumber, item.congress ? `${item.congress}th Congress` : null, item.outcome ?? 'Pending'].filter(Boolean).join(' · ')}
          </Typography>
        )}
        {item.summary && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {item.summary}
          </Typography>
        )}
        {item.staffCommentary && (
          <Box sx={{ mt: 1, p: 1, bgcolor: 'action.hover', borderRadius: 1 }}>
            <Typography variant="caption" sx={{ fontWeight: 600 }}>
              Staff commentary
            </Typography>
            <Typography variant="body2">{item.staffCommentary}</Typography>
          </Box>
        )}
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between' }}>
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <IconButton
            aria-label={item.hasLiked ? `Unlike ${item.title}` : `Like ${item.title}`}
            aria-pressed={item.hasLiked}
            color={item.hasLiked ? 'error' : 'default'}
            onClick={() => void toggleLike(item)}
            size="small"
          >
            {item.hasLiked ? <FavoriteIcon fontSize="small" /> : <FavoriteBorderIcon fontSize="small" />}
          </IconButton>
          <Typography variant="body2" aria-label={`${item.likes} likes`}>
            {item.likes}
          </Typography>
        </Stack>
        {article && item.type === 'ARTICLE' && (
          <VoteControl
            direction="row"
            score={article.score}
            userVote={article.userVote}
            label={item.title}
            disabled={!article.viewerCan.vote}
            onVote={(v) => void vote(article, v)}
          />
        )}
      </CardActions>
    </Card>
  );
}

/**
 * 1 to 4 columns by width (SPEC §2.3 Dashboard): by the width the grid has, not the window's, so
 * it fits beside the dashboard's side column as well as on a page of its own.
 */
export function ContentGrid({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 250px), 1fr))' }}>
      {children}
    </Box>
  );
}

export function ContentGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <ContentGrid>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={220} />
      ))}
    </ContentGrid>
  );
}
