// Bench rows of issue 26 point 8 (`npm run bench -- --only=cluster`): a mixed read load (the
// landing page, a product page with Accept-Encoding: br, the product API) at 200 connections for
// 30 s with wrk, through HAProxy in front of 2 API instances, and beside it the same load on one
// instance without the proxy, in the same run; errors must be 0. Cluster: scripts/cluster/harness.mjs
// on a scratch database beside DATABASE_URL's, ports 4100-4139.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCluster } from '../cluster/harness.mjs';
import { scratchDatabase } from './queue.mjs';

const CONNECTIONS = 200;
const SECONDS = 30;
const SLUG = 'vision-board';

/** A wrk script: the three paths in turn (br on the page), its figures as JSON at the end. */
const LUA = `
local paths = { "/", "/products/${SLUG}", "/api/products/${SLUG}" }
local i = 0
request = function()
  i = i % 3 + 1
  local headers = {}
  if i == 2 then headers["Accept-Encoding"] = "br" end
  return wrk.format("GET", paths[i], headers)
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRK_JSON {"requests":%d,"seconds":%f,"p50us":%d,"p99us":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}\\n',
    summary.requests, summary.duration / 1e6, latency:percentile(50), latency:percentile(99),
    e.connect, e.read, e.write, e.status, e.timeout))
end
`;

/** Runs wrk against `url`; resolves with its figures. */
export function runWrk(url, script, { connections = CONNECTIONS, seconds = SECONDS } = {}) {
  return new Promise((resolve, reject) => {
    const proc = spawn('wrk', [
      `-t2`,
      `-c${connections}`,
      `-d${seconds}s`,
      '--timeout',
      '10s',
      '-s',
      script,
      url,
    ]);
    let out = '';
    proc.stdout.on('data', (d) => (out += d));
    proc.stderr.on('data', (d) => (out += d));
    proc.once('error', reject);
    proc.once('exit', () => {
      const line = /WRK_JSON (\{.*\})/.exec(out)?.[1];
      if (!line) return reject(new Error(`wrk gave no figures:\n${out}`));
      resolve(JSON.parse(line));
    });
  });
}

function row(name, url, figures) {
  const errors = figures.connect + figures.read + figures.write + figures.timeout + figures.status;
  return {
    name,
    url,
    tool: 'wrk',
    connections: CONNECTIONS,
    reqPerSec: figures.requests / figures.seconds,
    p50Ms: figures.p50us / 1000,
    p99Ms: figures.p99us / 1000,
    errors: figures.connect + figures.read + figures.write,
    timeouts: figures.timeout,
    non2xx: figures.status,
    display: `${figures.requests} requests, ${errors} errors`,
    budget: { metric: 'errors', op: '=', limit: 0, unit: '', pass: errors === 0 },
  };
}

export async function benchClusterLoad({ databaseUrl, redisUrl }) {
  if (!databaseUrl) throw new Error('the cluster rows need DATABASE_URL (PostgreSQL)');
  const db = await scratchDatabase(databaseUrl);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atelier-cluster-load-'));
  const script = path.join(dir, 'mixed.lua');
  writeFileSync(script, LUA);
  let cluster;
  try {
    cluster = await startCluster({
      databaseUrl: db.url,
      redisUrl,
      s3: 'local',
      basePort: 4100,
    });
    // Warm both instances' caches (and the proxy's connections) first.
    await runWrk(cluster.url, script, { connections: 20, seconds: 3 });
    await runWrk(cluster.apis[0].url, script, { connections: 20, seconds: 3 });
    const proxied = await runWrk(cluster.url, script);
    const single = await runWrk(cluster.apis[0].url, script);
    return [
      row(
        `Mixed reads (/, product page br, product API), ${CONNECTIONS} conn., HAProxy + 2 APIs`,
        cluster.url,
        proxied,
      ),
      row(
        `Mixed reads, ${CONNECTIONS} conn., 1 API without the proxy (same run)`,
        cluster.apis[0].url,
        single,
      ),
    ];
  } finally {
    await cluster?.stop();
    await db.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}
