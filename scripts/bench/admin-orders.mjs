// Admin order list and CSV export rows (DESIGN.md §5): functions for
// scripts/bench.mjs, run against a server whose database holds the large shop
// (`npm run db:seed-large`: 100,000 orders).
//
// benchOrderList: the p99 of one page (50 rows, newest first) at several depths: the first page,
// a page about 50,000 rows deep (reached by following nextCursor with limit=200) and the last
// page (a cursor built as the API builds it: before the oldest possible key, read backwards).
// Keyset pages cost the same at any depth; the budget is 50 ms.
//
// benchCsvExport: downloads the full CSV export, counts its records, and samples the server's
// VmRSS (/proc/<pid>/status) every 50 ms: rows per second and the peak growth (budget 100 MB).

import { readFileSync } from 'node:fs';

export const ORDER_LIST_BUDGET_MS = 50;
export const CSV_EXPORT_BUDGET_MB = 100;

const PAGE = 50;
const WALK_LIMIT = 200;
const DEEP_ROWS = 50_000;
const SAMPLE_MS = 50;

/** The API's cursor (apps/api/src/modules/admin/orders/order-cursor.ts): base64url JSON. */
export const orderCursor = ({ sort = 'createdAt', dir = 'desc', key, id, d = 'next' }) =>
  Buffer.from(JSON.stringify({ s: sort, o: dir, k: key, id, d }), 'utf8').toString('base64url');

/** The last page of the newest-first list: the rows after the oldest possible key, read back. */
export const lastPageCursor = () =>
  orderCursor({
    key: '1970-01-01 00:00:00+00',
    id: '00000000-0000-0000-0000-000000000000',
    d: 'prev',
  });

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function getJson(address, headers) {
  const res = await fetch(address, { headers: { ...headers, 'accept-encoding': 'br' } });
  if (!res.ok) throw new Error(`GET ${address} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** Times `runs` sequential requests of one page (after a few warm-ups); its p99 in ms. */
async function timePage(address, headers, runs) {
  for (let i = 0; i < 5; i++) await getJson(address, headers);
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const res = await fetch(address, { headers: { ...headers, 'accept-encoding': 'br' } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`GET ${address} answered ${res.status}`);
    times.push(performance.now() - start);
  }
  return Math.round(percentile(times, 99) * 10) / 10;
}

/**
 * `url`: the server's base address; `headers`: an admin's (authorization: Bearer …).
 * Returns { depths: [{ depth, p99Ms }], budgetMs: 50 }.
 */
export async function benchOrderList({ url, headers = {}, runs = 200 }) {
  const base = `${url.replace(/\/$/, '')}/api/admin/orders`;
  const { total } = await getJson(`${base}/counts`, headers);

  // ~50,000 rows deep: follow the cursors with big pages.
  let cursor = null;
  let depth = 0;
  while (depth < Math.min(DEEP_ROWS, Math.max(0, total - PAGE))) {
    const page = await getJson(
      `${base}?limit=${WALK_LIMIT}${cursor ? `&cursor=${cursor}` : ''}`,
      headers,
    );
    depth += page.items.length;
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }

  const targets = [
    { depth: 0, address: `${base}?limit=${PAGE}` },
    ...(cursor ? [{ depth, address: `${base}?limit=${PAGE}&cursor=${cursor}` }] : []),
    {
      depth: Math.max(0, total - PAGE),
      address: `${base}?limit=${PAGE}&cursor=${lastPageCursor()}`,
    },
  ];
  const depths = [];
  for (const target of targets) {
    const first = await getJson(target.address, headers);
    if (first.items.length === 0 && total > 0) throw new Error(`empty page at ${target.depth}`);
    depths.push({ depth: target.depth, p99Ms: await timePage(target.address, headers, runs) });
  }
  return { depths, budgetMs: ORDER_LIST_BUDGET_MS, total };
}

const rssMb = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? NaN) / 1024;
};

/** Counts CSV records (line ends outside quoted cells) across chunks. */
export function csvRecordCounter() {
  let quoted = false;
  let records = 0;
  let pending = false;
  return {
    push(text) {
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 34) quoted = !quoted;
        else if (c === 10 && !quoted) {
          records++;
          pending = false;
          continue;
        }
        if (c !== 13) pending = true;
      }
    },
    /** Records, counting a last line without its line end. */
    get records() {
      return records + (pending ? 1 : 0);
    },
  };
}

/**
 * `url`, `headers` as above; `pid`: the server process (its VmRSS is sampled every 50 ms).
 * Returns { rows, rowsPerSec, rssGrowthMb, budgetMb: 100 }.
 */
export async function benchCsvExport({ url, headers = {}, pid }) {
  const address = `${url.replace(/\/$/, '')}/api/admin/orders/export.csv`;
  const startRss = rssMb(pid);
  let peak = startRss;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssMb(pid));
    } catch {
      // the process went away: the download fails below
    }
  }, SAMPLE_MS);
  const counter = csvRecordCounter();
  const start = performance.now();
  try {
    const res = await fetch(address, { headers: { ...headers, 'accept-encoding': 'br' } });
    if (!res.ok || !res.body) throw new Error(`GET ${address} answered ${res.status}`);
    const decoder = new TextDecoder();
    for await (const chunk of res.body) counter.push(decoder.decode(chunk, { stream: true }));
    counter.push(decoder.decode());
  } finally {
    clearInterval(timer);
  }
  peak = Math.max(peak, rssMb(pid));
  const seconds = (performance.now() - start) / 1000;
  const rows = Math.max(0, counter.records - 1); // the header line
  return {
    rows,
    rowsPerSec: Math.round(rows / seconds),
    rssGrowthMb: Math.round((peak - startRss) * 10) / 10,
    budgetMb: CSV_EXPORT_BUDGET_MB,
  };
}
