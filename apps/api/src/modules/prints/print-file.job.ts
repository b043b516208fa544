import type { IntervalJob } from '../../lib/job-runner';
import type { PrintFulfilment } from './fulfilment';
import type { PrintRenderer } from './imaging/print-renderer';
import type { PrintsDeps } from './runtime';

/** Contract stub: renders the print file of paid canvas orders (filled in by orders-api). */
export function printFileJob(
  _deps: PrintsDeps & { renderer: PrintRenderer; fulfilment: PrintFulfilment },
): IntervalJob {
  return { name: 'print-files', intervalMs: 5_000, run: async () => {} };
}
