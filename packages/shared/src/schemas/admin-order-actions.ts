import { z } from 'zod';
import { requiredLine } from './prints';

// The admin's actions on a canvas order (POST /api/admin/orders/:id/actions) and the tracking
// link a shipment carries.

/**
 * A parcel's tracking link, wherever it comes from (the admin's "shipped" action, a print lab's
 * callback): only an http(s) address, so a link shown to the shopper and the admin cannot run
 * script (`javascript:`) or carry a page (`data:`).
 */
export const trackingUrlSchema = z
  .string()
  .trim()
  .max(500)
  .pipe(z.url({ protocol: /^https?$/, error: 'Tracking URL must be an http(s) address.' }));

export const ADMIN_ORDER_ACTIONS = [
  'in_production',
  'shipped',
  'delivered',
  'cancel',
  'refund',
  // Answers the shopper's change request with a new proof (optionally another artwork).
  'reissue_proof',
] as const;
export type AdminOrderAction = (typeof ADMIN_ORDER_ACTIONS)[number];

export const adminOrderActionSchema = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('in_production'),
    note: z.string().trim().max(500).optional(),
  }),
  z.strictObject({
    action: z.literal('shipped'),
    carrier: requiredLine('Carrier', 100),
    trackingNumber: requiredLine('Tracking number', 100),
    trackingUrl: trackingUrlSchema.optional(),
    note: z.string().trim().max(500).optional(),
  }),
  z.strictObject({ action: z.literal('delivered'), note: z.string().trim().max(500).optional() }),
  z.strictObject({ action: z.literal('cancel'), note: z.string().trim().max(500).optional() }),
  z.strictObject({ action: z.literal('refund'), note: z.string().trim().max(500).optional() }),
  z.strictObject({
    action: z.literal('reissue_proof'),
    /** Another finished artwork of the order's board; the print file is made again from it. */
    artworkId: z.uuid().optional(),
    note: z.string().trim().max(500).optional(),
  }),
]);
export type AdminOrderActionBody = z.input<typeof adminOrderActionSchema>;
