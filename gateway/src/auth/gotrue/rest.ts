import express, { type NextFunction, type Request, type Response } from 'express';
import { errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { DataSource } from 'typeorm';
import type { Logger } from '../../config/logger.js';
import { isUuid, SIGNING_ALGORITHMS } from './jwt.js';
import { sameSecret } from '../same-secret.js';
import { requireApiKey } from './router.js';
import { sessionExists } from './sessions.js';

/** A PostgREST-shaped error body (what postgrest-js hands back as `error`). */
function pgrstError(res: Response, status: number, code: string, message: string, hint: string | null = null) {
  res.status(status).json({ code, details: null, hint, message });
}

class JwtError extends Error {}

/**
 * The one PostgREST read the client makes (contract §4, the login page's "Run Diagnostics"):
 * `GET /rest/v1/users?select=*&limit=1`. Row-level-security equivalent: a signed-in caller sees
 * only their own row (id, email, created_at); the anon key sees no rows; a bad JWT is 401 PGRST301.
 */
export function createRestDiagnosticRouter(opts: { dataSource: DataSource; anonKey: string; keys: JWTVerifyGetKey; issuer: string; log: Logger }) {
  const router = express.Router();

  router.use(
    requireApiKey(
      opts.anonKey,
      (res) => pgrstError(res, 401, 'no_api_key', 'No API key found in request', 'No `apikey` request header or url param was found.'),
      (res) => pgrstError(res, 401, 'invalid_api_key', 'Invalid API key', 'Double check your Supabase `anon` or `service_role` API key.'),
    ),
  );

  /** The caller's user id, or null for the anonymous role. */
  async function callerId(req: Request): Promise<string | null> {
    const header = req.headers.authorization;
    if (!header) return null;
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) throw new JwtError('Authorization header must be "Bearer <JWT>"');
    if (sameSecret(match[1], opts.anonKey)) return null;
    let payload;
    try {
      ({ payload } = await jwtVerify(match[1], opts.keys, { algorithms: SIGNING_ALGORITHMS, issuer: opts.issuer }));
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) throw new JwtError('JWT expired');
      if (err instanceof joseErrors.JWSSignatureVerificationFailed) throw new JwtError('JWSError JWSInvalidSignature');
      throw new JwtError('JWT could not be decoded');
    }
    if (payload.role === 'anon') return null;
    if (payload.role !== 'authenticated' || !isUuid(payload.sub)) throw new JwtError('JWT role or subject is not valid');
    const sessionId = payload.session_id;
    if (sessionId !== undefined && (!isUuid(sessionId) || !(await sessionExists(opts.dataSource, sessionId, payload.sub)))) {
      throw new JwtError('JWT session has ended');
    }
    return payload.sub;
  }

  router.get('/users', async (req, res) => {
    let id: string | null;
    try {
      id = await callerId(req);
    } catch (err) {
      if (err instanceof JwtError) return pgrstError(res, 401, 'PGRST301', err.message);
      throw err;
    }
    const rawLimit = typeof req.query.limit === 'string' ? Number(req.query.limit) : undefined;
    const limit = rawLimit !== undefined && Number.isInteger(rawLimit) && rawLimit >= 0 ? rawLimit : undefined;
    const rows: { id: string; email: string; created_at: Date }[] =
      id && limit !== 0 ? await opts.dataSource.query('SELECT id, email, created_at FROM auth_users WHERE id = $1', [id]) : [];
    res.setHeader('Content-Range', rows.length ? `0-${rows.length - 1}/*` : '*/*');
    res.json(rows.map((r) => ({ id: r.id, email: r.email, created_at: r.created_at.toISOString() })));
  });

  router.use((req, res) => {
    const table = req.path.split('/')[1] || '';
    pgrstError(res, 404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`);
  });

  router.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) return;
    if ((err as { type?: string }).type === 'entity.parse.failed') return pgrstError(res, 400, 'PGRST102', 'Empty or invalid json');
    opts.log.error(`rest diagnostic: unhandled error on ${req.method} ${req.path}`, err);
    pgrstError(res, 500, 'XX000', 'Unexpected failure');
  });
  return router;
}
