// The portal Lighthouse measures: the built gateway, as `npm start` runs it, with its own PostgreSQL.
import { spawn, type ChildProcess } from 'node:child_process';
import { BASE, PG_DIR, PG_PORT, PORT, ROOT, sleep, VERBOSE } from './settings.js';

let gateway: ChildProcess | undefined;
let gatewayLog = '';

export async function startPortal(): Promise<void> {
  if (await fetch(`${BASE}/api/health`).then(() => true, () => false)) {
    throw new Error(`something already answers on ${BASE}; stop it or set LIGHTHOUSE_PORT`);
  }
  gateway = spawn(process.execPath, ['gateway/dist/gateway/src/main.js'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), EMBEDDED_PG_PORT: String(PG_PORT), EMBEDDED_PG_DIR: PG_DIR, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const onData = (chunk: Buffer) => {
    gatewayLog += chunk.toString();
    if (VERBOSE) process.stderr.write(chunk);
  };
  gateway.stdout!.on('data', onData);
  gateway.stderr!.on('data', onData);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (gateway.exitCode !== null) throw new Error(`the portal exited (${gateway.exitCode}):\n${gatewayLog}`);
    const ok = await fetch(`${BASE}/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await sleep(300);
  }
  throw new Error(`the portal did not answer /api/health within 120 s:\n${gatewayLog}`);
}

export async function stopPortal(): Promise<void> {
  const child = gateway;
  gateway = undefined;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(20_000)]);
}
