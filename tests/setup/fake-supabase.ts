import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { JWK } from 'jose';
import { signAccessToken, unknownSigningKey } from '../factories/tokens.js';
import type { SigningKey } from '../../gateway/src/auth/gotrue/signing-keys.js';

/**
 * A hosted Supabase project's signing keys, served on loopback the way Supabase serves them
 * (GET <url>/auth/v1/.well-known/jwks.json): the gateway under test is started with
 * SUPABASE_URL = url and verifies the tokens `sign` makes against these keys.
 */
export interface FakeSupabase {
  url: string;
  issuer: string;
  /** Requests the gateway made for the JWKS. */
  jwksFetches: number;
  /** Signs with the current key (or `key`). */
  sign(claims: { sub: string; email?: string; user_metadata?: Record<string, unknown> }, opts?: { key?: SigningKey; issuer?: string; expiresIn?: string | number }): Promise<string>;
  /** Publishes a new key beside the old ones and makes it current (Supabase's "rotate keys"). */
  rotate(): Promise<SigningKey>;
  /** Stops publishing a key (Supabase's "revoke"). */
  revoke(kid: string): void;
  close(): Promise<void>;
}

export async function startFakeSupabase(): Promise<FakeSupabase> {
  const published: { key: SigningKey; publicJwk: JWK }[] = [await unknownSigningKey()];
  let current = published[0]!.key;
  const server = http.createServer((req, res) => {
    if (req.url === '/auth/v1/.well-known/jwks.json') {
      fake.jwksFetches += 1;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: published.map((p) => p.publicJwk) }));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const fake: FakeSupabase = {
    url,
    issuer: `${url}/auth/v1`,
    jwksFetches: 0,
    sign: (claims, opts = {}) => signAccessToken({}, claims, { key: opts.key ?? current, issuer: opts.issuer ?? `${url}/auth/v1`, expiresIn: opts.expiresIn }),
    async rotate() {
      const next = await unknownSigningKey();
      published.push(next);
      current = next.key;
      return current;
    },
    revoke(kid) {
      const i = published.findIndex((p) => p.key.kid === kid);
      if (i >= 0) published.splice(i, 1);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
