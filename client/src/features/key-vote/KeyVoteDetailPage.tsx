import { lazy, useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { CreateFab } from '../../components/CreateFab';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useKeyVotePageQuery } from './key-vote.generated';
import { LazyPart } from '../../components/LazyPart';
import { LoadProblem, problemKind } from '../../components/LoadProblem';
import { CommentaryPanel } from '../commentary/CommentaryPanel';
import { Page } from '../../components/Page';
import { userMessage } from '../../errors/classify';
import { MESSAGES } from '../../errors/messages';
import { formatLongDate, gqlCode } from '../legislator/shared';
import { KeyVoteLikeButton, OrganizationPositionBadge } from './KeyVoteBits';
import { MyLegislatorVotes } from './MyLegislatorVotes';
import { TalliesChart } from './TalliesChart';
import { useSlicedFirstData } from '../../apollo/useSlicedFirstData';
import { TakeActionEntry } from '../campaign/TakeActionEntry';

// Staff's tools, in chunks of their own: a member's key vote page never loads them.
const KeyVoteEditForm = lazy(() => import('./KeyVoteEditForm'));
const KeyVoteDeleteDialog = lazy(() => import('./KeyVoteDeleteDialog'));

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
  const { data, loading, error, refetch } = useSlicedFirstData(useKeyVotePageQuery({ variables: { id }, fetchPolicy: 'cache-and-network' }));
  const kv = data?.keyVote;
  const [editing, setEditing] = useState(editRoute);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => setEditing(editRoute), [editRoute]);

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
  const canEdit = kv.viewerCan.edit;
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
            <LazyPart fallback={<Skeleton variant="rounded" height={200} aria-label="Loading the editor" />}>
              <KeyVoteEditForm keyVote={kv} onDone={stopEditing} />
            </LazyPart>
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
      {confirming && (
        <LazyPart fallback={null}>
          <KeyVoteDeleteDialog keyVote={kv} onClose={() => setConfirming(false)} />
        </LazyPart>
      )}
    </Page>
  );
}
