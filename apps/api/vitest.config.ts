import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // A migrated embedded database that each test app copies (src/test/global-setup.ts).
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // No retries, on CI either: a test that fails once is a flaky test to fix, not to hide.
    retry: 0,
  },
});
