import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type CryptoKey,
  type JWK,
  type JWTHeaderParameters,
  type FlattenedJWSInput,
} from 'jose';
import type { DataSource, EntityManager } from 'typeorm';
import type { Logger } from '../../config/logger.js';
import type { Notifier } from '../../db/notify.js';
import { ACCESS_TOKEN_TTL_SECONDS } from './jwt.js';

/**
 * The built-in /auth/v1's asymmetric signing keys (table auth_signing_keys, see its migration).
 * One key is current and signs new access tokens; retired keys stay published (and accepted) for
 * one token lifetime plus a margin for clock skew, so rotation never signs anybody out.
 *
 * Every gateway keeps the keys in memory and reloads them when another gateway (or the CLI)
 * announces a change on the `auth_signing_keys` channel (db/notify.ts), and — at most once a
 * second — when a token names a kid it does not know yet. The grace is applied at every lookup,
 * not only at load, so a retired key stops being accepted and published the moment its grace
 * ends on every gateway, whether or not anything reloaded the ring. A key's private half is
 * deleted when it is retired: only the current key can sign.
 */
export const SIGNING_KEYS_CHANNEL = 'auth_signing_keys';
export type SigningAlg = 'ES256' | 'RS256';
/** A retired key is published this long after it stopped signing: the longest a token it signed can live, plus 5 minutes. */
export const RETIRED_KEY_GRACE_SECONDS = ACCESS_TOKEN_TTL_SECONDS + 300;

interface KeyRow {
  kid: string;
  alg: SigningAlg;
  public_jwk: JWK;
  private_jwk: JWK | null;
  retired_at: Date | null;
}

export interface SigningKey {
  kid: string;
  alg: SigningAlg;
  privateKey: CryptoKey;
}

type Db = Pick<EntityManager, 'query'>;
const LOCK = "SELECT pg_advisory_xact_lock(hashtext('auth_signing_keys'))";
const PUBLISHED = `retired_at IS NULL OR retired_at > now() - make_interval(secs => ${RETIRED_KEY_GRACE_SECONDS})`;
/** Retiring a key stops it signing for good: its private half goes. */
const RETIRE_CURRENT = 'UPDATE auth_signing_keys SET retired_at = now(), private_jwk = NULL WHERE retired_at IS NULL';

/** How long a gateway trusts its copy of the key ring without a notification. */
const RING_MAX_AGE_MS = 60_000;

/** Whether a key retired at `retiredAt` (null: current) is still within its grace at `now`. */
export function isPublished(retiredAt: Date | null, now = Date.now()): boolean {
  return retiredAt === null || retiredAt.getTime() > now - RETIRED_KEY_GRACE_SECONDS * 1000;
}

/** A new ES256 key pair as JWKs, with its thumbprint as kid. */
export async function generateSigningKey(): Promise<{ kid: string; alg: SigningAlg; publicJwk: JWK; privateJwk: JWK }> {
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  return { kid, alg: 'ES256', publicJwk: { ...publicJwk, kid, alg: 'ES256', use: 'sig' }, privateJwk: { ...(await exportJWK(privateKey)), kid, alg: 'ES256' } };
}

/** AUTH_SIGNING_KEY (a private JWK, EC P-256 or RSA) → its public half, kid and alg. Throws with a readable message. */
export async function parseConfiguredKey(json: string): Promise<{ kid: string; alg: SigningAlg; publicJwk: JWK; privateJwk: JWK }> {
  let jwk: JWK;
  try {
    jwk = JSON.parse(json) as JWK;
  } catch {
    throw new Error('AUTH_SIGNING_KEY must be a private key as JSON (a JWK)');
  }
  const alg: SigningAlg | undefined = jwk.kty === 'EC' && jwk.crv === 'P-256' ? 'ES256' : jwk.kty === 'RSA' ? 'RS256' : undefined;
  if (!alg) throw new Error('AUTH_SIGNING_KEY must be an EC P-256 (ES256) or RSA (RS256) key');
  if (!jwk.d) throw new Error('AUTH_SIGNING_KEY is a public key: the private key (with "d") is needed to sign');
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, oth: _oth, key_ops: _ops, ext: _ext, ...pub } = jwk;
  const kid = jwk.kid ?? (await calculateJwkThumbprint(pub));
  await importJWK({ ...jwk, alg }, alg); // fails here, at start-up, on a malformed key
  return { kid, alg, publicJwk: { ...pub, kid, alg, use: 'sig' }, privateJwk: { ...jwk, kid, alg } };
}

/**
 * Makes sure a current key exists and returns its kid: the configured one (recorded, public half
 * only, so tokens it signed stay verifiable after the configuration changes), else the stored
 * current key, else a new one. Safe when several gateways start at once (advisory lock).
 */
export async function ensureSigningKey(ds: DataSource, configured?: { kid: string; alg: SigningAlg; publicJwk: JWK }): Promise<string> {
  const { kid, created } = await ds.transaction(async (em) => {
    await em.query(LOCK);
    const [current]: { kid: string }[] = await em.query('SELECT kid FROM auth_signing_keys WHERE retired_at IS NULL');
    if (configured) {
      if (current?.kid === configured.kid) return { kid: current.kid, created: false };
      await em.query(RETIRE_CURRENT);
      await em.query(
        `INSERT INTO auth_signing_keys (kid, alg, public_jwk, private_jwk) VALUES ($1, $2, $3::jsonb, NULL)
         ON CONFLICT (kid) DO UPDATE SET retired_at = NULL, private_jwk = NULL`,
        [configured.kid, configured.alg, JSON.stringify(configured.publicJwk)],
      );
      return { kid: configured.kid, created: true };
    }
    if (current) return { kid: current.kid, created: false };
    return { kid: await insertNewKey(em), created: true };
  });
  if (created) await ds.query('SELECT pg_notify($1, $2)', [SIGNING_KEYS_CHANNEL, kid]);
  return kid;
}

async function insertNewKey(em: Db): Promise<string> {
  const key = await generateSigningKey();
  await em.query('INSERT INTO auth_signing_keys (kid, alg, public_jwk, private_jwk) VALUES ($1, $2, $3::jsonb, $4::jsonb)', [
    key.kid,
    key.alg,
    JSON.stringify(key.publicJwk),
    JSON.stringify(key.privateJwk),
  ]);
  return key.kid;
}

/**
 * Rotation: a new key becomes current, the old one is retired (still published for one token
 * lifetime), keys retired longer ago than that are deleted, and every gateway is told.
 * Refused while the private key comes from configuration (change AUTH_SIGNING_KEY instead).
 */
export async function rotateSigningKey(ds: DataSource): Promise<{ kid: string; retired: string | null }> {
  return ds.transaction(async (em) => {
    await em.query(LOCK);
    const [current]: { kid: string; private_jwk: JWK | null }[] = await em.query('SELECT kid, private_jwk FROM auth_signing_keys WHERE retired_at IS NULL');
    if (current && !current.private_jwk) throw new Error('The current signing key comes from AUTH_SIGNING_KEY: rotate it by configuring a new key');
    await em.query(RETIRE_CURRENT);
    await em.query(`DELETE FROM auth_signing_keys WHERE NOT (${PUBLISHED})`);
    const kid = await insertNewKey(em);
    await em.query('SELECT pg_notify($1, $2)', [SIGNING_KEYS_CHANNEL, kid]);
    return { kid, retired: current?.kid ?? null };
  });
}

export interface SigningKeyRing {
  /** The key new tokens are signed with. */
  current(): Promise<SigningKey>;
  /** The public keys to publish (GET /auth/v1/.well-known/jwks.json). */
  jwks(): Promise<{ keys: JWK[] }>;
  /** jose's key lookup for jwtVerify: the published key with the token's kid, or an error. */
  getKey(header: JWTHeaderParameters, token: FlattenedJWSInput): Promise<CryptoKey>;
  /** Drops what is cached (the next use reloads from the database). */
  invalidate(): void;
  close(): void;
}

/**
 * The per-process view of auth_signing_keys. `configuredPrivate` is AUTH_SIGNING_KEY's private
 * JWK when set (its row has no private key).
 */
export function createSigningKeyRing(
  ds: DataSource,
  opts: { notifier?: Notifier; log?: Logger; configuredPrivate?: JWK } = {},
): SigningKeyRing {
  let loaded: Promise<{ rows: KeyRow[]; publicKeys: Map<string, { key: CryptoKey; retiredAt: Date | null }>; current?: SigningKey }> | undefined;
  let lastReload = 0;

  const load = () => {
    // A change announced while this gateway was not listening (a lost connection) is picked up
    // within a minute even without a notification.
    if (loaded && Date.now() - lastReload > RING_MAX_AGE_MS) loaded = undefined;
    if (!loaded) lastReload = Date.now();
    return (loaded ??= (async () => {
      const rows: KeyRow[] = await ds.query(`SELECT kid, alg, public_jwk, private_jwk, retired_at FROM auth_signing_keys WHERE ${PUBLISHED} ORDER BY created_at DESC`);
      const publicKeys = new Map<string, { key: CryptoKey; retiredAt: Date | null }>();
      for (const row of rows) publicKeys.set(row.kid, { key: (await importJWK(row.public_jwk, row.alg)) as CryptoKey, retiredAt: row.retired_at });
      const cur = rows.find((r) => r.retired_at === null);
      let current: SigningKey | undefined;
      const privateJwk = cur?.private_jwk ?? (cur && opts.configuredPrivate?.kid === cur.kid ? opts.configuredPrivate : undefined);
      if (cur && privateJwk) current = { kid: cur.kid, alg: cur.alg, privateKey: (await importJWK({ ...privateJwk, alg: cur.alg }, cur.alg)) as CryptoKey };
      return { rows, publicKeys, current };
    })().catch((err) => {
      loaded = undefined;
      throw err;
    }));
  };

  const invalidate = () => {
    loaded = undefined;
  };
  const unsubscribe = opts.notifier?.subscribe(SIGNING_KEYS_CHANNEL, invalidate, invalidate);

  return {
    async current() {
      let { current } = await load();
      if (!current) {
        // First use on a database whose key another gateway has not created yet (or a race with rotation).
        await ensureSigningKey(ds);
        invalidate();
        ({ current } = await load());
      }
      if (!current) throw new Error('No usable signing key: the current key has no private key here (AUTH_SIGNING_KEY differs between gateways?)');
      return current;
    },
    async jwks() {
      const { rows } = await load();
      const now = Date.now();
      return { keys: rows.filter((r) => isPublished(r.retired_at, now)).map((r) => r.public_jwk) };
    },
    async getKey(header) {
      let { publicKeys } = await load();
      if (header.kid && !publicKeys.has(header.kid) && Date.now() - lastReload > 1_000) {
        invalidate();
        ({ publicKeys } = await load());
      }
      const found = header.kid ? publicKeys.get(header.kid) : undefined;
      if (!found || !isPublished(found.retiredAt)) throw new UnknownKeyError();
      return found.key;
    },
    invalidate,
    close() {
      unsubscribe?.();
    },
  };
}

export class UnknownKeyError extends Error {
  constructor() {
    super('The token was signed by a key that is not published');
    this.name = 'UnknownKeyError';
  }
}

/**
 * At start-up with the built-in auth: the key ring, after making sure a current key exists
 * (AUTH_SIGNING_KEY when configured, else the stored one, else a new one).
 */
export async function openSigningKeys(ds: DataSource, opts: { signingKey?: string; notifier?: Notifier; log?: Logger }): Promise<SigningKeyRing> {
  const configured = opts.signingKey ? await parseConfiguredKey(opts.signingKey) : undefined;
  const kid = await ensureSigningKey(ds, configured);
  opts.log?.debug(`Access tokens are signed with key ${kid}${configured ? ' (AUTH_SIGNING_KEY)' : ''}`);
  return createSigningKeyRing(ds, { notifier: opts.notifier, log: opts.log, configuredPrivate: configured?.privateJwk });
}
