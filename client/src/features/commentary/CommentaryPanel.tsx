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
import TextField from '../../components/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useArticleCommentariesQuery, useKeyVoteCommentariesQuery, type CommentaryItem_CommentaryFragment } from './commentary.generated';
import type { CommentaryType } from '../../__generated__/types';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ShowMore, useShowMore } from '../../components/ShowMore';
import { InlineTextEditor } from '../../components/InlineTextEditor';
import { formatShortDate } from '../../components/dates';
import { useToast } from '../../components/toasts';
import { userMessage } from '../../errors/classify';
import { formatMessage } from '../../errors/messages';
import { VoteControl } from '../article/VoteControl';
import { useModerateCommentary, useModerateDelete } from '../moderation/useModeration';
import { COMMENTARY_MAX, useAddCommentary, useVoteCommentary } from './useCommentary';
import { ShownAsNote } from '../member/ShownAsNote';

/** What the viewer may do on the article or key vote (both answer these four from commentary.policy). */
interface ViewerCan {
  comment: boolean;
  addStaffCommentary: boolean;
  addOwnerNote: boolean;
  seePrivateCommentary: boolean;
}
/** What the commentary is on: an article, or a key vote (issue #15 item 8). */
export type CommentarySubject = { articleId: string; keyVoteId?: undefined } | { keyVoteId: string; articleId?: undefined };
type Item = CommentaryItem_CommentaryFragment;

const byScore = (a: Item, b: Item) => b.score - a.score || b.createdAt.localeCompare(a.createdAt);

/**
 * SPEC §2.3 Commentary panel, on an article or a key vote. The server decides what the viewer may
 * see (private and non-regular commentary is only requested, and only answered, for the owner and
 * staff); this component only sorts it into the three sections. Staff see Edit and Delete on every
 * item (moderation, issue #15 item 1).
 */
export function CommentaryPanel({ subject, viewerCan }: { subject: CommentarySubject; viewerCan: ViewerCan }) {
  const includePrivate = viewerCan.seePrivateCommentary;
  const onArticle = useArticleCommentariesQuery({ variables: { articleId: subject.articleId ?? '', includePrivate }, skip: !subject.articleId });
  const onKeyVote = useKeyVoteCommentariesQuery({ variables: { keyVoteId: subject.keyVoteId ?? '', includePrivate }, skip: !subject.keyVoteId });
  const { data, loading, error, fetchMore } = subject.articleId ? onArticle : onKeyVote;
  const page = data?.commentaries;
  const items = [...(page?.items ?? [])].sort(byScore);
  const { state: more, more: showMore } = useShowMore(page?.nextCursor, fetchMore);
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
              <CommentaryForm subject={subject} type="STAFF" label="Add staff commentary" />
            </Section>
          )}
          {(owner.length > 0 || viewerCan.addOwnerNote) && (
            <Section id="owner" title="Owner Notes" items={owner} empty={subject.articleId ? 'No notes from the submitter yet.' : 'No notes from the key vote’s author yet.'}>
              {viewerCan.addOwnerNote && <CommentaryForm subject={subject} type="OWNER" label="Add a note" />}
            </Section>
          )}
          <Section id="readers" title="Reader Commentary" items={readers} empty="No commentary yet.">
            {viewerCan.comment && <CommentaryForm subject={subject} type="REGULAR" label="Add your commentary" />}
          </Section>
          {page && page.totalCount > page.items.length && (
            <ShowMore shown={page.items.length} total={page.totalCount} noun="comments" hasMore={!!page.nextCursor} state={more} onMore={showMore} />
          )}
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
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [remove, removing] = useModerateDelete();
  const toast = useToast();
  const by = `commentary by ${item.displayName}`;

  const onDelete = async () => {
    try {
      await remove('COMMENTARY', item.id);
      setConfirming(false);
      toast({ title: formatMessage.contentDeleted('Commentary'), status: 'success' });
    } catch {
      setConfirming(false);
      toast({ title: formatMessage.contentDeleteFailed('commentary'), status: 'error' });
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 1.5, bgcolor: item.commentaryType === 'STAFF' ? 'action.hover' : undefined }}>
      <VoteControl score={item.score} userVote={item.userVote} label={by} onVote={(v) => void vote(item, v)} />
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        {editing ? (
          <ModerationEditor item={item} onDone={() => setEditing(false)} />
        ) : (
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.content}</Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="caption" color="text.secondary">
            {item.displayName} · {formatShortDate(item.createdAt)}
          </Typography>
          {item.isOwn && <Chip size="small" color="primary" variant="outlined" label="You" title={`Your commentary; others see it as by ${item.displayName}`} />}
          {!item.isPublic && <Chip size="small" label="Private" />}
          {!editing && item.viewerCan.edit && (
            <Button size="small" startIcon={<EditIcon />} onClick={() => setEditing(true)} aria-label={`Edit ${by}`}>
              Edit
            </Button>
          )}
          {!editing && item.viewerCan.delete && (
            <Button
              size="small"
              color="error"
              startIcon={<DeleteIcon />}
              onClick={() => setConfirming(true)}
              aria-label={`Delete ${by}`}
              // error.main is 4.17:1 on the staff-commentary tint; the darker shade reads at AA.
              sx={{ color: 'error.dark' }}
            >
              Delete
            </Button>
          )}
        </Stack>
      </Box>
      <ConfirmDialog
        open={confirming}
        title="Delete this commentary?"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={removing.loading}
        destructive
        onConfirm={() => void onDelete()}
        onClose={() => setConfirming(false)}
      >
        The commentary by {item.displayName} will be removed for everyone, with its votes and likes. This cannot be undone.
      </ConfirmDialog>
    </Paper>
  );
}

/** Staff edit of a commentary's text in place (moderation); the SPEC's success and failure texts. */
function ModerationEditor({ item, onDone }: { item: Item; onDone(): void }) {
  const [save] = useModerateCommentary();
  const toast = useToast();
  return (
    <InlineTextEditor
      ariaLabel={`Edit commentary by ${item.displayName}`}
      label="Commentary"
      initial={item.content}
      max={COMMENTARY_MAX}
      requiredMessage="Please enter your commentary."
      onSave={async (text) => {
        await save(item.id, text);
        toast({ title: formatMessage.contentUpdated('Commentary'), status: 'success' });
      }}
      failure={formatMessage.contentUpdateFailed('commentary')}
      onDone={onDone}
    />
  );
}

function CommentaryForm({ subject, type, label }: { subject: CommentarySubject; type: CommentaryType; label: string }) {
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
      await add({ ...subject, content: trimmed, commentaryType: type, isPublic: isOwner ? makePublic : true });
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
      <ShownAsNote />
      <Box>
        <Button type="submit" variant="contained" disabled={loading || !trimmed || tooLong}>
          {loading ? 'Submitting...' : button}
        </Button>
      </Box>
    </Stack>
  );
}
