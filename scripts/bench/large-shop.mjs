// The admin rows on the large shop, run by `npm run bench -- --large-shop`:
// the large shop is seeded into the bench's DATA_DIR (or the DATABASE_URL database) before the
// server starts, the server gets an admin account (ADMIN_EMAIL/ADMIN_PASSWORD), and the rows sign
// in as that admin and call the measure functions of scripts/bench/admin-dashboard.mjs and
// scripts/bench/admin-orders.mjs. Those modules are loaded when present: without one, its rows
// say "not available" instead of failing the bench.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './processes.mjs';

/** The admin the bench's server creates at start (scripts/bench/processes.mjs startAtelier env). */
export const BENCH_ADMIN = { email: 'bench-admin@atelier.local', password: 'bench-admin-password' };
export const benchAdminEnv = () => ({
  ADMIN_EMAIL: BENCH_ADMIN.email,
  ADMIN_PASSWORD: BENCH_ADMIN.password,
  // The production shape on PostgreSQL: generation runs in `npm run worker`, not in the API
  // process the rows measure (else the large shop's queued artworks are rendered in the API
  // process during the HTTP rows). On PGlite the worker is always in process.
  ...(process.env.DATABASE_URL ? { WORKER_IN_PROCESS: 'false' } : {}),
});

/**
 * `npm run db:seed-large -- --if-missing` on `dataDir` (or DATABASE_URL): a database that has the
 * large shop already keeps it. Returns a row with the time it took (measured, not judged).
 */
export function seedLargeShopInto({ dataDir }) {
  const started = performance.now();
  const res = spawnSync('npm', ['run', '--silent', 'db:seed-large', '--', '--if-missing'], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  if (res.status !== 0) throw new Error(`npm run db:seed-large answered ${res.status}`);
  const seconds = (performance.now() - started) / 1000;
  return {
    name: `Large-shop seed (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, npm run db:seed-large)`,
    seconds,
    display: `${seconds.toFixed(1)} s`,
  };
}

/** The bench admin's bearer header (the server was started with benchAdminEnv()). */
export async function signInAdmin(url) {
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const token = res.headers.get('set-auth-token');
  if (!res.ok || !token)
    throw new Error(`admin sign-in answered ${res.status}: ${await res.text()}`);
  return { authorization: `Bearer ${token}` };
}

/** A bench module of scripts/bench, or null when the file is not there. */
async function optionalModule(file) {
  const full = path.join(import.meta.dirname, file);
  if (!existsSync(full)) return null;
  return import(pathToFileURL(full).href);
}

const notAvailable = (name, file) => {
  console.log(`bench: ${name}: not available (scripts/bench/${file} is missing)`);
  return { name, display: `not available (scripts/bench/${file} missing)` };
};

/** A row for a measure that threw: failed, with the error under the table. */
export const failed = (name, err) => ({
  name,
  errors: 1,
  errorMessages: [String(err?.stack ?? err)],
  display: 'error',
  budget: { text: 'ran without error', pass: false },
});

const ms = (n) => `${n.toFixed(1)} ms`;

/**
 * The admin rows against a running server on the large shop: the dashboard API's p95, the order
 * list's p99 at each page depth, and the CSV export of every order (rows/s, RSS growth).
 */
export async function benchAdminRows({ url, pid }) {
  const headers = await signInAdmin(url);
  const rows = [];

  const dashboard = await optionalModule('admin-dashboard.mjs');
  const dashName = 'GET /api/admin/dashboard (large shop)';
  if (!dashboard) rows.push(notAvailable(dashName, 'admin-dashboard.mjs'));
  else {
    try {
      const r = await dashboard.benchDashboard({ url, headers });
      rows.push({
        name: dashName,
        p50Ms: r.p50Ms,
        p95Ms: r.p95Ms,
        display: `p95 ${ms(r.p95Ms)}`,
        budget: { metric: 'p95', limit: r.budgetMs, unit: 'ms', pass: r.p95Ms <= r.budgetMs },
      });
    } catch (err) {
      rows.push(failed(dashName, err));
    }
  }

  const orders = await optionalModule('admin-orders.mjs');
  const listName = 'GET /api/admin/orders page (large shop)';
  const csvName = 'Orders CSV export (large shop)';
  if (!orders) {
    rows.push(notAvailable(listName, 'admin-orders.mjs'));
    rows.push(notAvailable(csvName, 'admin-orders.mjs'));
    return rows;
  }
  try {
    const r = await orders.benchOrderList({ url, headers });
    for (const d of r.depths) {
      rows.push({
        name: `${listName} at depth ${d.depth}`,
        depth: d.depth,
        p99Ms: d.p99Ms,
        budget: { metric: 'p99', limit: r.budgetMs, unit: 'ms', pass: d.p99Ms <= r.budgetMs },
      });
    }
  } catch (err) {
    rows.push(failed(listName, err));
  }
  try {
    const r = await orders.benchCsvExport({ url, headers, pid });
    // The budget is for the whole large shop: at least its 100,000 orders must be in the file.
    const problems = r.rows >= 100_000 ? [] : [`only ${r.rows} rows exported (100,000 expected)`];
    rows.push({
      name: csvName,
      rows: r.rows,
      rowsPerSec: r.rowsPerSec,
      rssGrowthMb: r.rssGrowthMb,
      problems,
      display: `${r.rows} rows, ${Math.round(r.rowsPerSec)} rows/s, RSS +${r.rssGrowthMb.toFixed(1)} MB`,
      budget: {
        metric: 'RSS growth',
        limit: r.budgetMb,
        unit: 'MB',
        pass: problems.length === 0 && r.rssGrowthMb <= r.budgetMb,
      },
    });
  } catch (err) {
    rows.push(failed(csvName, err));
  }
  return rows;
}
