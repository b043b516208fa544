import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file builds its own app on its own database; two at a time keeps a 2-core machine responsive.
    maxWorkers: 2,
  },
});
