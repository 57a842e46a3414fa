/**
 * `npm run test:graph`, a step of `npm test`: the import graph's rules (.dependency-cruiser.cjs) on
 * the gateway and the client, each resolved with its own tsconfig; and, first, proof that the check
 * can fail — it must reject a deliberately cyclic fixture (tests/ci-guard/fixtures/cycle).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../../gateway/src/config/config.js';

const DEPCRUISE = path.join(REPO_ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');

function cruise(target: string, tsConfig: string): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, [DEPCRUISE, target, '--config', '.dependency-cruiser.cjs', '--ts-config', tsConfig, '--output-type', 'err'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const fixture = cruise('tests/ci-guard/fixtures/cycle', 'gateway/tsconfig.json');
if (fixture.status === 0 || !/no-circular/.test(fixture.output)) {
  console.error(`The graph check passed a cyclic fixture: it cannot fail.\n${fixture.output}`);
  process.exit(1);
}
let failed = false;
for (const [target, tsConfig] of [['gateway/src', 'gateway/tsconfig.json'], ['client/src', 'client/tsconfig.json']] as const) {
  const run = cruise(target, tsConfig);
  if (run.status !== 0) {
    failed = true;
    console.error(`${target}: the import graph breaks its rules (.dependency-cruiser.cjs):\n${run.output}`);
  } else console.log(`${target}: ${run.output.trim().split('\n').pop()}`);
}
process.exit(failed ? 1 : 0);
