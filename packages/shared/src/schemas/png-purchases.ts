import { z } from 'zod';
import { PRINT_ORDER_STATUSES } from './prints';

// Buying an artwork's full-size PNG (DESIGN.md §3 "Prints and downloads"): the body, the
// checkout it starts and the purchase as the shopper sees it.

export const createPngPurchaseSchema = z.strictObject({ artworkId: z.uuid() });

/** POST /api/png-purchases: the checkout to pay, or the existing paid purchase (url null). */
export const pngPurchaseStartSchema = z.object({
  id: z.uuid(),
  status: z.enum(PRINT_ORDER_STATUSES),
  url: z.string().nullable(),
});

export const pngPurchaseSchema = z.object({
  id: z.uuid(),
  kind: z.literal('png'),
  status: z.enum(PRINT_ORDER_STATUSES),
  artworkId: z.uuid().nullable(),
  visionBoardId: z.uuid().nullable(),
  amountCents: z.number().int(),
  currency: z.string(),
  artworkTitle: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  /** '/api/download-png/{artworkId}' once paid; null before. */
  downloadUrl: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PngPurchase = z.infer<typeof pngPurchaseSchema>;
