import type { Database } from '../../db/client';
import { queueMail } from '../mail/mail.service';
import { findPlan, receiptRecipient } from './premium.repository';

export const UPGRADE_RECEIPT_KIND = 'upgrade-receipt';

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );

const day = (date: Date) =>
  date.toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The receipt of a completed upgrade checkout: plan, amount and date, into the outbox in the
 * fulfilment's transaction. The callers complete a checkout once (the demo session's row lock,
 * the webhook's event id and session status), so each paid upgrade gets exactly one.
 */
export async function queueUpgradeReceipt(
  tx: Database,
  input: {
    userId: string;
    planId: string;
    provider: 'stripe' | 'demo';
    paidAt: Date;
    renewsAt: Date | null;
  },
): Promise<void> {
  const user = await receiptRecipient(tx, input.userId);
  const plan = await findPlan(tx, input.planId);
  if (!user || !plan) return;
  const interval = plan.interval === 'once' ? '' : ` per ${plan.interval}`;
  const amount = `${money(plan.priceCents, plan.currency)}${interval}`;
  const demo = input.provider === 'demo';
  const lines = [
    `Hello ${user.name || 'there'},`,
    '',
    `Thank you for upgrading to ${plan.name}. This is your receipt.`,
    '',
    `Plan: ${plan.name}`,
    `Amount: ${amount}${demo ? ' (demo checkout: no card was charged)' : ''}`,
    `Date: ${day(input.paidAt)}`,
    ...(input.renewsAt ? [`Renews on: ${day(input.renewsAt)}`] : []),
    '',
    `Your account now has ${plan.generationsPerMonth} AI generations per month.`,
    'You can see or cancel your subscription on your profile at any time.',
  ];
  await queueMail(tx, {
    to: user.email,
    subject: `Your Atelier receipt: ${plan.name}, ${amount}`,
    text: lines.join('\n'),
    kind: UPGRADE_RECEIPT_KIND,
  });
}
