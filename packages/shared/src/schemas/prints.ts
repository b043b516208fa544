import { z } from 'zod';
import { IDEMPOTENCY_MESSAGES } from '../constants/idempotency';
import { CANVAS_WRAPS, type CanvasWrap } from './canvas-wraps';
import { ARTWORK_STATUSES } from './generation';
import { REVISION_NOTE_MAX } from './revisions';

// Canvas prints and PNG downloads (DESIGN.md §3 "Prints and downloads"): the bodies
// the API takes, the answers it gives, and the rules both sides share (wraps, the 150 PPI rule).
// The shipping address checked per country and the canvas order body that carries it live in
// shipping-address.ts: they need the country list and postcode formats, which only the order
// form should download. What an artwork prints at is in print-options.ts, the PNG purchase in
// png-purchases.ts and the admin's order actions in admin-order-actions.ts.

// ---- canvas ---------------------------------------------------------------------------------

export { CANVAS_WRAPS, type CanvasWrap };
export const WRAP_LABELS: Record<CanvasWrap, string> = {
  image: 'Image wrap',
  mirror: 'Mirror wrap',
  white: 'White edge',
  black: 'Black edge',
};
export const WRAP_DESCRIPTIONS: Record<CanvasWrap, string> = {
  image: 'The picture continues around the edges.',
  mirror: 'The edges mirror the picture, so nothing of the front is lost.',
  white: 'Clean white edges.',
  black: 'Crisp black edges.',
};
/** Stretcher bar depth: the canvas wraps this far around each side. */
export const STRETCHER_DEPTH_INCHES = 1.5;
/** The print file is made at this resolution or more, at the ordered size including the wrap. */
export const MIN_PRINT_PPI = 150;
/** An unpaid order is cancelled when its checkout expires. */
export const CHECKOUT_EXPIRY_HOURS = 24;
/** The full-resolution PNG's long side is at least this. */
export const PNG_MIN_LONG_SIDE = 2048;

export const PRINTS_MESSAGES = {
  ARTWORK_NOT_FOUND: 'Artwork not found.',
  ARTWORK_NOT_READY:
    'This artwork is not finished yet. Prints and downloads open once it is ready.',
  SIZE_NOT_FOUND: 'This canvas size is not offered any more. Please choose another size.',
  SIZE_TOO_LARGE:
    'This artwork does not have enough detail for that size: it would print below 150 PPI.',
  NOT_SHIPPED_THERE: 'We do not ship canvas prints to this country yet.',
  ORDER_NOT_FOUND: 'Order not found.',
  IDEMPOTENCY_KEY_REQUIRED: IDEMPOTENCY_MESSAGES.required,
  IDEMPOTENCY_KEY_REUSED: IDEMPOTENCY_MESSAGES.reused,
  NOT_PAYABLE: 'This order is not waiting for payment.',
  ALREADY_PAID: 'This order is already paid.',
  /** Cancel refused in a status without its own message (CANNOT_CANCEL_MESSAGES). */
  CANNOT_CANCEL: 'This order can no longer be cancelled.',
  PNG_NOT_PURCHASED: 'Buy the full-resolution PNG of this artwork to download it.',
  PAYMENTS_NOT_CONFIGURED: 'Payments are not set up on this shop yet. Please try again later.',
  PROVIDER_ERROR: 'The payment provider could not be reached. Please try again in a moment.',
  REFUND_FAILED: 'The refund could not be made. Nothing was changed; please try again.',
  INVALID_TRANSITION: 'This order cannot move from {from} to {to}.',
  PRINT_FILE_NOT_READY: 'The print file is not ready yet.',
  CALLBACK_UNAUTHORIZED: 'Unknown callback.',
  CALLBACK_TOO_EARLY: 'This order is still being sent to the lab. Send this update again later.',
} as const;

// ---- shipping address -------------------------------------------------------------------------

let regionNames: Intl.DisplayNames | undefined;

/** A country's English name (the runtime's CLDR data), or the code itself. */
export function countryName(code: string): string {
  regionNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** A required line of text, trimmed, with messages that name the field. */
export const requiredLine = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

/**
 * An address as stored and answered: the same fields, without the input schema's trims and
 * transforms (those run one way only, so a response schema must not carry them).
 */
export const storedShippingAddressSchema = z.object({
  name: z.string(),
  line1: z.string(),
  line2: z.string().optional(),
  city: z.string(),
  region: z.string().optional(),
  postcode: z.string(),
  country: z.string(),
  email: z.string(),
  phone: z.string().optional(),
});

// ---- canvas orders ----------------------------------------------------------------------------

export const PRINT_ORDER_STATUSES = [
  'pending_payment',
  'paid',
  // The print proof (prints/print-file.job.ts) waits for the shopper: approve, or ask for a change.
  'awaiting_approval',
  'changes_requested',
  // Approved by the shopper (or automatically after PROOF_AUTO_APPROVE_HOURS): production may start.
  'approved',
  'in_production',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type PrintOrderStatus = (typeof PRINT_ORDER_STATUSES)[number];

/**
 * Why a shopper's cancel is refused (409 CANNOT_CANCEL), for each status past cancelling: the
 * message says what is true of the order (pending_payment and paid are cancelled, a cancelled
 * order is already what was asked).
 */
export const CANNOT_CANCEL_MESSAGES = {
  approved:
    'This order can no longer be cancelled: its proof is approved and production is starting.',
  in_production: 'This order can no longer be cancelled: it is already in production.',
  shipped: 'This order can no longer be cancelled: it has already shipped.',
  delivered: 'This order can no longer be cancelled: it has already been delivered.',
  refunded: 'This order can no longer be cancelled: it has already been refunded.',
} as const satisfies Partial<Record<PrintOrderStatus, string>>;

/** A canvas order's print file: none until paid, then made by the print-file job. */
export const PRINT_FILE_STATUSES = ['none', 'pending', 'rendering', 'ready', 'failed'] as const;

export const shipmentSchema = z.object({
  carrier: z.string(),
  trackingNumber: z.string(),
  trackingUrl: z.string().nullable(),
  shippedAt: z.string(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

export const timelineEventSchema = z.object({
  status: z.string(),
  note: z.string().nullable(),
  actor: z.string(),
  createdAt: z.string(),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

export const canvasOrderSchema = z.object({
  id: z.uuid(),
  kind: z.literal('canvas'),
  status: z.enum(PRINT_ORDER_STATUSES),
  artworkId: z.uuid().nullable(),
  visionBoardId: z.uuid().nullable(),
  canvasSizeId: z.uuid().nullable(),
  sizeLabel: z.string().nullable(),
  widthInches: z.number().nullable(),
  heightInches: z.number().nullable(),
  wrap: z.enum(CANVAS_WRAPS),
  shippingAddress: storedShippingAddressSchema.nullable(),
  subtotalCents: z.number().int(),
  shippingCents: z.number().int(),
  totalCents: z.number().int(),
  currency: z.string(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  /** Watermarked preview of the artwork (signed URL), when it still exists. */
  thumbnailUrl: z.string().nullable(),
  artworkTitle: z.string().nullable(),
  paidAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CanvasOrder = z.infer<typeof canvasOrderSchema>;

/** GET /api/canvas/orders/{id}: the order with its timeline (oldest first) and shipments. */
export const canvasOrderDetailSchema = canvasOrderSchema.extend({
  events: z.array(timelineEventSchema),
  shipments: z.array(shipmentSchema),
  /** Whether the shopper may still cancel (before production). */
  cancellable: z.boolean(),
  /** The print proof from the real print file, once rendered (signed URLs). */
  proof: z.lazy(() => printProofSchema).nullable(),
  /** When an order awaiting approval is approved automatically (null otherwise). */
  autoApproveAt: z.string().nullable(),
  /**
   * After a change asked on the proof: the new version of the artwork made from it (a free
   * revision while the product's last), whose proof follows once it is finished; null otherwise.
   */
  proofChange: z.lazy(() => proofChangeSchema).nullable(),
});
export type CanvasOrderDetail = z.infer<typeof canvasOrderDetailSchema>;

export const paymentIntentBodySchema = z.strictObject({ orderId: z.uuid() });
export const checkoutUrlSchema = z.object({ url: z.string() });

// ---- demo checkout of an order ---------------------------------------------------------------

/** The demo checkout page's view of an order's session (GET /api/payments/demo/{id}). */
export const demoOrderSessionSchema = z.object({
  id: z.uuid(),
  status: z.enum(['open', 'completed', 'expired']),
  kind: z.literal('order'),
  order: z.object({
    id: z.uuid(),
    kind: z.enum(['canvas', 'png']),
    title: z.string(),
    /** What is bought, as a real checkout lists it: picture, options (size, edge), quantity. */
    items: z.array(
      z.object({
        name: z.string(),
        options: z.array(z.object({ label: z.string(), value: z.string() })),
        quantity: z.number().int(),
        amountCents: z.number().int(),
        /** The artwork's watermarked preview (signed URL), when it still exists. */
        imageUrl: z.string().nullable(),
      }),
    ),
    lines: z.array(z.object({ label: z.string(), amountCents: z.number().int() })),
    totalCents: z.number().int(),
    currency: z.string(),
    /** Where a canvas ships (null for a PNG). */
    shippingAddress: storedShippingAddressSchema.nullable(),
  }),
  /** Where the page goes after paying. */
  returnUrl: z.string(),
});
export type DemoOrderSession = z.infer<typeof demoOrderSessionSchema>;

// ---- the print proof -------------------------------------------------------------------------

/** The print proof's images: the front as printed and the four wrapped edges (signed URLs). */
export const PROOF_PARTS = ['front', 'top', 'right', 'bottom', 'left'] as const;
export type ProofPart = (typeof PROOF_PARTS)[number];
export const printProofSchema = z.object({
  front: z.string(),
  top: z.string(),
  right: z.string(),
  bottom: z.string(),
  left: z.string(),
});
export type PrintProof = z.infer<typeof printProofSchema>;

/** The new version of the artwork a change asked on the proof is making (its proof follows). */
export const proofChangeSchema = z.object({
  artworkId: z.uuid(),
  visionBoardId: z.uuid(),
  status: z.enum(ARTWORK_STATUSES),
  /** One of the product's free revisions (else it took a generation). */
  free: z.boolean(),
});
export type ProofChange = z.infer<typeof proofChangeSchema>;

/** The alt text of each proof image. */
export const PROOF_ALT: Record<ProofPart, string> = {
  front: 'The front of your canvas as it will be printed',
  top: 'The top edge as it wraps around the frame',
  right: 'The right edge as it wraps around the frame',
  bottom: 'The bottom edge as it wraps around the frame',
  left: 'The left edge as it wraps around the frame',
};

/** An order awaiting approval is approved automatically after this many hours (the default). */
export const PROOF_AUTO_APPROVE_HOURS_DEFAULT = 72;
/** The note of a change asked on the proof goes to the AI providers' prompt, as a revision's. */
export const CHANGE_NOTE_MAX = REVISION_NOTE_MAX;

export const PROOF_MESSAGES = {
  NOT_AWAITING_APPROVAL: 'This order is not waiting for your approval.',
  NOT_CHANGES_REQUESTED: 'This order has no change request to answer with a new proof.',
  NOT_APPROVED:
    'The shopper has not approved the print proof yet: production starts after approval.',
  NOTE_REQUIRED: 'Please tell us what you would like changed.',
  NOTE_TOO_LONG: `Please keep your note under ${CHANGE_NOTE_MAX} characters.`,
  ARTWORK_NOT_USABLE: 'That artwork is not a finished artwork of this order’s board.',
  APPROVED_BY_SHOPPER: 'Proof approved.',
  AUTO_APPROVED:
    'Approved automatically: we did not hear back within the approval window, so we went ahead.',
  PROOF_REISSUED: 'A new proof is ready.',
} as const;

/** POST /api/orders/{id}/request-change: what the shopper would like changed. */
export const requestChangeBodySchema = z.strictObject({
  note: z
    .string({ error: PROOF_MESSAGES.NOTE_REQUIRED })
    .trim()
    .min(1, PROOF_MESSAGES.NOTE_REQUIRED)
    .max(CHANGE_NOTE_MAX, PROOF_MESSAGES.NOTE_TOO_LONG),
});

/** POST /api/admin/orders/{id}/reissue-proof: optionally another artwork of the same board. */
export const reissueProofBodySchema = z.strictObject({ artworkId: z.uuid().optional() });
