import type { IntervalJob } from '../../lib/job-runner';
import type { Mailer } from './mail.service';

export const MAIL_OUTBOX_INTERVAL_MS = 30_000;

/** Every 30 s: deliver outbox rows that are still pending or failed (bounded attempts). */
export function mailOutboxJob(mailer: Mailer): IntervalJob {
  return {
    name: 'mail-outbox',
    intervalMs: MAIL_OUTBOX_INTERVAL_MS,
    async run(signal) {
      // Batches until the outbox is drained, stopping between batches on shutdown.
      while (!signal.aborted) {
        const sent = await mailer.retryPending();
        if (sent === 0) return;
      }
    },
  };
}
