import { useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppLink } from '../../app/app-navigation';
import { ACCOUNT_MESSAGES } from '../../errors/account-messages';
import { accountActions, AccountAlert, AccountTimedRedirect, failureText, usePreloadAccountCode } from './account-code';
import { AuthCard } from './AuthCard';
import { EmailField, formValue, PasswordField, usePostedOutcome } from './AuthFields';
import { FIELD_MESSAGES, SIGNUP_MIN_PASSWORD, validateEmail, validateSignup, type FieldErrors } from './validation';
import { ACCOUNT_FORM_MESSAGES } from '../../errors/account-form-messages';

/** SPEC §9: 2 s after signup success and after finding an existing account. */
export const SIGNUP_REDIRECT_MS = 2000;

type Outcome =
  | { kind: 'existing' }
  | { kind: 'signed-in' }
  | { kind: 'confirm-email'; email: string }
  | { kind: 'error'; message: string };

/** The page's own checks that a form posted to the gateway failed (`#signup_error=…`), as field messages. */
const POSTED_FIELD_ERRORS: Record<string, FieldErrors<'email' | 'password' | 'confirmPassword'>> = {
  missing_email: { email: FIELD_MESSAGES.emailRequired },
  email_address_invalid: { email: FIELD_MESSAGES.emailInvalid },
  validation_failed: { email: FIELD_MESSAGES.emailInvalid },
  too_short: { password: ACCOUNT_FORM_MESSAGES.SIGNUP_PASSWORD_TOO_SHORT },
  weak_password: { password: ACCOUNT_FORM_MESSAGES.SIGNUP_PASSWORD_TOO_SHORT },
  mismatch: { confirmPassword: ACCOUNT_FORM_MESSAGES.SIGNUP_PASSWORDS_MISMATCH },
};

export function SignupPage() {
  usePreloadAccountCode();
  // The fields are the form's own (uncontrolled): what is typed before the page's code has arrived
  // stays in them, and a form submitted before then is posted to the gateway, which signs up the
  // same way (gateway/src/http/account-forms.ts).
  const form = useRef<HTMLFormElement>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<'email' | 'password' | 'confirmPassword'>>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const done = outcome !== null && outcome.kind !== 'error';

  // The form posted before the code arrived (`#signup_sent=1`, `#signup_existing=1` or
  // `#signup_error=…`, from the gateway): said as the page says its own outcome, with the email back
  // in its field. Only codes come back; the words are the page's own.
  const returned = usePostedOutcome(form, '/signup', ['signup_sent', 'signup_existing', 'signup_error'], (posted) => {
    const email = posted.get('email') ?? '';
    const failed = posted.get('signup_error');
    if (posted.has('signup_existing')) return setOutcome({ kind: 'existing' });
    // The address is shown only when it is one (a made-up link cannot put its own words there).
    if (posted.has('signup_sent')) return setOutcome(validateEmail(email) ? { kind: 'error', message: ACCOUNT_MESSAGES.UNEXPECTED } : { kind: 'confirm-email', email });
    const fields = Object.hasOwn(POSTED_FIELD_ERRORS, failed ?? '') ? POSTED_FIELD_ERRORS[failed!] : undefined;
    if (fields) return setFieldErrors(fields);
    setOutcome({ kind: 'error', message: failed === 'connection' ? ACCOUNT_MESSAGES.CONNECTION_ERROR : ACCOUNT_MESSAGES.UNEXPECTED });
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const [email, password, confirmPassword] = [formValue(form, 'email'), formValue(form, 'password'), formValue(form, 'confirm_password')];
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
      <Box component="form" method="post" action="/signup" noValidate onSubmit={onSubmit} aria-label="Create your account" ref={form}>
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
          <EmailField key={returned.key} defaultValue={returned.defaultValue} name="email" errorText={fieldErrors.email} disabled={done} />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="new-password"
            errorText={fieldErrors.password}
            hint={`At least ${SIGNUP_MIN_PASSWORD} characters.`}
            disabled={done}
          />
          <PasswordField label="Confirm password" name="confirm_password" autoComplete="new-password" errorText={fieldErrors.confirmPassword} disabled={done} />
          <Button type="submit" variant="contained" size="large" disabled={busy || done} fullWidth>
            {busy ? 'Creating account...' : 'Create account'}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}

export default SignupPage;
