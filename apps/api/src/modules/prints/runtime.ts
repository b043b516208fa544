import type { CanvasWrap, PrintProof } from '@atelier/shared/schemas/prints';
import type { Artwork } from '../../db/schema/generation';
import type { IntervalJob } from '../../lib/job-runner';
import { createRenderOnce, type RenderOnce } from '../../lib/render-once';
import { createFulfilment, type PrintFulfilment } from './fulfilment';
import type { PrintsDeps } from './prints-deps';
import { createPrintRenderer, type PrintRenderer } from './imaging/print-renderer';
import { orderExpiryJob } from './order-expiry.job';
import { mockupFor, type Mockup, type MockupSize } from './mockup.service';
import { createOrderPayments, type OrderPayments } from './order-payments';
import { currentProofMail, printFileJob } from './print-file.job';
import { proofUrls } from './print-proof';
import type { Order } from '../../db/schema/orders';
import type { ProofMailInfo } from '../orders/order-mails';
import { proofAutoApproveJob } from './proof-approval';

/**
 * Prints and downloads, the same in the API process and in `npm run worker`: the
 * renderer (print quality, print files, full-resolution PNGs), the order checkout and refunds,
 * the print lab, and the recurring jobs (print files of paid orders, expiry of unpaid ones).
 */
export type PrintsRuntime = {
  renderer: PrintRenderer;
  payments: OrderPayments;
  fulfilment: PrintFulfilment;
  /** Full PNGs, mockups and print files go through it: each is rendered once and stored. */
  renderOnce: RenderOnce;
  /** An artwork's canvas mockup (mockup.service.ts): what the admin's order page shows. */
  mockup(
    artwork: Pick<Artwork, 'id' | 'originalKey'>,
    size: MockupSize,
    wrap: CanvasWrap,
  ): Promise<Mockup | null>;
  /** The order's print proof (signed URLs), once sent; null before. Owner or admin only. */
  proof(order: Pick<Order, 'printFileKey' | 'status' | 'kind'>): Promise<PrintProof | null>;
  /** The proof mail's front-image link and approval window for the order's current file. */
  proofMail(order: Pick<Order, 'printFileKey'>): Promise<ProofMailInfo>;
  /** Print files and checkout expiry: run by the worker (or the API on the embedded database). */
  jobs(): IntervalJob[];
  /** Ends the render locks' database connection. */
  close(): Promise<void>;
};

export function createPrintsRuntime(deps: PrintsDeps): PrintsRuntime {
  const renderer = createPrintRenderer(deps);
  const fulfilment = createFulfilment(deps);
  const payments = createOrderPayments(deps);
  const renderOnce = createRenderOnce({ databaseUrl: deps.config.databaseUrl, log: deps.log });
  return {
    renderer,
    payments,
    fulfilment,
    renderOnce,
    mockup: (artwork, size, wrap) =>
      mockupFor({ storage: deps.storage, prints: { renderOnce } }, artwork, size, wrap),
    proof: (order) => proofUrls(deps.storage, order),
    proofMail: (order) => currentProofMail(deps, order),
    jobs: () => [
      printFileJob({ ...deps, renderer, fulfilment, renderOnce }),
      orderExpiryJob({ ...deps, payments }),
      proofAutoApproveJob({ ...deps, fulfilment }),
    ],
    close: () => renderOnce.close(),
  };
}
