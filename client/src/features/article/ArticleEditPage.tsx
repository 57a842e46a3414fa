import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '../../components/TextField';
import { useArticlePageQuery, type ArticlePageQuery } from './article.generated';
import { LoadProblem, problemKind } from '../../components/LoadProblem';
import { StoredImage } from '../../components/StoredImage';
import { Page } from '../../components/Page';
import { useToast } from '../../components/toasts';
import { formatMessage, MESSAGES } from '../../errors/messages';
import { gqlCode, parseTags, serverMessage } from '../story/story-utils';
import { useUpdateArticle } from './useEditArticle';
import { useSlicedFirstData } from '../../apollo/useSlicedFirstData';

/** /articles/{id}/edit: the staff edit screen (title, content, tags, image). */
export default function ArticleEditPage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useSlicedFirstData(useArticlePageQuery({ variables: { id } }));
  if (loading && !data) {
    return (
      <Page title="Edit Article" maxWidth={900}>
        <Skeleton height={56} />
        <Skeleton height={240} />
      </Page>
    );
  }
  if (error || !data) {
    return (
      <Page title="Edit Article" maxWidth={900}>
        <LoadProblem
          kind={problemKind(gqlCode(error)) === 'failed' ? 'failed' : 'not-found'}
          message={problemKind(gqlCode(error)) === 'failed' ? MESSAGES.ARTICLE_LOAD_FAILED : MESSAGES.ARTICLE_NOT_FOUND}
          onRetry={() => void refetch().catch(() => undefined)}
          back={{ to: '/stories', label: 'Browse stories' }}
        />
      </Page>
    );
  }
  if (!data.article.viewerCan.edit) {
    return (
      <Page title="Edit Article" maxWidth={900}>
        <LoadProblem kind="not-allowed" message={MESSAGES.STAFF_ONLY} back={{ to: `/articles/${data.article.id}`, label: 'Back to the article' }} />
      </Page>
    );
  }
  return <EditForm article={data.article} />;
}

function EditForm({ article }: { article: ArticlePageQuery['article'] }) {
  const [title, setTitle] = useState(article.title);
  const [content, setContent] = useState(article.content ?? '');
  const [tags, setTags] = useState(article.tags.join(', '));
  const [imageUrl, setImageUrl] = useState(article.imageUrl ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [update, { loading }] = useUpdateArticle();
  const navigate = useNavigate();
  const toast = useToast();
  const back = `/articles/${article.id}`;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || !content.trim()) return setProblem(MESSAGES.CONTENT_VALIDATION);
    if (imageUrl.trim() && !/^https?:\/\//i.test(imageUrl.trim())) return setProblem(MESSAGES.ARTICLE_URL_SCHEME);
    setProblem(null);
    try {
      await update(article.id, { title: title.trim(), content, tags: parseTags(tags), imageUrl: imageUrl.trim() });
      toast({ title: formatMessage.contentUpdated('Article'), status: 'success' });
      navigate(back);
    } catch (error) {
      setProblem(serverMessage(error, formatMessage.contentUpdateFailed('article')));
    }
  };

  return (
    <Page title="Edit Article" maxWidth={900}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack component="form" spacing={2} onSubmit={save} noValidate>
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
          <TextField label="Title" value={title} onChange={(e) => setTitle(e.target.value)} required fullWidth />
          <TextField
            label="Content (HTML)"
            value={content}
            onChange={(e) => setContent(e.target.value)}
            required
            fullWidth
            multiline
            minRows={10}
            helperText="Saved through the same allow-list as extracted content."
          />
          <TextField label="Tags" value={tags} onChange={(e) => setTags(e.target.value)} helperText="Separate tags with commas." fullWidth />
          <TextField
            label="Image URL"
            value={imageUrl}
            onChange={(e) => setImageUrl(e.target.value)}
            helperText={
              imageUrl.trim() && imageUrl.trim() !== (article.imageUrl ?? '')
                ? 'The portal fetches and stores the new picture after you save; it appears on the article once stored.'
                : 'Leave empty to remove the image.'
            }
            fullWidth
          />
          {/* The stored copy only: the browser never loads pictures from other sites (issue #12). */}
          {imageUrl.trim() && imageUrl.trim() === (article.imageUrl ?? '') && article.image && (
            <Box sx={{ maxWidth: 360, height: 200, alignSelf: 'flex-start' }}>
              <StoredImage image={article.image} alt="Image preview" fit="contain" sizes="360px" fallback={null} />
            </Box>
          )}
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={loading}>
              {loading ? 'Saving...' : 'Save'}
            </Button>
            <Button component={RouterLink} to={back} disabled={loading}>
              Cancel
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Page>
  );
}
