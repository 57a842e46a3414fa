import { useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  useArticleCommentariesQuery,
  type ArticlePageQuery,
  type CommentaryItem_CommentaryFragment,
  type CommentaryType,
} from '../../__generated__/graphql';
import { formatShortDate } from '../../components/dates';
import { userMessage } from '../../errors/classify';
import { VoteControl } from '../article/VoteControl';
import { COMMENTARY_MAX, useAddCommentary, useVoteCommentary } from './useCommentary';

type ViewerCan = ArticlePageQuery['article']['viewerCan'];
type Item = CommentaryItem_CommentaryFragment;

const byScore = (a: Item, b: Item) => b.score - a.score || b.createdAt.localeCompare(a.createdAt);

/**
 * SPEC §2.3 Commentary panel. The server decides what the viewer may see (private and
 * non-regular commentary is only requested, and only answered, for the owner and staff);
 * this component only sorts it into the three sections.
 */
export function CommentaryPanel({ articleId, viewerCan }: { articleId: string; viewerCan: ViewerCan }) {
  const includePrivate = viewerCan.seePrivateCommentary;
  const { data, loading, error } = useArticleCommentariesQuery({ variables: { articleId, includePrivate } });
  const items = [...(data?.commentaries ?? [])].sort(byScore);
  const staff = items.filter((c) => c.commentaryType === 'STAFF');
  const owner = items.filter((c) => c.commentaryType === 'OWNER');
  const readers = items.filter((c) => c.commentaryType === 'REGULAR' && c.isPublic);

  return (
    <Box component="section" aria-labelledby="commentary-heading">
      <Typography id="commentary-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
        Commentary
      </Typography>
      {loading && !data ? (
        <Stack spacing={1} aria-busy="true" aria-label="Loading commentary">
          <Skeleton height={60} />
          <Skeleton height={60} />
        </Stack>
      ) : error ? (
        <Alert severity="error" role="alert">
          {userMessage(error, 'Failed to load commentary. Please try again later.')}
        </Alert>
      ) : (
        <Stack spacing={4}>
          {viewerCan.addStaffCommentary && (
            <Section id="staff" title="Staff Commentary" items={staff} empty="No staff commentary yet.">
              <CommentaryForm articleId={articleId} type="STAFF" label="Add staff commentary" />
            </Section>
          )}
          {(owner.length > 0 || viewerCan.addOwnerNote) && (
            <Section id="owner" title="Owner Notes" items={owner} empty="No notes from the submitter yet.">
              {viewerCan.addOwnerNote && <CommentaryForm articleId={articleId} type="OWNER" label="Add a note" />}
            </Section>
          )}
          <Section id="readers" title="Reader Commentary" items={readers} empty="No commentary yet.">
            {viewerCan.comment && <CommentaryForm articleId={articleId} type="REGULAR" label="Add your commentary" />}
          </Section>
        </Stack>
      )}
    </Box>
  );
}

function Section({ id, title, items, empty, children }: { id: string; title: string; items: Item[]; empty: string; children?: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={`commentary-${id}`}>
      <Typography id={`commentary-${id}`} variant="h6" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {empty}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
          {items.map((c) => (
            <li key={c.id}>
              <CommentaryItem item={c} />
            </li>
          ))}
        </Stack>
      )}
      {children}
    </Box>
  );
}

function CommentaryItem({ item }: { item: Item }) {
  const [vote] = useVoteCommentary();
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 1.5, bgcolor: item.commentaryType === 'STAFF' ? 'action.hover' : undefined }}>
      <VoteControl score={item.score} userVote={item.userVote} label={`commentary by ${item.displayName}`} onVote={(v) => void vote(item, v)} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.content}</Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="caption" color="text.secondary">
            {item.displayName} · {formatShortDate(item.createdAt)}
          </Typography>
          {item.isOwn && <Chip size="small" color="primary" variant="outlined" label="You" title={`Your commentary; others see it as by ${item.displayName}`} />}
          {!item.isPublic && <Chip size="small" label="Private" />}
        </Stack>
      </Box>
    </Paper>
  );
}

function CommentaryForm({ articleId, type, label }: { articleId: string; type: CommentaryType; label: string }) {
  const [text, setText] = useState('');
  const [makePublic, setMakePublic] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [add, { loading }] = useAddCommentary();
  const trimmed = text.trim();
  const tooLong = text.length > COMMENTARY_MAX;
  const isOwner = type === 'OWNER';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // SPEC §5: submission ignored when blank or over 500 characters.
    if (!trimmed || tooLong) return;
    setProblem(null);
    try {
      await add({ articleId, content: trimmed, commentaryType: type, isPublic: isOwner ? makePublic : true });
      setText('');
      setMakePublic(false);
    } catch (error) {
      setProblem(userMessage(error, 'Failed to add commentary. Please try again.'));
    }
  };

  const button = isOwner ? (makePublic ? 'Add Public Note' : 'Add Private Note') : type === 'STAFF' ? 'Add Staff Commentary' : 'Add Commentary';
  return (
    <Stack component="form" spacing={1} onSubmit={submit} noValidate>
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      <TextField
        label={label}
        value={text}
        onChange={(e) => setText(e.target.value.slice(0, COMMENTARY_MAX))}
        multiline
        minRows={3}
        fullWidth
        error={tooLong}
        helperText={`${text.length}/${COMMENTARY_MAX}`}
        slotProps={{ htmlInput: { maxLength: COMMENTARY_MAX } }}
      />
      {isOwner && (
        <FormControlLabel control={<Checkbox checked={makePublic} onChange={(e) => setMakePublic(e.target.checked)} />} label="Make this note public" />
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={loading || !trimmed || tooLong}>
          {loading ? 'Submitting...' : button}
        </Button>
      </Box>
    </Stack>
  );
}
