import { defineConfig } from 'vitest/config';
import { muiAliases, muiDefaultThemeWithoutVars } from './client/mui-aliases.js';

// Three projects: gateway unit tests (colocated), integration suites against a real
// PostgreSQL (started once per run in tests/setup), and client component tests in jsdom.
const serverAlias = [{ find: /^graphql$/, replacement: 'graphql/index.js' }];

// `npm run test:guard` (tests/ci-guard) sets this to run each project on nothing but a
// deliberately failing fixture, with the project's real setup, and checks that the run fails.
const guard = process.env.PORTAL_FAILING_FIXTURE === '1';
const fixture = (project: string) => `tests/ci-guard/fixtures/failing.${project}.ts`;

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: serverAlias },
        test: {
          name: 'gateway',
          environment: 'node',
          include: guard ? [fixture('gateway')] : ['gateway/src/**/*.test.ts'],
          setupFiles: ['tests/setup/reflect.ts'],
        },
      },
      {
        resolve: { alias: serverAlias },
        test: {
          name: 'integration',
          environment: 'node',
          include: guard ? [fixture('integration')] : ['tests/integration/**/*.test.ts'],
          setupFiles: ['tests/setup/reflect.ts'],
          globalSetup: ['tests/setup/global-database.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias: muiAliases },
        plugins: [muiDefaultThemeWithoutVars()],
        test: {
          name: 'client',
          environment: 'jsdom',
          root: 'client',
          include: guard ? [`../${fixture('client')}`] : ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          // jsdom renders share 2 cores with the integration suites in CI: a slow machine is not a failure.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
