import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DiagnosticsResult } from '../../auth/auth-service';
import { ACCOUNT_MESSAGES } from '../../errors/account-messages';
import { accountActions, AccountAlert, failureText } from './account-code';
import type { LoginBusy, Notice } from './LoginPage';

interface Props {
  /** What is in the sign-in form's email field now. */
  readEmail(): string;
  /** What the sign-in page is doing (one thing at a time: every button waits). */
  busy: LoginBusy;
  onBusy(busy: LoginBusy): void;
}

/** The sign-in page's "Trouble signing in?" section (SPEC §5): Check User and Run Diagnostics. */
export default function LoginTroubleshooting({ readEmail, busy, onBusy: setBusy }: Props) {
  const [checkNotice, setCheckNotice] = useState<Notice>(null);
  const [diagnostics, setDiagnostics] = useState<DiagnosticsResult | { failed: string } | null>(null);

  const onCheckUser = async () => {
    const email = readEmail();
    setCheckNotice(null);
    if (!email.trim()) {
      setCheckNotice({ severity: 'error', text: ACCOUNT_MESSAGES.LOGIN_CHECK_USER_EMAIL_REQUIRED });
      return;
    }
    setBusy('check');
    try {
      const { checkUser } = await accountActions();
      const result = await checkUser(email.trim());
      setCheckNotice(
        result === 'exists'
          ? {
              severity: 'info',
              text: `An account exists for ${email.trim()}. This check works by requesting a password-reset email, so one may be on its way.`,
            }
          : { severity: 'error', text: ACCOUNT_MESSAGES.AUTH_USER_NOT_FOUND },
      );
    } catch (err) {
      setCheckNotice({ severity: 'error', text: await failureText(err, (a) => (err instanceof Error && !a.isAuthConnectionFailure(err) ? err.message : a.mapAuthError(err))) });
    } finally {
      setBusy(null);
    }
  };

  const onDiagnostics = async () => {
    setBusy('diagnostics');
    setDiagnostics(null);
    try {
      const { runDiagnostics, authConfig } = await accountActions();
      setDiagnostics(await runDiagnostics(authConfig().url));
    } catch (err) {
      setDiagnostics({ failed: await failureText(err, (a) => a.mapAuthError(err)) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box component="section" aria-labelledby="login-troubleshooting" sx={{ mt: 4, pt: 3, borderTop: 1, borderColor: 'divider' }}>
      <Typography id="login-troubleshooting" variant="h6" component="h2">
        Trouble signing in?
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Check whether an account exists for the email above, or test the connection to the sign-in service.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="text" onClick={() => void onCheckUser()} disabled={busy !== null}>
          {busy === 'check' ? 'Checking...' : 'Check User'}
        </Button>
        <Button variant="text" onClick={() => void onDiagnostics()} disabled={busy !== null}>
          {busy === 'diagnostics' ? 'Running...' : 'Run Diagnostics'}
        </Button>
      </Stack>
      <Stack spacing={1.5} sx={{ mt: 1.5 }}>
        {checkNotice && (
          <AccountAlert severity={checkNotice.severity} role={checkNotice.severity === 'error' ? 'alert' : 'status'}>
            {checkNotice.text}
          </AccountAlert>
        )}
        {diagnostics && <DiagnosticsReport result={diagnostics} />}
      </Stack>
    </Box>
  );
}

function DiagnosticsReport({ result }: { result: DiagnosticsResult | { failed: string } }) {
  if ('failed' in result) {
    return (
      <AccountAlert severity="error" role="alert">
        Diagnostics failed: {result.failed}
      </AccountAlert>
    );
  }
  const ok = !result.error && result.status >= 200 && result.status < 300;
  return (
    <AccountAlert severity={ok ? 'success' : 'warning'} role="status">
      <Typography variant="subtitle2" component="p">
        {ok ? 'The sign-in service answered.' : 'The sign-in service answered with a problem.'}
      </Typography>
      <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, '& dd': { m: 0, overflowWrap: 'anywhere' } }}>
        <dt>Service</dt>
        <dd>{result.authUrl}</dd>
        <dt>Session</dt>
        <dd>{result.signedIn ? 'Signed in' : 'Signed out'}</dd>
        <dt>Users table read</dt>
        <dd>
          HTTP {result.status}
          {result.rows !== null ? `, ${result.rows} row${result.rows === 1 ? '' : 's'}` : ''}
        </dd>
        {result.error && (
          <>
            <dt>Error</dt>
            <dd>{result.error}</dd>
          </>
        )}
      </Box>
    </AccountAlert>
  );
}
