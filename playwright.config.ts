import { defineConfig, devices } from '@playwright/test';

// Browser suite: Chromium from CHROME_PATH or /usr/bin/chromium (no downloaded browsers),
// against the built server that e2e/global-setup.ts starts on its own data.
const port = Number(process.env.E2E_PORT ?? 3210);
const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
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
    trace: 'retain-on-failure',
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
