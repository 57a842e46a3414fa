import { defineConfig } from 'vitest/config';

// Three projects: gateway unit tests (colocated), integration suites against a real
// PostgreSQL (started once per run in tests/setup), and client component tests in jsdom.
const serverAlias = [{ find: /^graphql$/, replacement: 'graphql/index.js' }];

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: serverAlias },
        test: {
          name: 'gateway',
          environment: 'node',
          include: ['gateway/src/**/*.test.ts'],
          setupFiles: ['tests/setup/reflect.ts'],
        },
      },
      {
        resolve: { alias: serverAlias },
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          setupFiles: ['tests/setup/reflect.ts'],
          globalSetup: ['tests/setup/global-database.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'client',
          environment: 'jsdom',
          root: 'client',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          // jsdom renders share 2 cores with the integration suites in CI: a slow machine is not a failure.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
