import { defineConfig } from 'vitest/config';
import { ISOLATED_TESTS, apiTestOptions } from './vitest.shared';

// The API's tests share each worker's imported packages (isolate: false): importing Fastify,
// better-auth, pg-boss, the AWS and Stripe SDKs again for every file cost three quarters of a
// file's time (16 files: 5.6 min isolated, 3.9 min shared). The app's own modules are still
// loaded afresh per file, and every test builds its own app on its own database. The files that
// mock a package run alone (vitest.isolated.config.ts).
export default defineConfig({
  test: {
    ...apiTestOptions,
    name: 'api',
    include: ['src/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...ISOLATED_TESTS],
    isolate: false,
  },
});
