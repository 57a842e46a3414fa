import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { CreateFab } from '../../components/CreateFab';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '../../components/TextField';
import Typography from '@mui/material/Typography';
import { useKeyVotePageQuery } from './key-vote.generated';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadProblem, problemKind } from '../../components/LoadProblem';
import { CommentaryPanel } from '../commentary/CommentaryPanel';
import { useModerateDelete } from '../moderation/useModeration';
import { Page } from '../../components/Page';
import { useToast } from '../../components/toasts';
import { userMessage } from '../../errors/classify';
import { formatMessage, MESSAGES } from '../../errors/messages';
import { formatLongDate, gqlCode } from '../legislator/shared';
import { KeyVoteLikeButton, OrganizationPositionBadge } from './KeyVoteBits';
import { MyLegislatorVotes } from './MyLegislatorVotes';
import { TalliesChart } from './TalliesChart';
import { useEditKeyVote } from './useEditKeyVote';
import { useSlicedFirstData } from '../../apollo/useSlicedFirstData';
import { TakeActionEntry } from '../campaign/TakeActionEntry';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const backLink = (
  <Button component={RouterLink} to="/dashboard" size="small">
    ← Back to dashboard
  </Button>
);

/** SPEC §2.3 Key vote detail (/key-votes/:id); /key-votes/:id/edit is the same screen, opened for editing. */
export default function KeyVoteDetailPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const editRoute = location.pathname.endsWith('/edit');
  const toast = useToast();
  const { data, loading, error, refetch } = useSlicedFirstData(useKeyVotePageQuery({ variables: { id }, fetchPolicy: 'cache-and-network' }));
  const kv = data?.keyVote;
  const [editing, setEditing] = useState(editRoute);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [save, { loading: saving }] = useEditKeyVote();
  const [confirming, setConfirming] = useState(false);
  const [remove, removing] = useModerateDelete();

  useEffect(() => setEditing(editRoute), [editRoute]);
  useEffect(() => {
    if (editing && kv) {
      setTitle(kv.title);
      setDescription(kv.description);
    }
    // Only when editing starts: later cache updates must not overwrite what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editing, kv?.id]);

  if (!kv) {
    let content: ReactNode;
    if (loading) content = <Skeleton variant="rounded" height={320} role="status" aria-label="Loading key vote" />;
    else if (error && problemKind(gqlCode(error)) === 'failed')
      content = (
        <LoadProblem
          kind="failed"
          message={userMessage(error, MESSAGES.KEY_VOTE_LOAD_FAILED)}
          onRetry={() => void refetch().catch(() => undefined)}
          back={{ to: '/key-votes', label: 'Back to key votes' }}
        />
      );
    else content = <LoadProblem kind="not-found" message={MESSAGES.KEY_VOTE_NOT_FOUND} back={{ to: '/key-votes', label: 'Back to key votes' }} />;
    return (
      <Page title="Key Vote" actions={backLink}>
        {content}
      </Page>
    );
  }

  const stopEditing = () => {
    setEditing(false);
    if (editRoute) navigate(`/key-votes/${kv.id}`, { replace: true });
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return;
    try {
      await save(kv.id, { title: title.trim(), description: description.trim() });
      toast({ title: MESSAGES.KEY_VOTE_UPDATED, status: 'success' });
      stopEditing();
    } catch (e) {
      toast({ title: userMessage(e, MESSAGES.KEY_VOTE_UPDATE_FAILED), status: 'error' });
    }
  };

  const canEdit = kv.viewerCan.edit;
  const onDelete = async () => {
    try {
      await remove('KEY_VOTE', kv.id);
      toast({ title: formatMessage.contentDeleted('Key vote'), status: 'success' });
      navigate('/key-votes', { replace: true });
    } catch {
      setConfirming(false);
      toast({ title: formatMessage.contentDeleteFailed('key vote'), status: 'error' });
    }
  };
  return (
    <Page
      title={kv.title}
      maxWidth={1000}
      actions={
        <>
          {backLink}
          {canEdit && !editing && (
            <Button variant="outlined" size="small" onClick={() => setEditing(true)}>
              Edit
            </Button>
          )}
          {kv.viewerCan.delete && !editing && (
            <Button variant="outlined" color="error" size="small" onClick={() => setConfirming(true)}>
              Delete
            </Button>
          )}
        </>
      }
    >
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
            <Chip label={`Bill: ${kv.billId}`} />
            <Chip label={`${kv.congressNumber}th Congress`} variant="outlined" />
            <Chip label={kv.voteDate ? formatLongDate(kv.voteDate) : 'No vote date'} variant="outlined" />
            <OrganizationPositionBadge position={kv.organizationPosition} />
            <Chip label={`Outcome: ${kv.outcome || 'Pending'}`} variant="outlined" />
            <KeyVoteLikeButton keyVote={kv} />
          </Stack>
          {editing && canEdit ? (
            <Stack component="form" spacing={2} onSubmit={submit} aria-label="Edit key vote" noValidate>
              <TextField
                label="Title"
                value={title}
                onChange={(e) => setTitle(e.target.value)}
                required
                error={!title.trim()}
                helperText={!title.trim() ? 'Title cannot be empty.' : undefined}
                fullWidth
              />
              <TextField label="Description" value={description} onChange={(e) => setDescription(e.target.value)} multiline minRows={4} fullWidth />
              <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
                <Button onClick={stopEditing}>Cancel</Button>
                <Button type="submit" variant="contained" disabled={saving || !title.trim()}>
                  {saving ? 'Saving...' : 'Save'}
                </Button>
              </Stack>
            </Stack>
          ) : (
            <Typography sx={{ whiteSpace: 'pre-wrap' }} color={kv.description ? 'text.primary' : 'text.secondary'}>
              {kv.description || 'No description.'}
            </Typography>
          )}
        </Paper>
        <TakeActionEntry keyVote={kv} canManage={canEdit} />
        <Section title="How your legislators voted">
          <MyLegislatorVotes keyVote={kv} />
        </Section>
        <Section title="Vote tallies">
          <TalliesChart keyVote={kv} />
        </Section>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <CommentaryPanel subject={{ keyVoteId: kv.id }} viewerCan={kv.viewerCan} />
        </Paper>
      </Stack>
      <CreateFab context="bill" contextId={kv.id} />
      <ConfirmDialog
        open={confirming}
        title="Delete this key vote?"
        confirmLabel="Delete key vote"
        busyLabel="Deleting..."
        busy={removing.loading}
        destructive
        onConfirm={() => void onDelete()}
        onClose={() => setConfirming(false)}
      >
        “{kv.title}” ({kv.billId}) will be removed for everyone, with its commentary and likes. The imported roll calls stay, so it can be added again. This
        cannot be undone.
      </ConfirmDialog>
    </Page>
  );
}
