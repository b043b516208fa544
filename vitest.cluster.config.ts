import { defineConfig } from 'vitest/config';

// `npm run test:cluster`: the cluster tests (e2e/cluster), each file starting its own cluster of
// built API instances, workers, s3rver and HAProxy (scripts/cluster/harness.mjs). Not part of
// `npm test` (the root config's projects do not include e2e/). Needs DATABASE_URL (PostgreSQL)
// and a build; REDIS_URL for the shared rate limits.
export default defineConfig({
  test: {
    name: 'cluster',
    include: ['e2e/cluster/**/*.test.ts'],
    environment: 'node',
    // One file at a time: each runs four Node processes and HAProxy on a 2-core machine.
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 120_000,
    hookTimeout: 240_000,
    retry: 0,
  },
});
