import { z } from 'zod';

// Reviews (issue 27 point 6): a buyer reviews a delivered canvas or a bought PNG through a
// signed link mailed a few days later (no sign-in), the admin approves or rejects it, and an
// approved review becomes a testimonial and counts in the product's rating.
//   GET  /api/reviews/{token}        what the link reviews (reviewRequestSchema)
//   POST /api/reviews/{token}        the review (reviewInputSchema) → 201
//   GET  /api/admin/reviews          the moderation queue (adminReviewListSchema)
//   POST /api/admin/reviews/{id}/approve | /reject

/** Days a review link stays valid after it is mailed. */
export const REVIEW_LINK_DAYS = 45;

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_LIMITS = {
  textMin: 10,
  textMax: 1000,
  nameMax: 80,
  locationMax: 80,
} as const;

export const REVIEW_TEXT = {
  invalidLink:
    'This review link is not valid. Please open the link from your email exactly as it was sent.',
  expiredLink: `This review link has expired: links stay valid for ${REVIEW_LINK_DAYS} days.`,
  alreadyReviewed: 'You have already reviewed this order. Thank you!',
  notFound: 'This review does not exist (any more).',
  notPending: 'This review has already been moderated.',
  thanks: 'Thank you for your review! It will appear once we have read it.',
} as const;

export const reviewTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** What a review link is about (the page shows it above the form). */
export const reviewRequestSchema = z.object({
  orderKind: z.enum(['canvas', 'png']),
  productTitle: z.string().nullable(),
  /** The artwork's watermarked preview, when it still exists. */
  artworkUrl: z.string().nullable(),
  /** The buyer's name, to prefill "name as shown". */
  name: z.string(),
  expiresAt: z.string(),
});
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

const trimmed = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} can be at most ${max} characters.` });

export const reviewInputSchema = z.strictObject({
  rating: z
    .number({ error: 'Choose from 1 to 5 stars.' })
    .int({ error: 'Choose from 1 to 5 stars.' })
    .min(1, { error: 'Choose from 1 to 5 stars.' })
    .max(5, { error: 'Choose from 1 to 5 stars.' }),
  text: trimmed(REVIEW_LIMITS.textMax, 'Your review').min(REVIEW_LIMITS.textMin, {
    error: `Please write at least ${REVIEW_LIMITS.textMin} characters.`,
  }),
  displayName: trimmed(REVIEW_LIMITS.nameMax, 'Your name').min(1, {
    error: 'Please enter the name to show with your review.',
  }),
  location: trimmed(REVIEW_LIMITS.locationMax, 'Your location'),
  showArtwork: z.boolean(),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

export const reviewCreatedSchema = z.object({ id: z.uuid(), status: z.enum(REVIEW_STATUSES) });

/** The approved reviews of one product: what the product page and JSON-LD show. */
export const reviewSummarySchema = z.object({
  /** Mean stars, one decimal; null without an approved review. */
  average: z.number().nullable(),
  count: z.number().int(),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const adminReviewListQuerySchema = z.object({
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .enum(REVIEW_STATUSES, { error: 'status must be pending, approved or rejected.' })
      .default('pending'),
  ),
});

export const adminReviewSchema = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  orderKind: z.enum(['canvas', 'png']),
  productTitle: z.string().nullable(),
  rating: z.number().int(),
  text: z.string(),
  displayName: z.string(),
  location: z.string(),
  showArtwork: z.boolean(),
  artworkUrl: z.string().nullable(),
  status: z.enum(REVIEW_STATUSES),
  submittedAt: z.string(),
  moderatedAt: z.string().nullable(),
  testimonialId: z.uuid().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewListSchema = z.object({
  items: z.array(adminReviewSchema),
  pendingCount: z.number().int(),
});
export type AdminReviewList = z.infer<typeof adminReviewListSchema>;

export const adminReviewSweepSchema = z.object({ requested: z.number().int() });
