// The gateway processes the benchmarks start (bench.ts, organization-bench.ts): the build when it
// is current, else the TypeScript sources, each in its own process group with its own embedded
// PostgreSQL, always stopped again.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BUILT_ENTRY = 'gateway/dist/gateway/src/main.js';
const SOURCE_ENTRY = 'gateway/src/main.ts';
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Gateways this script started (the first owns the embedded PostgreSQL; stopped last). */
export const ownGateways: OwnGateway[] = [];
const own = ownGateways;

export function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

export function loopbackBase(raw: string): string {
  const url = new URL(raw);
  if (!LOOPBACK.has(url.hostname)) {
    throw new Error(`BENCH_URL must point at this machine (localhost, 127.0.0.1 or [::1]), got ${url.host}`);
  }
  return url.origin;
}

export async function isHealthy(base: string): Promise<boolean> {
  try {
    const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) });
    return res.ok;
  } catch {
    return false;
  }
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Whether the gateway's own code should run from the build (current) or from the sources. */
function entryArgs(): { args: string[]; built: boolean } {
  // The build when it is current (what `npm start` runs); the sources when there is none or
  // gateway/src changed since, so the numbers are always for the code as it stands.
  const hasBuild = existsSync(`${ROOT}${BUILT_ENTRY}`);
  const stale = hasBuild && newestMtime(`${ROOT}gateway/src`) > statSync(`${ROOT}${BUILT_ENTRY}`).mtimeMs;
  const built = hasBuild && !stale;
  if (stale && !own.length) console.log('gateway/src changed since the last build, so the sources are measured (`npm run build` to use the build).');
  const flags = process.env.BENCH_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? [];
  return { built, args: [...flags, ...(built ? [BUILT_ENTRY] : ['--import', '@swc-node/register/esm-register', SOURCE_ENTRY])] };
}

/** A gateway process this script started, with its last output for error messages. */
export class OwnGateway {
  child!: ChildProcess;
  log = '';
  ready = false;
  private stopping?: Promise<void>;
  readonly base: string;

  constructor(
    private readonly port: number,
    private readonly env: Record<string, string>,
    private readonly label: string,
  ) {
    this.base = `http://localhost:${port}`;
  }

  async start(): Promise<string> {
    if (await isHealthy(this.base)) {
      throw new Error(`something already answers on ${this.base}; stop it, or benchmark it with BENCH_URL=${this.base}`);
    }
    const { built, args } = entryArgs();
    console.log(`Starting the ${this.label} from ${built ? BUILT_ENTRY : SOURCE_ENTRY} on port ${this.port}…`);
    own.push(this);
    const child = (this.child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(this.port),
        EMBEDDED_PG_DIR: '.data/pg-bench',
        EMBEDDED_PG_PORT: String(positiveInt('BENCH_PG_PORT', 54349)),
        // From the repository root @swc-node would read the root tsconfig.json, which has no
        // decorator settings; the gateway's own has experimentalDecorators + emitDecoratorMetadata.
        ...(built ? {} : { SWC_NODE_PROJECT: 'gateway/tsconfig.json' }),
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: a Ctrl-C in the terminal reaches only this script, which then
      // stops the gateway with SIGTERM so it can shut its embedded PostgreSQL down in order.
      detached: true,
    }));
    child.once('exit', (code, signal) => {
      if (this.ready && !this.stopping) console.error(`\nThe ${this.label} exited unexpectedly (${signal ?? `code ${code}`}). Its last output:\n${this.log.slice(-4_000)}`);
    });
    const keep = (chunk: Buffer) => {
      this.log = (this.log + chunk.toString()).slice(-20_000);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);

    const exited = new Promise<never>((_, reject) => {
      child.once('exit', (code, signal) => reject(new Error(`the ${this.label} exited during start-up (${signal ?? `code ${code}`})\n${this.log}`)));
    });
    exited.catch(() => {});
    const deadline = Date.now() + 180_000;
    while (Date.now() < deadline) {
      if (await Promise.race([isHealthy(this.base), exited])) {
        this.ready = true;
        return this.base;
      }
      await Promise.race([new Promise((r) => setTimeout(r, 250)), exited]);
    }
    throw new Error(`the ${this.label} did not answer ${this.base}/api/health within 180 s\n${this.log}`);
  }

  stop(): Promise<void> {
    this.stopping ??= new Promise<void>((resolve) => {
      const child = this.child;
      if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
      // The child leads its own process group, which holds its embedded PostgreSQL too: if the
      // gateway hangs, SIGINT to the group makes PostgreSQL do a fast shutdown, and only then
      // does SIGKILL end whatever is left, so no postmaster is orphaned.
      const group = (signal: NodeJS.Signals) => {
        try {
          process.kill(-child.pid!, signal);
        } catch {
          // already gone
        }
      };
      const interrupt = setTimeout(() => {
        console.error(`The ${this.label} did not stop within 15 s of SIGTERM; interrupting its process group.\n${this.log.slice(-2_000)}`);
        group('SIGINT');
      }, 15_000);
      const kill = setTimeout(() => group('SIGKILL'), 20_000);
      child.once('exit', () => {
        clearTimeout(interrupt);
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });
    return this.stopping;
  }
}

