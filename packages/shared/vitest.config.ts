import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'shared',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // No retries, on CI either: a test that fails once is a flaky test to fix, not to hide.
    retry: 0,
  },
});
