import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '../../components/TextField';
import type { SubmitArticleUrlMutation } from './article.generated';
import { submitUrlError, validateArticleUrl } from './submit-url';
import { useSubmitArticleUrl } from './useSubmitArticleUrl';

export type Submission = NonNullable<SubmitArticleUrlMutation['parseUrl']>;

/** The URL form shared by Recent Articles, /articles/add and /articles/submit. */
export function ArticleUrlForm({ onSubmitted, autoFocus }: { onSubmitted(s: Submission): void; autoFocus?: boolean }) {
  const [url, setUrl] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [submit, { loading }] = useSubmitArticleUrl();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateArticleUrl(url);
    setFieldError(problem);
    setFailure(null);
    if (problem) return;
    try {
      const submission = await submit(url);
      setUrl('');
      onSubmitted(submission);
    } catch (error) {
      setFailure(submitUrlError(error));
    }
  };

  return (
    <Stack component="form" spacing={1} onSubmit={onSubmit} noValidate aria-label="Submit an article by URL">
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label="Article URL"
          placeholder="https://example.com/news/story"
          type="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          error={Boolean(fieldError)}
          helperText={fieldError ?? ' '}
          fullWidth
          size="small"
          autoFocus={autoFocus}
          disabled={loading}
        />
        <Button type="submit" variant="contained" disabled={loading} sx={{ flexShrink: 0 }}>
          {loading ? 'Submitting...' : 'Submit'}
        </Button>
      </Stack>
    </Stack>
  );
}
