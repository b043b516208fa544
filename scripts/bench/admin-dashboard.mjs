// Dashboard row (DESIGN.md §5): GET /api/admin/dashboard on the large-shop
// database, as the admin's browser asks for it (Accept-Encoding: br). 200 requests one after
// another give the p50 and p95 the budget (p95 <= 150 ms) is checked against; then 4 clients at
// once send 25 each, reported beside it (the page is one call, so several admins at once is the
// realistic load, not hundreds). Each answer is read to its end, so the time includes the
// compressed body. The caller (bench.mjs, with seed-large) passes the URL and the admin's
// Authorization header; this file only measures.
import http from 'node:http';
import https from 'node:https';
import { performance } from 'node:perf_hooks';

export const DASHBOARD_BUDGET_MS = 150;
const SEQUENTIAL = 200;
const WARMUP = 10;
const CONCURRENT_CLIENTS = 4;
const PER_CLIENT = 25;

const percentile = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** The endpoint: `url` may be the server's base URL or the dashboard's own address. */
function endpoint(url) {
  const u = new URL(url);
  if (!u.pathname.endsWith('/api/admin/dashboard')) {
    u.pathname = `${u.pathname.replace(/\/$/, '')}/api/admin/dashboard`;
  }
  return u;
}

/** One GET on a kept-alive connection; resolves with status, encoding and the time to the last byte. */
function get(target, headers, agent) {
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const req = client.get(target, { headers, agent }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          encoding: res.headers['content-encoding'] ?? null,
          bytes,
          ms: performance.now() - start,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/**
 * Measures GET /api/admin/dashboard: `{ name, url, p50Ms, p95Ms, budgetMs: 150, concurrent,
 * bodyKb, budget }` (the row shape of scripts/bench.mjs). `headers` must authenticate an admin.
 */
export async function benchDashboard({ url, headers = {} }) {
  const target = endpoint(url);
  const sendHeaders = { ...headers, 'accept-encoding': 'br' };
  const agent = new (target.protocol === 'https:' ? https : http).Agent({ keepAlive: true });
  const problems = [];
  try {
    const first = await get(target, sendHeaders, agent);
    if (first.status !== 200) {
      throw new Error(`GET ${target} answered ${first.status}: are the admin's headers right?`);
    }
    if (first.encoding !== 'br') problems.push(`answer not sent in brotli (${first.encoding})`);
    for (let i = 0; i < WARMUP; i++) await get(target, sendHeaders, agent);

    const times = [];
    let errors = 0;
    for (let i = 0; i < SEQUENTIAL; i++) {
      const r = await get(target, sendHeaders, agent);
      if (r.status !== 200) errors++;
      times.push(r.ms);
    }

    const concurrentTimes = [];
    await Promise.all(
      Array.from({ length: CONCURRENT_CLIENTS }, async () => {
        for (let i = 0; i < PER_CLIENT; i++) {
          const r = await get(target, sendHeaders, agent);
          if (r.status !== 200) errors++;
          concurrentTimes.push(r.ms);
        }
      }),
    );

    const p50Ms = percentile(times, 50);
    const p95Ms = percentile(times, 95);
    if (errors) problems.push(`${errors} answers were not 200`);
    return {
      name: 'GET /api/admin/dashboard (br)',
      url: target.toString(),
      requests: SEQUENTIAL,
      p50Ms,
      p95Ms,
      budgetMs: DASHBOARD_BUDGET_MS,
      concurrent: {
        clients: CONCURRENT_CLIENTS,
        requests: concurrentTimes.length,
        p50Ms: percentile(concurrentTimes, 50),
        p95Ms: percentile(concurrentTimes, 95),
      },
      bodyKb: first.bytes / 1024,
      display: `p95 ${p95Ms.toFixed(1)} ms (${SEQUENTIAL} in a row); ${CONCURRENT_CLIENTS} at once: p95 ${percentile(concurrentTimes, 95).toFixed(1)} ms`,
      errors,
      problems,
      budget: {
        metric: 'p95',
        limit: DASHBOARD_BUDGET_MS,
        unit: 'ms',
        pass: errors === 0 && p95Ms <= DASHBOARD_BUDGET_MS,
      },
    };
  } finally {
    agent.destroy();
  }
}
