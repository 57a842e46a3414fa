import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './perf/chromium.js';
import { E2E_PG_DIR, E2E_PG_PORT, E2E_PORT as PORT } from './tests/e2e/e2e-env.js';

// End-to-end journeys in Debian's Chromium (never a downloaded browser) against the real,
// built gateway on its own port and its own embedded PostgreSQL (tests/e2e/e2e-env.ts).
const CI = !!process.env.CI;
const baseURL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: !CI,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: CI ? 1 : undefined,
  reporter: CI ? 'line' : 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The portal's service worker serves the app's code from its cache once installed, which
    // page.route() cannot see: the journeys that hold or count requests run without it, the way a
    // first visit is. tests/e2e/installable.spec.ts allows it and tests what it does.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
  webServer: {
    // `npm start`: the build first, so the suite exercises exactly what it serves (the tsc output
    // and the vite bundle, GraphiQL page included), not the dev transpiler, and its Node flags.
    command: 'npm start',
    url: `${baseURL}/api/health`,
    reuseExistingServer: !CI,
    timeout: 180_000,
    // Build and gateway logs in CI, where they are all there is to debug with; quiet locally.
    stdout: CI ? 'pipe' : 'ignore',
    stderr: 'pipe',
    // SIGTERM lets the gateway drain and stop its embedded PostgreSQL instead of leaving an
    // orphaned postmaster behind (Playwright's default is SIGKILL).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: {
      PORT: String(PORT),
      EMBEDDED_PG_DIR: E2E_PG_DIR,
      EMBEDDED_PG_PORT: E2E_PG_PORT,
      // The article journey submits a page served on loopback (refused in production).
      ARTICLE_FETCH_ALLOW_PRIVATE: 'true',
    },
  },
});
