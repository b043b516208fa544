// One HTTP load row: autocannon against a URL after a short warm-up, same settings for every row.
import autocannon from 'autocannon';

export const LOAD = { connections: 100, durationSec: 10, warmupSec: 3 };

export async function measureHttp({ name, url, budgetP99Ms }) {
  await autocannon({ url, connections: LOAD.connections, duration: LOAD.warmupSec });
  const r = await autocannon({ url, connections: LOAD.connections, duration: LOAD.durationSec });
  const row = {
    name,
    url,
    requests: r.requests.total,
    reqPerSec: r.requests.average,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    // Errors are connection errors and timeouts; a row with any is not a valid measurement.
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
  };
  if (budgetP99Ms !== undefined) {
    const clean = r.errors === 0 && r.non2xx === 0;
    row.budget = {
      metric: 'p99',
      limit: budgetP99Ms,
      unit: 'ms',
      pass: clean && r.latency.p99 <= budgetP99Ms,
    };
  }
  return row;
}
