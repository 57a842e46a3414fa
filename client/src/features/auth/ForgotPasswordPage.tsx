import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppLink } from '../../app/app-navigation';
import { ACCOUNT_MESSAGES } from '../../errors/account-messages';
import { useHydrated } from '../../components/useHydrated';
import { accountActions, AccountAlert, failureText, usePreloadAccountCode } from './account-code';
import { AuthCard } from './AuthCard';
import { EmailField } from './AuthFields';
import { validateEmail } from './validation';

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'success' } | { kind: 'error'; message: string };

/** SPEC §2.3, §4 Forgot password: idle, sending, success or error. */
export function ForgotPasswordPage() {
  const hydrated = useHydrated();
  usePreloadAccountCode();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [state, setState] = useState<State>({ kind: 'idle' });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const emailError = validateEmail(email);
    setFieldError(emailError);
    if (emailError) return;
    setState({ kind: 'sending' });
    try {
      const { requestPasswordReset, isAuthConnectionFailure, forgotPasswordErrorMessage } = await accountActions();
      const error = await requestPasswordReset(email.trim());
      if (!error) setState({ kind: 'success' });
      else setState({ kind: 'error', message: isAuthConnectionFailure(error) ? ACCOUNT_MESSAGES.CONNECTION_ERROR : forgotPasswordErrorMessage(error) });
    } catch (err) {
      setState({ kind: 'error', message: await failureText(err, (a) => (a.isAuthConnectionFailure(err) ? ACCOUNT_MESSAGES.CONNECTION_ERROR : ACCOUNT_MESSAGES.FORGOT_FAILED)) });
    }
  };

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email address you signed up with and we will send you a link to choose a new password. Reset links expire after 1 hour."
      footer={
        <Typography>
          Remembered it?{' '}
          <Link component={AppLink} to="/login">
            Back to sign in
          </Link>
        </Typography>
      }
    >
      <Box component="form" method="post" noValidate onSubmit={onSubmit} aria-label="Request a password reset">
        <Stack spacing={2.5}>
          {state.kind === 'success' && (
            <AccountAlert severity="success" role="status">
              {ACCOUNT_MESSAGES.FORGOT_SUCCESS}
            </AccountAlert>
          )}
          {state.kind === 'error' && (
            <AccountAlert severity="error" role="alert">
              {state.message}
              {state.message === ACCOUNT_MESSAGES.FORGOT_EMAIL_NOT_FOUND && (
                <>
                  {' '}
                  <Link component={AppLink} to="/signup" color="inherit" sx={{ fontWeight: 600 }}>
                    Sign up
                  </Link>
                </>
              )}
            </AccountAlert>
          )}
          <EmailField value={email} onValueChange={setEmail} errorText={fieldError} />
          <Button type="submit" variant="contained" size="large" disabled={state.kind === 'sending' || !hydrated} fullWidth>
            {state.kind === 'sending' ? 'Sending...' : 'Send reset link'}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}

export default ForgotPasswordPage;
