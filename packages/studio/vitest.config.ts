import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'studio',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Renders, segmentation and OCR take seconds each on a small machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // No retries, on CI either: a test that fails once is a flaky test to fix, not to hide.
    retry: 0,
  },
});
