import { lazy, useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useArticlePageQuery, type ArticlePageQuery } from './article.generated';
import { LazyPart } from '../../components/LazyPart';
import { CreateFab } from '../../components/CreateFab';
import { LoadProblem, problemKind } from '../../components/LoadProblem';
import { PictureFallback } from '../../components/PictureFallback';
import { StoredImage } from '../../components/StoredImage';
import { formatShortDate } from '../../components/dates';
import { usePageTitle } from '../../components/usePageTitle';
import { MESSAGES } from '../../errors/messages';
import { gqlCode } from '../story/story-utils';
import { CommentaryPanel } from '../commentary/CommentaryPanel';
import { sanitizeArticleHtml } from './sanitize';
import { storyCountText } from './ArticleCard';
import { useVoteArticle } from './useVoteArticle';
import { VoteControl } from './VoteControl';
import { useSlicedFirstData } from '../../apollo/useSlicedFirstData';

type Article = ArticlePageQuery['article'];

// Staff's tools, in chunks of their own: a member's article page never loads them.
const ArticleInlineEditor = lazy(() => import('./ArticleInlineEditor'));
const ArticleDeleteDialog = lazy(() => import('./ArticleDeleteDialog'));

/** SPEC §2.3 Article page. */
export default function ArticlePage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useSlicedFirstData(useArticlePageQuery({ variables: { id } }));
  usePageTitle(data?.article.title ?? 'Article');

  if (loading && !data) return <ArticlePageSkeleton />;
  if (error || !data) {
    const notFound = problemKind(gqlCode(error)) !== 'failed';
    return (
      <Box sx={{ maxWidth: 900, mx: 'auto' }}>
        <LoadProblem
          kind={notFound ? 'not-found' : 'failed'}
          message={notFound ? MESSAGES.ARTICLE_NOT_FOUND : MESSAGES.ARTICLE_LOAD_FAILED}
          onRetry={() => void refetch().catch(() => undefined)}
          goBack
          back={{ to: '/stories', label: 'Browse stories' }}
        />
      </Box>
    );
  }
  return <ArticleView article={data.article} />;
}

function ArticleView({ article }: { article: Article }) {
  const [vote] = useVoteArticle();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Parsed and walked once per content, not on every render (a vote, the editor, the session
  // settling): ~2 ms for a 39 KB article in desktop Chromium, four times that on a phone.
  const html = useMemo(() => sanitizeArticleHtml(article.content), [article.content]);
  // SPEC §2.3 'Submitted by Member' or 'Anonymous': the member's display name when they show it.
  const submittedBy = article.submitterDisplayName === 'Anonymous' ? 'Anonymous' : `Submitted by ${article.submitterDisplayName}`;

  return (
    <Box component="article" sx={{ maxWidth: 900, mx: 'auto', width: '100%' }}>
      <ArticleHeroImage article={article} />
      {editing ? (
        <LazyPart fallback={<Skeleton variant="rounded" height={320} aria-label="Loading the editor" />}>
          <ArticleInlineEditor article={article} onDone={() => setEditing(false)} />
        </LazyPart>
      ) : (
        <>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
            <VoteControl
              score={article.score}
              userVote={article.userVote}
              label={article.title}
              disabled={!article.viewerCan.vote}
              onVote={(v) => void vote(article, v)}
            />
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' }, overflowWrap: 'anywhere' }}>
                {article.title}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {submittedBy} · {article.publishedAt ? formatShortDate(article.publishedAt) : formatShortDate(article.submittedAt)} ·{' '}
                {article.publication || 'Unknown source'}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {storyCountText(article.storyCount)}
              </Typography>
            </Box>
          </Stack>
          {(article.viewerCan.edit || article.viewerCan.delete) && (
            <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
              {article.viewerCan.edit && (
                <Button startIcon={<EditIcon />} variant="outlined" size="small" onClick={() => setEditing(true)}>
                  Edit
                </Button>
              )}
              {article.viewerCan.edit && (
                <Button component={RouterLink} to={`/articles/${article.id}/edit`} size="small">
                  Full editor
                </Button>
              )}
              {article.viewerCan.delete && (
                <Button startIcon={<DeleteIcon />} variant="outlined" color="error" size="small" onClick={() => setConfirming(true)}>
                  Delete
                </Button>
              )}
            </Stack>
          )}
          <Divider sx={{ my: 3 }} />
          {html ? (
            <Box
              className="article-content"
              sx={{ typography: 'body1', lineHeight: 1.7, overflowWrap: 'anywhere', '& img': { maxWidth: '100%', height: 'auto' }, '& figure': { mx: 0, my: 2 }, '& figcaption': { typography: 'caption', color: 'text.secondary', mt: 0.5 } }}
              // Sanitized twice: on the server with an allow-list, and again by sanitizeArticleHtml.
              dangerouslySetInnerHTML={{ __html: html }}
            />
          ) : (
            <Typography color="text.secondary">{MESSAGES.ARTICLE_NO_CONTENT}</Typography>
          )}
        </>
      )}
      <Box sx={{ mt: 3 }}>
        <Link href={article.url} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          Read original article <OpenInNewIcon fontSize="inherit" aria-hidden />
        </Link>
      </Box>
      {article.tags.length > 0 && (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }} aria-label="Tags">
          {article.tags.map((tag) => (
            <Chip key={tag} label={tag} size="small" />
          ))}
        </Stack>
      )}
      <Divider sx={{ my: 3 }} />
      <CommentaryPanel subject={{ articleId: article.id }} viewerCan={article.viewerCan} />
      <CreateFab context="article" contextId={article.id} />
      {confirming && (
        <LazyPart fallback={null}>
          <ArticleDeleteDialog articleId={article.id} title={article.title} onClose={() => setConfirming(false)} />
        </LazyPart>
      )}
    </Box>
  );
}

/**
 * The article's picture at the top (SPEC §2.3: at most 500 px high), its space kept from its
 * stored size before it loads; or a band in its publication's colour when there is none.
 */
function ArticleHeroImage({ article }: { article: Article }) {
  const image = article.image;
  const ratio = image?.width && image?.height ? `${image.width} / ${image.height}` : undefined;
  return (
    <Box
      sx={{
        mb: 2,
        borderRadius: 1,
        overflow: 'hidden',
        width: '100%',
        ...(ratio ? { aspectRatio: ratio, maxHeight: 500, bgcolor: image?.color ?? undefined } : { height: { xs: 120, sm: 160 } }),
      }}
    >
      <StoredImage
        image={image}
        alt=""
        priority
        fit="contain"
        sizes="(min-width: 960px) 900px, 100vw"
        fallback={<PictureFallback label={article.publication} seed={article.publication ?? article.id} />}
      />
    </Box>
  );
}

function ArticlePageSkeleton() {
  return (
    <Box sx={{ maxWidth: 900, mx: 'auto' }} aria-busy="true" aria-label="Loading article">
      <Skeleton variant="rectangular" height={300} sx={{ mb: 2 }} />
      <Skeleton height={48} width="80%" />
      <Skeleton width="40%" />
      <Skeleton height={200} sx={{ mt: 2 }} />
    </Box>
  );
}
