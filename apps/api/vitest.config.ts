import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // CI only: a test that fails once on a busy machine runs again before it fails the build
    // (Playwright does the same); one that fails twice still fails it.
    retry: process.env.CI ? 1 : 0,
  },
});
