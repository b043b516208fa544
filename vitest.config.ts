import { defineConfig } from 'vitest/config';

// One runner for the whole workspace: unit and API tests in Node, component tests in jsdom.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web'],
  },
});
