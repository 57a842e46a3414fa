import { createRemoteJWKSet, decodeProtectedHeader, errors as joseErrors, jwtVerify, type CompactJWSHeaderParameters, type FlattenedJWSInput, type JWTVerifyGetKey } from 'jose';
import { LRUCache } from 'lru-cache';
import { DomainError } from '../errors/errors.js';
import { isUuid } from '../db/ids.js';
import { databaseUnavailable, isDatabaseUnavailable } from '../db/unavailable.js';

/** The claims the portal relies on in a Supabase-style access token. */
export interface AccessClaims {
  sub: string;
  email?: string;
  role?: string;
  session_id?: string;
  exp?: number;
  /** What the user gave at sign-up (Supabase `options.data`), unverified: never used for access. */
  user_metadata?: Record<string, unknown>;
}

/** Asymmetric algorithms Supabase signing keys (and the built-in /auth/v1) use. */
export const ASYMMETRIC_ALGORITHMS = ['ES256', 'RS256'];

export interface TokenVerifierOptions {
  /** The `iss` every token must carry: `<SUPABASE_URL>/auth/v1`, or `<SITE_URL>/auth/v1` for the built-in auth. */
  issuer: string;
  /** Looks up the public key for a token's `kid` (a remote JWKS, or the built-in auth's key ring). */
  keys: JWTVerifyGetKey;
  /** The legacy HS256 JWT secret (SUPABASE_JWT_SECRET); without it HS256 tokens are refused. */
  hs256Secret?: string;
}

/**
 * Verifies access tokens the way hosted Supabase issues them today (issue #17 item 5): ES256/RS256
 * against the signing keys' JWKS, or HS256 with the legacy JWT secret when — and only when — one is
 * configured; issuer and audience ('authenticated') checked; `alg: none`, unknown `kid`s, other
 * algorithms and expired tokens refused. Any failure is one UNAUTHENTICATED error; the reason is
 * not echoed to the caller.
 */
export function createTokenVerifier(opts: TokenVerifierOptions) {
  const secret = opts.hs256Secret ? new TextEncoder().encode(opts.hs256Secret) : undefined;
  // A member's browser sends the same token with every request until it is refreshed: the
  // signature is checked once, and the verified claims are kept (keyed by the whole token) with the
  // key that verified them, until the token expires. A hit still looks the key up: a key that was
  // retired and unpublished, or replaced by a JWKS refresh, is a miss, and the token is verified
  // again against what is published now.
  const verified = new LRUCache<string, { claims: AccessClaims; key: unknown }>({ max: VERIFIED_TOKENS_MAX });
  return async function verifyAccessToken(token: string): Promise<AccessClaims> {
    try {
      const header = decodeProtectedHeader(token);
      const hs256 = header.alg === 'HS256' && secret !== undefined;
      const keyFor = async () => (hs256 ? secret : opts.keys(header as CompactJWSHeaderParameters, tokenParts(token)));
      const hit = verified.get(token);
      if (hit && hit.claims.exp !== undefined && hit.claims.exp * 1000 > Date.now() && hit.key === (await keyFor())) return hit.claims;
      const common = { issuer: opts.issuer, audience: 'authenticated' };
      let key: unknown;
      const { payload } = hs256
        ? await jwtVerify(token, secret, { ...common, algorithms: ['HS256'] })
        : await jwtVerify(token, async (h, t) => (key = await opts.keys(h, t)), { ...common, algorithms: ASYMMETRIC_ALGORITHMS });
      if (typeof payload.sub !== 'string' || !isUuid(payload.sub)) throw new Error('subject is not a user id');
      const claims = Object.freeze(payload) as AccessClaims;
      if (claims.exp !== undefined) verified.set(token, { claims, key: hs256 ? secret : key }, { ttl: Math.max(claims.exp * 1000 - Date.now(), 1) });
      return claims;
    } catch (err) {
      // The project's JWKS could not be fetched (hosted Supabase unreachable): not the caller's fault.
      if (err instanceof joseErrors.JWKSTimeout || (err instanceof TypeError && /fetch/i.test(err.message))) throw new DomainError('SERVICE_UNAVAILABLE');
      // The built-in auth's key ring is read from PostgreSQL (after a notification gap, a rotation or
      // an unknown kid): a database that is down is a 503 like everywhere else, not a bad token.
      if (isDatabaseUnavailable(err)) throw databaseUnavailable();
      const expired = err instanceof joseErrors.JWTExpired;
      throw new DomainError('UNAUTHENTICATED', expired ? 'Your session has expired. Please log in again.' : 'Invalid access token.');
    }
  };
}

/** How many verified tokens a gateway remembers (about 1 KB each): the most recently used. */
const VERIFIED_TOKENS_MAX = 5_000;

/** A compact JWS as the flattened input jose passes to a key lookup. */
function tokenParts(token: string): FlattenedJWSInput {
  const [protectedHeader, payload, signature] = token.split('.');
  return { protected: protectedHeader, payload, signature };
}

export type TokenVerifier = ReturnType<typeof createTokenVerifier>;

/**
 * A hosted Supabase project's signing keys: `<SUPABASE_URL>/auth/v1/.well-known/jwks.json`, fetched
 * on first use, cached for 10 minutes, and fetched again when a token names an unknown `kid`
 * (at most once per 30 s), so a key rotation in the Supabase dashboard needs no restart.
 */
export function supabaseJwks(supabaseUrl: string, opts: { cooldownMs?: number; cacheMaxAgeMs?: number; timeoutMs?: number } = {}): JWTVerifyGetKey {
  return createRemoteJWKSet(new URL('auth/v1/.well-known/jwks.json', `${supabaseUrl.replace(/\/$/, '')}/`), {
    cooldownDuration: opts.cooldownMs ?? 30_000,
    cacheMaxAge: opts.cacheMaxAgeMs ?? 600_000,
    timeoutDuration: opts.timeoutMs ?? 5_000,
  });
}

/** `Authorization: Bearer <token>` → token, or undefined when absent. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw new DomainError('UNAUTHENTICATED', 'The Authorization header must be "Bearer <access token>".');
  return match[1];
}
