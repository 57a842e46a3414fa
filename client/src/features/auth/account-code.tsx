import { Suspense, useEffect, type ComponentProps } from 'react';
import type { AlertProps } from '@mui/material/Alert';
import { lazy } from '../../app/lazy-page';
import { whenIdle } from '../../app/when-idle';
import { ACCOUNT_FORM_MESSAGES } from '../../errors/account-form-messages';

/*
 * The account screens' code that is not needed to show and fill in the form (issue #12: public
 * pages ≤ 150 KB of JavaScript before they work): what they do on submit (./account-actions.ts:
 * the auth service and the texts for its failures) and what shows the outcome (MUI's Alert, the
 * timed redirect after signing up). They load once the page is idle after it has become
 * interactive, so they are there by the time anyone submits; a submit before that waits for them.
 * client/vite.config.ts keeps these modules out of the member app's core chunk.
 */

type AccountActions = typeof import('./account-actions');

const loadActions = () => import('./account-actions');
// Rendered at once when preloaded (app/lazy-page.tsx); only a render before that suspends.
const LazyAlert = lazy(() => import('@mui/material/Alert'));
const LazyTimedRedirect = lazy(() => import('../../components/TimedRedirect').then((m) => ({ default: m.TimedRedirect })));

/** The account actions' code could not be fetched (the connection is down, or a deploy removed it). */
class AccountCodeUnavailable extends Error {
  constructor(cause: unknown) {
    super(ACCOUNT_FORM_MESSAGES.CONNECTION_ERROR, { cause });
    this.name = 'AccountCodeUnavailable';
  }
}

/** The account actions (at once when the page has preloaded them). */
export async function accountActions(): Promise<AccountActions> {
  try {
    return await loadActions();
  } catch (err) {
    throw new AccountCodeUnavailable(err);
  }
}

/**
 * The text for a failed account action: the connection message when the actions' code could not be
 * fetched, else what `describe` makes of the error with the (then loaded) actions' texts.
 */
export async function failureText(err: unknown, describe: (actions: AccountActions) => string): Promise<string> {
  if (err instanceof AccountCodeUnavailable) return ACCOUNT_FORM_MESSAGES.CONNECTION_ERROR;
  try {
    return describe(await loadActions());
  } catch {
    return ACCOUNT_FORM_MESSAGES.CONNECTION_ERROR;
  }
}

/** MUI's Alert, loaded with the account actions; nothing is shown until it has loaded. */
export function AccountAlert(props: AlertProps) {
  return (
    <Suspense fallback={null}>
      <LazyAlert {...props} />
    </Suspense>
  );
}

/** components/TimedRedirect.tsx, loaded with the account actions. */
export function AccountTimedRedirect(props: ComponentProps<typeof LazyTimedRedirect>) {
  return (
    <Suspense fallback={null}>
      <LazyTimedRedirect {...props} />
    </Suspense>
  );
}

/** Loads everything above (resolves once it has loaded, or could not be). */
export function preloadAccountCode(): Promise<void> {
  return Promise.all([loadActions(), LazyAlert.preload(), LazyTimedRedirect.preload()]).then(
    () => undefined,
    () => undefined,
  );
}

/** Preloads the account screens' submit code when the browser is idle (2 s at the latest). */
export function usePreloadAccountCode(): void {
  useEffect(() => whenIdle(() => void preloadAccountCode(), 2000), []);
}
