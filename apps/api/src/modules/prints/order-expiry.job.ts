import { AppError } from '../../lib/errors';
import type { IntervalJob } from '../../lib/job-runner';
import { transitionOrder } from '../orders/order-lifecycle';
import type { OrderPayments } from './order-payments';
import type { PrintsDeps } from './prints-deps';
import { unpaidOrdersExpiredBy } from './prints-lookups.repository';

export const CHECKOUT_EXPIRED_NOTE = 'Checkout expired';

/** Orders looked at per run; the next run takes the rest. */
const BATCH = 100;

/**
 * Cancels the unpaid orders whose checkout expired (expiresAt passed) and closes their open
 * checkouts. The guarded transition moves each order once, whoever else runs this job; an
 * order paid meanwhile stays paid. Answers how many orders were cancelled.
 */
export async function expireUnpaidOrdersOnce(
  deps: PrintsDeps & { payments: Pick<OrderPayments, 'expireOpenCheckouts'> },
  now = new Date(),
): Promise<number> {
  const due = await unpaidOrdersExpiredBy(deps.db, now, BATCH);
  let cancelled = 0;
  for (const { id } of due) {
    try {
      const { changed } = await deps.db.transaction((tx) =>
        transitionOrder(tx, {
          orderId: id,
          to: 'cancelled',
          actor: 'system',
          note: CHECKOUT_EXPIRED_NOTE,
          onlyFrom: ['pending_payment'],
          publicUrl: deps.config.publicUrl,
        }),
      );
      if (changed) cancelled++;
    } catch (err) {
      // Paid (or cancelled by the shopper) between the select and the change: nothing to do.
      if (!(err instanceof AppError && err.statusCode === 409)) throw err;
    }
    await deps.payments.expireOpenCheckouts(id);
  }
  if (cancelled > 0) deps.log.info({ cancelled }, 'unpaid orders cancelled: checkout expired');
  return cancelled;
}

/** Every few minutes: unpaid orders past their checkout's expiry are cancelled. */
export function orderExpiryJob(
  deps: PrintsDeps & { payments: Pick<OrderPayments, 'expireOpenCheckouts'> },
): IntervalJob {
  return {
    name: 'order-expiry',
    intervalMs: 5 * 60_000,
    run: async () => {
      await expireUnpaidOrdersOnce(deps);
    },
  };
}
