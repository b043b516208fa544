import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/client';
import { LOG_AS_WRITTEN } from '../../lib/log-redaction';
import * as repo from './mail.repository';
import type { OutboxRow } from './mail.repository';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is about (password-reset, contact, ...); kept on the outbox row. */
  kind: string;
};

/**
 * Writes a message to the outbox inside the caller's transaction, so it exists exactly when
 * the change it reports is committed (a receipt with its payment, never one without the other,
 * never two). It waits as 'pending' for the outbox sender (every 30 s): with SMTP it is
 * delivered, without SMTP it is logged and kept, as send() does.
 */
export async function queueMail(tx: Database, message: MailMessage): Promise<string> {
  return (await repo.insertOutboxRow(tx, message, { status: 'pending' })).id;
}

export type MailStatus = OutboxRow['status'];

export type Mailer = {
  /** Stores the message in the outbox, then delivers it (SMTP) or logs it (no SMTP). */
  send(message: MailMessage): Promise<{ id: string; status: MailStatus }>;
  /** Re-sends pending and failed rows whose last attempt is older than the lease. */
  retryPending(opts?: { batchSize?: number; leaseMs?: number }): Promise<number>;
  close(): void;
};

/** Deliveries per row before the worker gives up on it. */
export const MAX_MAIL_ATTEMPTS = 5;
/** Longer than the worst SMTP attempt (timeouts below), so no two senders hold one row. */
export const MAIL_LEASE_MS = 2 * 60_000;

export type MailerOptions = {
  db: Database;
  log: FastifyBaseLogger;
  smtpUrl: string | undefined;
  from: string;
  /**
   * Without SMTP, write each mail's text (reset links included) to the log, where a developer
   * reads it. Off in production: a log is read by more people, and kept longer, than a mailbox.
   */
  logText?: boolean;
};

export function createMailer({ db, log, smtpUrl, from, logText = false }: MailerOptions): Mailer {
  const transport: Transporter | undefined = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        // A slow SMTP server must not hold a user's request for long; the worker retries.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      })
    : undefined;

  // Without SMTP the log is the mailbox: a developer reads reset links here. In production
  // only the fact is logged; the text stays in the outbox table.
  function logUnsent(row: OutboxRow) {
    if (logText) {
      // As written: a reset link is the point of this line (logText is off in production).
      log.info(
        { mailId: row.id, to: row.to, kind: row.kind, [LOG_AS_WRITTEN]: true },
        `mail not sent (SMTP_URL unset): ${row.subject}\n${row.text}`,
      );
    } else {
      log.warn(
        { mailId: row.id, kind: row.kind },
        `mail not sent (SMTP_URL unset): ${row.subject}; kept in the mail_outbox table`,
      );
    }
  }

  // The row is already claimed (attempts counted, lease stamped); only the outcome is written.
  async function deliver(row: OutboxRow): Promise<MailStatus> {
    if (!transport) return row.status;
    try {
      await transport.sendMail({
        from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
      });
      await repo.markSent(db, row.id);
      return 'sent';
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      log.warn(
        { mailId: row.id, kind: row.kind, attempts: row.attempts, err: message },
        'mail delivery failed',
      );
      await repo.markFailed(db, row.id, message.slice(0, 1000));
      return 'failed';
    }
  }

  return {
    async send(message) {
      // Written first so nothing is lost when delivery fails.
      const row = await repo.insertOutboxRow(db, message, {
        status: transport ? 'pending' : 'logged',
        attempts: transport ? 1 : 0,
        lastAttemptAt: transport ? new Date() : null,
      });
      if (!transport) {
        logUnsent(row);
        return { id: row.id, status: 'logged' };
      }
      return { id: row.id, status: await deliver(row) };
    },

    async retryPending({ batchSize = 20, leaseMs = MAIL_LEASE_MS } = {}) {
      if (!transport) {
        // No SMTP: mail queued in a transaction (queueMail) is logged like send() logs it.
        const logged = await repo.markPendingLogged(db, batchSize);
        for (const row of logged) logUnsent(row);
        return 0;
      }
      const leaseEnd = new Date(Date.now() - leaseMs);
      // Claim atomically: SKIP LOCKED + the lease stamp keep two workers off the same row.
      const claimed = await repo.claimDue(db, {
        batchSize,
        leaseEnd,
        maxAttempts: MAX_MAIL_ATTEMPTS,
      });
      let sent = 0;
      for (const row of claimed) if ((await deliver(row)) === 'sent') sent++;
      return sent;
    },

    close() {
      transport?.close();
    },
  };
}
