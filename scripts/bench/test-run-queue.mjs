// Test-run queue row (issue 25 point 10, decision 026): a test run queued behind 10 shoppers'
// jobs starts after them. With the worker stopped, 10 shoppers each submit an artwork (the
// generation service's own submit: credit, artwork row, pg-boss job at the shopper's priority),
// then an admin's test run is queued (startVariants, at VARIANT_PRIORITY, charged to nobody),
// then 2 more shoppers submit, so the row tells the priority from first-come-first-served. The
// worker then starts at its configured concurrency (WORKER_CONCURRENCY, 2 by default) with a
// stand-in provider that holds each job for a render's time and records the order jobs reach
// it. Budget: the test run is the last to start, after every shopper's job. In-process through
// tsx, on a fresh embedded database (or a scratch PostgreSQL database when DATABASE_URL is set).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { scratchDatabase } from './queue.mjs';

const API = '../../apps/api/src';
const require = createRequire(new URL('../../apps/api/package.json', import.meta.url));
const pino = require('pino');

const BEFORE = 10;
const AFTER = 2;
/** How long the stand-in provider holds a job: the slots stay busy, as with real renders. */
const RENDER_MS = 200;
const TEST_RUN_SEED = 7;
const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** One row: the test run's start rank among the 13 queued jobs. */
export async function benchTestRunQueue({ databaseUrl } = {}) {
  const [
    { loadConfig },
    { openDatabase },
    schema,
    { createGenerationRuntime },
    { addBlueprint },
    { startVariants },
  ] = await Promise.all([
    tsImport(`${API}/config/env.ts`, import.meta.url),
    tsImport(`${API}/db/client.ts`, import.meta.url),
    tsImport(`${API}/db/schema/index.ts`, import.meta.url),
    tsImport(`${API}/modules/generation/runtime.ts`, import.meta.url),
    tsImport(`${API}/modules/blueprints/blueprints.test-helpers.ts`, import.meta.url),
    tsImport(`${API}/modules/variants/variant-runs.service.ts`, import.meta.url),
  ]);
  const scratch = databaseUrl ? await scratchDatabase(databaseUrl) : null;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-test-run-queue-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: scratch?.url ?? '',
    WORKER_IN_PROCESS: 'true',
    GENERATION_PROVIDER: 'local',
  });
  const database = await openDatabase(config);
  const { db } = database;

  // The seeds in the order their jobs reached the provider.
  const order = [];
  let workerStartedAt = 0;
  let testRunStartedAt = 0;
  const provider = {
    name: 'local',
    async generate(input) {
      order.push(input.seed);
      if (input.seed === TEST_RUN_SEED) testRunStartedAt = performance.now();
      await sleep(RENDER_MS);
      return { data: PNG_1x1, width: 1, height: 1, contentType: 'image/png' };
    },
  };
  const storage = {
    driver: 'local',
    async put(key, body) {
      return { key, size: body.length, contentType: '', etag: '""', lastModified: new Date() };
    },
    async get() {
      return null;
    },
  };
  const runtime = await createGenerationRuntime({
    config,
    database,
    storage,
    provider,
    log: pino({ level: 'silent' }),
  });

  const tag = randomBytes(6).toString('hex');
  const [product] = await db
    .insert(schema.products)
    .values({ slug: `bench-test-run-${tag}`, title: 'Bench portrait' })
    .returning();
  const { blueprint, version } = await addBlueprint(db, product.id, {
    promptTemplate: 'A portrait of {{name}}',
  });
  const [admin] = await db
    .insert(schema.users)
    .values({
      id: `bench-admin-${tag}`,
      name: 'Bench admin',
      email: `admin-${tag}@bench.local`,
      role: 'admin',
    })
    .returning();

  /** One shopper (their own account and board) submits one artwork. */
  const shopperJob = async (i) => {
    const userId = `bench-shopper-${tag}-${i}`;
    await db.insert(schema.users).values({
      id: userId,
      name: `Shopper ${i}`,
      email: `${userId}@bench.local`,
      generationsLimit: 5,
      allowanceRenewsAt: new Date(Date.now() + 86_400_000),
    });
    const [board] = await db
      .insert(schema.visionBoards)
      .values({ userId, productId: product.id, items: `name: Shopper ${i}` })
      .returning();
    const { artwork } = await runtime.service.generate(userId, { visionBoardId: board.id });
    return artwork.seed;
  };

  let rank;
  const shopperSeeds = [];
  try {
    for (let i = 0; i < BEFORE; i++) shopperSeeds.push(await shopperJob(i));
    await startVariants({ db, generation: runtime, config }, admin.id, [
      {
        purpose: 'test_run',
        blueprintId: blueprint.id,
        productId: product.id,
        version,
        draft: null,
        values: { name: 'Test run' },
        photos: [],
        seed: TEST_RUN_SEED,
        costCents: 0,
      },
    ]);
    for (let i = BEFORE; i < BEFORE + AFTER; i++) shopperSeeds.push(await shopperJob(i));
    if (shopperSeeds.includes(TEST_RUN_SEED)) throw new Error('a shopper drew the test seed');

    workerStartedAt = performance.now();
    await runtime.startWorker(config.generation.workerConcurrency);
    const deadline = Date.now() + 60_000;
    while (!order.includes(TEST_RUN_SEED)) {
      if (Date.now() > deadline) throw new Error('the test run never started');
      await sleep(10);
    }
    rank = order.indexOf(TEST_RUN_SEED) + 1;
  } finally {
    await runtime.close();
    await database.close();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const total = BEFORE + AFTER + 1;
  const shoppersBefore = order.slice(0, rank - 1).filter((s) => shopperSeeds.includes(s)).length;
  const pass = rank === total && shoppersBefore === BEFORE + AFTER;
  const waitedS = (testRunStartedAt - workerStartedAt) / 1000;
  return {
    name: `Test run queued behind ${BEFORE} shopper jobs (+${AFTER} after it), start rank (${database.kind})`,
    rank,
    jobs: total,
    shoppersBefore,
    workerConcurrency: config.generation.workerConcurrency,
    waitedMs: testRunStartedAt - workerStartedAt,
    display: `started ${rank} of ${total}, after ${shoppersBefore} of ${BEFORE + AFTER} shopper jobs; ${waitedS.toFixed(1)} s after the worker started (${config.generation.workerConcurrency} at a time, ${RENDER_MS} ms per job)`,
    budget: { text: 'starts after every shopper job', pass },
  };
}

// `node scripts/bench/test-run-queue.mjs`: the row alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const row = await benchTestRunQueue({ databaseUrl: process.env.DATABASE_URL });
  console.log(`${row.name}: ${row.display} ${row.budget.pass ? 'PASS' : 'FAIL'}`);
  process.exit(0);
}
