import type { IntervalJob } from '../../lib/job-runner';
import type { PrintsDeps } from './runtime';

/** Contract stub: cancels unpaid orders whose checkout expired (filled in by orders-api). */
export function orderExpiryJob(_deps: PrintsDeps): IntervalJob {
  return { name: 'order-expiry', intervalMs: 5 * 60_000, run: async () => {} };
}
