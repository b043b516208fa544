import { z } from 'zod';
import {
  AUTH_ERROR_MESSAGES,
  AUTH_FORM_MESSAGES,
  PASSWORD_MIN_LENGTH,
} from '../constants/auth-messages';
import { DISPLAY_NAME_MAX } from './account';

// Request bodies the API checks before better-auth sees them. Strict: a client can never
// smuggle in role, isPremium or the generation counters.

const email = z.email({ error: AUTH_ERROR_MESSAGES.INVALID_EMAIL }).max(254);
const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: AUTH_ERROR_MESSAGES.PASSWORD_TOO_SHORT })
  .max(128);
const callbackURL = z.string().max(2048).optional();

export const signUpBodySchema = z.strictObject({
  email,
  password,
  // The register form has no name field (SPEC.md §2); the API falls back to the email's name.
  // The profile page's rule (PATCH /api/profile): at most 80 characters.
  name: z
    .string()
    .trim()
    .max(DISPLAY_NAME_MAX, { error: `Display name must be at most ${DISPLAY_NAME_MAX} characters` })
    .optional(),
  callbackURL,
  rememberMe: z.boolean().optional(),
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

export const signInBodySchema = z.strictObject({
  email,
  password,
  callbackURL,
  rememberMe: z.boolean().optional(),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

export const requestPasswordResetBodySchema = z.strictObject({
  email,
  redirectTo: z.string().max(2048).optional(),
});
export type RequestPasswordResetBody = z.infer<typeof requestPasswordResetBodySchema>;

export const resetPasswordBodySchema = z.strictObject({
  newPassword: password,
  token: z.string().min(1).max(512),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** SPEC.md §3 user profile, as GET /api/auth/profile returns it. */
export const userProfileSchema = z.object({
  id: z.string(),
  firebaseUid: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
  role: z.enum(['user', 'admin']),
  isPremium: z.boolean(),
  generationsUsed: z.number().int(),
  generationsLimit: z.number().int(),
  /** When generationsUsed next goes back to 0 (ISO; free plan: the 1st of next month, UTC). */
  allowanceRenewsAt: z.string().nullable(),
  /** Whether the user gets a mail when an artwork is ready or could not be made. */
  artworkMails: z.boolean(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/**
 * How this shop takes payment for Premium: Stripe Checkout, the demo checkout (no card is
 * charged), or not at all yet (upgrading answers 503 and the buttons say so).
 */
export const paymentsModeSchema = z.enum(['stripe', 'demo', 'off']);
export type PaymentsMode = z.infer<typeof paymentsModeSchema>;

/** GET /api/public/config: what the sign-in and upgrade dialogs need to know about this shop. */
export const publicConfigSchema = z.object({
  googleEnabled: z.boolean(),
  payments: paymentsModeSchema,
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

// Form schemas for the web dialogs (SPEC.md §5 wording, which has no final period).
export const signInFormSchema = z.object({
  email: z.email({ error: AUTH_FORM_MESSAGES.invalidEmail }),
  password: z.string().min(PASSWORD_MIN_LENGTH, { error: AUTH_FORM_MESSAGES.passwordTooShort }),
});
export type SignInForm = z.infer<typeof signInFormSchema>;

export const signUpFormSchema = signInFormSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    error: AUTH_FORM_MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type SignUpForm = z.infer<typeof signUpFormSchema>;

/** The "Forgot password?" form: the account's e-mail, checked as the sign-in form checks it. */
export const forgotPasswordFormSchema = signInFormSchema.pick({ email: true });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;
