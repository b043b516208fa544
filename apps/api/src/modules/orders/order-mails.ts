import { addressLines } from '@atelier/shared/address-format';
import { PROBLEM_REPORT_WINDOW_DAYS } from '@atelier/shared/schemas/problem-reports';
import {
  PROOF_AUTO_APPROVE_HOURS_DEFAULT,
  WRAP_LABELS,
  type PrintOrderStatus,
} from '@atelier/shared/schemas/prints';
import type { Database } from '../../db/client';
import type { Order } from '../../db/schema/orders';
import { queueMail } from '../mail/mail.service';
import { canvasSizeOf, mailRecipient } from './order-lifecycle.repository';

// The shopper's mail for each change of a canvas order or PNG purchase (order-lifecycle.ts
// calls this in the change's transaction, so a mail exists exactly when its change is
// committed).

export const ORDER_MAIL_KIND = 'order-status';

/** The proof mail's link to the proof's front image and the auto-approval window in hours. */
export type ProofMailInfo = { url: string | null; autoApproveHours: number };

const money = (cents: number | null, currency: string | null) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: (currency ?? 'usd').toUpperCase(),
  }).format((cents ?? 0) / 100);

const SUBJECTS: Partial<Record<PrintOrderStatus, string>> = {
  paid: 'Thank you for your order',
  awaiting_approval: 'Your print proof is ready to approve',
  changes_requested: 'We received your change request',
  approved: 'Thank you for approving your proof',
  in_production: 'Your canvas is being made',
  shipped: 'Your canvas is on its way',
  delivered: 'Your canvas was delivered',
  cancelled: 'Your order was cancelled',
  refunded: 'Your order was refunded',
};

export async function queueOrderMail(
  tx: Database,
  input: {
    order: Order;
    status: PrintOrderStatus;
    note: string | null;
    publicUrl: string;
    /** Who made the change: an approval by 'system' is the automatic one. */
    actor?: string;
    /** awaiting_approval: the proof's front image and the approval window. */
    proof?: ProofMailInfo | null;
  },
): Promise<void> {
  const { order, status, publicUrl } = input;
  let note = input.note;
  const freeReprint = status === 'paid' && order.kind === 'canvas' && order.amountCents === 0;
  const autoApproved = status === 'approved' && input.actor === 'system';
  const subject = freeReprint
    ? 'We are making your free reprint'
    : autoApproved
      ? 'Your proof was approved automatically'
      : SUBJECTS[status];
  if (!subject) return;
  // A free reprint is approved with its original's proof (problem-reports.service.ts): its
  // "we are making your free reprint" mail already said so.
  if (status === 'approved' && input.actor === 'admin' && order.amountCents === 0) return;
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
  if (freeReprint) {
    // A free reprint the shop sends after a problem report (problem-reports.service.ts).
    lines.push(
      `We are making a free reprint of your canvas: ${canvas}. Nothing is charged.`,
      'It is printed from the proof you approved with your original order, so there is nothing to approve this time.',
      ...(order.shippingAddress
        ? ['', 'Shipping to:', ...addressLines(order.shippingAddress)]
        : []),
      '',
      'We will mail you again when it ships, with its tracking link.',
    );
  } else if (status === 'paid') {
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
        'We now prepare the print file and send you a proof to approve: production starts once you approve it. We will mail you again when it ships, with its tracking link.',
      );
    } else {
      lines.push(
        `Total paid: ${total}`,
        '',
        'Download the PNG from your order page, as often as you like.',
      );
    }
  } else if (status === 'awaiting_approval') {
    lines.push(
      `The print proof of your ${canvas} is ready: the front exactly as it will be printed and the four edges as they wrap around the frame.`,
      ...(input.proof?.url ? ['', `See the front of your proof: ${input.proof.url}`] : []),
      '',
      'Please approve it on your order page, or ask for a change there. We start making your canvas once you approve.',
      `If we do not hear from you within ${input.proof?.autoApproveHours ?? PROOF_AUTO_APPROVE_HOURS_DEFAULT} hours, we approve it for you and go ahead.`,
    );
  } else if (status === 'changes_requested') {
    lines.push(
      'Thank you: we received your change request and will send you a new proof to approve.',
    );
    if (note) {
      lines.push('', `You asked: ${note}`);
      note = null;
    }
  } else if (status === 'approved') {
    lines.push(
      autoApproved
        ? `We did not hear back about the proof of your ${canvas}, so we approved it for you and are going ahead with production.`
        : `You approved the proof of your ${canvas}: we are starting production.`,
      'We will mail you when it ships.',
    );
    note = null;
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
      `If anything is wrong with it, report a problem on your order page within ${PROBLEM_REPORT_WINDOW_DAYS} days and we will make it right with a free reprint or a refund.`,
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
