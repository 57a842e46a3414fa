// HTTP requests to the gateways, and what their answers may never contain.
import http from 'node:http';
import { BASE } from './settings.js';

export const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

export interface Outcome {
  status?: number;
  body?: string;
  /** Network error code when there was no (complete) response: ECONNREFUSED, ECONNRESET, TIMEOUT… */
  error?: string;
  started: number;
  ended: number;
}

export function request(method: string, p: string, opts: { body?: unknown; token?: string; agent?: http.Agent | false; timeoutMs?: number; base?: string } = {}): Promise<Outcome> {
  const started = Date.now();
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve) => {
    let settled = false;
    const done = (o: Omit<Outcome, 'started' | 'ended'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...o, started, ended: Date.now() });
    };
    const req = http.request(
      `${opts.base ?? BASE}${p}`,
      {
        method,
        agent: opts.agent ?? agent,
        headers: {
          accept: 'application/json',
          ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done({ status: res.statusCode, body: Buffer.concat(chunks).toString() }));
        res.on('error', (err: NodeJS.ErrnoException) => done({ error: `TRUNCATED(${err.code ?? err.message})` }));
        res.on('aborted', () => done({ error: 'TRUNCATED' }));
      },
    );
    req.setTimeout(opts.timeoutMs ?? 30_000, () => {
      done({ error: 'TIMEOUT' });
      req.destroy();
    });
    req.on('error', (err: NodeJS.ErrnoException) => done({ error: err.code ?? err.message }));
    req.end(payload);
  });
}

/** A request on a new connection of its own (never queued behind the load's sockets). */
export const probe = (p: string, timeoutMs = 2_000) => request('GET', p, { agent: false, timeoutMs });

export const json = (body: string | undefined): any => {
  try {
    return body ? JSON.parse(body) : undefined;
  } catch {
    return undefined;
  }
};

/** Stack frames, driver or SQL text: nothing of the kind may reach a client. */
export const LEAK = /\n\s+at |node_modules|ECONNREFUSED|QueryFailedError|\bSELECT\b|\bINSERT\b|\bDELETE FROM\b|postgres|stack/i;
