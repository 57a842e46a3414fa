import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import TextField from '../../components/TextField';
import { useReportQueueQuery, type ReportQueueItem_ReportFragment } from './report.generated';
import type { ReportDecision, ReportStatus } from '../../__generated__/types';
import { useSession } from '../../app/session';
import { formatDateTime } from '../../components/dates';
import { Page } from '../../components/Page';
import { useToast } from '../../components/toasts';
import { userMessage } from '../../errors/classify';
import { useSlicedFirstData } from '../../apollo/useSlicedFirstData';
import { REPORT_NOTE_MAX, useDecideReport } from './useReports';

const PAGE_SIZE = 20;
const TABS: { status: ReportStatus; label: string; empty: string }[] = [
  { status: 'PENDING', label: 'Waiting for review', empty: 'No reported comments are waiting. Members report comments from the commentary under articles and key votes.' },
  { status: 'REMOVED', label: 'Removed', empty: 'No reported comment has been removed yet.' },
  { status: 'KEPT', label: 'Kept', empty: 'No reported comment has been kept yet.' },
];
const DECIDED_WORDS: Record<ReportStatus, string> = { PENDING: 'Waiting', REMOVED: 'Removed', KEPT: 'Kept' };

type Report = ReportQueueItem_ReportFragment;
type Deciding = { report: Report; decision: ReportDecision };

/**
 * Staff: reported comments (issue #58 item 7), beside the moderation log where removals are
 * recorded. Remove or keep; every member who reported the comment is told the outcome.
 */
export default function ReportQueuePage() {
  const [tab, setTab] = useState(0);
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const { isSuperAdmin } = useSession();
  const status = TABS[tab]!.status;
  const { data, loading, error, refetch } = useSlicedFirstData(
    useReportQueueQuery({ variables: { status, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }, fetchPolicy: 'cache-and-network' }),
  );
  const result = data?.commentaryReports;
  const pages = result ? Math.max(1, Math.ceil(result.total / PAGE_SIZE)) : 1;

  return (
    <Page
      title="Reported Comments"
      subtitle="Comments members reported. Remove one that breaks the rules or keep it; whoever reported it is told. Authors are never told who reported them."
      actions={
        isSuperAdmin ? (
          <Button component={RouterLink} to="/admin/moderation" variant="outlined">
            Moderation Log
          </Button>
        ) : undefined
      }
    >
      <Tabs
        value={tab}
        onChange={(_e, v: number) => {
          setTab(v);
          setPage(1);
        }}
        aria-label="Reports by status"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((t) => (
          <Tab key={t.status} label={t.status === 'PENDING' && result && status === 'PENDING' ? `${t.label} (${result.total})` : t.label} />
        ))}
      </Tabs>
      {error && !result ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch().catch(() => undefined)}>
              Try again
            </Button>
          }
        >
          {userMessage(error, 'Failed to load reported comments.')}
        </Alert>
      ) : loading && !result ? (
        <Stack spacing={2} role="status" aria-label="Loading reported comments">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={140} />
          ))}
        </Stack>
      ) : !result || result.items.length === 0 ? (
        <Typography color="text.secondary">{TABS[tab]!.empty}</Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={`${TABS[tab]!.label}: reported comments`}>
          {result.items.map((r) => (
            <li key={r.id}>
              <ReportCard report={r} onDecide={(decision) => setDeciding({ report: r, decision })} />
            </li>
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Stack sx={{ mt: 3, alignItems: 'center' }}>
          <Pagination count={pages} page={page} onChange={(_e, p) => setPage(p)} aria-label="Report pages" />
        </Stack>
      )}
      {deciding && <DecisionDialog deciding={deciding} onClose={() => setDeciding(null)} />}
    </Page>
  );
}

function ReportCard({ report: r, onDecide }: { report: Report; onDecide(decision: ReportDecision): void }) {
  const author = r.author?.displayName ?? 'a member whose account was deleted';
  return (
    <Paper variant="outlined" component="article" aria-label={`Report of a comment by ${author}`} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Stack spacing={1.25}>
        <Box sx={{ borderLeft: 3, borderColor: 'error.light', pl: 1.5 }}>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>“{r.excerpt}”</Typography>
          <Typography variant="body2" color="text.secondary">
            by {author}
            {r.link && (
              <>
                {' · '}
                <Link component={RouterLink} to={r.link}>
                  {r.commentaryId ? 'See it in place' : 'The page it was on'}
                </Link>
              </>
            )}
            {!r.commentaryId && r.status === 'PENDING' && ' · deleted since'}
          </Typography>
        </Box>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          <strong>Reason:</strong> {r.reason}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Reported by {r.reporter?.displayName ?? 'a member whose account was deleted'} · {formatDateTime(r.createdAt)}
          {r.otherPendingReports > 0 && ` · ${r.otherPendingReports} other ${r.otherPendingReports === 1 ? 'member' : 'members'} reported it too`}
        </Typography>
        {r.status !== 'PENDING' && (
          <Typography variant="body2" color="text.secondary">
            {DECIDED_WORDS[r.status]} {r.decidedAt ? formatDateTime(r.decidedAt) : ''}
            {r.decidedBy ? ` by ${r.decidedBy.displayName}` : ''}
            {r.decisionNote ? ` — “${r.decisionNote}”` : ''}
          </Typography>
        )}
        {r.status === 'PENDING' && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained" color="error" onClick={() => onDecide('REMOVE')} aria-label={`Remove the comment by ${author}`}>
              Remove comment…
            </Button>
            <Button variant="outlined" onClick={() => onDecide('KEEP')} aria-label={`Keep the comment by ${author}`}>
              Keep comment…
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function DecisionDialog({ deciding, onClose }: { deciding: Deciding; onClose(): void }) {
  const { report, decision } = deciding;
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [decide, { loading }] = useDecideReport();
  const toast = useToast();
  const removing = decision === 'REMOVE';
  const titleId = 'report-decision-title';
  const others = report.otherPendingReports;

  const confirm = async () => {
    setProblem(null);
    try {
      await decide(report.id, decision, note, report.commentaryId ?? null);
      toast({ title: removing ? 'Comment removed; whoever reported it is told.' : 'Comment kept; whoever reported it is told.', status: 'success' });
      onClose();
    } catch (error) {
      setProblem(userMessage(error, 'Failed to save the decision. Please try again.'));
    }
  };

  return (
    <Dialog open onClose={loading ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{removing ? 'Remove this comment?' : 'Keep this comment?'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
          <Typography>
            {removing
              ? 'The comment is removed for everyone, with its votes and likes, and the removal is recorded in the moderation log. This cannot be undone.'
              : 'The comment stays as it is.'}{' '}
            {others > 0 ? `The ${others + 1} members who reported it are told.` : 'The member who reported it is told.'}
          </Typography>
          <TextField
            label="Note to whoever reported it (optional)"
            value={note}
            onChange={(e) => setNote(e.target.value.slice(0, REPORT_NOTE_MAX))}
            multiline
            minRows={2}
            fullWidth
            helperText={`${note.length}/${REPORT_NOTE_MAX}`}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={loading}>
          Cancel
        </Button>
        <Button variant="contained" color={removing ? 'error' : 'primary'} onClick={() => void confirm()} disabled={loading}>
          {loading ? 'Saving...' : removing ? 'Remove comment' : 'Keep comment'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
