// Queue row: generation queue overhead, from submit (POST /api/generate-artwork's transaction:
// credit, artwork row, pg-boss job) to the worker starting the job (it claims the artwork row:
// startedAt), with a no-op provider. Runs the TypeScript pipeline through tsx, in-process, on a fresh
// embedded database (or on a scratch PostgreSQL database when DATABASE_URL is set).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const API = '../../apps/api/src';
// Packages the API uses, resolved from the API workspace.
const require = createRequire(new URL('../../apps/api/package.json', import.meta.url));
const pino = require('pino');
const pg = require('pg');

/** A fresh database beside the one DATABASE_URL names, dropped afterwards. */
export async function scratchDatabase(adminUrl) {
  const name = `atelier_bench_${randomBytes(6).toString('hex')}`;
  const run = async (sql) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

const percentile = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/**
 * Rows for the bench table: queue overhead submit → worker start, p95 over `jobs` jobs
 * submitted one at a time, against the 250 ms budget (DESIGN.md §5).
 */
export async function benchQueue({ jobs = 50, budgetMs = 250, databaseUrl } = {}) {
  const [{ loadConfig }, { openDatabase }, schema, { createGenerationRuntime }, { addBlueprint }] =
    await Promise.all([
      tsImport(`${API}/config/env.ts`, import.meta.url),
      tsImport(`${API}/db/client.ts`, import.meta.url),
      tsImport(`${API}/db/schema/index.ts`, import.meta.url),
      tsImport(`${API}/modules/generation/runtime.ts`, import.meta.url),
      tsImport(`${API}/modules/blueprints/blueprints.test-helpers.ts`, import.meta.url),
    ]);
  const { eq } = await import(pathToFileURL(require.resolve('drizzle-orm')).href);
  const scratch = databaseUrl ? await scratchDatabase(databaseUrl) : null;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-queue-'));
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

  // No-op provider: a 1×1 PNG at once; records when each job reached it.
  const started = new Map();
  const PNG_1x1 = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const provider = {
    name: 'local',
    async generate(input) {
      started.set(input.seed, performance.now());
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
  await runtime.startWorker(1);

  const userId = `bench-${randomBytes(6).toString('hex')}`;
  await db.insert(schema.users).values({
    id: userId,
    name: 'Bench',
    email: `${userId}@bench.local`,
    generationsLimit: jobs + 10,
    allowanceRenewsAt: new Date(Date.now() + 86_400_000),
  });
  const [product] = await db
    .insert(schema.products)
    .values({ slug: userId, title: 'Bench portrait' })
    .returning();
  await addBlueprint(db, product.id, { promptTemplate: 'A portrait of {{name}}' });
  const [board] = await db
    .insert(schema.visionBoards)
    .values({ userId, productId: product.id, items: 'name: Bench' })
    .returning();

  const overheads = [];
  try {
    for (let i = 0; i < jobs + 1; i++) {
      const submitted = Date.now();
      const { artwork } = await runtime.service.generate(userId, {
        visionBoardId: board.id,
        regenerate: true,
      });
      const deadline = Date.now() + 10_000;
      while (!started.has(artwork.seed)) {
        if (Date.now() > deadline) throw new Error('a bench job never started');
        await new Promise((r) => setTimeout(r, 2));
      }
      const [row] = await db
        .select({ startedAt: schema.artworks.startedAt })
        .from(schema.artworks)
        .where(eq(schema.artworks.id, artwork.id));
      // The first job warms the worker up (prepared statements, module JIT): not counted.
      if (i > 0) overheads.push(Math.max(0, row.startedAt.getTime() - submitted));
    }
  } finally {
    await runtime.close();
    await database.close();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const p95 = percentile(overheads, 95);
  const p50 = percentile(overheads, 50);
  return [
    {
      name: `Queue overhead, submit → worker start (${database.kind})`,
      runs: overheads.length,
      p50Ms: p50,
      p95Ms: p95,
      maxMs: Math.max(...overheads),
      display: `${p95.toFixed(0)} ms p95, ${p50.toFixed(0)} ms median`,
      budget: { metric: 'p95', limit: budgetMs, unit: 'ms', pass: p95 <= budgetMs },
    },
  ];
}

// `node scripts/bench/queue.mjs`: the row alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await benchQueue({ databaseUrl: process.env.DATABASE_URL });
  console.log(JSON.stringify(rows, null, 2));
  process.exit(0);
}
