import { defineConfig, devices } from '@playwright/test';

// Browser suite: Chromium from CHROME_PATH or /usr/bin/chromium (no downloaded browsers),
// against the built server that e2e/global-setup.ts starts on its own data.
const port = Number(process.env.E2E_PORT ?? 3210);
const ci = Boolean(process.env.CI);
// TEST_SCOPE=database (CI's second run, on PostgreSQL + Redis with a separate worker process) runs
// the journeys tagged @database: the ones whose live updates, jobs and payments cross processes
// through the database. The whole browser suite runs on the embedded database.
const databaseOnly = process.env.TEST_SCOPE === 'database';

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  grep: databaseOnly ? /@database/ : undefined,
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  forbidOnly: ci,
  // No retries, on CI either (as Vitest): a test that fails once is a flaky test to fix, not to
  // hide. (The last one, the landing page's lazy image at 390 px, was a double lazy gate.)
  retries: 0,
  workers: 2,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace for every test costs a third of the suite's time (Chromium's screencast and
    // the runner's snapshots: 2.8 min → 1.9 min for 23 tests on 2 cores), and CI keeps no artifacts
    // to read one from; so traces are on locally and off on CI unless E2E_TRACE=1 asks for them.
    trace: ci && process.env.E2E_TRACE !== '1' ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
