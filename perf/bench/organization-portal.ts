// The organization bench's portals: a gateway of its own on a data directory of its own, the
// official legislators and districts imported once, the demo staff member and member signed in.
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { embeddedUrl } from '../../gateway/src/db/embedded.js';
import { LOCAL_DEV_ANON_KEY } from '../../gateway/src/config/config.js';
import { LEGISLATORS_DIR, ZCCD_CSV } from '../../tests/setup/shared-data.js';
import { OwnGateway, ROOT } from './gateway-process.js';

const STAFF = { email: 'staff@demo.local', password: 'staff-demo-1' };
const MEMBER = { email: 'member@demo.local', password: 'member-demo-1' };

async function signIn(base: string, who: { email: string; password: string }): Promise<{ token: string; id: string }> {
  const res = await fetch(`${base}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: LOCAL_DEV_ANON_KEY, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    body: JSON.stringify(who),
  });
  if (!res.ok) throw new Error(`sign-in as ${who.email}: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { access_token: string; user: { id: string } };
  return { token: body.access_token, id: body.user.id };
}

export interface OpenPortal {
  gateway: OwnGateway;
  base: string;
  databaseUrl: string;
  db: pg.Client;
  staff: { token: string; id: string };
  member: { token: string; id: string };
}

/**
 * A gateway of its own on data directory `dir`, with the official legislators and districts and
 * the demo member's address saved (My Representatives reads their legislators).
 */
export async function openPortal(dir: string, port: number, pgPort: number, label: string): Promise<OpenPortal> {
  const gateway = new OwnGateway(
    port,
    { EMBEDDED_PG_DIR: dir, EMBEDDED_PG_PORT: String(pgPort), AUTH_AUTOCONFIRM: 'true', API_RATE_LIMITS: 'false', AUTH_RATE_LIMITS: 'false', LOG_LEVEL: 'warn' },
    label,
  );
  const base = await gateway.start();
  const databaseUrl = embeddedUrl(pgPort, 'portal');
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await importOfficialData(db, dir, pgPort);
  const staff = await signIn(base, STAFF);
  const member = await signIn(base, MEMBER);
  const [{ zcta, state_abbr }] = (await db.query("SELECT zcta, state_abbr FROM zip_districts WHERE state_abbr = 'VT' GROUP BY zcta, state_abbr HAVING count(*) = 1 ORDER BY zcta LIMIT 1")).rows;
  const saved = await fetch(`${base}/api/user/me/address`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ data: { street: '1 Main Street', city: 'Springfield', state: state_abbr, zipCode: zcta } }),
  });
  if (!saved.ok) throw new Error(`saving the member's address: ${saved.status} ${await saved.text()}`);
  return { gateway, base, databaseUrl, db, staff, member };
}

export async function closePortal(p: OpenPortal): Promise<void> {
  await p.db.end();
  await p.gateway.stop();
}

/** The official legislators and ZIP → district data, loaded once by the real importers (idempotent). */
async function importOfficialData(db: pg.Client, dir: string, pgPort: number): Promise<void> {
  const [{ n }] = (await db.query('SELECT count(*)::int AS n FROM zip_districts')).rows;
  if (n > 0) return;
  console.log('Importing the official legislators and districts (once)…');
  const env = { ...process.env, EMBEDDED_PG_DIR: dir, EMBEDDED_PG_PORT: String(pgPort), SWC_NODE_PROJECT: 'gateway/tsconfig.json', LOG_LEVEL: 'warn' };
  for (const args of [['legislators', '--from', LEGISLATORS_DIR], ['districts', '--from', ZCCD_CSV]]) {
    execFileSync(process.execPath, ['--import', '@swc-node/register/esm-register', 'gateway/src/ingest/cli.ts', ...args], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  }
}
