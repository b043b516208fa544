import type { Order } from '../../../db/schema/orders';

/**
 * Who makes and ships a paid canvas order, chosen by FULFILMENT (config.prints.fulfilment):
 * manual (the owner downloads the print file and enters the shipment in /admin/orders) or
 * prodigi (Prodigi Print API v4; its callbacks move the order through the orders module's
 * order-lifecycle.ts).
 */
export interface PrintFulfilment {
  readonly name: 'manual' | 'prodigi';
  /**
   * The order's print file is ready (order.printFileKey): hand the order to the lab. Manual does
   * nothing (the owner sees it in /admin/orders). Safe to call again for the same order.
   */
  submit(order: Order): Promise<void>;
}
