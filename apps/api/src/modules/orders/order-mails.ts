import { addressLines } from '@atelier/shared/address-format';
import { WRAP_LABELS, type PrintOrderStatus } from '@atelier/shared/schemas/prints';
import type { Database } from '../../db/client';
import type { Order } from '../../db/schema/orders';
import { queueMail } from '../mail/mail.service';
import { canvasSizeOf, mailRecipient } from './order-lifecycle.repository';

// The shopper's mail for each change of a canvas order or PNG purchase (order-lifecycle.ts
// calls this in the change's transaction, so a mail exists exactly when its change is
// committed).

export const ORDER_MAIL_KIND = 'order-status';

const money = (cents: number | null, currency: string | null) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: (currency ?? 'usd').toUpperCase(),
  }).format((cents ?? 0) / 100);

const SUBJECTS: Partial<Record<PrintOrderStatus, string>> = {
  paid: 'Thank you for your order',
  in_production: 'Your canvas is being made',
  shipped: 'Your canvas is on its way',
  delivered: 'Your canvas was delivered',
  cancelled: 'Your order was cancelled',
  refunded: 'Your order was refunded',
};

export async function queueOrderMail(
  tx: Database,
  input: { order: Order; status: PrintOrderStatus; note: string | null; publicUrl: string },
): Promise<void> {
  const { order, status, note, publicUrl } = input;
  const subject = SUBJECTS[status];
  if (!subject) return;
  const user = await mailRecipient(tx, order.userId);
  if (!user) return;
  const what = order.kind === 'png' ? 'full-resolution PNG' : 'canvas print';
  const link = `${publicUrl}/orders/${order.id}`;
  const total = money(order.amountCents, order.currency);
  const size =
    order.kind === 'canvas' && order.canvasSizeId
      ? await canvasSizeOf(tx, order.canvasSizeId)
      : undefined;
  const wrap = order.wrap ? `, ${WRAP_LABELS[order.wrap].toLowerCase()}` : '';
  const canvas = size
    ? `${size.label} canvas (${size.widthInches}×${size.heightInches} in${wrap})`
    : 'canvas print';
  const lines = [`Hello ${user.name || 'there'},`, ''];
  if (status === 'paid') {
    lines.push(`Thank you: we received your payment for the ${what}.`, '');
    if (order.kind === 'canvas') {
      lines.push(
        `Item: ${canvas}`,
        `Canvas: ${money(order.subtotalCents, order.currency)}`,
        `Shipping: ${money(order.shippingCents, order.currency)}`,
        `Total paid: ${total}`,
      );
      const a = order.shippingAddress;
      if (a) {
        lines.push('', 'Shipping to:', ...addressLines(a));
      }
      lines.push(
        '',
        'We now prepare the print file and make your canvas. We will mail you again when it ships, with its tracking link.',
      );
    } else {
      lines.push(
        `Total paid: ${total}`,
        '',
        'Download the PNG from your order page, as often as you like.',
      );
    }
  } else if (status === 'in_production') {
    lines.push(
      `Your ${canvas} is being printed and stretched now.`,
      'We will mail you when it ships.',
    );
  } else if (status === 'shipped') {
    lines.push(
      `Your ${canvas} is on its way with ${order.carrier ?? 'the carrier'}.`,
      `Tracking number: ${order.trackingNumber ?? 'not given'}`,
      ...(order.trackingUrl ? [`Track your parcel: ${order.trackingUrl}`] : []),
    );
  } else if (status === 'delivered') {
    lines.push(
      `Your ${canvas} was delivered. We hope it looks wonderful on your wall.`,
      'If it arrived damaged, tell us through the contact page and we will make it right.',
    );
  } else if (status === 'cancelled') {
    lines.push(
      `Your ${what} order was cancelled.`,
      order.refundRef
        ? `The ${total} you paid is refunded to the card you paid with; your bank may take a few days to show it.`
        : 'Nothing was charged.',
    );
  } else if (status === 'refunded') {
    lines.push(
      `We refunded the ${total} you paid for your ${what}.`,
      'Your bank may take a few days to show it.',
    );
  }
  if (note) lines.push('', note);
  lines.push('', `Your order: ${link}`, '', 'Atelier');
  await queueMail(tx, {
    to: user.email,
    subject: `${subject} (order ${order.id.slice(0, 8)})`,
    text: lines.join('\n'),
    kind: ORDER_MAIL_KIND,
  });
}
