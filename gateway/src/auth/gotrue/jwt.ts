import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { authErrors } from './errors.js';
import { appMetadata, userMetadata, type AuthUserRow } from './users.js';
import { isUuid } from '../../db/ids.js';

/** Access tokens live one hour (GoTrue's JWT_EXP default; the client refreshes 90 s before). */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;

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

const keyCache = new Map<string, Uint8Array>();
function keyFor(secret: string): Uint8Array {
  let key = keyCache.get(secret);
  if (!key) keyCache.set(secret, (key = new TextEncoder().encode(secret)));
  return key;
}

/** An HS256 access token with the claims of contract §3 (what hosted GoTrue issues). */
export async function signAccessToken(opts: {
  secret: string;
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
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(opts.issuer)
    .setSubject(opts.user.id)
    .setAudience('authenticated')
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(keyFor(opts.secret));
  return { token, expiresAt: exp };
}

/**
 * Verifies a user's Bearer token the way GoTrue's /user, PUT /user and /logout do (contract §2.9):
 * bad signature, malformed or expired → 403 bad_jwt; wrong audience → 400 validation_failed;
 * a subject that is not a user id → 400 bad_jwt.
 */
export async function verifyUserToken(secret: string, token: string): Promise<UserClaims> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keyFor(secret), { algorithms: ['HS256'] }));
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw authErrors.badJwt('token has invalid claims: token is expired');
    if (err instanceof joseErrors.JWSSignatureVerificationFailed) throw authErrors.badJwt('signature is invalid');
    if (err instanceof joseErrors.JWTClaimValidationFailed) throw authErrors.badJwt(`token has invalid claims: ${err.message}`);
    throw authErrors.badJwt('token is malformed');
  }
  const aud = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (!aud.includes('authenticated')) throw authErrors.audienceMismatch();
  if (!isUuid(payload.sub)) throw authErrors.badJwt('invalid claim: sub claim must be a UUID', 400);
  return payload as UserClaims;
}
