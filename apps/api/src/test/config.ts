import { loadConfig, type Config } from '../config/env';

/** Config for tests: the real environment (DATABASE_URL decides the database) plus overrides. */
export function loadTestConfig(overrides: Record<string, string | undefined> = {}): Config {
  return loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SEED_DEMO: 'false',
    // Rate-limit counts in a shared Redis would leak between test files; a test opts in.
    REDIS_URL: undefined,
    // Every inject() comes from one address, and sign-up/sign-in count per address: test files
    // create many accounts. The limit itself is tested with a low value a test sets.
    AUTH_RATE_LIMIT_MAX: '1000',
    // A test app under NODE_ENV=production would shed load when the test machine is busy (a
    // 503 OVERLOADED where the test expects its answer); load shedding is tested where a test
    // sets a threshold (server.test.ts).
    LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...overrides,
  });
}
