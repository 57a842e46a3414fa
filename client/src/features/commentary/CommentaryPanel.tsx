import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { lazy } from '../../app/lazy-page';
import { useArticleCommentariesQuery, useKeyVoteCommentariesQuery, type CommentaryItem_CommentaryFragment } from './commentary.generated';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ShowMore, useShowMore } from '../../components/ShowMore';
import { formatShortDate } from '../../components/dates';
import { useToast } from '../../components/toasts';
import { userMessage } from '../../errors/classify';
import { formatMessage } from '../../errors/messages';
import { VoteControl } from '../article/VoteControl';
import { useModerateDelete } from '../moderation/useModeration';
import { useVoteCommentary } from './useCommentary';
import { LazyPart } from '../../components/LazyPart';

// Below the text they comment on, in chunks of their own: the composer (a text field), and
// staff's edit (members never load it).
const CommentaryForm = lazy(() => import('./CommentaryForm'));
const CommentaryModerationEditor = lazy(() => import('./CommentaryModerationEditor'));
const composerFallback = <Skeleton variant="rounded" height={148} aria-label="Loading the commentary form" />;

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

// Report (issue #58 item 7) arrives after the panel: not in every article page's first bytes.
const ReportAction = lazy(() => import('../report/ReportAction'));

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
  // Focus lands on what the viewer just posted (issue #58 item 9): they see, and hear, where it went.
  const [justAdded, setJustAdded] = useState<string | null>(null);

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
            <Section id="staff" title="Staff Commentary" items={staff} focusId={justAdded} empty="No staff commentary yet.">
              <LazyPart fallback={composerFallback}>
                <CommentaryForm subject={subject} type="STAFF" label="Add staff commentary" onAdded={setJustAdded} />
              </LazyPart>
            </Section>
          )}
          {(owner.length > 0 || viewerCan.addOwnerNote) && (
            <Section id="owner" title="Owner Notes" items={owner} focusId={justAdded} empty={subject.articleId ? 'No notes from the submitter yet.' : 'No notes from the key vote’s author yet.'}>
              {viewerCan.addOwnerNote && (
                <LazyPart fallback={composerFallback}>
                  <CommentaryForm subject={subject} type="OWNER" label="Add a note" onAdded={setJustAdded} />
                </LazyPart>
              )}
            </Section>
          )}
          <Section id="readers" title="Reader Commentary" items={readers} focusId={justAdded} empty="No commentary yet.">
            {viewerCan.comment && (
              <LazyPart fallback={composerFallback}>
                <CommentaryForm subject={subject} type="REGULAR" label="Add your commentary" onAdded={setJustAdded} />
              </LazyPart>
            )}
          </Section>
          {page && page.totalCount > page.items.length && (
            <ShowMore shown={page.items.length} total={page.totalCount} noun="comments" hasMore={!!page.nextCursor} state={more} onMore={showMore} />
          )}
        </Stack>
      )}
    </Box>
  );
}

function Section({ id, title, items, focusId, empty, children }: { id: string; title: string; items: Item[]; focusId: string | null; empty: string; children?: ReactNode }) {
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
              <CommentaryItem item={c} focus={c.id === focusId} />
            </li>
          ))}
        </Stack>
      )}
      {children}
    </Box>
  );
}

function CommentaryItem({ item, focus }: { item: Item; focus: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
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
    <Paper
      ref={ref}
      tabIndex={focus ? -1 : undefined}
      variant="outlined"
      sx={{ p: 1.5, display: 'flex', gap: 1.5, bgcolor: item.commentaryType === 'STAFF' ? 'action.hover' : undefined }}>
      <VoteControl score={item.score} userVote={item.userVote} label={by} onVote={(v) => void vote(item, v)} />
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        {editing ? (
          <LazyPart fallback={<Skeleton variant="rounded" height={148} aria-label="Loading the editor" />}>
            <CommentaryModerationEditor item={item} onDone={() => setEditing(false)} />
          </LazyPart>
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
          {!editing && (item.reportedByViewer || item.viewerCan.report) && (
            <Suspense fallback={null}>
              <ReportAction commentaryId={item.id} author={item.displayName} reported={item.reportedByViewer} label={by} />
            </Suspense>
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
