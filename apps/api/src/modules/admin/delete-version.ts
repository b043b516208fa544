import { versionSchema } from '@atelier/shared/schemas/admin';
import { z } from 'zod';
import { badRequest } from '../../lib/errors';

/**
 * Every admin DELETE carries the version it deletes as `?updatedAt=…` or in a JSON body
 * `{"updatedAt": …}` (either one; unknown keys in either are a 400).
 */
export const deleteVersionSchemas = {
  querystring: z.strictObject({ updatedAt: versionSchema.optional() }),
  body: z.strictObject({ updatedAt: versionSchema.optional() }).nullish(),
};

/** The version a DELETE named, or undefined when it named none. */
export function deleteVersionOf(request: {
  query: { updatedAt?: string };
  body: { updatedAt?: string } | null | undefined;
}): string | undefined {
  return request.body?.updatedAt ?? request.query.updatedAt;
}

export const VERSION_REQUIRED =
  'updatedAt must be the version you are deleting (the updatedAt the server sent), as ?updatedAt=… or in the body.';

/** The version a DELETE named; 400 when it named none. */
export function requiredDeleteVersion(request: Parameters<typeof deleteVersionOf>[0]): string {
  const version = deleteVersionOf(request);
  if (!version) throw badRequest(VERSION_REQUIRED, 'VALIDATION_ERROR');
  return version;
}
