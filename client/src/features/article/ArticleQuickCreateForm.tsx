import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import TextField from '../../components/TextField';
import type { CreateFormProps } from '../../components/CreateFab.types';
import { MESSAGES } from '../../errors/messages';
import { submitUrlError } from './submit-url';
import { useSubmitArticleUrl } from './useSubmitArticleUrl';

const HTTP_URL = /^https?:\/\/\S+$/i;

/**
 * The floating button's Article kind: a URL that must start with http:// or https:// (SPEC §5
 * quick-create). 'Submitting...' while busy; a failure shows the server's reason (SPEC §8 Submit
 * article URL) in the modal and keeps the URL (issue #14; SPEC §2.2 only logs it).
 */
export default function ArticleQuickCreateForm({ onCreated, onClose }: CreateFormProps) {
  const [url, setUrl] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [submit] = useSubmitArticleUrl();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (!HTTP_URL.test(url.trim())) return setFieldError(MESSAGES.ARTICLE_URL_SCHEME);
    setFieldError(null);
    setFailure(null);
    setSubmitting(true);
    try {
      const submission = await submit(url);
      onCreated(submission.id ? `/articles/${submission.id}` : null);
    } catch (error) {
      setFailure(submitUrlError(error));
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <DialogContent sx={{ pt: 1 }}>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {failure}
          </Alert>
        )}
        <TextField
          label="Article URL"
          type="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          error={Boolean(fieldError)}
          helperText={fieldError ?? 'The title, date, image and tags are extracted from the page.'}
          required
          autoFocus
          fullWidth
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button type="submit" variant="contained" disabled={submitting || !url.trim()}>
          {submitting ? 'Submitting...' : 'Submit Article'}
        </Button>
      </DialogActions>
    </form>
  );
}
