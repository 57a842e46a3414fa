import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '../../app/session';
import { getSupabase } from '../../auth/supabase';
import { formatDateTime } from '../../components/dates';
import { formatMessage, MESSAGES } from '../../errors/messages';
import { errorDetail } from '../../errors/classify';
import { useRequestAccess } from './useRequestAccess';

/** SPEC §2.3, §8: shown when the user list cannot be loaded. */
export function AdminApiUnavailable({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { user } = useSession();
  // When the member last signed in, as the auth service recorded it (supabase-js's user).
  const [lastSignInAt, setLastSignInAt] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    void getSupabase()
      .then((supabase) => supabase.auth.getSession())
      .then(({ data }) => active && setLastSignInAt(data.session?.user.last_sign_in_at ?? null))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);
  const [request, { loading }] = useRequestAccess();
  const [result, setResult] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  const onRequest = async () => {
    setResult(null);
    try {
      const { data } = await request('Requested from the Admin Dashboard after the user list failed to load.');
      const id = data?.requestAccess.requestId;
      setResult(id ? { severity: 'success', text: formatMessage.adminRequestSubmitted(id) } : { severity: 'error', text: MESSAGES.ADMIN_REQUEST_FAILED });
    } catch {
      setResult({ severity: 'error', text: MESSAGES.ADMIN_REQUEST_FAILED });
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="admin-unavailable-heading" sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 720 }}>
      <Stack spacing={2.5}>
        <Typography id="admin-unavailable-heading" variant="h5" component="h2">
          Admin API Unavailable
        </Typography>
        <Alert severity="error">
          {MESSAGES.ADMIN_LOAD_FAILED}: {errorDetail(error)}
        </Alert>
        <Typography>
          The user list could not be loaded. If you should have access to user management, you can ask an administrator for it; your
          request is recorded with the details below.
        </Typography>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, columnGap: 2, rowGap: 0.5, '& dt': { color: 'text.secondary' }, '& dd': { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' } }}
        >
          <dt>Email</dt>
          <dd>{user?.email ?? 'Unknown'}</dd>
          <dt>User ID</dt>
          <dd>
            <Box component="code" sx={{ fontSize: '0.85rem' }}>{user?.id ?? 'Unknown'}</Box>
          </dd>
          <dt>Last sign-in</dt>
          <dd>{lastSignInAt ? formatDateTime(lastSignInAt) : 'Unknown'}</dd>
        </Box>
        {result && (
          <Alert severity={result.severity} role={result.severity === 'error' ? 'alert' : 'status'}>
            {result.text}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="contained" onClick={() => void onRequest()} disabled={loading}>
            {loading ? 'Submitting...' : 'Request Admin Access'}
          </Button>
          <Button variant="outlined" onClick={onRetry}>
            Try again
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
