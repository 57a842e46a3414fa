import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import { useHealthQuery } from './health.generated';
import { isConnectionError } from '../errors/classify';
import { MESSAGES } from '../errors/messages';

export const HEALTH_POLL_MS = 30_000;

/**
 * Tells people when the portal cannot reach its server (SPEC §8 General), and clears itself when
 * the server is back: the health query is polled every 30 s.
 */
export function ConnectionBanner() {
  const { error, refetch, loading } = useHealthQuery({
    pollInterval: HEALTH_POLL_MS,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  const offline = isConnectionError(error);

  return (
    <Collapse in={offline} unmountOnExit>
      <Alert
        severity="error"
        role="alert"
        sx={{ mb: 3 }}
        action={
          <Button color="inherit" size="small" disabled={loading} sx={{ whiteSpace: 'nowrap' }} onClick={() => void refetch().catch(() => undefined)}>
            Try again
          </Button>
        }
      >
        {MESSAGES.CONNECTION_ERROR}
      </Alert>
    </Collapse>
  );
}
