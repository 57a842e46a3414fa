import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApolloClient, gql, InMemoryCache } from '@apollo/client';
import { ApiError, TimeoutError } from '../errors/classify';
import { MESSAGES } from '../errors/messages';
import { createLink, retryDelay, type AuthSource } from './links';

const QUERY = gql`
  query Probe {
    probe
  }
`;
const MUTATION = gql`
  mutation Poke {
    poke
  }
`;

const GQL_JSON = { 'content-type': 'application/graphql-response+json; charset=utf-8' };
const ok = () => new Response(JSON.stringify({ data: { probe: 'ok' } }), { status: 200, headers: GQL_JSON });
const unauthenticatedGraphQL = () =>
  new Response(JSON.stringify({ errors: [{ message: 'Authentication required. Please log in.', extensions: { code: 'UNAUTHENTICATED' } }], data: null }), {
    status: 401,
    headers: GQL_JSON,
  });
const plain = (status: number, body = 'oops') => new Response(body, { status, headers: { 'content-type': 'text/plain' } });

function fakeAuth(
  tokens: { current: string | null; next: string | null },
  { rejected = false } = {},
): AuthSource & { refresh: ReturnType<typeof vi.fn>; endSession: ReturnType<typeof vi.fn> } {
  return {
    anonKey: 'anon-key',
    accessToken: async () => tokens.current,
    refresh: vi.fn(async () => {
      if (!tokens.next) return { token: null, rejected };
      tokens.current = tokens.next;
      return { token: tokens.next };
    }),
    endSession: vi.fn(async () => {
      tokens.current = null;
    }),
  };
}

function setup(responses: Array<Response | Error | ((init: RequestInit) => Promise<Response>)>, auth: AuthSource = fakeAuth({ current: 'token-1', next: 'token-2' })) {
  const calls: { headers: Headers; at: number }[] = [];
  const start = Date.now();
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ headers: new Headers(init.headers), at: Date.now() - start });
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    if (next instanceof Error) throw next;
    if (typeof next === 'function') return next(init);
    return next;
  });
  const client = new ApolloClient({ link: createLink({ auth, fetch: fetchMock as typeof fetch }), cache: new InMemoryCache() });
  return { client, calls, fetchMock };
}

describe('retry delays (SPEC §7, §9)', () => {
  it('are 1000, 2000, 4000 ms, doubling, capped at 10000 ms', () => {
    expect([1, 2, 3, 4, 5].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 10000]);
  });
});

describe('the Apollo link chain', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the access token as a Bearer token and the public key as apikey', async () => {
    const { client, calls } = setup([ok()]);
    const result = await client.query({ query: QUERY });
    expect(result.data).toEqual({ probe: 'ok' });
    expect(calls[0].headers.get('authorization')).toBe('Bearer token-1');
    expect(calls[0].headers.get('apikey')).toBe('anon-key');
  });

  it('sends no Authorization header when signed out', async () => {
    const { client, calls } = setup([ok()], fakeAuth({ current: null, next: null }));
    await client.query({ query: QUERY });
    expect(calls[0].headers.has('authorization')).toBe(false);
  });

  it('refreshes once on a 401 and replays the request with the new token', async () => {
    const auth = fakeAuth({ current: 'expired', next: 'fresh' });
    const { client, calls } = setup([plain(401, '{"error":{"code":"UNAUTHENTICATED"}}'), ok()], auth);
    const result = await client.query({ query: QUERY });
    expect(result.data).toEqual({ probe: 'ok' });
    expect(auth.refresh).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => c.headers.get('authorization'))).toEqual(['Bearer expired', 'Bearer fresh']);
  });

  it('treats a GraphQL UNAUTHENTICATED answer like a 401, and passes the second one on', async () => {
    const auth = fakeAuth({ current: 'expired', next: 'still-bad' });
    const { client, calls } = setup([unauthenticatedGraphQL(), unauthenticatedGraphQL()], auth);
    await expect(client.query({ query: QUERY })).rejects.toMatchObject({ errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
    expect(auth.refresh).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
  });

  it('passes a 401 on unchanged when there is no session to refresh', async () => {
    const auth = fakeAuth({ current: null, next: null });
    const { client, calls } = setup([unauthenticatedGraphQL()], auth);
    await expect(client.query({ query: QUERY })).rejects.toMatchObject({ errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
    expect(auth.refresh).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);
  });

  it('ends the session when the auth service refuses the refresh, without passing the 401 on', async () => {
    const auth = fakeAuth({ current: 'revoked', next: null }, { rejected: true });
    const { client, calls } = setup([unauthenticatedGraphQL()], auth);
    const settled = vi.fn();
    client.query({ query: QUERY }).then(settled, settled);
    await vi.waitFor(() => expect(auth.endSession).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(60_000);
    // No error reaches the screen (it would flash an error box before the redirect to /login).
    expect(settled).not.toHaveBeenCalled();
    expect(auth.refresh).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);
    // The app's sign-out clears the store, which cancels the request.
    await client.clearStore();
    await vi.waitFor(() => expect(settled).toHaveBeenCalled());
  });

  it('keeps the session when the refresh could not reach the auth service, and passes the 401 on', async () => {
    const auth = fakeAuth({ current: 'expired', next: null }, { rejected: false });
    const { client } = setup([unauthenticatedGraphQL()], auth);
    await expect(client.query({ query: QUERY })).rejects.toMatchObject({ errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
    expect(auth.endSession).not.toHaveBeenCalled();
  });

  it('does not end anything for a request sent without a token (a signed-out visitor)', async () => {
    const auth = fakeAuth({ current: null, next: null }, { rejected: true });
    const { client } = setup([unauthenticatedGraphQL()], auth);
    await expect(client.query({ query: QUERY })).rejects.toMatchObject({ errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
    expect(auth.endSession).not.toHaveBeenCalled();
  });

  it('retries a 5xx up to 3 times after 1000, 2000 and 4000 ms, then reports a connection error', async () => {
    const { client, calls } = setup([plain(503), plain(502), plain(500), plain(504)]);
    const outcome = client.query({ query: QUERY }).then(
      () => null,
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(calls).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls).toHaveLength(4);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: MESSAGES.CONNECTION_ERROR, isConnectionError: true, isCorsError: false });
    expect(calls.map((c) => c.at)).toEqual([0, 1000, 3000, 7000]);
  });

  it('retries a network failure and succeeds when the server answers', async () => {
    const { client, calls } = setup([new TypeError('Failed to fetch'), ok()]);
    const outcome = client.query({ query: QUERY });
    await vi.advanceTimersByTimeAsync(1000);
    expect((await outcome).data).toEqual({ probe: 'ok' });
    expect(calls).toHaveLength(2);
  });

  it('does not retry a 4xx', async () => {
    const { client, calls } = setup([plain(400, 'bad')]);
    await expect(client.query({ query: QUERY })).rejects.toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('gives up on a request after 30 s and retries it; a timed-out mutation is not replayed', async () => {
    const hang = (init: RequestInit) =>
      new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    const query = setup([hang, ok()]);
    const outcome = query.client.query({ query: QUERY });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(query.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect((await outcome).data).toEqual({ probe: 'ok' });

    const mutation = setup([hang]);
    const failed = mutation.client.mutate({ mutation: MUTATION }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(30_000);
    const error = await failed;
    expect(mutation.calls).toHaveLength(1);
    expect(error).toMatchObject({ isConnectionError: true, message: MESSAGES.CONNECTION_ERROR });
    expect((error as ApiError).cause).toBeInstanceOf(TimeoutError);
  });

  it('flags a failure that mentions CORS as a CORS error', async () => {
    const corsFailure = new TypeError('Failed to fetch: blocked by CORS policy');
    const { client } = setup([corsFailure, corsFailure, corsFailure, corsFailure]);
    const failed = client.query({ query: QUERY }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await failed).toMatchObject({ isConnectionError: true, isCorsError: true });
  });
});
