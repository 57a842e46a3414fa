import { importJWK, SignJWT, type CryptoKey, type JWK } from 'jose';
import type { DataSource } from 'typeorm';
import { createSigningKeyRing, generateSigningKey, type SigningKey, type SigningKeyRing } from '../../gateway/src/auth/gotrue/signing-keys.js';

/** The issuer of the test portals' built-in auth (SITE_URL unset: http://localhost:8000). */
export const TEST_ISSUER = 'http://localhost:8000/auth/v1';

const rings = new WeakMap<DataSource, SigningKeyRing>();

/** What signs: a portal's database (its current built-in auth key, created if missing) or a private JWK (AUTH_SIGNING_KEY). */
export type TokenSigner = DataSource | JWK;

async function keyOf(signer: TokenSigner): Promise<SigningKey> {
  if ('query' in signer && typeof signer.query === 'function') {
    const ds = signer as DataSource;
    let ring = rings.get(ds);
    if (!ring) rings.set(ds, (ring = createSigningKeyRing(ds)));
    ring.invalidate(); // a test may have rotated the key since
    return ring.current();
  }
  const jwk = signer as JWK;
  const alg = jwk.kty === 'RSA' ? 'RS256' : 'ES256';
  return { kid: jwk.kid!, alg, privateKey: (await importJWK({ ...jwk, alg }, alg)) as CryptoKey };
}

/** A fresh key pair that no portal knows (for "signed by a key not in the JWKS"). */
export async function unknownSigningKey(): Promise<{ key: SigningKey; publicJwk: JWK; privateJwk: JWK }> {
  const k = await generateSigningKey();
  return { key: { kid: k.kid, alg: k.alg, privateKey: (await importJWK(k.privateJwk, k.alg)) as CryptoKey }, publicJwk: k.publicJwk, privateJwk: k.privateJwk };
}

/**
 * Signs a Supabase-shaped access token (aud 'authenticated', ES256 with a kid) the way the
 * built-in auth service does: with the database's current signing key, so the portal on that
 * database accepts it. Options make the tokens the bad-input tests need: another key, an HS256
 * secret, another issuer, audience or expiry.
 */
export async function signAccessToken(
  signer: TokenSigner,
  claims: { sub: string; email?: string; session_id?: string; user_metadata?: Record<string, unknown> },
  opts: { expiresIn?: string | number; audience?: string; issuer?: string; key?: SigningKey; hs256Secret?: string } = {},
): Promise<string> {
  const jwt = new SignJWT({ email: claims.email, role: 'authenticated', session_id: claims.session_id, user_metadata: claims.user_metadata })
    .setSubject(claims.sub)
    .setIssuer(opts.issuer ?? TEST_ISSUER)
    .setAudience(opts.audience ?? 'authenticated')
    .setIssuedAt()
    .setExpirationTime(opts.expiresIn ?? '1h');
  if (opts.hs256Secret) return jwt.setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(opts.hs256Secret));
  const key = opts.key ?? (await keyOf(signer));
  return jwt.setProtectedHeader({ alg: key.alg, kid: key.kid, typ: 'JWT' }).sign(key.privateKey);
}
