import { WRAP_LABELS } from '@atelier/shared/schemas/prints';
import type { AdminOrderRowData } from './admin-orders.repository';

/** The one line that says what an order is, in the list and in the CSV export. */
export function orderSummary(r: {
  order: Pick<AdminOrderRowData['order'], 'kind' | 'wrap'>;
  size: Pick<NonNullable<AdminOrderRowData['size']>, 'widthInches' | 'heightInches'> | null;
  productTitle: string | null;
}): string {
  if (r.order.kind === 'artwork') return r.productTitle ?? 'Artwork request';
  if (r.order.kind === 'png') return 'Full-resolution PNG';
  const size = r.size ? `${r.size.widthInches}×${r.size.heightInches} in` : 'Canvas';
  return r.order.wrap ? `${size} · ${WRAP_LABELS[r.order.wrap]}` : size;
}
