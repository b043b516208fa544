import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  AUTH_ERROR_MESSAGES,
  signInFailedMessage,
  signUpFailedMessage,
} from '@atelier/shared/constants/auth-messages';
import type { UserProfile } from '@atelier/shared/schemas/auth';
import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Storage } from '../../storage/storage';
import type { Auth } from './auth.config';
import * as repo from './auth.repository';
import type { UserRow } from './auth.repository';

export type { UserRow } from './auth.repository';

/** SPEC.md §3's profile; firebaseUid keeps the old client's name for the user id. */
export function toProfile(user: UserRow): UserProfile {
  return {
    id: user.id,
    firebaseUid: user.id,
    email: user.email,
    displayName: user.name || null,
    photoURL: user.image ?? null,
    role: user.role,
    isPremium: user.isPremium,
    generationsUsed: user.generationsUsed,
    generationsLimit: user.generationsLimit,
    allowanceRenewsAt: allowanceRenewsAt(user)?.toISOString() ?? null,
    artworkMails: user.artworkMails,
  };
}

/**
 * When the allowance next renews. A free allowance not yet (or no longer) dated renews on the 1st
 * of next month, UTC, which is when the next generation would date it (DESIGN.md §3).
 */
export function allowanceRenewsAt(user: UserRow, now = new Date()): Date | null {
  const at = user.allowanceRenewsAt;
  if (at && at.getTime() > now.getTime()) return at;
  if (user.isPremium) return at;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/**
 * toProfile, with a stored photo (a user-uploads/ key the profile page saved) turned into a fresh
 * signed URL; any other image (a Google avatar URL) is passed through.
 */
export async function toSignedProfile(
  user: UserRow,
  storage: Pick<Storage, 'signedUrl'>,
): Promise<UserProfile> {
  const profile = toProfile(user);
  if (user.image?.startsWith('user-uploads/')) {
    profile.photoURL = await storage.signedUrl(user.image).catch(() => null);
  }
  return profile;
}

export { findUserByEmail, findUserById } from './auth.repository';

/** A request body that failed its zod schema, as the 400 SPEC.md §8 wants the user to read. */
export function validationError(error: z.ZodError): AppError {
  const issues = error.issues;
  const unknown = issues.find((i) => i.code === 'unrecognized_keys');
  if (unknown && unknown.code === 'unrecognized_keys') {
    const s = unknown.keys.length > 1 ? 's' : '';
    return new AppError(400, 'VALIDATION_ERROR', `Unknown field${s}: ${unknown.keys.join(', ')}`);
  }
  const first = issues[0];
  const field = first?.path[0];
  if (field === 'email')
    return new AppError(400, 'INVALID_EMAIL', AUTH_ERROR_MESSAGES.INVALID_EMAIL);
  if ((field === 'password' || field === 'newPassword') && first?.code === 'too_small') {
    return new AppError(400, 'PASSWORD_TOO_SHORT', AUTH_ERROR_MESSAGES.PASSWORD_TOO_SHORT);
  }
  const where = first?.path.join('.');
  const message = first
    ? where
      ? `${where}: ${first.message}`
      : first.message
    : 'Invalid request';
  return new AppError(400, 'VALIDATION_ERROR', message);
}

export type AuthFailure = { status: number; code: string; message: string };

/**
 * Turns a better-auth error into SPEC.md §8's sentence. `path` is the auth route below
 * /api/auth (e.g. /sign-in/email); `body` is what the client sent.
 */
export async function translateAuthError(
  db: Database,
  failure: AuthFailure,
  path: string,
  body: Record<string, unknown> | undefined,
): Promise<AuthFailure> {
  const { status, code } = failure;
  const m = AUTH_ERROR_MESSAGES;
  switch (code) {
    case 'USER_ALREADY_EXISTS':
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      return { status, code: 'USER_ALREADY_EXISTS', message: m.USER_ALREADY_EXISTS };
    case 'INVALID_EMAIL':
      return { status, code, message: m.INVALID_EMAIL };
    case 'PASSWORD_TOO_SHORT':
      return { status, code, message: m.PASSWORD_TOO_SHORT };
    case 'INVALID_EMAIL_OR_PASSWORD': {
      // SPEC.md §8 tells an unknown email from a wrong password, so we look the email up.
      const email = typeof body?.email === 'string' ? body.email : '';
      const user = email ? await repo.findUserByEmail(db, email) : undefined;
      return user
        ? { status: 401, code: 'WRONG_PASSWORD', message: m.WRONG_PASSWORD }
        : { status: 401, code: 'USER_NOT_FOUND', message: m.USER_NOT_FOUND };
    }
    case 'BANNED_USER':
    case 'USER_BANNED':
    case 'USER_DISABLED':
      return { status: 403, code: 'USER_DISABLED', message: m.USER_DISABLED };
    case 'PROVIDER_NOT_FOUND':
      return { status, code: 'GOOGLE_DISABLED', message: m.GOOGLE_DISABLED };
    case 'INVALID_TOKEN':
      // Unknown, used, replaced by a newer link or past its hour: the user cannot tell apart.
      if (path.startsWith('/reset-password')) {
        return { status, code: 'RESET_LINK_EXPIRED', message: m.RESET_LINK_EXPIRED };
      }
  }
  if (path.startsWith('/sign-in'))
    return { ...failure, message: signInFailedMessage(failure.message) };
  if (path.startsWith('/sign-up'))
    return { ...failure, message: signUpFailedMessage(failure.message) };
  return failure;
}

/**
 * Makes sure ADMIN_EMAIL exists as an admin who can sign in: role admin, not disabled (better-auth's
 * banned, ban_reason and ban_expires cleared). This is the way back into an admin that has no
 * active admin left (docs/operations.md, "Locked out of the admin"). Lock-free and idempotent:
 * the unique email means a second instance starting at the same moment fails its sign-up and
 * only promotes. An existing account keeps its password.
 */
export async function ensureAdmin(
  db: Database,
  auth: Auth,
  admin: NonNullable<Config['admin']>,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!(await repo.findUserByEmail(db, admin.email))) {
    try {
      const res = await auth.api.signUpEmail({
        body: { email: admin.email, password: admin.password, name: 'Admin' },
      });
      // Sign-up signs in; the bootstrap needs no session.
      if (res.token) await repo.deleteSession(db, res.token);
      log.info({ email: admin.email }, 'admin account created');
    } catch (err) {
      log.info({ err }, 'admin sign-up lost a race or failed; promoting the existing row');
    }
  }
  const before = await repo.findRoleByEmail(db, admin.email);
  const promoted = await repo.promoteToEnabledAdmin(db, admin.email);
  if (promoted.length === 0) throw new Error(`could not create the admin account ${admin.email}`);
  if (before && (before.role !== 'admin' || before.banned)) {
    log.warn(
      { email: admin.email, wasDisabled: before.banned, wasRole: before.role },
      'ADMIN_EMAIL account was disabled or not an admin: it is an enabled admin again',
    );
  }
}
