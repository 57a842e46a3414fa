// What a run measures and where (lighthouse.ts describes the flags and the environment).
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORDS } from '../../gateway/src/auth/gotrue/demo-users.js';
import { DEMO_MEMBERS } from '../../gateway/src/db/seed.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.js';

type DemoRole = keyof typeof DEMO_MEMBERS;
export const args = process.argv.slice(2);
export const flag = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 8500);
export const PG_PORT = Number(process.env.LIGHTHOUSE_PG_PORT ?? 54500);
export const PG_DIR = process.env.LIGHTHOUSE_PG_DIR ?? '.data/pg-lighthouse';
export const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
export const CHROMIUM = CHROMIUM_PATH;
export const VERBOSE = process.env.LIGHTHOUSE_VERBOSE === '1';
export const BASE = `http://localhost:${PORT}`;
/** Who the signed-in pages are measured as (--as=; the demo member unless told). */
export const AS = (flag('as') ?? 'member') as DemoRole;
if (!(AS in DEMO_MEMBERS)) throw new Error(`--as=${AS}: one of ${Object.keys(DEMO_MEMBERS).join(', ')}`);
export const MEMBER = { email: DEMO_MEMBERS[AS].email, password: DEMO_PASSWORDS[AS] };
export const STAFF_ROLES: DemoRole[] = ['staff', 'admin', 'superAdmin'];
export const ANON_KEY = process.env.SUPABASE_ANON_KEY || 'local-dev-anon-key';
// Chromium as the e2e tests start it, headless for Lighthouse.
export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
