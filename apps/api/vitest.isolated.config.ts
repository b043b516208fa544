import { defineConfig } from 'vitest/config';
import { ISOLATED_TESTS, apiTestOptions } from './vitest.shared';

// The API test files that mock a module (vi.mock('fastify'), vi.mock('./upscale-model')): each
// in a fresh process, so that the mock neither misses a module another file imported first nor
// outlives its file.
export default defineConfig({
  test: {
    ...apiTestOptions,
    name: 'api-isolated',
    include: ISOLATED_TESTS,
    isolate: true,
  },
});
