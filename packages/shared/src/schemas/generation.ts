import { z } from 'zod';
import { CANVAS_WRAPS } from './canvas-wraps';

// The contract between the personalise flow, the artwork screen and the API (SPEC.md §3, §7):
// uploads, vision boards, uploaded images, artwork orders, generation and artworks.

export { STORAGE_PREFIXES } from '../constants/storage';

/** SPEC.md §3: a board with no values is this text. */
export const CUSTOM_ARTWORK_REQUEST = 'Custom artwork request';

// ---- uploads ----------------------------------------------------------------------------

export const UPLOAD_LIMITS = {
  /** Server limit for one upload (the product form's client limit is the same 25 MB). */
  maxBytes: 25 * 1024 * 1024,
  /** Decoded pixels; anything larger is refused from its header, before decoding. */
  maxPixels: 50_000_000,
  /** Longest side of the stored, re-encoded JPEG. */
  maxSide: 4096,
} as const;

export const uploadResponseSchema = z.object({
  /** A URL the browser can show now (signed and expiring for private keys). */
  url: z.string(),
  key: z.string(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

export const signedUrlResponseSchema = z.object({ url: z.string() });

// ---- vision boards ----------------------------------------------------------------------

export const createVisionBoardSchema = z.strictObject({
  /** Trimmed; an empty text is stored as CUSTOM_ARTWORK_REQUEST (SPEC.md §3). */
  items: z.string().trim().max(20_000),
  productId: z.uuid(),
});
export type CreateVisionBoardBody = z.infer<typeof createVisionBoardSchema>;

/**
 * Why a board's items do not fit its product (POST /api/vision-boards → 400): one sentence per
 * problem, naming the field by its label as the form shows it.
 */
export const BOARD_ITEM_MESSAGES = {
  required: (label: string) => `${label} is required.`,
  oneOf: (label: string, options: readonly string[]) =>
    options.length > 0
      ? `${label} must be one of: ${options.join(', ')}.`
      : `${label} has no options to choose from.`,
  checkbox: (label: string) => `${label} must be true or false.`,
  tooLong: (label: string, max: number, length: number) =>
    `${label} must be at most ${max} characters (it has ${length}).`,
  oneLine: (label: string) => `${label} must be a single line.`,
  repeated: (label: string) => `${label} is given more than once.`,
  premiumOnly: (label: string) => `${label} is a Premium option: upgrade to Premium to choose it.`,
  image: (label: string, fieldName: string) =>
    `${label} takes photos, not text: register them as uploaded images (${fieldName}_0.jpg).`,
  unknown: (name: string, product: string, fieldNames: readonly string[]) =>
    fieldNames.length > 0
      ? `'${name}' is not a field of ${product}. Its fields are: ${fieldNames.join(', ')}.`
      : `'${name}' is not a field of ${product}, which takes no text.`,
  stray: (line: string) =>
    `Each line must start with a field name ('fieldName: value'); '${line}' does not.`,
} as const;

export const VISION_BOARD_MESSAGES = {
  /** 429 on POST /api/vision-boards once an account made BOARD_RATE_LIMIT_MAX boards an hour. */
  rateLimited: (max: number, minutes: number) =>
    `You can create up to ${max} vision boards an hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

export const visionBoardSchema = z.object({
  id: z.uuid(),
  items: z.string(),
  productId: z.uuid().nullable(),
  productSlug: z.string().nullable(),
  productTitle: z.string().nullable(),
  /**
   * The artwork's heading: the value of the field the blueprint's title role names (the name on
   * the plaque), else a field named like a title; null: none (show the product's title).
   */
  heading: z.string().nullable().optional(),
  createdAt: z.string(),
  /** Newest artwork of the board, if any (list views). */
  latestArtwork: z.lazy(() => artworkSchema.nullable()).optional(),
});
export type VisionBoard = z.infer<typeof visionBoardSchema>;

/** filename pattern {fieldName}_{index}.jpg (SPEC.md §3). */
export const UPLOADED_IMAGE_FILENAME = /^[A-Za-z][A-Za-z0-9_-]{0,63}_\d{1,3}\.jpg$/;

export const createUploadedImageSchema = z.strictObject({
  visionBoardId: z.uuid(),
  filename: z.string().regex(UPLOADED_IMAGE_FILENAME, 'filename must look like fieldName_0.jpg'),
  /** The url (or key) the upload answered with. */
  url: z.string().min(1).max(4096),
});
export type CreateUploadedImageBody = z.infer<typeof createUploadedImageSchema>;

export const uploadedImageSchema = z.object({
  id: z.uuid(),
  visionBoardId: z.uuid(),
  filename: z.string(),
  key: z.string(),
  /** Fresh signed URL for display. */
  url: z.string(),
  createdAt: z.string(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

// ---- orders -------------------------------------------------------------------------------

export const customerInfoSchema = z.strictObject({
  firstName: z.string().trim().max(100),
  lastName: z.string().trim().max(100),
  email: z.string().trim().max(254),
  address: z.string().trim().max(300),
  city: z.string().trim().max(100),
  zipCode: z.string().trim().max(20),
});
export type CustomerInfo = z.infer<typeof customerInfoSchema>;

/** SPEC.md §3: the client sends placeholder values. */
export const PLACEHOLDER_CUSTOMER_INFO: CustomerInfo = {
  firstName: 'Customer',
  lastName: 'Name',
  email: 'customer@example.com',
  address: '123 Main St',
  city: 'City',
  zipCode: '12345',
};

export const createOrderSchema = z.strictObject({
  visionBoardId: z.uuid(),
  productId: z.uuid(),
  customerInfo: customerInfoSchema,
});
export type CreateOrderBody = z.infer<typeof createOrderSchema>;

export const ORDER_KINDS = ['artwork', 'canvas', 'png'] as const;

export const orderSchema = z.object({
  id: z.uuid(),
  kind: z.enum(ORDER_KINDS),
  status: z.string(),
  visionBoardId: z.uuid().nullable(),
  productId: z.uuid().nullable(),
  artworkId: z.uuid().nullable(),
  createdAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

// ---- generation and artworks ----------------------------------------------------------------

export const generateArtworkSchema = z.strictObject({
  visionBoardId: z.uuid(),
  regenerate: z.boolean().optional(),
});
export type GenerateArtworkBody = z.infer<typeof generateArtworkSchema>;

export const ARTWORK_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type ArtworkStatus = (typeof ARTWORK_STATUSES)[number];

export const artworkSchema = z.object({
  id: z.uuid(),
  visionBoardId: z.uuid(),
  status: z.enum(ARTWORK_STATUSES),
  /** The watermarked preview (signed URL) once succeeded, else null. */
  imageUrl: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  isApproved: z.boolean(),
  isFavorite: z.boolean(),
  /** A message a person understands, when failed. */
  error: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type Artwork = z.infer<typeof artworkSchema>;

/** Server-Sent Event payload on GET /api/vision-boards/{id}/events (event: artwork). */
/**
 * Where a queued artwork stands: `ahead` queued jobs are fetched before it (pg-boss order:
 * priority first, then the time it was queued), `position` = ahead + 1; `estimateSeconds` is the
 * expected wait until it is finished (null until some artwork has finished to measure by);
 * `prioritised`: a premium job, fetched before the free ones.
 */
export const artworkQueueSchema = z.object({
  position: z.number().int().min(1),
  ahead: z.number().int().min(0),
  estimateSeconds: z.number().int().min(0).nullable(),
  prioritised: z.boolean(),
});
export type ArtworkQueue = z.infer<typeof artworkQueueSchema>;

/** The queue line the artwork screen shows: "About 40 s — 3 ahead of you", "You're next". */
export function queueLine(q: ArtworkQueue): string {
  const wait =
    q.estimateSeconds === null
      ? null
      : q.estimateSeconds < 60
        ? `About ${Math.max(1, q.estimateSeconds)} s`
        : `About ${Math.round(q.estimateSeconds / 60)} min`;
  const place = q.ahead === 0 ? "You're next" : `${q.ahead} ahead of you`;
  return wait ? `${wait} — ${place}` : place;
}

export const QUEUE_PRIORITISED_LINE = 'Premium — your artwork is prioritised';

export const artworkEventSchema = z.object({
  artworkId: z.uuid(),
  visionBoardId: z.uuid(),
  status: z.enum(ARTWORK_STATUSES),
  /** On queued events: the artwork's place in the queue when the event was sent. */
  queue: artworkQueueSchema.optional(),
});
export type ArtworkEvent = z.infer<typeof artworkEventSchema>;

export const GENERATION_MESSAGES = {
  LIMIT_REACHED:
    "You've reached your monthly limit of generations. Upgrade to Premium for 100 generations a month.",
  BOARD_NOT_FOUND: 'Vision board not found.',
  ARTWORK_NOT_FOUND: 'Artwork not found.',
  FAILED:
    'We could not create this artwork. Your generation credit has been returned; please try again.',
} as const;

// ---- favorites ------------------------------------------------------------------------------

export const addFavoriteSchema = z.strictObject({ artworkId: z.uuid() });

export type AddFavoriteBody = z.infer<typeof addFavoriteSchema>;

/** GET /api/favorites: the caller's favorite artworks, newest favorite first. */
export const favoriteArtworkSchema = artworkSchema.extend({ favoritedAt: z.string() });
export type FavoriteArtwork = z.infer<typeof favoriteArtworkSchema>;

export const FAVORITE_MESSAGES = {
  ALREADY: 'This artwork is already in your favorites.',
  NOT_FAVORITE: 'This artwork is not in your favorites.',
} as const;

// ---- read API: params and queries -------------------------------------------------------------

export const idParamsSchema = z.strictObject({ id: z.uuid() });
export const artworkIdParamsSchema = z.strictObject({ artworkId: z.uuid() });
export const artworkListQuerySchema = z.strictObject({
  status: z.enum(ARTWORK_STATUSES).optional(),
});

export const ARTWORK_MESSAGES = {
  APPROVE_NOT_READY: 'Only a finished artwork can be approved. Please wait until it is ready.',
  PREVIEW_NOT_READY: 'This artwork has no preview yet. Please wait until it is ready.',
  NO_ARTWORK_YET: 'This vision board has no artwork yet.',
  TIMED_OUT:
    'Creating this artwork took too long. Your generation credit has been returned; please try again.',
  DECLINED:
    'The image service declined this request. Please change the text or photos and try again; your generation credit has been returned.',
} as const;

export const UPLOADED_IMAGE_MESSAGES = {
  NOT_YOUR_UPLOAD:
    'This image was not uploaded by you. Please upload the photo again and use the address the upload answered with.',
  /** 400 on POST /api/uploaded-images: the field (its label) already holds all it takes. */
  fieldFull: (label: string, max: number, filenames: string[]) =>
    `'${label}' takes ${max === 1 ? 'one photo' : `${max} photos`}, and this board already has ${max === 1 ? 'it' : 'them'} (${filenames.join(', ')}). Register a photo under ${max === 1 ? 'that filename' : 'one of those filenames'} to replace it.`,
} as const;

// ---- orders: list, detail and tracking --------------------------------------------------------

export const ORDER_MESSAGES = {
  NOT_FOUND: 'Order not found.',
  PRODUCT_MISMATCH: "The product does not match the vision board's product.",
  PRODUCT_NOT_FOUND: 'Product not found.',
} as const;

/** GET /api/orders items: every kind, with the product title and the artwork thumbnail. */
export const orderSummarySchema = orderSchema.extend({
  productTitle: z.string().nullable(),
  /** The shopper's own title or name from the order's vision board, when it has one. */
  artworkTitle: z.string().nullable(),
  productSlug: z.string().nullable(),
  /** Signed URL of the artwork's watermarked preview, when there is a finished one. */
  thumbnailUrl: z.string().nullable(),
  amountCents: z.number().int().nullable(),
  currency: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** The carrier's tracking page of a shipped canvas. */
  trackingUrl: z.string().nullable(),
  /**
   * Canvas: the size's label and the edge treatment (null for other kinds).
   */
  sizeLabel: z.string().nullable(),
  wrap: z.enum(CANVAS_WRAPS).nullable(),
  /** Canvas and PNG: the server's prices; totalCents is what was charged (= amountCents). */
  subtotalCents: z.number().int().nullable(),
  shippingCents: z.number().int().nullable(),
  totalCents: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderEventSchema = z.object({
  status: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** GET /api/orders/{id}: the order with its customer info. */
export const orderDetailSchema = orderSummarySchema.extend({
  customerInfo: customerInfoSchema.nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** GET /api/order-tracking?orderId=: the order and its timeline (oldest event first). */
export const orderTrackingQuerySchema = z.strictObject({ orderId: z.uuid() });
export const orderTrackingSchema = z.object({
  order: orderSummarySchema,
  events: z.array(orderEventSchema),
});
export type OrderTracking = z.infer<typeof orderTrackingSchema>;
