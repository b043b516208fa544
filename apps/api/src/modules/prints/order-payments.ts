import type { Order } from '../../db/schema/generation';
import type { PrintsDeps } from './runtime';

/**
 * Checkout and refunds of canvas orders and PNG purchases: Stripe Checkout in payment mode
 * with line items from the server's prices, or the labelled demo checkout; refunds through the
 * Stripe SDK (or the demo's). Paying only ever happens through the verified webhook or the
 * demo page, both of which call lifecycle.transitionOrder(..., 'paid').
 */
export type OrderPayments = {
  /** False when neither Stripe nor the demo checkout is set up (checkout answers 503). */
  readonly available: boolean;
  /** A checkout for an order waiting for payment: { url } to send the shopper to. */
  startCheckout(order: Order, user: { id: string; email: string }): Promise<{ url: string }>;
  /** Gives a paid order's money back; answers the refund's id. Throws AppError 502 on failure. */
  refund(order: Order): Promise<string>;
};

/** Contract stub: filled in by its owner (orders-api). */
export function createOrderPayments(_deps: PrintsDeps): OrderPayments {
  return {
    available: false,
    startCheckout: () => Promise.reject(new Error('order payments: not built yet')),
    refund: () => Promise.reject(new Error('order payments: not built yet')),
  };
}
