import { boardTitle } from '@atelier/shared/board-title';
import { WRAP_LABELS, type DemoOrderSession } from '@atelier/shared/schemas/prints';
import type { Database } from '../../db/client';
import type { CheckoutSession } from '../../db/schema/payments';
import { notFound } from '../../lib/errors';
import type { Storage } from '../../storage/storage';
import { orderLines } from '../prints/order-payments';
import { canvasSizeById } from '../prints/prints-lookups.repository';
import { demoCheckoutOrder } from './payments.repository';
import { PAYMENTS_MESSAGES } from './payments.schemas';

/**
 * An order's demo checkout page as a real checkout shows it: the item with its
 * picture, artwork, size and edge, the lines and total, and where it ships. Everything comes from
 * the stored order (its prices, size, wrap and address), never from what the browser holds.
 */
export async function demoOrderView(
  db: Database,
  storage: Pick<Storage, 'signedUrl'>,
  session: CheckoutSession,
): Promise<DemoOrderSession> {
  const row = await demoCheckoutOrder(db, session.orderId!);
  if (!row || row.order.kind === 'artwork') throw notFound(PAYMENTS_MESSAGES.SESSION_NOT_FOUND);
  const o = row.order;
  const canvas = o.kind === 'canvas';
  const what = canvas ? 'Canvas print' : 'Full-resolution PNG';
  const title = boardTitle(row.items);
  const size = canvas && o.canvasSizeId ? await canvasSizeById(db, o.canvasSizeId) : undefined;
  const options = [
    ...(title ? [{ label: 'Artwork', value: title }] : []),
    ...(size
      ? [{ label: 'Size', value: `${size.label} (${size.widthInches} × ${size.heightInches} in)` }]
      : []),
    ...(canvas && o.wrap ? [{ label: 'Edge', value: WRAP_LABELS[o.wrap] }] : []),
    ...(canvas ? [] : [{ label: 'Format', value: 'PNG, full resolution, no watermark' }]),
  ];
  return {
    id: session.id,
    status: session.status,
    kind: 'order',
    order: {
      id: o.id,
      kind: canvas ? 'canvas' : 'png',
      title: title ? `${what}: ${title}` : what,
      items: [
        {
          name: canvas ? 'Canvas print' : 'Full-resolution PNG download',
          options,
          quantity: 1,
          amountCents: (canvas ? o.subtotalCents : o.amountCents) ?? 0,
          // The watermarked preview, as on the order pages.
          imageUrl: row.previewKey ? await storage.signedUrl(row.previewKey) : null,
        },
      ],
      lines: await orderLines(db, o),
      totalCents: o.amountCents ?? 0,
      currency: o.currency ?? 'usd',
      shippingAddress: canvas && o.shippingAddress ? o.shippingAddress : null,
    },
    returnUrl: `/orders/${o.id}?placed=1`,
  };
}
