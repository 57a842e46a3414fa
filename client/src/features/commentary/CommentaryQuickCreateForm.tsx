import { lazy, useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useRecentArticlesQuery } from '../article/article.generated';
import type { CreateFormProps } from '../../components/CreateFab.types';
import { QuickCreateShell } from '../../components/QuickCreateShell';
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
  const [add] = useAddCommentary();
  const recent = useRecentArticlesQuery({ variables: { limit: 10 }, skip: Boolean(fixedArticle) });
  const trimmed = text.trim();

  return (
    <QuickCreateShell
      submitLabel="Add Commentary"
      canSubmit={Boolean(trimmed && text.length <= COMMENTARY_MAX && articleId)}
      onClose={onClose}
      // The server's reason (too long, too fast, not found…).
      failureMessage={(error) => serverMessage(error, MESSAGES.UNEXPECTED)}
      onSubmit={async () => {
        await add({ articleId, content: trimmed, commentaryType: 'REGULAR', isPublic: true });
        onCreated(`/articles/${articleId}`);
      }}
    >
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
    </QuickCreateShell>
  );
}
