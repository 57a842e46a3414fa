import webpush from 'web-push';
import type { DataSource } from 'typeorm';
import { pushSettings } from './push.settings.js';

/**
 * The VAPID key pair (RFC 8292) the portal signs its pushes with and browsers subscribe with
 * (`applicationServerKey`): WEB_PUSH_VAPID_PUBLIC_KEY / WEB_PUSH_VAPID_PRIVATE_KEY from the
 * configuration (required in production, config.ts), else — local runs and tests — a pair
 * generated on first use and kept in push_vapid_keys, like the built-in auth's signing keys
 * (auth/gotrue/signing-keys.ts), so every gateway and worker on the database uses the same pair
 * and subscriptions survive restarts. Cached per process: the pair never changes under a running
 * gateway (a new configured pair takes a restart, and devices subscribe again, docs/push.md).
 */
export interface VapidKeys {
  /** base64url, uncompressed P-256 point (65 bytes): what browsers take as applicationServerKey. */
  publicKey: string;
  privateKey: string;
  /** The `sub` claim: who push services contact about this sender. */
  subject: string;
  /** Where the pair comes from. */
  source: 'configuration' | 'database';
}

const cache = new WeakMap<DataSource, Promise<VapidKeys>>();

export function vapidKeys(dataSource: DataSource): Promise<VapidKeys> {
  let keys = cache.get(dataSource);
  if (!keys) {
    keys = load(dataSource);
    cache.set(dataSource, keys);
    keys.catch(() => cache.delete(dataSource));
  }
  return keys;
}

async function load(dataSource: DataSource): Promise<VapidKeys> {
  const settings = pushSettings(dataSource);
  if (settings.vapid) return { ...settings.vapid, subject: settings.subject, source: 'configuration' };
  const generated = webpush.generateVAPIDKeys();
  // The first process to ask stores its pair; every other one reads that row (one row, id 1).
  await dataSource.query('INSERT INTO push_vapid_keys (id, public_key, private_key) VALUES (1, $1, $2) ON CONFLICT (id) DO NOTHING', [generated.publicKey, generated.privateKey]);
  const [row]: { public_key: string; private_key: string }[] = await dataSource.query('SELECT public_key, private_key FROM push_vapid_keys WHERE id = 1');
  return { publicKey: row!.public_key, privateKey: row!.private_key, subject: settings.subject, source: 'database' };
}
