import { lazy, Suspense, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppLink, useAppNavigate } from '../../app/app-navigation';
import { SESSION_ENDED, type LoginState } from '../../app/guards/login-state';
import { landingLocation } from '../../auth/landing';
import { ACCOUNT_FORM_MESSAGES, signInLinkErrorMessage } from '../../errors/account-form-messages';
import { signInFormErrorMessage } from '../../errors/sign-in-messages';
import { useHydrated } from '../../components/useHydrated';
import { accountActions, AccountAlert, failureText, usePreloadAccountCode } from './account-code';
import { AuthCard } from './AuthCard';
import { EmailField, formValue, PasswordField, usePostedOutcome } from './AuthFields';
import { validateEmail, validateLogin, type FieldErrors } from './validation';

type From = { pathname?: string; search?: string; hash?: string } | undefined;

/** Where to go after signing in: the page that sent the visitor here (SPEC §2.1), else the dashboard. */
function returnTarget(state: unknown): string {
  const from = (state as { from?: From } | null)?.from;
  if (!from?.pathname || from.pathname === '/login') return '/dashboard';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/**
 * "Trouble signing in?" (Check User, Run Diagnostics): below the form, in the prerendered page, and
 * made interactive once its code has loaded after the form's (issue #12's 150 KB budget).
 */
const LoginTroubleshooting = lazy(() => import('./LoginTroubleshooting'));


export type LoginBusy = 'signin' | 'link' | 'check' | 'diagnostics' | null;

export type Notice = { severity: 'success' | 'info' | 'error'; text: string } | null;

export function LoginPage() {
  const hydrated = useHydrated();
  const navigate = useAppNavigate();
  const location = useLocation();
  // The fields are the form's own (uncontrolled): what is typed before the page's code has arrived
  // stays in them as it hydrates, and a form submitted before then is posted to the gateway, which
  // signs in the same way (gateway/src/http/account-forms.ts).
  const form = useRef<HTMLFormElement>(null);
  const typed = (name: 'email' | 'password') => formValue(form, name);
  // The form posted before the code arrived, which did not sign in (`#signin_error=…`, from the
  // gateway): said as after a sign-in made here, with the email back in its field.
  const returned = usePostedOutcome(form, '/login', ['signin_error'], (posted) => {
    const failed = posted.get('signin_error');
    if (failed === 'missing_email' || failed === 'missing_password') setFieldErrors(validateLogin({ email: posted.get('email') ?? '', password: '' }));
    else setError(signInFormErrorMessage(failed));
  });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<'email' | 'password'>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<LoginBusy>(null);
  const [linkNotice, setLinkNotice] = useState<Notice>(null);
  const sessionEnded = (location.state as LoginState | null)?.reason === SESSION_ENDED;
  usePreloadAccountCode();
  // Opened by an emailed link that signed no one in (`#error=…&error_code=…`): said once hydrated,
  // as the prerendered page has no such line.
  useEffect(() => {
    const { pathname, hash } = landingLocation();
    const params = new URLSearchParams(hash.replace(/^#/, ''));
    if (pathname === '/login' && params.has('error')) setError(signInLinkErrorMessage(params.get('error_code')));
  }, []);
  // "Trouble signing in?" re-renders only when its own props change. Its code usually arrives after
  // the page has hydrated, and until then React keeps the part as drawn; but a boundary that
  // receives an update before it has hydrated is drawn again in the browser, emptied (its fallback)
  // until the code arrives — a flash that moved the footer (Lighthouse: CLS 0.129 on /login). The
  // page re-renders as it hydrates (useHydrated: the session-ended notice): the part must not with it.
  const troubleshooting = useMemo(
    () => (
      <Suspense fallback={null}>
        <LoginTroubleshooting readEmail={() => typed('email')} busy={busy} onBusy={setBusy} />
      </Suspense>
    ),
    [busy],
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const [email, password] = [typed('email'), typed('password')];
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
    const email = typed('email');
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

  return (
    <AuthCard
      title="Sign in"
      subtitle="Welcome back. Sign in with the email address you registered with."
      footer={
        <Typography>
          New here?{' '}
          <Link component={AppLink} to="/signup">
            Create an account
          </Link>
        </Typography>
      }
    >
      <Box component="form" method="post" action="/login" noValidate onSubmit={onSubmit} aria-label="Sign in" ref={form}>
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
                {ACCOUNT_FORM_MESSAGES.SESSION_ENDED}
              </AccountAlert>
            )
          )}
          <EmailField key={returned.key} defaultValue={returned.defaultValue} name="email" errorText={fieldErrors.email} />
          <PasswordField label="Password" name="password" autoComplete="current-password" errorText={fieldErrors.password} />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: '8px !important' }}>
            <Link component={AppLink} to="/forgot-password">
              Forgot password?
            </Link>
          </Box>
          <Button type="submit" variant="contained" size="large" disabled={busy !== null} fullWidth>
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

      {troubleshooting}
    </AuthCard>
  );
}

export default LoginPage;
