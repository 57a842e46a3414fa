import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useMyAccessRequestQuery } from './access-request.generated';
import { useSession } from '../../app/session';
import { ROLE_WORDS, useDismissAccessOutcome } from './useAccessRequests';
import { useSlicedFirstData } from '../../apollo/useSlicedFirstData';

const HOME: Record<string, string> = { STAFF: '/legislators', ADMIN: '/legislators', SUPER_ADMIN: '/admin/users' };

/**
 * While a request waits for a decision, how often the notice asks whether it has been decided (only
 * then, and only while the tab is visible): a member who keeps the portal open sees the outcome, and
 * gets the new areas in the sidebar, without reloading.
 */
export const PENDING_POLL_MS = 10_000;

/**
 * Tells the member the outcome of their access request (issue #15 item 3) on whatever page they
 * are, until they dismiss it. A granted role is picked up at once: the session's roles are fetched
 * again. Renders nothing without news (or while loading, or when the lookup fails).
 */
export function AccessRequestNotice() {
  const { user, retryRoles } = useSession();
  const { data, startPolling, stopPolling } = useSlicedFirstData(
    useMyAccessRequestQuery({ skip: !user, skipPollAttempt: () => document.visibilityState === 'hidden' }),
  );
  const [dismiss, { loading }] = useDismissAccessOutcome();
  const request = data?.myAccessRequest;
  const pending = request?.status === 'PENDING';
  useEffect(() => {
    if (!pending) return;
    startPolling(PENDING_POLL_MS);
    return stopPolling;
  }, [pending, startPolling, stopPolling]);
  const news = request && request.status !== 'PENDING' && !request.outcomeSeen ? request : null;
  const granted = news?.status === 'APPROVED';

  useEffect(() => {
    if (granted) retryRoles();
  }, [granted, retryRoles]);

  if (!user || !news) return null;
  const role = news.grantedRole ?? news.requestedRole;
  return (
    <Alert
      severity={granted ? 'success' : 'info'}
      role="status"
      sx={{ mb: 3 }}
      action={
        <>
          {granted && (
            <Button component={RouterLink} to={HOME[role] ?? '/dashboard'} color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }}>
              Open
            </Button>
          )}
          <Button color="inherit" size="small" onClick={() => void dismiss().catch(() => undefined)} disabled={loading} sx={{ whiteSpace: 'nowrap' }}>
            Got it
          </Button>
        </>
      }
    >
      <AlertTitle>{granted ? `Your access request was granted: you are now ${ROLE_WORDS[role]}` : 'Your access request was declined'}</AlertTitle>
      {news.decisionNote ? `The administrator wrote: “${news.decisionNote}”` : granted ? 'The new areas are in the sidebar.' : 'Your roles are unchanged. You can ask again with more details.'}
    </Alert>
  );
}

export default AccessRequestNotice;
