import { REVIEW_LINK_DAYS } from '@atelier/shared/schemas/reviews';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { IntervalJob } from '../../lib/job-runner';
import { queueMail } from '../mail/mail.service';
import { mailRecipient } from '../orders/order-lifecycle.repository';
import {
  insertReviewRequest,
  ordersDueForReview,
  reviewContext,
  type DueOrder,
} from './reviews.repository';
import { reviewLinkExpiry, signReviewToken } from './review-token';

export const REVIEW_MAIL_KIND = 'review-request';

/** Orders looked at per run; the next run takes the rest. */
const BATCH = 100;

export type ReviewRequestDeps = {
  db: Database;
  log: FastifyBaseLogger;
  config: { authSecret: string; publicUrl: string; reviewRequestDays: number };
};

export const reviewLink = (publicUrl: string, token: string) => `${publicUrl}/review/${token}`;

async function requestOne(deps: ReviewRequestDeps, order: DueOrder, now: Date): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    // The row is the dedupe key: a second run, or another instance, inserts nothing and mails
    // nothing; the mail is queued in the same transaction, so it exists exactly with the row.
    if (!(await insertReviewRequest(tx, order, now))) return false;
    const user = await mailRecipient(tx, order.userId);
    if (!user) return true;
    const context = await reviewContext(tx, order.id);
    const token = signReviewToken(deps.config.authSecret, order.id, reviewLinkExpiry(now));
    const what = order.kind === 'canvas' ? 'canvas' : 'portrait';
    const product = context?.productTitle ? ` (${context.productTitle})` : '';
    await queueMail(tx, {
      to: user.email,
      kind: REVIEW_MAIL_KIND,
      subject: `How do you like your ${what}?`,
      text: [
        `Hello ${user.name || 'there'},`,
        '',
        `We hope you love your ${order.kind === 'canvas' ? 'canvas print' : 'full-resolution portrait'}${product}.`,
        'Would you tell other families what you think? It takes a minute and needs no sign-in:',
        '',
        reviewLink(deps.config.publicUrl, token),
        '',
        `The link is valid for ${REVIEW_LINK_DAYS} days. You choose the name and place shown with your review, and whether we may show your artwork.`,
        '',
        'Thank you!',
      ].join('\n'),
    });
    return true;
  });
}

/**
 * Mails one review request to every canvas order delivered, and every PNG purchase paid,
 * REVIEW_REQUEST_DAYS days ago or more. Idempotent across runs and instances. Answers how many
 * requests went out.
 */
export async function sendDueReviewRequests(
  deps: ReviewRequestDeps,
  now = new Date(),
): Promise<number> {
  const due = await ordersDueForReview(deps.db, {
    days: deps.config.reviewRequestDays,
    now,
    limit: BATCH,
  });
  let sent = 0;
  for (const order of due) {
    if (await requestOne(deps, order, now)) sent++;
  }
  if (sent > 0) deps.log.info({ sent }, 'review requests mailed');
  return sent;
}

/** Every 15 minutes: review requests for the orders that became due. */
export function reviewRequestJob(deps: ReviewRequestDeps): IntervalJob {
  return {
    name: 'review-requests',
    intervalMs: 15 * 60_000,
    run: async () => {
      await sendDueReviewRequests(deps);
    },
  };
}
