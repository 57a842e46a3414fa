import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '../../components/TextField';
import { useToast } from '../../components/toasts';
import { formatMessage, MESSAGES } from '../../errors/messages';
import type { ArticlePageQuery } from './article.generated';
import { useUpdateArticle } from './useEditArticle';

/** Staff's edit of an article's title and text in place on its page (its own chunk: members never load it). */
export default function ArticleInlineEditor({ article, onDone }: { article: Pick<ArticlePageQuery['article'], 'id' | 'title' | 'content'>; onDone(): void }) {
  const [title, setTitle] = useState(article.title);
  const [content, setContent] = useState(article.content ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [update, { loading }] = useUpdateArticle();
  const toast = useToast();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || !content.trim()) return setProblem(MESSAGES.CONTENT_VALIDATION);
    setProblem(null);
    try {
      await update(article.id, { title: title.trim(), content });
      toast({ title: formatMessage.contentUpdated('Article'), status: 'success' });
      onDone();
    } catch {
      setProblem(formatMessage.contentUpdateFailed('article'));
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={save} noValidate aria-label="Edit article">
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      <TextField label="Title" value={title} onChange={(e) => setTitle(e.target.value)} required fullWidth />
      <TextField label="Content" value={content} onChange={(e) => setContent(e.target.value)} required fullWidth multiline minRows={8} />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={loading}>
          {loading ? 'Saving...' : 'Save'}
        </Button>
        <Button onClick={onDone} disabled={loading}>
          Cancel
        </Button>
      </Stack>
    </Stack>
  );
}
