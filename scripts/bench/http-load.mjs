// One HTTP load row: autocannon against a URL after a short warm-up, same settings for every row.
import autocannon from 'autocannon';

export const LOAD = { connections: 100, durationSec: 10, warmupSec: 3 };

export async function measureHttp({ name, url, budgetP99Ms }) {
  await autocannon({ url, connections: LOAD.connections, duration: LOAD.warmupSec });
  const r = await autocannon({ url, connections: LOAD.connections, duration: LOAD.durationSec });
  const ok = r.statusCodeStats?.['200']?.count ?? 0;
  if (r.non2xx > 0 || r.errors > 0) {
    throw new Error(`${name}: ${r.non2xx} non-2xx answers and ${r.errors} errors from ${url}`);
  }
  const row = {
    name,
    url,
    requests: Number(ok) || r.requests.total,
    reqPerSec: r.requests.average,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
  };
  if (budgetP99Ms !== undefined) {
    row.budget = {
      metric: 'p99',
      limit: budgetP99Ms,
      unit: 'ms',
      pass: r.latency.p99 <= budgetP99Ms,
    };
  }
  return row;
}
