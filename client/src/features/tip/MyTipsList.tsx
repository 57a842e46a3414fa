import { Suspense, useState } from 'react';
import { lazy } from '../../app/lazy-page';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMyTipsQuery, type TipRow_TipFragment } from './tip.generated';
import { formatShortDate } from '../../components/dates';
import { userMessage } from '../../errors/classify';
import { useOpenedOnce } from '../../components/useOpenedOnce';
import { TIP_STATUS_COLOR, TIP_STATUS_LABEL } from './tip-text';
import { RetryAlert } from '../../components/RetryAlert';

// The dialog and its form load when it first opens (MUI's Dialog and Modal are not needed before).
const SendTipDialog = lazy(() => import('./SendTipDialog'));

/** "Send a tip" as a button that opens the form in a dialog. */
export function SendTipButton({ variant = 'contained' }: { variant?: 'contained' | 'outlined' }) {
  const [open, setOpen] = useState(false);
  const mounted = useOpenedOnce(open);
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        Send a tip
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <SendTipDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

function TipItem({ tip }: { tip: TipRow_TipFragment }) {
  return (
    <ListItem divider disableGutters sx={{ display: 'block', py: 1.5 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Box sx={{ minWidth: 0 }}>
          {tip.article ? (
            <Link component={RouterLink} to={`/articles/${tip.article.id}`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {tip.article.title}
            </Link>
          ) : (
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{tip.title}</Typography>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {tip.publication ?? new URL(tip.url).hostname} · Sent {formatShortDate(tip.createdAt)}
            {tip.decidedAt && ` · Reviewed ${formatShortDate(tip.decidedAt)}`}
          </Typography>
        </Box>
        <Chip size="small" label={TIP_STATUS_LABEL[tip.status]} color={TIP_STATUS_COLOR[tip.status]} variant={tip.status === 'PENDING' ? 'outlined' : 'filled'} />
      </Stack>
      {tip.status === 'DECLINED' && tip.declineReason && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          Reason: {tip.declineReason}
        </Typography>
      )}
      {tip.note && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, fontStyle: 'italic', overflowWrap: 'anywhere' }}>
          Your note: {tip.note}
        </Typography>
      )}
    </ListItem>
  );
}

/** The member's tips with their status (profile, My tips). */
export function MyTipsList() {
  const { data, loading, error, refetch } = useMyTipsQuery();
  const tips = data?.myTips ?? [];
  return (
    <Box component="section" aria-labelledby="my-tips-heading">
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h3" id="my-tips-heading">
          Your tips
        </Typography>
        <SendTipButton variant="outlined" />
      </Stack>
      {loading && !data ? (
        <Stack spacing={1} role="status" aria-label="Loading your tips">
          <Skeleton height={48} />
          <Skeleton height={48} />
        </Stack>
      ) : !data ? (
        <RetryAlert onRetry={() => refetch()}>
          {userMessage(error, 'Failed to load your tips. Please try again.')}
        </RetryAlert>
      ) : tips.length === 0 ? (
        <Typography color="text.secondary">
          You have not sent any tips yet. Found a story we should see? Send us the link, with a private note if you like: our staff review
          every tip and publish the best ones, credited to you.
        </Typography>
      ) : (
        <List disablePadding aria-label="Your tips">
          {tips.map((tip) => (
            <TipItem key={tip.id} tip={tip} />
          ))}
        </List>
      )}
    </Box>
  );
}
