import { createGraphiQLFetcher, type Fetcher } from '@graphiql/toolkit';

/**
 * The playground's fetcher: always this origin's /graphql (never another origin, whatever is typed
 * in the editors), with the signed-in member's access token added as Authorization unless the
 * Headers tab sets one itself.
 */
export function playgroundFetcher(accessToken: () => Promise<string | null>, origin = window.location.origin): Fetcher {
  const url = new URL('/graphql', origin).href;
  // globalThis.fetch looked up per request (the toolkit would keep the one it saw first).
  const base = createGraphiQLFetcher({ url, fetch: (input, init) => globalThis.fetch(input, init) });
  return async (params, opts) => {
    const headers: Record<string, unknown> = { ...(opts?.headers ?? {}) };
    const own = Object.keys(headers).some((k) => k.toLowerCase() === 'authorization');
    if (!own) {
      const token = await accessToken();
      if (token) headers.Authorization = `Bearer ${token}`;
    }
    return base(params, { ...opts, headers });
  };
}
