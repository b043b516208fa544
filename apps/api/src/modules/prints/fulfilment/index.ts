import type { PrintsDeps } from '../prints-deps';
import { manualFulfilment } from './manual';
import { createProdigiFulfilment } from './prodigi';
import type { PrintFulfilment } from './print-fulfilment';

export type { PrintFulfilment } from './print-fulfilment';

export function createFulfilment(deps: PrintsDeps): PrintFulfilment {
  const chosen = deps.config.prints.fulfilment;
  return chosen.provider === 'prodigi' ? createProdigiFulfilment(deps, chosen) : manualFulfilment;
}
