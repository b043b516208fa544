import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail';
import { JobRunner } from '../../lib/job-runner';
import { startFakeSmtp } from '../../test/fake-smtp';
import { createTestApp, type TestApp } from '../../test/app';
import { mailOutboxJob } from './mail-outbox.job';
import { createMailer, MAX_MAIL_ATTEMPTS, queueMail } from './mail.service';

function captureLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream), lines };
}

const message = (to: string) => ({
  to,
  subject: 'Reset your Atelier password',
  text: 'Open http://localhost:3000/api/auth/reset-password/abc?callbackURL=%2F',
  kind: 'password-reset',
});

describe('mail outbox', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  beforeAll(async () => {
    t = await createTestApp();
    smtp = await startFakeSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
    await t?.close();
  });

  const rowOf = async (id: string) =>
    (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

  it('without SMTP: stores the row as logged and writes subject and text in one log line', async () => {
    const { log, lines } = captureLog();
    const mailer = createMailer({
      db: t.app.db,
      log,
      smtpUrl: undefined,
      from: 'shop@x.test',
      logText: true,
    });
    const res = await mailer.send(message('dev@example.com'));
    expect(res.status).toBe('logged');
    expect(await rowOf(res.id)).toMatchObject({ to: 'dev@example.com', status: 'logged' });
    const line = lines.find((l) => l.mailId === res.id);
    expect(String(line?.msg)).toContain('Reset your Atelier password');
    expect(String(line?.msg)).toContain('/api/auth/reset-password/abc');
    expect(await mailer.retryPending()).toBe(0);
  });

  it('mail queued in a transaction: without SMTP the sender logs it once, with SMTP it delivers it', async () => {
    const { log, lines } = captureLog();
    const offline = createMailer({ db: t.app.db, log, smtpUrl: undefined, from: 'shop@x.test' });
    const id = await t.app.db.transaction((tx) =>
      queueMail(tx, { ...message('receipt@example.com'), kind: 'upgrade-receipt' }),
    );
    expect(await rowOf(id)).toMatchObject({ status: 'pending' });
    await offline.retryPending();
    expect(await rowOf(id)).toMatchObject({ status: 'logged' });
    expect(lines.filter((l) => l.mailId === id)).toHaveLength(1);
    await offline.retryPending();
    expect(lines.filter((l) => l.mailId === id)).toHaveLength(1);

    const online = createMailer({ db: t.app.db, log, smtpUrl: smtp.url, from: 'shop@x.test' });
    const queued = await t.app.db.transaction((tx) =>
      queueMail(tx, { ...message('receipt2@example.com'), kind: 'upgrade-receipt' }),
    );
    expect(await online.retryPending()).toBe(1);
    expect(await rowOf(queued)).toMatchObject({ status: 'sent', attempts: 1 });
    online.close();
  });

  it('without SMTP in production (logText off): keeps the text in the outbox and out of the log', async () => {
    const { log, lines } = captureLog();
    const mailer = createMailer({ db: t.app.db, log, smtpUrl: undefined, from: 'shop@x.test' });
    const res = await mailer.send(message('prod@example.com'));
    expect(res.status).toBe('logged');
    expect((await rowOf(res.id))?.text).toContain('/api/auth/reset-password/abc');
    expect(lines.find((l) => l.mailId === res.id)).toBeDefined();
    expect(JSON.stringify(lines)).not.toContain('reset-password/abc');
    expect(JSON.stringify(lines)).not.toContain('prod@example.com');
  });

  it('with SMTP: delivers and marks the row sent', async () => {
    const { log } = captureLog();
    const mailer = createMailer({ db: t.app.db, log, smtpUrl: smtp.url, from: 'shop@x.test' });
    const res = await mailer.send(message('buyer@example.com'));
    mailer.close();
    expect(res.status).toBe('sent');
    expect(await rowOf(res.id)).toMatchObject({ status: 'sent', attempts: 1, error: null });
    const got = smtp.received.find((m) => m.to.some((to) => to.includes('buyer@example.com')));
    expect(got?.data).toContain('Subject: Reset your Atelier password');
  });

  it('a failed delivery is kept as failed, then the worker job sends it once SMTP recovers', async () => {
    const { log } = captureLog();
    const mailer = createMailer({ db: t.app.db, log, smtpUrl: smtp.url, from: 'shop@x.test' });
    smtp.state.accepting = false;
    const res = await mailer.send(message('later@example.com'));
    expect(res.status).toBe('failed');
    expect(await rowOf(res.id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await rowOf(res.id))?.error).toContain('451');

    // Inside the lease nobody retries it (a sender may still be busy with it).
    expect(await mailer.retryPending()).toBe(0);

    smtp.state.accepting = true;
    await t.app.db
      .update(mailOutbox)
      .set({ lastAttemptAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(mailOutbox.id, res.id));
    const runner = new JobRunner(log).add(mailOutboxJob(mailer));
    await runner.runOnce('mail-outbox');
    await runner.stop();
    mailer.close();
    expect(await rowOf(res.id)).toMatchObject({ status: 'sent', attempts: 2, error: null });
  });

  it('gives up after a bounded number of attempts', async () => {
    const { log } = captureLog();
    const mailer = createMailer({ db: t.app.db, log, smtpUrl: smtp.url, from: 'shop@x.test' });
    smtp.state.accepting = false;
    const res = await mailer.send(message('never@example.com'));
    for (let i = 0; i < MAX_MAIL_ATTEMPTS + 2; i++) await mailer.retryPending({ leaseMs: 0 });
    mailer.close();
    smtp.state.accepting = true;
    expect(await rowOf(res.id)).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS });
  });
});
