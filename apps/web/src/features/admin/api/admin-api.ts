import { ApiError, apiRequest, errorStatus } from '@/lib/api-client';

// The admin API client (DESIGN.md §3 "Admin"): every call is authenticated (bearer token,
// one refresh-and-retry on 401) and answers JSON; errors are ApiError with the server's
// `{ error: { code, message } }` body.

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function assertAdminPath(path: string): void {
  if (!path.startsWith('/api/admin')) {
    throw new Error(`Admin API paths start with /api/admin (got ${path}).`);
  }
}

export const adminApi = {
  /** GET /api/admin/…; resolves with the parsed JSON answer. */
  get<T>(path: string): Promise<T> {
    assertAdminPath(path);
    return apiRequest<T>('GET', path);
  },
  /**
   * A write: JSON body (or FormData for uploads); 204 resolves with undefined. `headers`: extra
   * request headers (an Idempotency-Key).
   */
  send<T>(
    method: Method,
    path: string,
    body?: object | FormData,
    headers?: Record<string, string>,
  ): Promise<T> {
    assertAdminPath(path);
    return apiRequest<T>(method, path, body, headers ? { headers } : {});
  },
};

/** The `{ error: { code, message } }` the API sends with every non-OK answer, if any. */
function errorBody(error: unknown): { code?: string; message?: string } | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body as { error?: { code?: unknown; message?: unknown } } | null;
  if (!body || typeof body !== 'object' || !body.error || typeof body.error !== 'object') {
    return null;
  }
  return {
    code: typeof body.error.code === 'string' ? body.error.code : undefined,
    message: typeof body.error.message === 'string' ? body.error.message : undefined,
  };
}

/** The error code the server sent (`VALIDATION_ERROR`, `STALE_EDIT`, …), if any. */
export function adminErrorCode(error: unknown): string | undefined {
  return errorBody(error)?.code;
}

/** True for 409 STALE_EDIT: someone else saved this row after it was opened. */
export function isStaleEdit(error: unknown): boolean {
  return errorStatus(error) === 409 && adminErrorCode(error) === 'STALE_EDIT';
}

const NETWORK_MESSAGE = 'Could not reach the server. Check your connection and try again.';

/** The server's message for a person, or `fallback` when it sent none. */
export function adminErrorMessage(
  error: unknown,
  fallback = 'Something went wrong. Please try again.',
): string {
  const message = errorBody(error)?.message;
  if (message) return message;
  const status = errorStatus(error);
  if (status === 401) return 'Your session has ended. Sign in again to continue.';
  if (status === 403) return 'Only administrators can do that.';
  if (error instanceof TypeError) return NETWORK_MESSAGE; // fetch failed: offline or refused
  return fallback;
}

/** Query keys: every admin query key starts with ['admin', area, ...]. */
export const adminKeys = {
  all: ['admin'] as const,
  area: (area: string) => ['admin', area] as const,
} satisfies {
  all: readonly ['admin'];
  area(area: string): readonly ['admin', string];
};
