import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SESSION_ENDED, type LoginState } from '../../app/guards/login-state';
import type { DiagnosticsResult } from '../../auth/auth-service';
import { ACCOUNT_MESSAGES } from '../../errors/account-messages';
import { useHydrated } from '../../components/useHydrated';
import { accountActions, AccountAlert, failureText, usePreloadAccountCode } from './account-code';
import { AuthCard } from './AuthCard';
import { EmailField, PasswordField } from './AuthFields';
import { validateEmail, validateLogin, type FieldErrors } from './validation';

type From = { pathname?: string; search?: string; hash?: string } | undefined;

/** Where to go after signing in: the page that sent the visitor here (SPEC §2.1), else the dashboard. */
function returnTarget(state: unknown): string {
  const from = (state as { from?: From } | null)?.from;
  if (!from?.pathname || from.pathname === '/login') return '/dashboard';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

type Notice = { severity: 'success' | 'info' | 'error'; text: string } | null;

export function LoginPage() {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<'email' | 'password'>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'signin' | 'link' | 'check' | 'diagnostics' | null>(null);
  const [linkNotice, setLinkNotice] = useState<Notice>(null);
  const [checkNotice, setCheckNotice] = useState<Notice>(null);
  const [diagnostics, setDiagnostics] = useState<DiagnosticsResult | { failed: string } | null>(null);
  const sessionEnded = (location.state as LoginState | null)?.reason === SESSION_ENDED;
  usePreloadAccountCode();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = validateLogin({ email, password });
    setFieldErrors(errors);
    setError(null);
    setLinkNotice(null);
    if (Object.keys(errors).length > 0) return;
    setBusy('signin');
    try {
      const { signIn } = await accountActions();
      await signIn(email.trim(), password);
      navigate(returnTarget(location.state), { replace: true });
    } catch (err) {
      setError(await failureText(err, (a) => a.loginErrorMessage(err)));
      setBusy(null);
    }
  };

  const onMagicLink = async () => {
    const emailError = validateEmail(email);
    setFieldErrors(emailError ? { email: emailError } : {});
    setError(null);
    setLinkNotice(null);
    if (emailError) return;
    setBusy('link');
    try {
      const { sendMagicLink } = await accountActions();
      await sendMagicLink(email.trim());
      setLinkNotice({ severity: 'success', text: `Check your inbox: we sent a sign-in link to ${email.trim()}. It works once.` });
    } catch (err) {
      setLinkNotice({ severity: 'error', text: await failureText(err, (a) => (err instanceof Error && !a.isAuthConnectionFailure(err) ? err.message : a.mapAuthError(err))) });
    } finally {
      setBusy(null);
    }
  };

  const onCheckUser = async () => {
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
    <AuthCard
      title="Sign in"
      subtitle="Welcome back. Sign in with the email address you registered with."
      footer={
        <Typography>
          New here?{' '}
          <Link component={RouterLink} to="/signup">
            Create an account
          </Link>
        </Typography>
      }
    >
      <Box component="form" method="post" noValidate onSubmit={onSubmit} aria-label="Sign in">
        <Stack spacing={2.5}>
          {error ? (
            <AccountAlert severity="error" role="alert">
              {error}
            </AccountAlert>
          ) : (
            // After hydration: the prerendered page has no such line, and a mismatch would make
            // React redraw the form, dropping what the member typed.
            sessionEnded &&
            hydrated && (
              <AccountAlert severity="info" role="status">
                {ACCOUNT_MESSAGES.SESSION_ENDED}
              </AccountAlert>
            )
          )}
          <EmailField value={email} onValueChange={setEmail} errorText={fieldErrors.email} />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            value={password}
            onValueChange={setPassword}
            errorText={fieldErrors.password}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: '8px !important' }}>
            <Link component={RouterLink} to="/forgot-password">
              Forgot password?
            </Link>
          </Box>
          <Button type="submit" variant="contained" size="large" disabled={busy !== null || !hydrated} fullWidth>
            {busy === 'signin' ? 'Signing in...' : 'Sign in'}
          </Button>
        </Stack>
      </Box>

      <Box
        role="separator"
        sx={{ my: 3, display: 'flex', alignItems: 'center', gap: 2, color: 'text.secondary', '&::before, &::after': { content: '""', flex: 1, borderTop: 1, borderColor: 'divider' } }}
      >
        or
      </Box>
      <Stack spacing={1.5}>
        <Button variant="outlined" onClick={() => void onMagicLink()} disabled={busy !== null} fullWidth>
          {busy === 'link' ? 'Sending link...' : 'Email me a sign-in link'}
        </Button>
        {linkNotice && (
          <AccountAlert severity={linkNotice.severity} role={linkNotice.severity === 'error' ? 'alert' : 'status'}>
            {linkNotice.text}
          </AccountAlert>
        )}
      </Stack>

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
    </AuthCard>
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

export default LoginPage;
