import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JobRunner } from '../lib/job-runner';
import { mailOutboxJob } from '../modules/mail/mail-outbox.job';
import { createMailer, type Mailer } from '../modules/mail/mail.service';

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

/** app.mail.send({to, subject, text, html?, kind}): outbox row first, then SMTP or a log line. */
export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const mailer = createMailer({
      db: app.db,
      log: app.log.child({ module: 'mail' }),
      smtpUrl: app.config.smtpUrl,
      from: app.config.mailFrom,
      // Reset links in a production log would let anyone who reads it take over accounts.
      logText: app.config.nodeEnv !== 'production',
    });
    app.decorate('mail', mailer);

    // The embedded database can be opened by one process only, so no separate worker can
    // reach it: the API retries failed deliveries itself, and without SMTP logs the mail that
    // was queued in a transaction (upgrade receipts). With PostgreSQL, `npm run worker` does.
    if (app.database.kind === 'pglite' && app.config.nodeEnv !== 'test') {
      const runner = new JobRunner(app.log.child({ module: 'jobs' })).add(mailOutboxJob(mailer));
      app.addHook('onReady', async () => runner.start());
      app.addHook('onClose', async () => runner.stop());
    }
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mail', dependencies: ['db'] },
);
