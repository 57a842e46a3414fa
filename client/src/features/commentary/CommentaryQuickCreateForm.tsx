import { lazy, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRecentArticlesQuery } from '../article/article.generated';
import type { CreateFormProps } from '../../components/CreateFab.types';
import { MESSAGES } from '../../errors/messages';
import { serverMessage } from '../story/story-utils';
import { COMMENTARY_MAX, useAddCommentary } from './useCommentary';

// Issue #15 item 8: where the button is decides what the commentary is on.
const StaffCommentaryQuickForm = lazy(() => import('../legislator/StaffCommentaryQuickForm'));
const KeyVoteCommentaryQuickForm = lazy(() => import('../key-vote/KeyVoteCommentaryQuickForm'));

/**
 * The floating button's Commentary kind. On a legislator page it writes that legislator's staff
 * commentary, on a key vote page commentary on that key vote; elsewhere, on an article (the
 * article shown, or one of the recent ones on the dashboard).
 */
export default function CommentaryQuickCreateForm(props: CreateFormProps) {
  if (props.context === 'legislator' && props.contextId) return <StaffCommentaryQuickForm {...props} />;
  if (props.context === 'bill' && props.contextId) return <KeyVoteCommentaryQuickForm {...props} />;
  return <ArticleCommentaryQuickForm {...props} />;
}

function ArticleCommentaryQuickForm({ context, contextId, onCreated, onClose }: CreateFormProps) {
  const fixedArticle = context === 'article' ? contextId : undefined;
  const [articleId, setArticleId] = useState(fixedArticle ?? '');
  const [text, setText] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [add] = useAddCommentary();
  const recent = useRecentArticlesQuery({ variables: { limit: 10 }, skip: Boolean(fixedArticle) });

  const trimmed = text.trim();
  const disabled = submitting || !trimmed || text.length > COMMENTARY_MAX || !articleId;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await add({ articleId, content: trimmed, commentaryType: 'REGULAR', isPublic: true });
      onCreated(`/articles/${articleId}`);
    } catch (error) {
      // The server's reason (too long, too fast, not found…); what was typed stays (issue #14).
      setFailure(serverMessage(error, MESSAGES.UNEXPECTED));
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <DialogContent sx={{ pt: 1 }}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          {!fixedArticle && (
            <TextField select label="Article" value={articleId} onChange={(e) => setArticleId(e.target.value)} required fullWidth>
              {(recent.data?.articles ?? []).map((a) => (
                <MenuItem key={a.id} value={a.id}>
                  {a.title}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            label="Commentary"
            value={text}
            onChange={(e) => setText(e.target.value.slice(0, COMMENTARY_MAX))}
            multiline
            minRows={3}
            fullWidth
            autoFocus
            helperText={`${text.length}/${COMMENTARY_MAX}`}
            slotProps={{ htmlInput: { maxLength: COMMENTARY_MAX } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button type="submit" variant="contained" disabled={disabled}>
          {submitting ? 'Submitting...' : 'Add Commentary'}
        </Button>
      </DialogActions>
    </form>
  );
}
