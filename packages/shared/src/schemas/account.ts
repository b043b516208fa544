import { z } from 'zod';
import { AUTH_FORM_MESSAGES, PASSWORD_MIN_LENGTH } from '../constants/auth-messages';

// The profile page's own calls: PATCH /api/profile, GET /api/account/export, DELETE /api/account.

export const DISPLAY_NAME_MAX = 80;

/** PATCH /api/profile. photoKey: one of the caller's uploads (key or our URL); null removes it. */
export const updateProfileBodySchema = z.strictObject({
  displayName: z
    .string()
    .trim()
    .min(1, { error: 'Display name cannot be empty' })
    .max(DISPLAY_NAME_MAX, { error: `Display name must be at most ${DISPLAY_NAME_MAX} characters` })
    .optional(),
  photoKey: z.string().min(1).max(2048).nullable().optional(),
  /** Mails when an artwork is ready or could not be made. */
  artworkMails: z.boolean().optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

/** What the user must type to delete the account. */
export const DELETE_ACCOUNT_CONFIRMATION = 'DELETE';

/** DELETE /api/account. */
export const deleteAccountBodySchema = z.strictObject({
  confirm: z.literal(DELETE_ACCOUNT_CONFIRMATION, {
    error: `Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm`,
  }),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/** The file name of the data export for `date` (UTC day). */
export const exportFileName = (date: Date) =>
  `atelier-data-${date.toISOString().slice(0, 10)}.json`;

const iso = z.string();

/** GET /api/account/export: everything the shop keeps about the caller, no secrets. */
export const accountExportSchema = z.object({
  exportedAt: iso,
  profile: z.object({
    id: z.string(),
    email: z.string(),
    displayName: z.string().nullable(),
    photoKey: z.string().nullable(),
    role: z.string(),
    isPremium: z.boolean(),
    generationsUsed: z.number().int(),
    generationsLimit: z.number().int(),
    allowanceRenewsAt: iso.nullable(),
    createdAt: iso,
  }),
  visionBoards: z.array(
    z.object({
      id: z.string(),
      productId: z.string().nullable(),
      items: z.string(),
      createdAt: iso,
      updatedAt: iso,
      images: z.array(z.object({ filename: z.string(), key: z.string(), createdAt: iso })),
    }),
  ),
  artworks: z.array(
    z.object({
      id: z.string(),
      visionBoardId: z.string(),
      status: z.string(),
      isApproved: z.boolean(),
      previewKey: z.string().nullable(),
      createdAt: iso,
      finishedAt: iso.nullable(),
    }),
  ),
  orders: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      status: z.string(),
      visionBoardId: z.string().nullable(),
      productId: z.string().nullable(),
      artworkId: z.string().nullable(),
      customerInfo: z.record(z.string(), z.unknown()).nullable(),
      amountCents: z.number().int().nullable(),
      currency: z.string().nullable(),
      carrier: z.string().nullable(),
      trackingNumber: z.string().nullable(),
      createdAt: iso,
      updatedAt: iso,
      events: z.array(
        z.object({ status: z.string(), note: z.string().nullable(), createdAt: iso }),
      ),
    }),
  ),
  favorites: z.array(z.object({ artworkId: z.string(), createdAt: iso })),
  uploads: z.array(
    z.object({
      key: z.string(),
      bytes: z.number().int(),
      width: z.number().int(),
      height: z.number().int(),
      contentType: z.string(),
      createdAt: iso,
    }),
  ),
  /** The premium subscription as the shop keeps it (Stripe's ids included), or null. */
  subscription: z
    .object({
      planId: z.string(),
      provider: z.string(),
      status: z.string(),
      stripeSubscriptionId: z.string().nullable(),
      stripeCustomerId: z.string().nullable(),
      currentPeriodEnd: iso.nullable(),
      cancelAtPeriodEnd: z.boolean(),
      paidThrough: iso.nullable(),
      createdAt: iso,
      updatedAt: iso,
    })
    .nullable(),
  /** Every upgrade checkout started, paid or not. */
  checkouts: z.array(
    z.object({
      planId: z.string().nullable(),
      provider: z.string(),
      status: z.string(),
      stripeSessionId: z.string().nullable(),
      createdAt: iso,
      completedAt: iso.nullable(),
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** The change-password form (SPEC.md §5 wording for the new password and its confirmation). */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, { error: 'Enter your current password' }),
    newPassword: z
      .string()
      .min(PASSWORD_MIN_LENGTH, { error: AUTH_FORM_MESSAGES.passwordTooShort }),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: AUTH_FORM_MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
