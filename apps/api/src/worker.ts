import './lib/sharp-setup';
import pino from 'pino';
import { loadConfig, type Config } from './config/env';
import { ConfigError } from './config/env-schema';
import { openDatabase } from './db/client';
import { JobRunner } from './lib/job-runner';
import { createMetrics, serveMetrics } from './lib/metrics';
import { logDestination } from './lib/log-destination';
import { redactingLoggerOptions } from './lib/log-redaction';
import { closeRenderPool, configureRenderPool, warmRenderPool } from './lib/render-pool';
import { createGenerationRuntime } from './modules/generation/runtime';
import { mailOutboxJob } from './modules/mail/mail-outbox.job';
import { createMailer } from './modules/mail/mail.service';
import { createPrintsRuntime } from './modules/prints/runtime';
import { uploadsCleanupJob } from './modules/uploads/uploads-cleanup.job';
import { reviewRequestJob } from './modules/reviews/review-request.job';
import { createStorage } from './plugins/storage';

// `npm run worker`: the background process. It takes generation jobs from the pg-boss queue
// (config.generation.workerConcurrency at a time) and sweeps stuck ones, re-sends the mail
// outbox and cleans up uploads. Recurring jobs are registered on one runner below.

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

const logOptions = {
  level: config.logLevel,
  // The same URL redaction as the API's log (a provider's answer may quote a signed URL).
  ...redactingLoggerOptions,
};
const log = (
  process.stdout.isTTY
    ? pino({ ...logOptions, transport: { target: 'pino-pretty' } })
    : pino(logOptions, logDestination())
).child({ process: 'worker', ...(config.instanceName ? { instance: config.instanceName } : {}) });

if (!config.databaseUrl) {
  log.warn(
    'DATABASE_URL is not set: the embedded database belongs to the API process, which runs these jobs itself. Nothing to do here.',
  );
  process.exit(0);
}

// Studio renders and print files run on this many threads (lib/render-pool.ts).
configureRenderPool({ threads: config.generation.renderThreads, log });
const database = await openDatabase(config);
const mailer = createMailer({
  db: database.db,
  log,
  smtpUrl: config.smtpUrl,
  from: config.mailFrom,
  // As in the API process: outside production the log is the mailbox (links included).
  logText: config.nodeEnv !== 'production',
});
const runner = new JobRunner(log, { keepAlive: true });
// With SMTP it delivers the outbox; without, it logs mail queued in a transaction (receipts).
runner.add(mailOutboxJob(mailer));

// Its own /metrics (generation attempts, queue, outbox, process) on METRICS_PORT.
const metrics = config.metrics.port ? createMetrics({ db: database.db, log }) : null;
const generation = await createGenerationRuntime({
  config,
  database,
  storage: createStorage(config),
  log: log.child({ module: 'generation' }),
  metrics,
});
runner.add(generation.sweeperJob());
// Print files of paid canvas orders, and the expiry of unpaid checkouts.
const prints = createPrintsRuntime({
  db: database.db,
  storage: createStorage(config),
  config,
  log: log.child({ module: 'prints' }),
});
for (const job of prints.jobs()) runner.add(job);
// One review request per delivered canvas / paid PNG, REVIEW_REQUEST_DAYS later.
runner.add(reviewRequestJob({ db: database.db, log: log.child({ module: 'reviews' }), config }));
runner.add(
  uploadsCleanupJob({
    db: database.db,
    storage: createStorage(config),
    log,
    retentionDays: config.uploads.retentionDays,
  }),
);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  const graceMs = config.shutdown.workerGraceMs;
  log.info({ signal, graceMs }, 'worker shutting down');
  // Past the grace the attempts are handed back; this cuts off a stop that still hangs.
  const timer = setTimeout(() => process.exit(1), graceMs + 30_000);
  timer.unref();
  try {
    await runner.stop();
    // No job is fetched any more; running attempts finish within WORKER_SHUTDOWN_GRACE_MS or are
    // handed back to the queue (another worker runs them, uncounted and not charged again).
    await generation.close();
    // Print files and renders under way finish; then the render threads stop, and the render
    // locks' connection closes.
    await closeRenderPool();
    await prints.close();
    mailer.close();
    await database.close();
    process.exit(0);
  } catch (err) {
    log.error({ err }, 'error during worker shutdown');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

runner.start();
await generation.startWorker();
if (metrics && config.metrics.port) {
  await serveMetrics(metrics, {
    port: config.metrics.port,
    host: config.host,
    token: config.metrics.token,
    log,
  });
}
// The render pool's thread starts and loads the segmentation models now rather than in the first
// portrait job.
if (config.generation.provider === 'local')
  warmRenderPool().catch((err: unknown) => log.warn({ err }, 'render pool warm-up failed'));
log.info(
  { jobs: runner.jobNames, generationConcurrency: config.generation.workerConcurrency },
  'worker started',
);
// Without jobs there is no timer to keep the event loop alive; stay up for signals anyway,
// so an orchestrator does not see a crash loop.
if (runner.jobNames.length === 0) setInterval(() => {}, 1 << 30);
