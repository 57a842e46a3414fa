// The gateway, as a child process (its TypeScript sources through @swc-node).
import { spawn, type ChildProcess } from 'node:child_process';
import { embeddedUrl } from '../../gateway/src/db/embedded.js';
import { request } from './requests.js';
import { DATABASE, GRACE_MS, PG_PORT, PORT, ROOT, SITE_URL, sleep, VERBOSE } from './settings.js';

export let gateway: ChildProcess | undefined;
export let gatewayExit: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }> | undefined;

export interface SpawnedGateway {
  name: string;
  port: number;
  child: ChildProcess;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  log: () => string;
}

/** The gateway from its TypeScript sources as a child process on DATABASE_URL (its own process group). */
export async function spawnGateway(name: string, port: number, env: Record<string, string>): Promise<SpawnedGateway> {
  const base = `http://127.0.0.1:${port}`;
  if (await request('GET', '/api/health', { agent: false, timeoutMs: 2_000, base }).then((o) => o.status !== undefined)) {
    throw new Error(`something already answers on ${base}; stop it first (this script uses ports ${PORT}–${PORT + 3}; LOAD_PORT moves them)`);
  }
  const child = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', 'gateway/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      SWC_NODE_PROJECT: 'gateway/tsconfig.json',
      NODE_ENV: 'development',
      PORT: String(port),
      DATABASE_URL: embeddedUrl(PG_PORT, DATABASE),
      SUPABASE_URL: '', // the built-in auth service, whose sessions the tokens below open
      SITE_URL,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      API_RATE_LIMITS: 'false',
      AUTH_RATE_LIMITS: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group: Ctrl-C reaches only this script, which stops it in order
  });
  let log = '';
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-400_000);
    if (VERBOSE) process.stdout.write(`[${name}] ${chunk}`);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  spawned.add(child);
  void exit.then(() => spawned.delete(child));

  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${name} exited during start-up\n${log.slice(-4_000)}`);
    if ((await request('GET', '/api/health', { agent: false, timeoutMs: 2_000, base })).status === 200) return { name, port, child, exit, log: () => log };
    await sleep(250);
  }
  throw new Error(`${name} did not answer ${base}/api/health within 120 s\n${log.slice(-4_000)}`);
}

export const spawned = new Set<ChildProcess>();

export async function startGateway(): Promise<void> {
  const g = await spawnGateway('gateway', PORT, {});
  gateway = g.child;
  gatewayExit = g.exit;
  readGatewayLog = g.log;
}

export let readGatewayLog: () => string = () => '';

export async function stopGateway(): Promise<void> {
  const child = gateway;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const group = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  };
  child.kill('SIGTERM');
  const exited = await Promise.race([gatewayExit!.then(() => true), sleep(GRACE_MS + 5_000).then(() => false)]);
  if (!exited) {
    group('SIGKILL');
    await Promise.race([gatewayExit, sleep(2_000)]);
  }
}
