import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ArticleCard_ArticleFragment } from './article.generated';
import { PictureFallback } from '../../components/PictureFallback';
import { StoredImage } from '../../components/StoredImage';
import { formatShortDate } from '../../components/dates';
import { useVoteArticle } from './useVoteArticle';
import { VoteControl } from './VoteControl';

export const storyCountText = (n: number) => (n > 0 ? `In ${n} ${n === 1 ? 'story' : 'stories'}` : 'Not in any story');

/**
 * SPEC §2.3 Article card. Votes read the normalized Article, so all cards of one article agree. Its
 * title is an h2: the cards sit directly under the page's title (/home), and no level is skipped.
 */
export function ArticleCard({ article, compact = false }: { article: ArticleCard_ArticleFragment; compact?: boolean }) {
  const [vote] = useVoteArticle();
  const href = `/articles/${article.id}`;
  const top = article.topCommentary;
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {!compact && (
        <Box component={RouterLink} to={href} tabIndex={-1} aria-hidden sx={{ display: 'block', height: 180, textDecoration: 'none' }}>
          <StoredImage
            image={article.image}
            alt=""
            sizes="(min-width: 1200px) 400px, (min-width: 600px) 50vw, 100vw"
            fallback={<PictureFallback label={article.publication} seed={article.publication ?? article.id} />}
          />
        </Box>
      )}
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <VoteControl
            score={article.score}
            userVote={article.userVote}
            label={article.title}
            disabled={!article.viewerCan.vote}
            onVote={(v) => void vote(article, v)}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
              <Link component={RouterLink} to={href} underline="hover" color="inherit">
                {article.title}
              </Link>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {article.publication || 'Unknown source'} · {formatShortDate(article.publishedAt ?? article.submittedAt)}
            </Typography>
          </Box>
        </Stack>
        {top && (
          <Box component="blockquote" sx={{ m: 0, mt: 1.5, pl: 1.5, borderLeft: 3, borderColor: 'primary.light' }}>
            <Typography variant="body2" sx={{ fontStyle: 'italic', overflowWrap: 'anywhere' }}>
              “{top.content.length > 150 ? `${top.content.slice(0, 150)}…` : top.content}”
            </Typography>
            <Typography variant="caption" color="text.secondary">
              Score {top.score}
            </Typography>
          </Box>
        )}
        {article.tags.length > 0 && (
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 1.5 }} aria-label="Tags">
            {article.tags.map((tag) => (
              <Chip key={tag} label={tag} size="small" />
            ))}
          </Stack>
        )}
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 2 }}>
        <Link component={RouterLink} to={href} aria-label={`Read more: ${article.title}`}>
          Read more
        </Link>
        <Typography variant="caption" color="text.secondary">
          {storyCountText(article.storyCount)}
        </Typography>
      </CardActions>
    </Card>
  );
}

export function ArticleCardSkeleton() {
  return (
    <Card variant="outlined" aria-hidden>
      <Skeleton variant="rectangular" height={180} />
      <CardContent>
        <Skeleton width="80%" height={28} />
        <Skeleton width="50%" />
        <Skeleton width="30%" />
      </CardContent>
    </Card>
  );
}

/** The grid used by Recent Articles: 1 column, 2 on medium, 3 on large screens. */
export function ArticleGrid({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>{children}</Box>
  );
}
