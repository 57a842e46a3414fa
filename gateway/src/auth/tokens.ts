import { errors as joseErrors, jwtVerify } from 'jose';
import { DomainError } from '../errors/errors.js';
import { isUuid } from '../db/ids.js';

/** The claims the portal relies on in a Supabase-style access token. */
export interface AccessClaims {
  sub: string;
  email?: string;
  role?: string;
  session_id?: string;
  exp?: number;
}


/**
 * Verifies an HS256 access token signed with SUPABASE_JWT_SECRET (hosted Supabase or the built-in
 * /auth/v1 sign the same way). Any failure — malformed, expired, wrong key, wrong audience —
 * is one UNAUTHENTICATED error; the reason is not echoed to the caller.
 */
export function createTokenVerifier(secret: string) {
  const key = new TextEncoder().encode(secret);
  return async function verifyAccessToken(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], audience: 'authenticated' });
      if (typeof payload.sub !== 'string' || !isUuid(payload.sub)) throw new Error('subject is not a user id');
      return payload as AccessClaims;
    } catch (err) {
      const expired = err instanceof joseErrors.JWTExpired;
      throw new DomainError('UNAUTHENTICATED', expired ? 'Your session has expired. Please log in again.' : 'Invalid access token.');
    }
  };
}

export type TokenVerifier = ReturnType<typeof createTokenVerifier>;

/** `Authorization: Bearer <token>` → token, or undefined when absent. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw new DomainError('UNAUTHENTICATED', 'The Authorization header must be "Bearer <access token>".');
  return match[1];
}
