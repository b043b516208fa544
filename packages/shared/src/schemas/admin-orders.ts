import { z } from 'zod';
import { adminListQuerySchema, paged } from './admin';
import {
  ADMIN_ORDER_ACTIONS,
  CANVAS_WRAPS,
  PRINT_FILE_STATUSES,
  PRINT_ORDER_STATUSES,
  shipmentSchema,
  storedShippingAddressSchema,
  timelineEventSchema,
} from './prints';

// ---- admin orders (GET /api/admin/orders, /api/admin/orders/{id}) -----------------------------

export const ADMIN_ORDER_KINDS = ['canvas', 'png'] as const;

export const adminOrderListQuerySchema = adminListQuerySchema.extend({
  kind: z.enum(ADMIN_ORDER_KINDS).optional(),
  status: z.enum(PRINT_ORDER_STATUSES).optional(),
  sort: z.enum(['createdAt', 'total', 'status']).optional(),
  dir: z.enum(['asc', 'desc']).default('desc'),
});
export type AdminOrderListQuery = z.input<typeof adminOrderListQuerySchema>;

export const adminOrderRowSchema = z.object({
  id: z.uuid(),
  kind: z.enum(ADMIN_ORDER_KINDS),
  status: z.enum(PRINT_ORDER_STATUSES),
  customerEmail: z.string(),
  customerName: z.string().nullable(),
  /** Canvas: "12×16 in · Mirror wrap"; PNG: "Full-resolution PNG". */
  summary: z.string(),
  totalCents: z.number().int(),
  currency: z.string(),
  thumbnailUrl: z.string().nullable(),
  printFileStatus: z.enum(PRINT_FILE_STATUSES),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrderListSchema = paged(adminOrderRowSchema).extend({
  /** How many orders of the chosen kind are in each status (for the filter chips). */
  statusCounts: z.record(z.string(), z.number().int()),
});
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

export const adminOrderDetailSchema = z.object({
  id: z.uuid(),
  kind: z.enum(ADMIN_ORDER_KINDS),
  status: z.enum(PRINT_ORDER_STATUSES),
  customer: z.object({ id: z.string(), email: z.string(), name: z.string().nullable() }),
  artworkId: z.uuid().nullable(),
  artworkTitle: z.string().nullable(),
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
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;
