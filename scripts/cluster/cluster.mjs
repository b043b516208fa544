// `npm run cluster`: Atelier as a cluster on this machine, from the built code: two API
// instances and two workers on PostgreSQL (DATABASE_URL), Redis (REDIS_URL), an S3 bucket
// (S3_* when S3_BUCKET is set, else a local s3rver) and HAProxy in front on PORT (3000).
// Ctrl-C stops everything. See docs/operations.md, "Running several instances".
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root, startCluster } from './harness.mjs';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'npm run cluster needs PostgreSQL: set DATABASE_URL (for example\n' +
      '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/atelier npm run cluster).\n' +
      'Several processes cannot share the embedded database.',
  );
  process.exit(1);
}

const builtFiles = [
  'apps/web/dist/index.html',
  'apps/api/dist/server.js',
  'apps/api/dist/worker.js',
  'apps/api/dist/db/migrate-cli.js',
];
if (builtFiles.some((f) => !existsSync(path.join(root, f))) || process.argv.includes('--rebuild')) {
  console.log('Building Atelier...');
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const port = Number(process.env.PORT ?? 3000);
const s3 = process.env.S3_BUCKET
  ? {
      bucket: process.env.S3_BUCKET,
      endpoint:
        process.env.S3_ENDPOINT ??
        `https://s3.${process.env.S3_REGION ?? 'us-east-1'}.amazonaws.com`,
      region: process.env.S3_REGION,
      accessKeyId: process.env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: process.env.S3_SECRET_ACCESS_KEY ?? '',
    }
  : /** @type {const} */ ('local');
const verbose = process.argv.includes('--verbose');

console.log(`Starting the cluster on port ${port} (the first start seeds the shop)...`);
let cluster;
try {
  cluster = await startCluster({
    databaseUrl,
    redisUrl: process.env.REDIS_URL,
    s3,
    basePort: port,
    apis: Number(process.env.CLUSTER_APIS ?? 2),
    workers: Number(process.env.CLUSTER_WORKERS ?? 2),
    log: verbose ? (line) => console.log(line) : undefined,
  });
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

console.log(`
Atelier cluster is up:
  shop (through HAProxy)   ${cluster.url}
  HAProxy stats            ${cluster.proxy?.statsUrl}
${cluster.apis.map((a) => `  ${a.name.padEnd(24)} ${a.url}  (metrics ${a.metricsUrl})`).join('\n')}
${cluster.workers.map((w) => `  ${w.name.padEnd(24)} metrics ${w.metricsUrl}`).join('\n')}
  storage                  ${cluster.s3 ? `s3rver ${cluster.s3.endpoint}, bucket ${cluster.s3.bucket}` : `bucket ${s3 === 'local' ? '' : s3.bucket}`}
  database                 ${databaseUrl.replace(/\/\/[^@/]*@/, '//…@')}
  redis                    ${process.env.REDIS_URL ?? 'none (rate limits counted per instance)'}
Logs: --verbose prints every process's output. Ctrl-C stops everything.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the cluster...');
    cluster.stop().then(
      () => process.exit(0),
      (err) => {
        console.error(err);
        process.exit(1);
      },
    );
  });
}
// Stay up until a signal.
setInterval(() => {}, 1 << 30);
