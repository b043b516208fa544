/** What both API test projects share (vitest.config.ts, vitest.isolated.config.ts). */
export const apiTestOptions = {
  environment: 'node' as const,
  // A migrated embedded database that each test app copies (src/test/global-setup.ts).
  globalSetup: ['./src/test/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // No retries, on CI either: a test that fails once is a flaky test to fix, not to hide.
  retry: 0,
};

/** Test files that mock a module with vi.mock: they run isolated, one process per file. */
export const ISOLATED_TESTS = [
  'src/modules/admin/admin.guard.test.ts',
  'src/modules/admin/audit/audit-writes.routes.test.ts',
  'src/modules/admin/audit/admin-audit.routes.test.ts',
  'src/plugins/private-cache.test.ts',
  'src/modules/prints/imaging/upscale.fallback.test.ts',
];
