import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useMyTipsQuery } from './tip.generated';
import { useDismissTipOutcomes } from './useTips';

/**
 * Tells the member that staff reviewed their tips (published, or declined with the reason) until
 * they dismiss it. Renders nothing when there is no news (or while loading / on failure: it is
 * a notice, not the page's content).
 */
export function TipOutcomeNotice() {
  const { data } = useMyTipsQuery();
  const [dismiss, { loading }] = useDismissTipOutcomes();
  const news = (data?.myTips ?? []).filter((t) => t.status !== 'PENDING' && !t.outcomeSeen);
  if (news.length === 0) return null;
  const published = news.filter((t) => t.status === 'PUBLISHED');
  const declined = news.filter((t) => t.status === 'DECLINED');
  return (
    <Alert
      severity={published.length ? 'success' : 'info'}
      role="status"
      sx={{ mb: 3 }}
      action={
        <Button color="inherit" size="small" onClick={() => void dismiss().catch(() => undefined)} disabled={loading} sx={{ whiteSpace: 'nowrap' }}>
          Got it
        </Button>
      }
    >
      <AlertTitle>{published.length ? (published.length === 1 ? 'Your tip was published' : `${published.length} of your tips were published`) : 'Your tip was reviewed'}</AlertTitle>
      <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
        {published.map((t) => (
          <li key={t.id}>
            {t.article ? (
              <Link component={RouterLink} to={`/articles/${t.article.id}`} color="inherit" sx={{ fontWeight: 600 }}>
                {t.article.title}
              </Link>
            ) : (
              t.title
            )}{' '}
            is now in the portal, credited to you.
          </li>
        ))}
        {declined.map((t) => (
          <li key={t.id}>
            “{t.title}” was not published{t.declineReason ? `: ${t.declineReason}` : '.'}
          </li>
        ))}
      </Stack>
    </Alert>
  );
}
