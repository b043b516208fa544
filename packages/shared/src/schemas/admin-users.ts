import { z } from 'zod';
import { adminListQuerySchema, paged } from './admin';

// ---- admin users (GET /api/admin/users, /api/admin/users/{id} and the actions) -----------------

export const ADMIN_USER_ROLES = ['user', 'admin'] as const;
export const ADMIN_USER_PLANS = ['free', 'premium'] as const;
export const ADMIN_USER_SORTS = ['createdAt', 'email', 'name', 'generationsUsed'] as const;

/** Sentences the API answers and the web shows (the actions' refusals). */
export const ADMIN_USER_MESSAGES = {
  selfDemotion: 'You cannot remove your own admin role. Ask another admin to do it.',
  lastAdmin:
    'This is the last active admin: make another account admin (or enable one) before demoting or disabling this one.',
  actorNoLongerAdmin:
    'Another admin has just disabled your account or removed your admin role, so this change was not made.',
  selfDisable: 'You cannot disable your own account.',
  paidSubscription:
    'This user pays for premium through Stripe. Cancel the subscription in Stripe (or from their profile) instead of revoking it here.',
  noCompSubscription: 'This user has no premium granted by hand to revoke.',
  alreadyPremium: 'This user already has premium.',
  idempotencyKey:
    'An Idempotency-Key header is required (one per credit grant, reused when it is retried).',
  notFound: 'No user with this id.',
} as const;

export const adminUserListQuerySchema = adminListQuerySchema.extend({
  /** A prefix of the e-mail or part of the name, any case. */
  q: z.string().trim().max(200).optional(),
  role: z.enum(ADMIN_USER_ROLES).optional(),
  plan: z.enum(ADMIN_USER_PLANS).optional(),
  sort: z.enum(ADMIN_USER_SORTS).optional(),
  dir: z.enum(['asc', 'desc']).default('desc'),
});
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;

export const adminUserRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ADMIN_USER_ROLES),
  plan: z.enum(ADMIN_USER_PLANS),
  banned: z.boolean(),
  generationsUsed: z.number().int(),
  generationsLimit: z.number().int(),
  createdAt: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminUserListSchema = paged(adminUserRowSchema);
export type AdminUserList = z.infer<typeof adminUserListSchema>;

export const adminUserSubscriptionSchema = z.object({
  planId: z.string(),
  provider: z.enum(['stripe', 'demo', 'comp']),
  status: z.string(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});

export const adminUserArtworkSchema = z.object({
  id: z.string(),
  status: z.enum(['queued', 'running', 'succeeded', 'failed']),
  createdAt: z.string(),
  /** A finished artwork's watermarked preview (a fresh signed URL); null until it is done. */
  thumbnailUrl: z.string().nullable(),
});

export const adminUserBoardSchema = z.object({
  id: z.string(),
  items: z.string(),
  productName: z.string().nullable(),
  createdAt: z.string(),
  artworkCount: z.number().int(),
  succeededCount: z.number().int(),
  failedCount: z.number().int(),
  /** The latest few, newest first. */
  latestArtworks: z.array(adminUserArtworkSchema),
});

export const adminUserOrderSchema = z.object({
  id: z.string(),
  kind: z.enum(['artwork', 'canvas', 'png']),
  status: z.string(),
  totalCents: z.number().int().nullable(),
  currency: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});

export const adminUserPaymentSchema = z.object({
  id: z.string(),
  /** 'upgrade': a premium checkout; 'order': a canvas order's or PNG purchase's checkout. */
  kind: z.enum(['upgrade', 'order']),
  provider: z.string(),
  status: z.enum(['open', 'completed', 'expired']),
  totalCents: z.number().int().nullable(),
  currency: z.string().nullable(),
  createdAt: z.string(),
  /** The order it paid for (link /admin/orders/{orderId}); null for an upgrade. */
  orderId: z.string().nullable(),
  planId: z.string().nullable(),
});

export const adminCreditGrantSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  reason: z.string(),
  grantedBy: z.string(),
  grantedByEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminCreditGrant = z.infer<typeof adminCreditGrantSchema>;

export const adminUserDetailSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  emailVerified: z.boolean(),
  role: z.enum(ADMIN_USER_ROLES),
  banned: z.boolean(),
  banReason: z.string().nullable(),
  createdAt: z.string(),
  plan: z.enum(ADMIN_USER_PLANS),
  subscription: adminUserSubscriptionSchema.nullable(),
  allowance: z.object({
    used: z.number().int(),
    limit: z.number().int(),
    renewsOn: z.string().nullable(),
  }),
  creditGrants: z.array(adminCreditGrantSchema),
  boards: z.array(adminUserBoardSchema),
  orders: z.array(adminUserOrderSchema),
  payments: z.array(adminUserPaymentSchema),
  /** Whether this is the admin who asked (the actions on oneself are refused). */
  isSelf: z.boolean(),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

// ---- actions ---------------------------------------------------------------------------------

export const adminUserRoleBodySchema = z.strictObject({ role: z.enum(ADMIN_USER_ROLES) });
export type AdminUserRoleBody = z.infer<typeof adminUserRoleBodySchema>;

export const adminUserPremiumBodySchema = z.strictObject({ grant: z.boolean() });
export type AdminUserPremiumBody = z.infer<typeof adminUserPremiumBodySchema>;

export const adminUserCreditsBodySchema = z.strictObject({
  amount: z
    .number({ error: 'Amount must be a whole number from 1 to 1000.' })
    .int({ error: 'Amount must be a whole number from 1 to 1000.' })
    .min(1, { error: 'Amount must be a whole number from 1 to 1000.' })
    .max(1000, { error: 'Amount must be a whole number from 1 to 1000.' }),
  reason: z
    .string({ error: 'Reason is required.' })
    .trim()
    .min(1, { error: 'Reason is required.' })
    .max(200, { error: 'Reason can be at most 200 characters.' }),
});
export type AdminUserCreditsBody = z.infer<typeof adminUserCreditsBodySchema>;

export const adminUserDisableBodySchema = z.strictObject({
  reason: z.string().trim().max(200, { error: 'Reason can be at most 200 characters.' }).optional(),
});
export type AdminUserDisableBody = z.infer<typeof adminUserDisableBodySchema>;

export const adminUserParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const adminUserCreditsAnswerSchema = z.object({
  grant: adminCreditGrantSchema,
  allowance: z.object({ used: z.number().int(), limit: z.number().int() }),
});

export const adminUserPasswordResetAnswerSchema = z.object({ sent: z.literal(true) });
