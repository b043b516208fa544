import type { PrintFulfilment } from './print-fulfilment';

/** The shop owner makes and ships the canvas: the order waits for them in /admin/orders. */
export const manualFulfilment: PrintFulfilment = {
  name: 'manual',
  submit: async () => {},
};
