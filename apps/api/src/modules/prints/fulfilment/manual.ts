import type { PrintFulfilment } from './index';

/** The shop owner makes and ships the canvas: the order waits for them in /admin/orders. */
export const manualFulfilment: PrintFulfilment = {
  name: 'manual',
  submit: async () => {},
};
