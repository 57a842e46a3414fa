import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '../../components/TextField';
import Typography from '@mui/material/Typography';
import { useTipQueueQuery, type TipReview_TipFragment } from './tip.generated';
import type { TipStatus } from '../../__generated__/types';
import { formatShortDate } from '../../components/dates';
import { Page } from '../../components/Page';
import { useToast } from '../../components/toasts';
import { errorDetail, userMessage } from '../../errors/classify';
import { sanitizeArticleHtml } from '../article/sanitize';
import { TIP_STATUS_COLOR, TIP_STATUS_LABEL } from './tip-text';
import { useReviewTip } from './useTips';
import { useSlicedFirstData } from '../../apollo/useSlicedFirstData';
import { RetryAlert } from '../../components/RetryAlert';

const REASON_MAX = 1000;
const PAGE_SIZE = 50;
const TABS: { status: TipStatus; label: string }[] = [
  { status: 'PENDING', label: 'Waiting for review' },
  { status: 'PUBLISHED', label: 'Published' },
  { status: 'DECLINED', label: 'Declined' },
];

function hostname(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

function DeclineDialog({ tip, onClose }: { tip: TipReview_TipFragment | null; onClose(): void }) {
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const { decline, busy } = useReviewTip();
  const toast = useToast();
  const tooLong = reason.length > REASON_MAX;
  const close = () => {
    setReason('');
    setFailure(null);
    onClose();
  };
  return (
    <Dialog open={Boolean(tip)} onClose={close} aria-labelledby="decline-tip-title" fullWidth maxWidth="sm">
      <DialogTitle id="decline-tip-title">Decline this tip?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          “{tip?.title}” will not be published. The member sees that it was declined, with your reason if you give one.
        </DialogContentText>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <TextField
          label="Reason for the member (optional)"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          error={tooLong}
          helperText={`${tooLong ? `The reason may be at most ${REASON_MAX} characters long. ` : ''}${reason.length}/${REASON_MAX}`}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button
          color="warning"
          variant="contained"
          disabled={busy || tooLong}
          onClick={async () => {
            if (!tip) return;
            try {
              await decline(tip.id, reason);
              toast({ title: 'Tip declined', status: 'success' });
              close();
            } catch (error) {
              setFailure(errorDetail(error));
            }
          }}
        >
          {busy ? 'Declining...' : 'Decline tip'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function TipCard({ tip, onDecline }: { tip: TipReview_TipFragment; onDecline(): void }) {
  const [preview, setPreview] = useState(false);
  const { publish, busy } = useReviewTip();
  const toast = useToast();
  const previewId = `tip-preview-${tip.id}`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={`tip-title-${tip.id}`}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2" id={`tip-title-${tip.id}`} sx={{ overflowWrap: 'anywhere' }}>
              {tip.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {tip.publication ?? hostname(tip.url)}
              {tip.publishedAt && ` · ${formatShortDate(tip.publishedAt)}`} ·{' '}
              <Link href={tip.url} target="_blank" rel="noopener noreferrer">
                Open the original
              </Link>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Sent by {tip.submitterDisplayName} on {formatShortDate(tip.createdAt)}
              {tip.decidedAt && ` · Reviewed ${formatShortDate(tip.decidedAt)}`}
            </Typography>
          </Box>
          <Chip size="small" label={TIP_STATUS_LABEL[tip.status]} color={TIP_STATUS_COLOR[tip.status]} variant={tip.status === 'PENDING' ? 'outlined' : 'filled'} />
        </Stack>
        {tip.note && (
          <Box sx={{ mt: 1.5, p: 1.5, bgcolor: 'action.hover', borderLeft: 4, borderColor: 'primary.main', borderRadius: 1 }}>
            <Typography variant="overline" component="p" sx={{ lineHeight: 1.5 }}>
              Private note from the member
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {tip.note}
            </Typography>
          </Box>
        )}
        {tip.declineReason && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            Reason given: {tip.declineReason}
          </Typography>
        )}
        {tip.tags.length > 0 && (
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 1.5 }}>
            {tip.tags.map((tag) => (
              <Chip key={tag} size="small" label={tag} variant="outlined" />
            ))}
          </Stack>
        )}
        {tip.content && (
          <Collapse in={preview} id={previewId}>
            <Box
              sx={{ mt: 2, maxHeight: 360, overflow: 'auto', p: 2, border: 1, borderColor: 'divider', borderRadius: 1, '& img': { maxWidth: '100%', height: 'auto' }, '& figure': { mx: 0, my: 2 }, '& figcaption': { typography: 'caption', color: 'text.secondary', mt: 0.5 } }}
              // Sanitized on the server at extraction, and again here.
              dangerouslySetInnerHTML={{ __html: preview ? sanitizeArticleHtml(tip.content) : '' }}
            />
          </Collapse>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        {tip.content && (
          <Button size="small" onClick={() => setPreview((p) => !p)} aria-expanded={preview} aria-controls={previewId}>
            {preview ? 'Hide preview' : 'Preview extracted text'}
          </Button>
        )}
        <Stack direction="row" spacing={1} sx={{ ml: 'auto !important' }}>
          {tip.status === 'PUBLISHED' && tip.article && (
            <Button size="small" component={RouterLink} to={`/articles/${tip.article.id}`}>
              View article
            </Button>
          )}
          {tip.status === 'PENDING' && (
            <>
              <Button size="small" color="warning" onClick={onDecline} disabled={busy}>
                Decline
              </Button>
              <Button
                size="small"
                variant="contained"
                disabled={busy}
                onClick={async () => {
                  try {
                    const done = await publish(tip.id);
                    toast({ title: 'Tip published', description: done?.article ? `“${done.article.title}” is now an article, credited to the member.` : undefined, status: 'success' });
                  } catch (error) {
                    toast({ title: 'Failed to publish the tip', description: errorDetail(error), status: 'error' });
                  }
                }}
              >
                {busy ? 'Publishing...' : 'Publish'}
              </Button>
            </>
          )}
        </Stack>
      </CardActions>
    </Card>
  );
}

/** Staff: members' tips waiting for review, and those already published or declined. */
export default function TipQueuePage() {
  const [status, setStatus] = useState<TipStatus>('PENDING');
  const [declining, setDeclining] = useState<TipReview_TipFragment | null>(null);
  const { data, loading, error, refetch } = useSlicedFirstData(useTipQueueQuery({ variables: { status, limit: PAGE_SIZE, offset: 0 }, notifyOnNetworkStatusChange: true }));
  const tips = data?.tips ?? [];
  const pending = data?.pendingTipCount;

  return (
    <Page title="Tip Queue" subtitle="Links members sent us. Publish the ones worth sharing (credited to the member) or decline them with a reason." maxWidth={960}>
      <Tabs value={status} onChange={(_, value: TipStatus) => setStatus(value)} aria-label="Tips by status" variant="scrollable" allowScrollButtonsMobile sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        {TABS.map((t) => (
          <Tab key={t.status} value={t.status} label={t.status === 'PENDING' && typeof pending === 'number' ? `${t.label} (${pending})` : t.label} />
        ))}
      </Tabs>
      {loading && !data ? (
        <Stack spacing={2} role="status" aria-label="Loading tips">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={140} />
          ))}
        </Stack>
      ) : !data ? (
        <RetryAlert onRetry={() => refetch()}>
          {userMessage(error, 'Failed to load the tips. Please try again.')}
        </RetryAlert>
      ) : tips.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {status === 'PENDING' ? 'No tips are waiting for review. New tips from members will appear here.' : status === 'PUBLISHED' ? 'No tips have been published yet.' : 'No tips have been declined.'}
        </Typography>
      ) : (
        <Stack spacing={2}>
          {tips.map((tip) => (
            <TipCard key={tip.id} tip={tip} onDecline={() => setDeclining(tip)} />
          ))}
          {tips.length === PAGE_SIZE && (
            <Typography variant="body2" color="text.secondary">
              Showing the first {PAGE_SIZE}. Review these to see more.
            </Typography>
          )}
        </Stack>
      )}
      <DeclineDialog tip={declining} onClose={() => setDeclining(null)} />
    </Page>
  );
}
