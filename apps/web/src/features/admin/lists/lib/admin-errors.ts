import { ApiError } from '@/lib/api-client';

/** The `error.code` of an admin API answer (`{ error: { code, message } }`), if any. */
export function adminErrorCode(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body as { error?: { code?: unknown } } | null;
  return body && typeof body === 'object' && typeof body.error?.code === 'string'
    ? body.error.code
    : undefined;
}
