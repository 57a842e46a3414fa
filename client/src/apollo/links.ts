import { ApolloLink, HttpLink } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { RetryLink } from '@apollo/client/link/retry';
import { Observable, type Subscription } from 'rxjs';
import { hasSessionCookie } from '../auth/cookie-names';
import { drawnAccessToken } from '../auth/initial-session';
import { getSupabase, authConfig, endLocalSession, loadedSupabase } from '../auth/supabase';
import { toApiError, isTimeoutError, TimeoutError } from '../errors/classify';

/** Same origin: the gateway serves the client, and `vite dev` proxies /graphql to it. */
export const GRAPHQL_PATH = '/graphql';

/** SPEC §7, §9. */
export const REQUEST_TIMEOUT_MS = 30_000;
export const MAX_RETRIES = 3;
export const RETRY_INITIAL_DELAY_MS = 1000;
export const RETRY_MAX_DELAY_MS = 10_000;

/** 1000, 2000, 4000 … ms before retry n (1-based), never more than 10 s. */
export function retryDelay(retry: number): number {
  return Math.min(RETRY_INITIAL_DELAY_MS * 2 ** (retry - 1), RETRY_MAX_DELAY_MS);
}

/**
 * The outcome of one refresh: a new access token; or none, because there was no session to
 * refresh, the auth service refused it (`rejected`: signed out elsewhere, password changed,
 * refresh token revoked), or could not be reached.
 */
export type Refreshed = { token: string; rejected?: never } | { token: null; rejected: boolean };

/** What the links need from the auth session; supabase-js by default, fakes in tests. */
export interface AuthSource {
  /** The current access token, or null when signed out. */
  accessToken(): Promise<string | null>;
  /** One refresh (SPEC §7: one session refresh on a 401). */
  refresh(): Promise<Refreshed>;
  /**
   * The API refused the token this tab sent and the one refresh was refused too: the session is
   * over. Forget it here (a local sign-out: the app then goes to /login and clears its cache).
   */
  endSession(): Promise<void>;
  /** The public client key sent as `apikey` (SPEC §6). */
  anonKey?: string;
}

export function supabaseAuthSource(): AuthSource {
  let refreshing: Promise<Refreshed> | null = null;
  return {
    anonKey: authConfig().anonKey,
    async accessToken() {
      // Until supabase-js has loaded, the first queries do not wait for it: a drawn page's token
      // answers while it is good, and without a session cookie nobody is signed in.
      const supabase = loadedSupabase();
      if (!supabase) {
        const drawn = drawnAccessToken();
        if (drawn) return drawn;
        if (!hasSessionCookie()) return null;
      }
      const { data } = await (supabase ?? (await getSupabase())).auth.getSession();
      return data.session?.access_token ?? null;
    },
    refresh() {
      // Many queries may fail at once with an expired token: share one refresh between them.
      refreshing ??= getSupabase()
        .then((supabase) => supabase.auth.refreshSession())
        .then(({ data, error }): Refreshed => {
          const token = error ? null : (data.session?.access_token ?? null);
          if (token) return { token };
          // supabase-js keeps a session whose refresh was refused while its access token has not
          // expired yet; the API has just refused that token, so it is over all the same. A
          // network failure or a 5xx (retryable) is not a verdict on the session.
          return { token: null, rejected: Boolean(error) && !isRetryableAuthFailure(error) };
        })
        .catch((): Refreshed => ({ token: null, rejected: false }))
        .finally(() => {
          refreshing = null;
        });
      return refreshing;
    },
    async endSession() {
      await endLocalSession();
    },
  };
}

/**
 * supabase-js's AuthRetryableFetchError (network failure, 5xx), recognised by name so this module
 * does not import supabase-js (it stays off the critical path, see auth/supabase.ts).
 */
const isRetryableAuthFailure = (error: unknown) => (error as { name?: unknown } | null)?.name === 'AuthRetryableFetchError';

export interface LinkOptions {
  auth?: AuthSource;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Replaces the SPEC delays (tests). */
  delay?: (retry: number) => number;
}

/**
 * The request pipeline, outermost first:
 *   classify (connection/CORS errors) → retry (network error or 5xx, SPEC §9 delays)
 *   → refresh-and-replay once on 401 → Bearer token from the supabase session → http (30 s timeout)
 * Retry sits outside refresh and auth so every attempt carries the newest token.
 */
export function createLink(options: LinkOptions = {}): ApolloLink {
  const auth = options.auth ?? supabaseAuthSource();
  const http = new HttpLink({
    uri: GRAPHQL_PATH,
    credentials: 'include',
    fetch: fetchWithTimeout(options.fetch ?? ((...args) => fetch(...args)), options.timeoutMs ?? REQUEST_TIMEOUT_MS),
  });
  return ApolloLink.from([classifyLink(), retryLink(options.delay ?? retryDelay), refreshOnUnauthenticatedLink(auth), authLink(auth), http]);
}

/** A fetch that gives up after `timeoutMs` with a TimeoutError, and still honours the caller's abort. */
export function fetchWithTimeout(fetchImpl: typeof fetch, timeoutMs: number): typeof fetch {
  return (input, init = {}) => {
    const controller = new AbortController();
    const outer = init.signal;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forward = () => controller.abort(outer?.reason);
    if (outer?.aborted) forward();
    else outer?.addEventListener('abort', forward, { once: true });
    return fetchImpl(input, { ...init, signal: controller.signal })
      .catch((error: unknown) => {
        if (timedOut) throw new TimeoutError(timeoutMs);
        throw error;
      })
      .finally(() => {
        clearTimeout(timer);
        outer?.removeEventListener('abort', forward);
      });
  };
}

function authLink(auth: AuthSource): ApolloLink {
  return new SetContextLink(async (prevContext) => {
    const token = await auth.accessToken();
    const headers: Record<string, string> = { ...(prevContext.headers as Record<string, string> | undefined) };
    if (auth.anonKey) headers.apikey = auth.anonKey;
    if (token) headers.authorization = `Bearer ${token}`;
    return { headers };
  });
}

const isUnauthenticatedError = (error: unknown) =>
  (ServerError.is(error) && error.statusCode === 401) ||
  (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED'));

const hasBearer = (operation: ApolloLink.Operation) =>
  /^Bearer\s/i.test(((operation.getContext().headers as Record<string, string> | undefined) ?? {}).authorization ?? '');

const isUnauthenticatedResult = (result: ApolloLink.Result) =>
  Array.isArray(result.errors) && result.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');

/**
 * SPEC §4 API auth: after a 401 (HTTP status, or a GraphQL UNAUTHENTICATED error) refresh the
 * session once and replay the request with the new token; if there is nothing to refresh, or the
 * replay fails too, the first answer passes on unchanged.
 *
 * When the request carried a token and the auth service refuses the refresh, the session has
 * ended elsewhere (signed out on another device, password changed, refresh token revoked): the
 * session is forgotten (the app then goes to /login with 'Your session has ended…' and clears
 * its cache) and the 401 is NOT passed on, so no screen shows an error box for a moment first.
 * The request stays unanswered until the cache reset cancels it or its screen unmounts.
 */
export function refreshOnUnauthenticatedLink(auth: AuthSource): ApolloLink {
  return new ApolloLink(
    (operation, forward) =>
      new Observable<ApolloLink.Result>((observer) => {
        let subscription: Subscription | null = null;
        let closed = false;
        let refreshing = false;

        const refreshThenReplay = (passOn: () => void) => {
          refreshing = true;
          subscription?.unsubscribe();
          const sentToken = hasBearer(operation);
          auth.refresh().then(
            (refreshed) => {
              if (closed) return;
              if (refreshed.token) subscription = forward(operation).subscribe(observer);
              else if (!refreshed.token && refreshed.rejected && sentToken) void auth.endSession().catch(() => undefined);
              else passOn();
            },
            () => {
              if (!closed) passOn();
            },
          );
        };

        subscription = forward(operation).subscribe({
          next: (result) => {
            if (!refreshing && isUnauthenticatedResult(result)) {
              refreshThenReplay(() => {
                observer.next(result);
                observer.complete();
              });
            } else {
              observer.next(result);
            }
          },
          error: (error: unknown) => {
            if (!refreshing && isUnauthenticatedError(error)) refreshThenReplay(() => observer.error(error));
            else observer.error(error);
          },
          // After a 401 the replay (or passing the 401 on) completes instead.
          complete: () => {
            if (!refreshing) observer.complete();
          },
        });

        return () => {
          closed = true;
          subscription?.unsubscribe();
        };
      }),
  );
}

function retryLink(delay: (retry: number) => number): ApolloLink {
  return new RetryLink({
    delay: (retry) => delay(retry),
    attempts: (retry, operation, error) => retry <= MAX_RETRIES && isRetryable(error, operation),
  });
}

/**
 * Network errors and 5xx are retried (SPEC §7). A mutation is retried only when the gateway
 * cannot have run it (unreachable, 502–504): replaying one that timed out could apply it twice.
 */
export function isRetryable(error: unknown, operation: ApolloLink.Operation): boolean {
  const isMutation = operation.query.definitions.some((d) => d.kind === 'OperationDefinition' && d.operation === 'mutation');
  if (ServerError.is(error)) {
    if (error.statusCode < 500) return false;
    return !isMutation || [502, 503, 504].includes(error.statusCode);
  }
  if (isTimeoutError(error)) return !isMutation;
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'TypeError';
}

/** Outermost: failures to reach the gateway become the SPEC §8 connection error; CORS is flagged. */
function classifyLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    return new Observable<ApolloLink.Result>((observer) => {
      const subscription = forward(operation).subscribe({
        next: (result) => observer.next(result),
        error: (error: unknown) => observer.error(toApiError(error)),
        complete: () => observer.complete(),
      });
      return () => subscription.unsubscribe();
    });
  });
}
