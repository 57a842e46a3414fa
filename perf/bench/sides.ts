// The two sides of a bench case (its GraphQL request and its REST twin), the access tokens they
// carry, and the single requests that check an answer before it is measured.
import http from 'node:http';
import type { BenchCase } from './cases.js';

export interface Side {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

const tokens = new Map<string, string>();

/** The member id (`sub`) of the access token in the headers. */
export function viewerIdOf(headers: Record<string, string>): string {
  const token = headers.Authorization?.replace(/^Bearer /, '');
  if (!token) throw new Error('a floor needs a signed-in case (signInAs)');
  return (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { sub: string }).sub;
}

/** An access token for the case's account, from the gateway's /auth/v1 (once per account). */
export async function authHeaders(base: string, c: BenchCase): Promise<Record<string, string>> {
  if (!c.signInAs) return {};
  if (process.env.BENCH_TOKEN) return { Authorization: `Bearer ${process.env.BENCH_TOKEN}` };
  let token = tokens.get(c.signInAs.email);
  if (!token) {
    const res = await fetchRetrying(`${base}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: process.env.SUPABASE_ANON_KEY || 'local-dev-anon-key' },
      body: JSON.stringify(c.signInAs),
    });
    if (!res.ok) throw new Error(`sign-in as ${c.signInAs.email} failed: ${res.status} ${await res.text()}`);
    token = ((await res.json()) as { access_token: string }).access_token;
    tokens.set(c.signInAs.email, token);
  }
  return { Authorization: `Bearer ${token}` };
}

export function sides(base: string, c: BenchCase, headers: Record<string, string>): { graphql: Side; rest: Side } {
  return {
    graphql: {
      url: `${base}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify({ query: c.graphql.query, variables: c.graphql.variables }),
    },
    rest: {
      url: `${base}${c.rest.path}`,
      method: c.rest.method,
      headers: {
        accept: 'application/json',
        ...(c.rest.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: c.rest.body === undefined ? undefined : JSON.stringify(c.rest.body),
    },
  };
}

/**
 * fetch, once more on a dropped connection: a case's prepare step can block the event loop long
 * enough (the importer runs synchronously) for the gateway to close an idle keep-alive socket.
 */
async function fetchRetrying(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (err) {
    if (!(err instanceof TypeError)) throw err;
    return fetch(url, init);
  }
}

/** What the last check saw in X-Cache (the response cache: "hit", "miss", or null when not involved). */
export let lastXCache: string | null = null;

// One request per side first: measuring error responses would produce meaningless numbers.
export async function check(name: string, transport: string, side: Side): Promise<unknown> {
  const res = await fetchRetrying(side.url, { method: side.method, headers: side.headers, body: side.body });
  lastXCache = res.headers.get('x-cache');
  const text = await res.text();
  let json: { errors?: unknown } | undefined;
  try {
    json = JSON.parse(text) as { errors?: unknown };
  } catch {
    json = undefined;
  }
  if (!res.ok || (transport === 'GraphQL' && json?.errors)) {
    throw new Error(`${name} / ${transport}: ${side.method} ${side.url} answered ${res.status}: ${text.slice(0, 500)}`);
  }
  return json;
}

/** One request with exactly these headers (fetch adds its own Accept-Encoding and decodes): status and wire bytes. */
export function rawRequest(side: Side, headers: Record<string, string>): Promise<{ status: number; encoding?: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = http.request(side.url, { method: side.method, headers: { ...side.headers, ...headers } }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => (bytes += c.length));
      res.on('end', () => resolve({ status: res.statusCode!, encoding: res.headers['content-encoding'], bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(side.body);
  });
}
