import { useState } from 'react';
import TextField from '../../components/TextField';
import type { CreateFormProps } from '../../components/CreateFab.types';
import { QuickCreateShell } from '../../components/QuickCreateShell';
import { MESSAGES } from '../../errors/messages';
import { submitUrlError } from './submit-url';
import { useSubmitArticleUrl } from './useSubmitArticleUrl';

const HTTP_URL = /^https?:\/\/\S+$/i;

/**
 * The floating button's Article kind: a URL that must start with http:// or https:// (SPEC §5
 * quick-create); a failure shows the server's reason (SPEC §8 Submit article URL) and keeps the URL.
 */
export default function ArticleQuickCreateForm({ onCreated, onClose }: CreateFormProps) {
  const [url, setUrl] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [submit] = useSubmitArticleUrl();

  return (
    <QuickCreateShell
      submitLabel="Submit Article"
      canSubmit={Boolean(url.trim())}
      onClose={onClose}
      failureMessage={submitUrlError}
      onSubmit={async () => {
        if (!HTTP_URL.test(url.trim())) {
          setFieldError(MESSAGES.ARTICLE_URL_SCHEME);
          return false;
        }
        setFieldError(null);
        const submission = await submit(url);
        onCreated(submission.id ? `/articles/${submission.id}` : null);
      }}
    >
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
      />
    </QuickCreateShell>
  );
}
