import type { Database } from '../../db/client';
import { deleteResetLinks } from './auth.repository';

/** better-auth's identifier prefix for password-reset tokens in the verifications table. */
const RESET_PREFIX = 'reset-password:';

type VerificationWrite = { identifier?: unknown; value?: unknown };

/**
 * better-auth's databaseHooks for the verifications table: a new reset link ends the older ones
 * of the same account, so only the newest mail works. (better-auth keeps every token until it is
 * used or its hour is over; the value of a reset row is the user id.)
 */
export function resetLinkHooks(db: Database) {
  return {
    create: {
      before: async (row: VerificationWrite): Promise<void> => {
        if (typeof row.identifier !== 'string' || !row.identifier.startsWith(RESET_PREFIX)) return;
        if (typeof row.value !== 'string') return;
        await deleteResetLinks(db, RESET_PREFIX, row.value);
      },
    },
  };
}
