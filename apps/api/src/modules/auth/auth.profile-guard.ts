import { DISPLAY_NAME_MAX } from '@atelier/shared/schemas/account';
import { AUTH_ERROR_MESSAGES } from '@atelier/shared/constants/auth-messages';
import { APIError } from 'better-auth/api';
import { AppError } from '../../lib/errors';

// The profile (name, photo, email) changes only through PATCH /api/profile, which checks that a
// photo is one of the caller's own uploads and that the name is 1 to 80 characters. better-auth
// has routes of its own that write these fields; they are closed, and every user row better-auth
// writes is held to the same rules, so a route better-auth adds later cannot open the hole again.

/** better-auth routes (below /api/auth) that write a profile field. */
const CLOSED_PATHS = new Set(['/update-user', '/change-email']);

/**
 * The route better-auth would run for `pathname`, as we compare it: decoded, lower case, without
 * doubled or trailing slashes, so `/Update-User/` or `/update%2Duser` are the same route.
 */
function routeOf(pathname: string, basePath: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: compare the raw text; better-auth will not match it either.
  }
  path = path
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '');
  return path.startsWith(basePath) ? path.slice(basePath.length) : path;
}

/** 403 for a better-auth route that would write a profile field around PATCH /api/profile. */
export function assertOpenAuthRoute(pathname: string, basePath: string): void {
  if (CLOSED_PATHS.has(routeOf(pathname, basePath))) {
    throw new AppError(403, 'PROFILE_ROUTE_CLOSED', AUTH_ERROR_MESSAGES.PROFILE_ROUTE_CLOSED);
  }
}

type UserWrite = { name?: unknown; image?: unknown; email?: unknown; [key: string]: unknown };

/** A photo better-auth may store: none, or an identity provider's https address (Google). */
function isProviderPhoto(image: unknown): image is string | null | undefined {
  if (image === null || image === undefined) return true;
  if (typeof image !== 'string' || image.length > 2048) return false;
  try {
    return new URL(image).protocol === 'https:';
  } catch {
    return false;
  }
}

const badProfile = (message: string) =>
  new APIError('BAD_REQUEST', { code: 'INVALID_PROFILE', message });

/**
 * better-auth's databaseHooks for the user table. A new user (sign-up, Google) keeps at most
 * DISPLAY_NAME_MAX characters of its name and only a provider photo; an update through
 * better-auth may not set a name outside 1 to 80 characters or any photo but a provider's.
 * Our own uploads (user-uploads/...) are set by PATCH /api/profile, which does not go through
 * better-auth.
 */
export const profileHooks = {
  create: {
    before: async (user: UserWrite) => {
      const given = typeof user.name === 'string' ? user.name.trim() : '';
      // A provider without a name (Google may send none): the email's name, as sign-up does.
      const fallback = typeof user.email === 'string' ? user.email.split('@')[0]! : '';
      const name = (given || fallback.trim() || 'Atelier shopper').slice(0, DISPLAY_NAME_MAX);
      return { data: { name, image: isProviderPhoto(user.image) ? user.image : null } };
    },
  },
  update: {
    before: async (data: UserWrite): Promise<void> => {
      if ('name' in data) {
        const name = typeof data.name === 'string' ? data.name.trim() : '';
        if (!name) throw badProfile('Display name cannot be empty');
        if (name.length > DISPLAY_NAME_MAX) {
          throw badProfile(`Display name must be at most ${DISPLAY_NAME_MAX} characters`);
        }
      }
      if ('image' in data && !isProviderPhoto(data.image)) {
        throw badProfile('Change your photo on your profile page.');
      }
    },
  },
};
