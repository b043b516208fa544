import { defineConfig } from 'vitest/config';

// One runner for the whole workspace: unit and API tests in Node, component tests in jsdom.
// TEST_SCOPE=database (CI's second run, on PostgreSQL + Redis) keeps the one project whose tests
// read DATABASE_URL: the API's. The others (shared rules, the studio's image code, the web app's
// components against a stubbed fetch) cannot behave differently there, and run in the first run.
const databaseOnly = process.env.TEST_SCOPE === 'database';

export default defineConfig({
  test: {
    // API test files each build an app on their own database; two at a time suits a 2-core machine.
    maxWorkers: 2,
    projects: databaseOnly
      ? ['apps/api/vitest.config.ts', 'apps/api/vitest.isolated.config.ts']
      : [
          'packages/shared',
          'packages/studio',
          'apps/api/vitest.config.ts',
          'apps/api/vitest.isolated.config.ts',
          'apps/web',
        ],
  },
});
