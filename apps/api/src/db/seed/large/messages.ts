import { hashFraction, pickOne, type Execute } from './sql';
import type { LargeShopPlan } from './shop';

/** Contact messages from the shoppers, mostly handled (the recent ones still new or read). */
export async function insertContactMessages(run: Execute, plan: LargeShopPlan) {
  const { now, userCount, contactMessageCount, userId } = plan;
  await run(`INSERT INTO contact_messages (name, email, subject, message, ip, user_agent, status,
      read_at, handled_at, handled_by, created_at)
    SELECT u.name, u.email, ${pickOne(['Order question', 'Shipping', 'My artwork failed', 'Refund', 'Premium plan'], 'c', 101)},
      'Hello, I have a question about my order (message ' || c || '). Thank you!',
      '203.0.113.' || (c % 250), 'Mozilla/5.0 (large shop)', st,
      CASE WHEN st <> 'new' THEN least(${now}, at + interval '3 hours') END,
      CASE WHEN st = 'handled' THEN least(${now}, at + interval '1 day') END,
      CASE WHEN st = 'handled' THEN ${userId('1')} END, at
    FROM (
      SELECT c, uid, at, CASE WHEN ${now} - at < interval '3 days'
          THEN CASE WHEN r < 0.6 THEN 'new' WHEN r < 0.9 THEN 'read' ELSE 'handled' END
          ELSE CASE WHEN r < 0.05 THEN 'new' WHEN r < 0.15 THEN 'read' ELSE 'handled' END END AS st
      FROM (SELECT c, ${userId(`1 + floor(${hashFraction('c', 100)} * ${userCount})::int`)} AS uid,
          ${now} - interval '730 days' * (1 - sqrt(${hashFraction('c', 102)})) AS at, ${hashFraction('c', 103)} AS r
        FROM generate_series(1, ${contactMessageCount}) c) g
    ) s JOIN users u ON u.id = s.uid`);
}

/** The mail outbox: almost all sent, a few failed, some recent ones still pending. */
export async function insertMails(run: Execute, plan: LargeShopPlan) {
  const { now, userCount, mailCount, userId } = plan;
  await run(`INSERT INTO mail_outbox ("to", subject, text, kind, status, error, attempts,
      last_attempt_at, created_at, sent_at)
    SELECT u.email, ${pickOne(['Your order has shipped', 'Payment received', 'Reset your password', 'Welcome to Premium'], 'k', 111)},
      'Hello from Atelier (mail ' || k || ').',
      ${pickOne(['order-status', 'order-status', 'password-reset', 'upgrade-receipt'], 'k', 111)},
      st, CASE WHEN st = 'failed' THEN '550 5.1.1 Mailbox unavailable' END,
      CASE st WHEN 'failed' THEN 5 WHEN 'pending' THEN 0 ELSE 1 END,
      CASE WHEN st <> 'pending' THEN least(${now}, at + interval '5 seconds') END,
      at, CASE WHEN st = 'sent' THEN least(${now}, at + interval '5 seconds') END
    FROM (
      SELECT k, uid, at, CASE WHEN r < 0.004 THEN 'failed'
          WHEN r < 0.006 AND ${now} - at < interval '1 day' THEN 'pending' ELSE 'sent' END AS st
      FROM (SELECT k, ${userId(`1 + floor(${hashFraction('k', 110)} * ${userCount})::int`)} AS uid,
          ${now} - interval '730 days' * (1 - sqrt(${hashFraction('k', 112)})) AS at, ${hashFraction('k', 113)} AS r
        FROM generate_series(1, ${mailCount}) k) g
    ) s JOIN users u ON u.id = s.uid`);
}
