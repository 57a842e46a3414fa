import { SignJWT } from 'jose';
import { LOCAL_DEV_JWT_SECRET } from '../../gateway/src/config/config.js';

/**
 * Signs a Supabase-shaped access token (HS256, aud 'authenticated') the way the auth service does.
 * Tests use it to act as a given member; the running product only accepts tokens the auth service
 * issued (same secret).
 */
export async function signAccessToken(
  claims: { sub: string; email?: string; session_id?: string },
  opts: { secret?: string; expiresIn?: string | number; audience?: string } = {},
): Promise<string> {
  return new SignJWT({ email: claims.email, role: 'authenticated', session_id: claims.session_id })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setAudience(opts.audience ?? 'authenticated')
    .setIssuedAt()
    .setExpirationTime(opts.expiresIn ?? '1h')
    .sign(new TextEncoder().encode(opts.secret ?? LOCAL_DEV_JWT_SECRET));
}
