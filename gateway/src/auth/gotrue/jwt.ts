import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { authErrors } from './errors.js';
import type { SigningKey } from './signing-keys.js';
import { appMetadata, userMetadata, type AuthUserRow } from './users.js';
import { isUuid } from '../../db/ids.js';

/** Access tokens live one hour (GoTrue's JWT_EXP default; the client refreshes 90 s before). */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;
/** What the built-in auth signs with (its keys are ES256 unless AUTH_SIGNING_KEY is RSA). */
export const SIGNING_ALGORITHMS = ['ES256', 'RS256'];

export interface Amr {
  method: string;
  timestamp: number;
}

export interface UserClaims extends JWTPayload {
  sub: string;
  aud: string;
  email?: string;
  role?: string;
  session_id?: string;
}

export { isUuid };

/** An access token with the claims of contract §3 (what hosted GoTrue issues), signed with the current asymmetric key. */
export async function signAccessToken(opts: {
  key: SigningKey;
  issuer: string;
  user: AuthUserRow;
  sessionId: string;
  amr: Amr[];
  now?: number;
}): Promise<{ token: string; expiresAt: number }> {
  const iat = opts.now ?? Math.floor(Date.now() / 1000);
  const exp = iat + ACCESS_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({
    email: opts.user.email,
    phone: '',
    app_metadata: appMetadata(opts.user),
    user_metadata: userMetadata(opts.user),
    role: 'authenticated',
    aal: 'aal1',
    amr: opts.amr,
    session_id: opts.sessionId,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: opts.key.alg, kid: opts.key.kid, typ: 'JWT' })
    .setIssuer(opts.issuer)
    .setSubject(opts.user.id)
    .setAudience('authenticated')
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(opts.key.privateKey);
  return { token, expiresAt: exp };
}

/**
 * Verifies a user's Bearer token the way GoTrue's /user, PUT /user and /logout do (contract §2.9):
 * bad signature, unknown key, wrong issuer, malformed or expired → 403 bad_jwt; wrong audience →
 * 400 validation_failed; a subject that is not a user id → 400 bad_jwt.
 */
export async function verifyUserToken(keys: { getKey: JWTVerifyGetKey; issuer: string }, token: string): Promise<UserClaims> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keys.getKey, { algorithms: SIGNING_ALGORITHMS, issuer: keys.issuer }));
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw authErrors.badJwt('token has invalid claims: token is expired');
    if (err instanceof joseErrors.JWSSignatureVerificationFailed) throw authErrors.badJwt('signature is invalid');
    if (err instanceof joseErrors.JWTClaimValidationFailed) throw authErrors.badJwt(`token has invalid claims: ${err.message}`);
    if (err instanceof Error && err.name === 'UnknownKeyError') throw authErrors.badJwt('signing key is not known');
    throw authErrors.badJwt('token is malformed');
  }
  const aud = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (!aud.includes('authenticated')) throw authErrors.audienceMismatch();
  if (!isUuid(payload.sub)) throw authErrors.badJwt('invalid claim: sub claim must be a UUID', 400);
  return payload as UserClaims;
}
