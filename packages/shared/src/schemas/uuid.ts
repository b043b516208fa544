import { z } from 'zod';

// One spelling of an id: every table's key is a PostgreSQL uuid.

/**
 * Any 8-4-4-4-12 run of hex digits, in either case: all PostgreSQL's uuid type asks. Looser
 * than z.uuid() (which also checks the version and variant digits), for ids that arrive in
 * paths, cookies and cursors, where a malformed one must be told apart before the database
 * sees it.
 */
export const UUID_PATTERN_SOURCE = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UUID_PATTERN = new RegExp(`^${UUID_PATTERN_SOURCE}$`, 'i');

/** Whether the text reads as a uuid (see UUID_PATTERN_SOURCE). */
export const isUuid = (text: string): boolean => UUID_PATTERN.test(text);

/** A uuid as a zod string (see UUID_PATTERN_SOURCE); the message names what was expected. */
export const uuidSchema = (message = 'must be an id (UUID)') =>
  z.string().regex(UUID_PATTERN, { error: message });
