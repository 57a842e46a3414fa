import { generateKeyPair, SignJWT, type JWTVerifyGetKey } from 'jose';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/errors.js';
import { createTokenVerifier } from './tokens.js';

// The verifier remembers tokens it has verified (a member's browser sends the same one with every
// request): what it remembers must never outlive the token or the key that signed it.

const ISSUER = 'http://localhost/auth/v1';
const SUB = 'd0000000-0000-4000-8000-000000000001';

async function keyPair(kid: string) {
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
  return { kid, publicKey, privateKey };
}

const sign = (key: { kid: string; privateKey: CryptoKey }, expiresInSeconds: number) =>
  new SignJWT({ email: 'member@example.org', session_id: 'e0000000-0000-4000-8000-000000000001' })
    .setProtectedHeader({ alg: 'ES256', kid: key.kid })
    .setSubject(SUB)
    .setIssuer(ISSUER)
    .setAudience('authenticated')
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
    .sign(key.privateKey);

/** A key ring whose published keys the test changes. */
function ring(keys: Map<string, CryptoKey>) {
  const getKey: JWTVerifyGetKey = async (header) => {
    const key = header.kid ? keys.get(header.kid) : undefined;
    if (!key) throw new Error('unknown kid');
    return key;
  };
  return getKey;
}

/** A verifier over a ring publishing key `a`, and a token of `a` it has verified once. */
async function verifiedOnce(expiresInSeconds = 3600) {
  const a = await keyPair('a');
  const published = new Map([['a', a.publicKey]]);
  const verify = createTokenVerifier({ issuer: ISSUER, keys: ring(published) });
  const token = await sign(a, expiresInSeconds);
  const claims = await verify(token);
  return { published, verify, token, claims };
}

async function refusal(p: Promise<unknown>): Promise<string> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DomainError);
  return (err as DomainError).message;
}

describe('createTokenVerifier', () => {
  it('answers a repeated token with the same claims', async () => {
    const { verify, token, claims } = await verifiedOnce();
    expect(claims).toMatchObject({ sub: SUB, email: 'member@example.org' });
    expect(await verify(token)).toEqual(claims);
  });

  it('refuses a token it verified before once its key is no longer published', async () => {
    const { published, verify, token } = await verifiedOnce();
    published.delete('a');
    expect(await refusal(verify(token))).toBe('Invalid access token.');
  });

  it('refuses a token it verified before when the kid now names another key', async () => {
    const { published, verify, token } = await verifiedOnce();
    published.set('a', (await keyPair('a')).publicKey);
    expect(await refusal(verify(token))).toBe('Invalid access token.');
  });

  it('refuses a token it verified before once it has expired', async () => {
    const { verify, token } = await verifiedOnce(2);
    await new Promise((r) => setTimeout(r, 2_100));
    expect(await refusal(verify(token))).toBe('Your session has expired. Please log in again.');
  });

  it('does not accept a token that differs from a verified one only in its signature', async () => {
    const { verify, token } = await verifiedOnce();
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${Buffer.alloc(64, 1).toString('base64url')}`;
    expect(await refusal(verify(forged))).toBe('Invalid access token.');
  });
});
