import { useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '../../components/TextField';
import { submitUrlError, validateArticleUrl } from '../article/submit-url';
import { useSendTip, type TipSent } from './useTips';
import { ShownAsNote } from '../member/ShownAsNote';

export const NOTE_MAX = 2000;

/**
 * A tip: the link (same rules and messages as staff submission) and an optional private note to
 * staff. A failure shows the server's message and keeps what was typed.
 */
export function SendTipForm({
  onSent,
  onCancel,
  autoFocus,
  wrapFields = (fields) => fields,
  wrapActions = (actions) => actions,
}: {
  onSent(result: TipSent): void;
  onCancel?(): void;
  autoFocus?: boolean;
  /** The dialog puts the fields in DialogContent and the buttons in DialogActions. */
  wrapFields?(fields: ReactNode): ReactNode;
  wrapActions?(actions: ReactNode): ReactNode;
}) {
  const [url, setUrl] = useState('');
  const [note, setNote] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [send, { loading }] = useSendTip();
  const noteTooLong = note.length > NOTE_MAX;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const problem = validateArticleUrl(url);
    setUrlError(problem);
    setFailure(null);
    if (problem || noteTooLong) return;
    try {
      onSent(await send(url, note));
    } catch (error) {
      setFailure(submitUrlError(error));
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Send a tip">
      {wrapFields(
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <TextField
            label="Link"
            placeholder="https://example.com/news/story"
            type="url"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            error={Boolean(urlError)}
            helperText={urlError ?? 'A news article or source you think we should see.'}
            required
            fullWidth
            autoFocus={autoFocus}
            disabled={loading}
          />
          <TextField
            label="Private note to our staff (optional)"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            error={noteTooLong}
            helperText={`${noteTooLong ? `The note may be at most ${NOTE_MAX} characters long. ` : 'Only our staff will read this. '}${note.length}/${NOTE_MAX}`}
            multiline
            minRows={3}
            fullWidth
            disabled={loading}
          />
          <ShownAsNote />
        </Stack>,
      )}
      {wrapActions(
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', width: '100%' }}>
          {onCancel && <Button onClick={onCancel}>Close</Button>}
          <Button type="submit" variant="contained" disabled={loading || !url.trim() || noteTooLong}>
            {loading ? 'Submitting...' : 'Send tip'}
          </Button>
        </Stack>,
      )}
    </form>
  );
}
