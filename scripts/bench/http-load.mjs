// One HTTP load row, same settings for every row: 100 connections, a 3 s warm-up, then three
// runs of 10 s; the row shows the median run (by p99) and every run's p99, so one stall of the
// machine neither passes nor fails a budget on its own (as the Lighthouse rows take a median).
// The load comes from wrk (C, one thread) when it is installed (`apt-get install -y wrk`), else
// from autocannon in this Node process. On a 2-core machine the client shares the cores with the
// server, and autocannon's own event loop adds to every latency it reports; wrk costs a fraction
// of that CPU, so its p99 is closer to what the server itself adds. BENCH_LOAD=autocannon forces
// autocannon. Each row names its tool, and both rows of one run use the same one.
import { spawnSync } from 'node:child_process';
import autocannon from 'autocannon';

export const LOAD = { connections: 100, durationSec: 10, warmupSec: 3, runs: 3 };

function wrkAvailable() {
  if (process.env.BENCH_LOAD === 'autocannon') return false;
  return spawnSync('wrk', ['--version'], { encoding: 'utf8' }).error === undefined;
}

export const LOAD_TOOL = wrkAvailable() ? 'wrk' : 'autocannon';

/** "950.00us", "4.12ms", "1.02s" → milliseconds. */
function wrkDurationMs(text) {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!m) throw new Error(`wrk printed an unknown duration: ${text}`);
  const factor = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[m[2]];
  return Number(m[1]) * factor;
}

/** Reads the report of `wrk --latency` (percentiles, totals, errors). */
export function parseWrk(out) {
  const percentile = (p) => {
    const m = new RegExp(`^\\s*${p}%\\s+(\\S+)`, 'm').exec(out);
    if (!m) throw new Error(`wrk printed no ${p}th percentile:\n${out}`);
    return wrkDurationMs(m[1]);
  };
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? NaN);
  const reqPerSec = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const errors = socket ? Number(socket[1]) + Number(socket[2]) + Number(socket[3]) : 0;
  const timeouts = socket ? Number(socket[4]) : 0;
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  return {
    requests,
    reqPerSec,
    p50Ms: percentile(50),
    p99Ms: percentile(99),
    errors: errors + timeouts,
    timeouts,
    non2xx,
  };
}

// `headers` go to wrk as `-H 'Name: value'` (wrk sends them as given and never decodes the
// answer, so an Accept-Encoding row measures the compressed bytes going out).
function runWrk(url, durationSec, { connections, headers }) {
  const headerArgs = Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
  const res = spawnSync(
    'wrk',
    ['-t1', `-c${connections}`, `-d${durationSec}s`, '--latency', ...headerArgs, url],
    { encoding: 'utf8' },
  );
  if (res.status !== 0) throw new Error(`wrk failed (${res.status}): ${res.stderr}`);
  return parseWrk(res.stdout);
}

async function runAutocannon(url, durationSec, { connections, headers }) {
  const r = await autocannon({ url, connections, headers, duration: durationSec });
  return {
    requests: r.requests.total,
    reqPerSec: r.requests.average,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    // Errors are connection errors and timeouts; a row with any is not a valid measurement.
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
  };
}

/** One run of `durationSec` against `url` with the bench's tool (rows that pace their own runs). */
export function runLoad(url, durationSec, { connections = LOAD.connections, headers = {} } = {}) {
  const runTool = LOAD_TOOL === 'wrk' ? runWrk : runAutocannon;
  return runTool(url, durationSec, { connections, headers });
}

/** `connections` (default LOAD.connections) and request `headers` are for rows that need them. */
export async function measureHttp({
  name,
  url,
  budgetP99Ms,
  connections = LOAD.connections,
  headers = {},
}) {
  const runTool = LOAD_TOOL === 'wrk' ? runWrk : runAutocannon;
  const run = (target, sec) => runTool(target, sec, { connections, headers });
  await run(url, LOAD.warmupSec);
  const runs = [];
  for (let i = 0; i < LOAD.runs; i++) runs.push(await run(url, LOAD.durationSec));
  const sorted = [...runs].sort((a, b) => a.p99Ms - b.p99Ms);
  const r = sorted[Math.floor(sorted.length / 2)];
  const row = {
    name,
    url,
    tool: LOAD_TOOL,
    connections,
    ...r,
    runsP99Ms: runs.map((x) => x.p99Ms),
    // Every run must be clean: an error in any run invalidates the row.
    errors: runs.reduce((n, x) => n + x.errors, 0),
    non2xx: runs.reduce((n, x) => n + x.non2xx, 0),
  };
  if (budgetP99Ms !== undefined) {
    const clean = row.errors === 0 && row.non2xx === 0;
    row.budget = {
      metric: 'p99',
      limit: budgetP99Ms,
      unit: 'ms',
      pass: clean && r.p99Ms <= budgetP99Ms,
    };
  }
  return row;
}
