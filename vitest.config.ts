import { defineConfig } from 'vitest/config';

// One runner for the whole workspace: unit and API tests in Node, component tests in jsdom.
export default defineConfig({
  test: {
    // API test files each build an app on their own database; two at a time suits a 2-core machine.
    maxWorkers: 2,
    projects: ['packages/shared', 'packages/studio', 'apps/api', 'apps/web'],
  },
});
