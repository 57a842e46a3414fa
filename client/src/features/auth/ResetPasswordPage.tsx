import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppLink } from '../../app/app-navigation';
import { getSupabase, landingLocation, urlSessionError, type LandingLocation } from '../../auth/supabase';
import { ACCOUNT_MESSAGES, formatAccountMessage } from '../../errors/account-messages';
import { accountActions, AccountAlert, AccountTimedRedirect, failureText, usePreloadAccountCode } from './account-code';
import { AuthCard } from './AuthCard';
import { formValue, PasswordField, usePostedOutcome } from './AuthFields';
import { RESET_MIN_PASSWORD, validateNewPassword, type FieldErrors } from './validation';
import { useBrowserSnapshot } from '../../components/useHydrated';

/** SPEC §9: 3 s after a successful reset. */
export const RESET_REDIRECT_MS = 3000;
const PATH = '/reset-password';

/** What the emailed link carried. supabase-js reads (and clears) it on start, so we look at the landing snapshot. */
export interface LinkParams {
  url: string;
  hasHash: boolean;
  recoveryType: boolean;
  hasAccessToken: boolean;
  accessToken: string | null;
  refreshToken: string | null;
  errorCode: string | null;
  errorDescription: string | null;
  /** `access_token` in the query string itself (SPEC §4 checks the query last). */
  tokenInQuery: boolean;
}

const SECRET_PARAMS = ['access_token', 'refresh_token', 'token'];

export function readLinkParams(landing: LandingLocation, origin: string): LinkParams {
  const onThisPage = landing.pathname === PATH;
  const hash = onThisPage ? landing.hash.replace(/^#/, '') : '';
  const query = new URLSearchParams(onThisPage ? landing.search : '');
  const params = new URLSearchParams(hash);
  query.forEach((value, key) => params.set(key, value)); // the query wins, as in supabase-js
  // Shown without the tokens themselves: the diagnostic box only says whether they are there.
  const redact = (p: URLSearchParams) => {
    const shown = new URLSearchParams(p);
    for (const key of SECRET_PARAMS) if (shown.has(key)) shown.set(key, 'hidden');
    return shown.toString();
  };
  const search = redact(query);
  const shownHash = redact(new URLSearchParams(hash));
  return {
    url: `${origin}${PATH}${search ? `?${search}` : ''}${shownHash ? `#${shownHash}` : ''}`,
    hasHash: hash.length > 0,
    recoveryType: params.get('type') === 'recovery',
    hasAccessToken: params.has('access_token'),
    accessToken: params.get('access_token'),
    refreshToken: params.get('refresh_token'),
    errorCode: params.get('error_code') ?? params.get('error'),
    errorDescription: params.get('error_description'),
    tokenInQuery: query.get('type') === 'recovery' && query.has('access_token'),
  };
}

let currentLink: { landing: LandingLocation; params: LinkParams } | undefined;
/** The link this page was opened with (the landing snapshot: it does not change while the app runs). */
function readCurrentLink(): LinkParams {
  const landing = landingLocation();
  if (currentLink?.landing !== landing) currentLink = { landing, params: readLinkParams(landing, window.location.origin) };
  return currentLink.params;
}

/**
 * The link, in the browser; null while hydrating the prerendered page (client/src/prerender/pages.ts),
 * whose HTML knows nothing of the address it is opened at, so the first render matches it.
 */
function useLink(): LinkParams | null {
  return useBrowserSnapshot(readCurrentLink, null);
}

type LinkState = { kind: 'checking' } | { kind: 'valid' } | { kind: 'invalid'; message: string };
type SessionStatus = 'Checking…' | 'No active session' | `Active session (${string})` | `Error: ${string}`;

export function ResetPasswordPage() {
  const link = useLink();
  usePreloadAccountCode();
  const [linkState, setLinkState] = useState<LinkState>({ kind: 'checking' });
  const [sessionStatus, setSessionStatus] = useState<SessionStatus>('Checking…');
  const [errorCode, setErrorCode] = useState<string | null>(null);
  /** The account the link is for, for password managers (the form's hidden username). */
  const [accountEmail, setAccountEmail] = useState('');
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  // The fields are the form's own (uncontrolled): what is typed while the page's code arrives and
  // the link is checked stays in them as the page hydrates.
  const form = useRef<HTMLFormElement>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<'password' | 'confirmPassword'>>({});
  const [busy, setBusy] = useState<'submit' | 'check' | 'recover' | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  // The form posted before the link was checked (`#reset_done=1` or `#reset_error=…`, from the
  // gateway, which saved the password for the session in this browser's cookies): said as the page
  // says its own outcome. Only codes come back; the words are the page's own. Without a session
  // (`no_session`) the link check says the link is not valid.
  usePostedOutcome(form, PATH, ['reset_done', 'reset_error'], (posted) => {
    const failed = posted.get('reset_error');
    if (posted.has('reset_done')) {
      setSessionStatus('No active session');
      return setDone(true);
    }
    if (failed === 'too_short') return setFieldErrors({ password: ACCOUNT_MESSAGES.RESET_PASSWORD_TOO_SHORT });
    if (failed === 'mismatch') return setFieldErrors({ confirmPassword: ACCOUNT_MESSAGES.RESET_PASSWORDS_MISMATCH });
    if (failed && failed !== 'no_session') void failureText(failed, (a) => a.postedAuthErrorMessage(failed)).then(setSubmitError);
  });

  const readSession = useCallback(async () => {
    const { data, error } = await (await getSupabase()).auth.getSession();
    if (error) {
      setSessionStatus(`Error: ${error.message}`);
      return null;
    }
    setSessionStatus(data.session ? `Active session (${data.session.user.email ?? data.session.user.id})` : 'No active session');
    setAccountEmail(data.session?.user.email ?? '');
    return data.session;
  }, []);

  // SPEC §4: an active session first, then error parameters in the link, then a recovery type
  // plus access token in the query.
  useEffect(() => {
    if (!link) return;
    let active = true;
    void (async () => {
      try {
        const initError = await urlSessionError();
        const session = await readSession();
        if (!active) return;
        if (session) return setLinkState({ kind: 'valid' });
        const details = (initError as { details?: { code?: string; error?: string } } | null)?.details;
        const code = link.errorCode ?? details?.code ?? null;
        if (code || link.errorDescription || initError) {
          setErrorCode(code ?? initError?.code ?? null);
          const { resetLinkErrorMessage } = await accountActions();
          if (!active) return;
          return setLinkState({ kind: 'invalid', message: resetLinkErrorMessage(code, link.errorDescription ?? initError?.message) });
        }
        if (link.tokenInQuery || (link.recoveryType && link.hasAccessToken)) {
          return setLinkState({ kind: 'invalid', message: ACCOUNT_MESSAGES.RESET_LINK_PROBLEM });
        }
        setLinkState({ kind: 'invalid', message: ACCOUNT_MESSAGES.RESET_MISSING_PARAMS });
      } catch {
        if (active) setLinkState({ kind: 'invalid', message: ACCOUNT_MESSAGES.RESET_LINK_PROBLEM });
      }
    })();
    // A recovery link opened while this page is already showing signs the member in here.
    let subscription: { unsubscribe(): void } | null = null;
    void (async () => {
      const supabase = await getSupabase();
      if (!active) return;
      ({ data: { subscription } } = supabase.auth.onAuthStateChange((event, session) => {
        if (!active || !session || (event !== 'PASSWORD_RECOVERY' && event !== 'SIGNED_IN')) return;
        setSessionStatus(`Active session (${session.user.email ?? session.user.id})`);
        setAccountEmail(session.user.email ?? '');
        setLinkState({ kind: 'valid' });
      }));
    })().catch(() => undefined);
    return () => {
      active = false;
      subscription?.unsubscribe();
    };
  }, [link, readSession]);

  const onCheckSession = async () => {
    setBusy('check');
    setNotice(null);
    try {
      const session = await readSession();
      if (session && !done) setLinkState({ kind: 'valid' });
    } finally {
      setBusy(null);
    }
  };

  const onRecoverSession = async () => {
    setBusy('recover');
    setNotice(null);
    try {
      if (!link?.accessToken || !link.refreshToken) {
        const session = await readSession();
        if (session) {
          setLinkState({ kind: 'valid' });
          setNotice({ severity: 'success', text: ACCOUNT_MESSAGES.RESET_SESSION_RECOVERED });
        } else {
          setNotice({ severity: 'error', text: ACCOUNT_MESSAGES.RESET_NO_ACCESS_TOKEN });
        }
        return;
      }
      const { error } = await (await getSupabase()).auth.setSession({ access_token: link.accessToken, refresh_token: link.refreshToken });
      if (error) {
        setNotice({ severity: 'error', text: formatAccountMessage.resetRecoveryFailed(error.message) });
        return;
      }
      await readSession();
      setLinkState({ kind: 'valid' });
      setNotice({ severity: 'success', text: ACCOUNT_MESSAGES.RESET_SESSION_RECOVERED });
    } catch (err) {
      setNotice({ severity: 'error', text: formatAccountMessage.resetRecoveryError(err instanceof Error ? err.message : String(err)) });
    } finally {
      setBusy(null);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    // Until the link is checked the form posts itself: the gateway knows the session from this
    // browser's cookies (gateway/src/http/account-forms.ts).
    if (linkState.kind !== 'valid') return;
    event.preventDefault();
    const [password, confirmPassword] = [formValue(form, 'password'), formValue(form, 'confirm_password')];
    const errors = validateNewPassword({ password, confirmPassword });
    setFieldErrors(errors);
    setSubmitError(null);
    if (Object.keys(errors).length > 0) return;
    setBusy('submit');
    try {
      await (await accountActions()).updatePassword(password);
    } catch (err) {
      // The auth service rethrows its failures with the SPEC's text (an Error); so does accountActions.
      setSubmitError(err instanceof Error ? err.message : await failureText(err, (a) => a.mapAuthError(err)));
      setBusy(null);
      return;
    }
    // The new password is saved; signing out of this recovery session is best effort.
    await accountActions()
      .then((a) => a.signOut())
      .catch(() => undefined);
    setSessionStatus('No active session');
    setBusy(null);
    setDone(true);
  };

  return (
    <AuthCard title="Choose a new password" subtitle={`Your new password must be at least ${RESET_MIN_PASSWORD} characters long.`}>
      <Stack spacing={2.5}>
        {linkState.kind === 'invalid' && !done && (
          <AccountAlert severity="error" role="alert">
            {linkState.message}{' '}
            <Link component={AppLink} to="/forgot-password" color="inherit" sx={{ fontWeight: 600 }}>
              Request a new reset link
            </Link>
          </AccountAlert>
        )}
        {notice && (
          <AccountAlert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
            {notice.text}
          </AccountAlert>
        )}
        {done && (
          <AccountTimedRedirect to="/login" delayMs={RESET_REDIRECT_MS} destination="the sign-in page">
            {ACCOUNT_MESSAGES.RESET_SUCCESS}
          </AccountTimedRedirect>
        )}
        {/* Drawn (from the prerendered HTML) while the link is checked, so a member can type and submit at
            once and nothing moves when it turns out good; hidden when it does not (SPEC §2.3). */}
        {linkState.kind !== 'invalid' && !done && (
          <Box component="form" method="post" action={PATH} noValidate onSubmit={onSubmit} aria-label="Choose a new password" ref={form}>
            <Stack spacing={2.5}>
              {submitError && (
                <AccountAlert severity="error" role="alert">
                  {submitError}
                </AccountAlert>
              )}
              {/* Which account the new password is for: a password manager saves it there. */}
              <input type="email" name="username" autoComplete="username" value={accountEmail} readOnly hidden />
              <PasswordField label="New password" name="password" autoComplete="new-password" errorText={fieldErrors.password} />
              <PasswordField label="Confirm new password" name="confirm_password" autoComplete="new-password" errorText={fieldErrors.confirmPassword} />
              <Button type="submit" variant="contained" size="large" disabled={busy !== null} fullWidth>
                {busy === 'submit' ? 'Updating password...' : 'Update password'}
              </Button>
            </Stack>
          </Box>
        )}

        <Box component="section" aria-labelledby="reset-diagnostics" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, bgcolor: 'background.default' }}>
          <Typography id="reset-diagnostics" variant="subtitle2" component="h2" gutterBottom>
            Link diagnostics
          </Typography>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, columnGap: 2, rowGap: 0.5, fontSize: '0.875rem', '& dt': { color: 'text.secondary' }, '& dd': { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' } }}
          >
            <dt>URL</dt>
            <dd>{link ? link.url : '…'}</dd>
            <dt>Recovery type</dt>
            <dd>{yesNo(link?.recoveryType)}</dd>
            <dt>Access token</dt>
            <dd>{yesNo(link?.hasAccessToken)}</dd>
            <dt>Hash present</dt>
            <dd>{yesNo(link?.hasHash)}</dd>
            <dt>Session</dt>
            <dd>{sessionStatus}</dd>
            <dt>Error code</dt>
            <dd>{link ? (errorCode ?? link.errorCode ?? 'None') : '…'}</dd>
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5 }}>
            <Button size="small" variant="outlined" onClick={() => void onCheckSession()} disabled={busy !== null}>
              {busy === 'check' ? 'Checking...' : 'Check Session'}
            </Button>
            <Button size="small" variant="outlined" onClick={() => void onRecoverSession()} disabled={busy !== null || done}>
              {busy === 'recover' ? 'Recovering...' : 'Recover Session'}
            </Button>
          </Stack>
        </Box>
      </Stack>
    </AuthCard>
  );
}

/** A diagnostic's answer; '…' until the page knows its address (while it is hydrated). */
function yesNo(value: boolean | undefined): string {
  return value === undefined ? '…' : value ? 'Yes' : 'No';
}

export default ResetPasswordPage;
