import pino from 'pino';
import { ConfigError, loadConfig, type Config } from './config/env';
import { openDatabase } from './db/client';
import { JobRunner } from './lib/job-runner';
import { mailOutboxJob } from './modules/mail/mail-outbox.job';
import { createMailer } from './modules/mail/mail.service';

// `npm run worker`: the background process. Today it re-sends the mail outbox; the
// generation queue joins it later. Jobs are registered on one runner below.

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

const log = pino({
  level: config.logLevel,
  ...(process.stdout.isTTY ? { transport: { target: 'pino-pretty' } } : {}),
}).child({ process: 'worker' });

if (!config.databaseUrl) {
  log.warn(
    'DATABASE_URL is not set: the embedded database belongs to the API process, which runs these jobs itself. Nothing to do here.',
  );
  process.exit(0);
}

const database = await openDatabase(config);
const mailer = createMailer({
  db: database.db,
  log,
  smtpUrl: config.smtpUrl,
  from: config.mailFrom,
});
const runner = new JobRunner(log, { keepAlive: true });
if (config.smtpUrl) runner.add(mailOutboxJob(mailer));
else log.info('SMTP_URL is not set: mail is logged by the API, no outbox delivery to run');

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  log.info({ signal }, 'worker shutting down');
  const timer = setTimeout(() => process.exit(1), 30_000);
  timer.unref();
  try {
    await runner.stop();
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
log.info({ jobs: runner.jobNames }, 'worker started');
// Without jobs there is no timer to keep the event loop alive; stay up for signals anyway,
// so an orchestrator does not see a crash loop.
if (runner.jobNames.length === 0) setInterval(() => {}, 1 << 30);
