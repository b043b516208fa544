// `npm run bench`: builds (unless --no-build), starts the built server on a fresh, seeded
// DATA_DIR and measures the budgets of DESIGN.md §5 that this stage has. Each row is one small
// function returning a plain object; later stages add rows (Lighthouse, ...) the same way.
// Options: --no-build, --no-lighthouse, --no-generation (skips the compression, studio, queue,
// print file and saved-variant rows), --no-uploads (skips the upload memory and photo check rows),
// --slug=<product slug> (default vision-board), --log-level=<level> (warn), --large-shop (seeds
// the large shop first, `npm run db:seed-large`, and adds the admin rows: dashboard, order list,
// CSV export),
// --only=variants (only the saved-variant rows of issue 25: a test run queued behind 10 shopper
// jobs, a regression set of 12 on the local studio; no main server), --only=cluster (only the
// cluster rows of issue 26: HAProxy + 2 APIs under mixed reads, 500 event streams; needs
// DATABASE_URL and haproxy), --only=photo-check (only the photo check row of issue 27: the first
// answer for a new 2 MB upload, median of 7, on a fresh server of its own).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOAD, LOAD_TOOL, measureHttp } from './bench/http-load.mjs';
import { fontsSelfHosted } from './bench/fonts.mjs';
import { initialJs } from './bench/initial-js.mjs';
import { measureLighthouse, RUNS } from './bench/lighthouse.mjs';
import { repoRoot, startAtelier, startBareFastify } from './bench/processes.mjs';
import { benchCompress } from './bench/compress.mjs';
import { benchCompressedHtml } from './bench/compressed-html.mjs';
import { benchMockup } from './bench/mockup.mjs';
import { benchPrintFile } from './bench/print-file.mjs';
import { benchQueue } from './bench/queue.mjs';
import { benchRenderLoop } from './bench/render-loop.mjs';
import { benchRenderOnce } from './bench/render-once.mjs';
import { benchStudio } from './bench/studio.mjs';
import { benchUploadMemory } from './bench/upload-memory.mjs';
import { benchPhotoCheck, benchPhotoCheckAlone } from './bench/photo-check.mjs';
import { benchAdminEnv, benchAdminRows, failed, seedLargeShopInto } from './bench/large-shop.mjs';
import { rssMb } from './bench/compressed-html.mjs';
import { benchStall } from './bench/stall.mjs';
import { benchTestRunQueue } from './bench/test-run-queue.mjs';
import { benchRegressionSet } from './bench/regression-set.mjs';
import { benchClusterLoad } from './bench/cluster-load.mjs';
import { benchSseStreams } from './bench/sse-streams.mjs';

const BUDGET = { p99Ms: 15, initialJsKb: 120 };
const arg = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const slug = arg('slug', 'vision-board');
const logLevel = arg('log-level', 'warn');
const lighthouse = !process.argv.includes('--no-lighthouse');
const generation = !process.argv.includes('--no-generation');
const largeShop = process.argv.includes('--large-shop');
const only = arg('only', null);
const uploads = !process.argv.includes('--no-uploads');
const ONLY = ['variants', 'cluster', 'photo-check'];
if (only !== null && !ONLY.includes(only)) {
  console.error(`bench: --only=${only} is not a set of rows (--only=${ONLY.join(', ')} are)`);
  process.exit(2);
}

if (!process.argv.includes('--no-build')) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const loadAtStart = os.loadavg()[0];
if (only === 'variants') {
  console.log(
    `bench: ${os.cpus().length} cores, load average ${loadAtStart.toFixed(1)} (noisy if high)`,
  );
  report(await variantRows());
}
if (only === 'cluster') {
  console.log(
    `bench: ${os.cpus().length} cores, load average ${loadAtStart.toFixed(1)} (noisy if high)`,
  );
  report(await clusterRows());
}
if (only === 'photo-check') {
  console.log(
    `bench: ${os.cpus().length} cores, load average ${loadAtStart.toFixed(1)} (noisy if high)`,
  );
  console.log('bench: photo check of a 2 MB photo (own server)');
  try {
    report([await benchPhotoCheckAlone({ logLevel })]);
  } catch (err) {
    report([failed('Photo check of a 2 MB photo, first answer (median)', err)]);
  }
}
const workDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-'));
const stops = [];
const rows = [];
try {
  console.log(
    `bench: ${os.cpus().length} cores, load average ${loadAtStart.toFixed(1)} (noisy if high)`,
  );
  console.log(`bench: starting the built server on ${workDir} (LOG_LEVEL=${logLevel})`);
  if (largeShop) {
    // Into the server's DATA_DIR (or DATABASE_URL) before it starts; its admin signs in later.
    console.log('bench: seeding the large shop (npm run db:seed-large)');
    rows.push(seedLargeShopInto({ dataDir: workDir }));
  }
  const atelier = await startAtelier({
    dataDir: workDir,
    logLevel,
    env: largeShop ? benchAdminEnv() : {},
  });
  stops.push(atelier.stop);
  const rssAtStartMb = rssMb(atelier.pid);

  const productPath = `/api/products/${slug}`;
  const sample = await fetch(atelier.url + productPath);
  if (!sample.ok)
    throw new Error(`GET ${productPath} answered ${sample.status}: is the shop seeded?`);
  const payload = await sample.text();
  const payloadFile = path.join(workDir, 'payload.json');
  writeFileSync(payloadFile, payload);

  const bare = await startBareFastify({ payloadFile, logDir: workDir });
  stops.push(bare.stop);

  const label = `${LOAD.connections} connections, ${LOAD.runs} runs of ${LOAD.durationSec} s after ${LOAD.warmupSec} s warm-up, load from ${LOAD_TOOL}`;
  console.log(`bench: HTTP rows at ${label}; body ${(payload.length / 1024).toFixed(1)} KB`);
  const products = await measureHttp({
    name: `GET ${productPath}`,
    url: atelier.url + productPath,
    budgetP99Ms: BUDGET.p99Ms,
  });
  rows.push(products);
  const baseline = await measureHttp({ name: 'bare Fastify, same JSON', url: `${bare.url}/bare` });
  rows.push(baseline);
  rows.push({
    name: 'ratio products/bare',
    ratio: products.reqPerSec / baseline.reqPerSec,
  });
  // The server-painted product page at 200 connections, brotli beside plain.
  rows.push(await benchCompressedHtml({ baseUrl: atelier.url, pid: atelier.child.pid, slug }));

  // --- Stall rows: /healthz and the product page plain and br at 200
  // connections beside bare Fastify sending the same bytes, in turns; the event loop's delay
  // inside the server; RSS at start, after the bursts and 60 s later (scripts/bench/stall.mjs).
  console.log('bench: stall rows at 200 connections beside bare Fastify (then 60 s for RSS)');
  rows.push(...(await benchStall({ atelier, rssAtStartMb, slug, workDir })));
  // --- end of the stall rows
  const distDir = path.join(repoRoot, 'apps/web/dist');
  rows.push(initialJs({ distDir, budgetKb: BUDGET.initialJsKb }));
  rows.push(fontsSelfHosted({ distDir }));

  if (lighthouse) {
    // After the load rows, so the load connections are gone before Chromium measures.
    console.log(`bench: Lighthouse (mobile preset, simulated throttling), median of ${RUNS}`);
    rows.push(
      ...(await measureLighthouse({ baseUrl: atelier.url, paths: ['/', `/products/${slug}`] })),
    );
  }

  if (generation) {
    // A 12 MP photo through the real built compression worker in Chromium (DESIGN.md §5).
    console.log(
      'bench: photo compression in Chromium, studio renderer, queue overhead, print files',
    );
    rows.push(await benchCompress({ baseUrl: atelier.url }));
    rows.push(...(await benchStudio()));
    rows.push(...(await benchQueue({ databaseUrl: process.env.DATABASE_URL })));
    // The largest size's print file, each in a child process as the worker renders it.
    rows.push(...(await benchPrintFile()));
  }

  // The serving thread's event loop while 3 portraits render on the render pool
  // (its print-file rows are the "Print file" rows above).
  if (generation) {
    console.log('bench: event loop while 3 portraits render');
    rows.push(await benchRenderLoop());
  }

  // The canvas mockup of the seeded artwork, rendered in-process.
  console.log('bench: canvas mockup renders');
  rows.push(await benchMockup());

  if (largeShop) {
    console.log('bench: admin rows on the large shop (dashboard, order list, CSV export)');
    rows.push(...(await benchAdminRows({ url: atelier.url, pid: atelier.pid })));
  }

  // Its own fresh server: 30 first downloads of one bought PNG at once make one render.
  // A generation row: --no-generation skips it.
  if (generation) {
    console.log('bench: 30 concurrent first downloads of one full PNG');
    rows.push(await benchRenderOnce());
  }

  // The photo check of a new 2 MB upload (issue 27 point 3), on the main server: the first
  // answer runs the subject finder on the render pool, the second is the stored one.
  if (uploads) {
    console.log('bench: photo check of a 2 MB photo, first and second answer');
    try {
      rows.push(await benchPhotoCheck({ baseUrl: atelier.url }));
    } catch (err) {
      rows.push(failed('Photo check of a 2 MB photo, first answer (median)', err));
    }
  }

  // Its own fresh server: RSS before, at the peak of and 60 s after 200 photo uploads.
  if (uploads) rows.push(await benchUploadMemory({ logLevel }));
} finally {
  for (const stop of stops.reverse()) await stop();
  rmSync(workDir, { recursive: true, force: true });
}
// After the main server stopped: on PostgreSQL its in-process worker would take the rows' jobs.
if (generation) rows.push(...(await variantRows()));
report(rows);

/**
 * The saved-variant rows (issue 25 point 10): the test run's start rank behind shoppers' jobs
 * (in-process, scripts/bench/test-run-queue.mjs) and the regression set of 12 on a fresh
 * server's local studio (scripts/bench/regression-set.mjs); a row that throws fails.
 */
async function variantRows() {
  console.log(
    'bench: saved variants: a test run behind 10 shopper jobs, a regression set of 12 (own server)',
  );
  const out = [];
  const measures = [
    [
      'Test run queued behind 10 shopper jobs',
      () => benchTestRunQueue({ databaseUrl: process.env.DATABASE_URL }),
    ],
    ['Regression set of 12 variants on the local studio', () => benchRegressionSet({ logLevel })],
  ];
  for (const [name, measure] of measures) {
    try {
      out.push(await measure());
    } catch (err) {
      out.push(failed(name, err));
    }
  }
  return out;
}

/**
 * The cluster rows (issue 26 point 8): a mixed read load through HAProxy and 2 API instances
 * beside one instance alone (scripts/bench/cluster-load.mjs), and 500 event streams on one
 * instance (scripts/bench/sse-streams.mjs). PostgreSQL from DATABASE_URL; a row that throws fails.
 */
async function clusterRows() {
  console.log('bench: cluster: mixed reads through HAProxy vs one instance, 500 event streams');
  const out = [];
  try {
    out.push(...(await benchClusterLoad(env())));
  } catch (err) {
    out.push(failed('Mixed reads through HAProxy + 2 APIs', err));
  }
  try {
    out.push(await benchSseStreams(env()));
  } catch (err) {
    out.push(failed('500 event streams on one instance', err));
  }
  return out;
  function env() {
    return { databaseUrl: process.env.DATABASE_URL, redisUrl: process.env.REDIS_URL };
  }
}

/** The table, what to fix, bench-results/latest.json; exits 1 when a budget fails. */
function report(list) {
  printTable(list);
  printFailingAudits(list);
  const outDir = path.join(repoRoot, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  const result = {
    at: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    loadAverageAtStart: loadAtStart,
    load: LOAD,
    logLevel,
    rows: list,
  };
  writeFileSync(path.join(outDir, 'latest.json'), JSON.stringify(result, null, 2) + '\n');
  console.log('\nwritten to bench-results/latest.json');
  process.exit(list.some((r) => r.budget && !r.budget.pass) ? 1 : 0);
}

function printTable(list) {
  const fmt = (n, digits = 1) => (n === undefined ? '' : n.toFixed(digits));
  const budget = (b) => b.text ?? `${b.metric} ${b.op ?? '<='} ${b.limit} ${b.unit}`.trim();
  const table = list.map((r) => ({
    measure: r.name,
    'req/s': fmt(r.reqPerSec, 0),
    'p50 ms': fmt(r.p50Ms),
    'p99 ms': fmt(r.p99Ms),
    value: r.runsP99Ms
      ? `p99 of runs: ${r.runsP99Ms.map((x) => fmt(x)).join(', ')} (${r.tool})`
      : r.display !== undefined
        ? r.display
        : r.ratio !== undefined
          ? `${fmt(r.ratio, 2)}x`
          : r.gzipKb !== undefined
            ? `${fmt(r.gzipKb)} KB`
            : '',
    errors: r.errorMessages
      ? r.errors
        ? `${r.errors} failed runs`
        : ''
      : r.errors || r.non2xx
        ? `${r.errors} err (${r.timeouts} timeouts), ${r.non2xx} non-2xx`
        : '',
    budget: r.budget ? budget(r.budget) : '',
    result: r.budget ? (r.budget.pass ? 'PASS' : 'FAIL') : '',
  }));
  const cols = Object.keys(table[0]);
  const width = cols.map((c) => Math.max(c.length, ...table.map((t) => t[c].length)));
  const line = (cells) => cells.map((c, i) => c.padEnd(width[i])).join('  ');
  console.log('\n' + line(cols));
  console.log(line(width.map((w) => '-'.repeat(w))));
  for (const t of table) console.log(line(cols.map((c) => t[c])));
}

// Under the table, what to fix: the audits behind a missed Lighthouse budget, and the
// problems of any other failing row that lists them.
function printFailingAudits(list) {
  for (const r of list.filter((row) => row.budget && !row.budget.pass)) {
    const items = [...(r.errorMessages ?? []), ...(r.failingAudits ?? r.problems ?? [])];
    if (items.length === 0) continue;
    console.log(`\n${r.name} misses its budget:`);
    for (const item of items) {
      if (typeof item === 'string') console.log(`  - ${item}`);
      else {
        const value = item.displayValue ? `, ${item.displayValue}` : '';
        console.log(
          `  - ${item.id}: ${item.title} (score ${item.score}${value}; ${item.runs}/${r.scores.length} runs)`,
        );
        for (const culprit of item.culprits ?? []) console.log(`      ${culprit}`);
      }
    }
  }
}
