import { z } from 'zod';
import { artworkProvenanceSchema } from './admin-blueprints';
import { ADMIN_ORDER_ACTIONS } from './admin-order-actions';
import {
  CANVAS_WRAPS,
  PRINT_FILE_STATUSES,
  PRINT_ORDER_STATUSES,
  shipmentSchema,
  storedShippingAddressSchema,
  timelineEventSchema,
  printProofSchema,
  proofChangeSchema,
} from './prints';
import { DATE_FILTER_MESSAGES, dateRangeOrder, dayParam } from './date-filter';

// ---- admin orders (GET /api/admin/orders, /api/admin/orders/{id}) -----------------------------

export const ADMIN_ORDER_KINDS = ['artwork', 'canvas', 'png'] as const;
export type AdminOrderKind = (typeof ADMIN_ORDER_KINDS)[number];
/** An artwork request's statuses (DESIGN.md §3). */
export const ARTWORK_ORDER_STATUSES = ['received', 'generating', 'ready', 'failed'] as const;
/** Every status an order of any kind can have. */
export const ADMIN_ORDER_STATUSES = [...ARTWORK_ORDER_STATUSES, ...PRINT_ORDER_STATUSES] as const;
export type AdminOrderStatus = (typeof ADMIN_ORDER_STATUSES)[number];
/** The statuses each kind can be in (the status filter offers these). */
export const STATUSES_BY_KIND: Record<AdminOrderKind, readonly AdminOrderStatus[]> = {
  artwork: ARTWORK_ORDER_STATUSES,
  canvas: PRINT_ORDER_STATUSES,
  png: ['pending_payment', 'paid', 'cancelled', 'refunded'],
};

export const ADMIN_ORDER_SORTS = ['createdAt', 'total', 'status'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];
export const ADMIN_ORDER_PAGE_MAX = 200;
/** Bulk actions take at most this many orders at once. */
export const ADMIN_ORDER_BULK_MAX = 200;

export const ADMIN_ORDERS_MESSAGES = {
  badDate: DATE_FILTER_MESSAGES.badDay,
  dateRange: DATE_FILTER_MESSAGES.fromAfterTo,
  badCursor: 'This page link is out of date or damaged. Go back to the first page.',
  badIds: 'ids must be order ids (UUIDs) separated by commas, at most 200.',
  notCanvas: 'Only canvas orders are made in production.',
  noteRequired: 'Write a note first.',
  noteTooLong: 'A note can be at most 2000 characters.',
} as const;

/**
 * The filters of the order list, its counts and its CSV export (all in the URL). `customer` is a
 * user id or an e-mail; `q` an order id (or a prefix of at least 8 hex digits) or part of an
 * e-mail; from/to are UTC dates on created_at, both included.
 */
const filtersObject = z.object({
  kind: z.enum(ADMIN_ORDER_KINDS).optional(),
  status: z.enum(ADMIN_ORDER_STATUSES).optional(),
  from: dayParam.optional(),
  to: dayParam.optional(),
  customer: z.string().trim().max(200).optional(),
  q: z.string().trim().max(200).optional(),
  sort: z.enum(ADMIN_ORDER_SORTS).default('createdAt'),
  dir: z.enum(['asc', 'desc']).default('desc'),
});
export const adminOrderFiltersSchema = filtersObject.refine(...dateRangeOrder);
export type AdminOrderFilters = z.input<typeof adminOrderFiltersSchema>;

/** A page of the list: `cursor` is the opaque nextCursor/prevCursor of the page before. */
export const adminOrderListQuerySchema = filtersObject
  .extend({
    cursor: z.string().max(500).optional(),
    limit: z.coerce.number().int().min(1).max(ADMIN_ORDER_PAGE_MAX).default(50),
  })
  .refine(...dateRangeOrder);
export type AdminOrderListQuery = z.input<typeof adminOrderListQuerySchema>;

/** The CSV export: the list's filters and sort, or `ids` (comma-separated) for the selected. */
export const adminOrderExportQuerySchema = filtersObject
  .extend({
    ids: z
      .string()
      .max(200 * 37)
      .optional(),
  })
  .refine(...dateRangeOrder);

export const adminOrderRowSchema = z.object({
  id: z.uuid(),
  kind: z.enum(ADMIN_ORDER_KINDS),
  status: z.enum(ADMIN_ORDER_STATUSES),
  customerId: z.string(),
  customerEmail: z.string(),
  customerName: z.string().nullable(),
  /** Canvas: "12×16 in · Mirror wrap"; PNG: "Full-resolution PNG"; artwork: the product. */
  summary: z.string(),
  totalCents: z.number().int(),
  currency: z.string(),
  thumbnailUrl: z.string().nullable(),
  printFileStatus: z.enum(PRINT_FILE_STATUSES),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

/** A keyset page: nextCursor is null on the last page, prevCursor on the first. */
export const adminOrderListSchema = z.object({
  items: z.array(adminOrderRowSchema),
  nextCursor: z.string().nullable(),
  prevCursor: z.string().nullable(),
});
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

/** GET /api/admin/orders/counts: the orders matching the filters (status aside), per status. */
export const adminOrderCountsSchema = z.object({
  total: z.number().int(),
  statusCounts: z.record(z.string(), z.number().int()),
});
export type AdminOrderCounts = z.infer<typeof adminOrderCountsSchema>;

export const adminOrderBulkSchema = z.strictObject({
  action: z.literal('in_production'),
  ids: z
    .array(z.uuid({ error: 'must be an order id (UUID)' }))
    .min(1, { error: 'Select at least one order.' })
    .max(ADMIN_ORDER_BULK_MAX, { error: 'Select at most 200 orders at once.' }),
  note: z.string().trim().max(500).optional(),
});
export type AdminOrderBulk = z.input<typeof adminOrderBulkSchema>;

export const adminOrderBulkResultSchema = z.object({
  action: z.literal('in_production'),
  /** The orders that moved, with their new status. */
  moved: z.array(z.object({ id: z.uuid(), status: z.enum(ADMIN_ORDER_STATUSES) })),
  /** The orders left as they were, and why. */
  refused: z.array(z.object({ id: z.uuid(), code: z.string(), message: z.string() })),
});
export type AdminOrderBulkResult = z.infer<typeof adminOrderBulkResultSchema>;

export const adminOrderNoteInputSchema = z.strictObject({
  body: z
    .string({ error: ADMIN_ORDERS_MESSAGES.noteRequired })
    .trim()
    .min(1, { error: ADMIN_ORDERS_MESSAGES.noteRequired })
    .max(2000, { error: ADMIN_ORDERS_MESSAGES.noteTooLong }),
});
export type AdminOrderNoteInput = z.input<typeof adminOrderNoteInputSchema>;

export const adminOrderNoteSchema = z.object({
  id: z.uuid(),
  body: z.string(),
  authorId: z.string(),
  authorEmail: z.string(),
  createdAt: z.string(),
});
export type AdminOrderNote = z.infer<typeof adminOrderNoteSchema>;

export const adminOrderDetailSchema = z.object({
  id: z.uuid(),
  kind: z.enum(ADMIN_ORDER_KINDS),
  status: z.enum(ADMIN_ORDER_STATUSES),
  customer: z.object({ id: z.string(), email: z.string(), name: z.string().nullable() }),
  artworkId: z.uuid().nullable(),
  artworkTitle: z.string().nullable(),
  /** Where the artwork came from (null: the order has no artwork yet). */
  provenance: artworkProvenanceSchema.nullable(),
  /** The artwork's watermarked preview (signed URL). */
  previewUrl: z.string().nullable(),
  /** Canvas: GET /api/admin/orders/{id}/mockup (image/jpeg); null for PNG purchases. */
  mockupUrl: z.string().nullable(),
  size: z
    .object({ label: z.string(), widthInches: z.number(), heightInches: z.number() })
    .nullable(),
  wrap: z.enum(CANVAS_WRAPS).nullable(),
  shippingAddress: storedShippingAddressSchema.nullable(),
  subtotalCents: z.number().int(),
  shippingCents: z.number().int(),
  totalCents: z.number().int(),
  currency: z.string(),
  paymentRef: z.string().nullable(),
  refundRef: z.string().nullable(),
  printFile: z.object({
    status: z.enum(PRINT_FILE_STATUSES),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    error: z.string().nullable(),
    /** GET /api/admin/orders/{id}/print-file once ready. */
    downloadUrl: z.string().nullable(),
  }),
  fulfilment: z.object({
    provider: z.string().nullable(),
    ref: z.string().nullable(),
    error: z.string().nullable(),
  }),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  shipments: z.array(shipmentSchema),
  events: z.array(timelineEventSchema),
  /** The actions the order's status allows now. */
  actions: z.array(z.enum(ADMIN_ORDER_ACTIONS)),
  /**
   * Canvas, while a new proof can be sent (`reissue_proof`): the finished versions of the order's
   * artwork (its board's, its customer's) the proof can be made from, newest first, the one on
   * the order now marked `current`; at most 24. Empty otherwise.
   */
  proofVersions: z.array(
    z.object({
      artworkId: z.uuid(),
      /** Watermarked preview (signed URL). */
      previewUrl: z.string().nullable(),
      createdAt: z.string(),
      current: z.boolean(),
    }),
  ),
  /** Canvas: the print proof the shopper approves (front and four edges), once sent. */
  proof: printProofSchema.nullable(),
  /** Canvas, change requested: the new version being made from the customer's note. */
  proofChange: proofChangeSchema.nullable(),
  /** Internal notes, oldest first: admins only, never in the shopper's answers. */
  notes: z.array(adminOrderNoteSchema),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;
