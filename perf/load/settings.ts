// Where the load run's processes listen and how long and hard it pushes (load.ts describes the
// variables).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger } from '../../gateway/src/config/logger.js';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const PORT = positiveNumber('LOAD_PORT', 8300);
export const PG_DIR = path.join(ROOT, '.data/pg-load');
export const PG_PORT = positiveNumber('LOAD_PG_PORT', 54359);
/** Phase 4: two gateways on PORT+1 and PORT+2 behind a round-robin proxy on PORT+3. */
export const PROXY_PORT = PORT + 3;
export const PROXY = `http://127.0.0.1:${PROXY_PORT}`;
/** Every gateway's public origin (SITE_URL): the proxy's, as behind a real load balancer; tokens name it as issuer. */
export const SITE_URL = PROXY;
export const DATABASE = 'portal';
export const BASE = `http://127.0.0.1:${PORT}`;
export const GRACE_MS = 10_000;

export const LOAD_SECONDS = positiveNumber('LOAD_SECONDS', 30);
export const OUTAGE_SECONDS = positiveNumber('OUTAGE_SECONDS', 5);
export const MEMBERS = positiveNumber('LOAD_MEMBERS', 200);
export const VERBOSE = process.env.LOAD_VERBOSE === '1';

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

export const log = createLogger('warn');
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
