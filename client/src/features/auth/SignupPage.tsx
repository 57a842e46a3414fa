import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppLink } from '../../app/app-navigation';
import { ACCOUNT_MESSAGES } from '../../errors/account-messages';
import { useHydrated } from '../../components/useHydrated';
import { accountActions, AccountAlert, AccountTimedRedirect, failureText, usePreloadAccountCode } from './account-code';
import { AuthCard } from './AuthCard';
import { EmailField, PasswordField } from './AuthFields';
import { SIGNUP_MIN_PASSWORD, validateSignup, type FieldErrors } from './validation';

/** SPEC §9: 2 s after signup success and after finding an existing account. */
export const SIGNUP_REDIRECT_MS = 2000;

type Outcome =
  | { kind: 'existing' }
  | { kind: 'signed-in' }
  | { kind: 'confirm-email'; email: string }
  | { kind: 'error'; message: string };

export function SignupPage() {
  const hydrated = useHydrated();
  usePreloadAccountCode();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<'email' | 'password' | 'confirmPassword'>>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const done = outcome !== null && outcome.kind !== 'error';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = validateSignup({ email, password, confirmPassword });
    setFieldErrors(errors);
    setOutcome(null);
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    try {
      const { signUp, signupErrorMessage } = await accountActions();
      const result = await signUp(email.trim(), password);
      if (result.alreadyRegistered) setOutcome({ kind: 'existing' });
      else if (result.error) setOutcome({ kind: 'error', message: signupErrorMessage(result.error) });
      else if (result.session) setOutcome({ kind: 'signed-in' });
      else setOutcome({ kind: 'confirm-email', email: email.trim() });
    } catch (err) {
      setOutcome({ kind: 'error', message: await failureText(err, (a) => (a.isAuthConnectionFailure(err) ? ACCOUNT_MESSAGES.CONNECTION_ERROR : ACCOUNT_MESSAGES.UNEXPECTED)) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title="Create your account"
      subtitle="Join to read curated stories, follow key votes and share tips with the team."
      footer={
        <Typography>
          Already a member?{' '}
          <Link component={AppLink} to="/login">
            Sign in
          </Link>
        </Typography>
      }
    >
      <Box component="form" method="post" noValidate onSubmit={onSubmit} aria-label="Create your account">
        <Stack spacing={2.5}>
          {outcome?.kind === 'error' && (
            <AccountAlert severity="error" role="alert">
              {outcome.message}
            </AccountAlert>
          )}
          {outcome?.kind === 'existing' && (
            <AccountTimedRedirect to="/login" delayMs={SIGNUP_REDIRECT_MS} destination="the sign-in page">
              {ACCOUNT_MESSAGES.SIGNUP_ALREADY_REGISTERED}
            </AccountTimedRedirect>
          )}
          {outcome?.kind === 'signed-in' && (
            <AccountTimedRedirect to="/" delayMs={SIGNUP_REDIRECT_MS} destination="the portal">
              Your account has been created and you are signed in.
            </AccountTimedRedirect>
          )}
          {outcome?.kind === 'confirm-email' && (
            <AccountAlert severity="success" role="status">
              Your account has been created. Please check your email ({outcome.email}) for a confirmation link, then sign in.
            </AccountAlert>
          )}
          <EmailField value={email} onValueChange={setEmail} errorText={fieldErrors.email} disabled={done} />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            value={password}
            onValueChange={setPassword}
            errorText={fieldErrors.password}
            hint={`At least ${SIGNUP_MIN_PASSWORD} characters.`}
            disabled={done}
          />
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            value={confirmPassword}
            onValueChange={setConfirmPassword}
            errorText={fieldErrors.confirmPassword}
            disabled={done}
          />
          <Button type="submit" variant="contained" size="large" disabled={busy || done || !hydrated} fullWidth>
            {busy ? 'Creating account...' : 'Create account'}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}

export default SignupPage;
