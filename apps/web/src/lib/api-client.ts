import { authToken } from './auth-token';

/** A non-OK answer. `message` is SPEC.md §8's `status: body` (or status text). */
export class ApiError extends Error {
  readonly status: number;
  /** The answer body parsed as JSON when it was JSON, else its text. */
  readonly body: unknown;

  constructor(status: number, text: string, body: unknown) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** The HTTP status behind an error, read from ApiError or a `status: ...` message. */
export function errorStatus(error: unknown): number | undefined {
  if (error instanceof ApiError) return error.status;
  if (error instanceof Error) {
    const match = /^(\d{3}):/.exec(error.message);
    if (match) return Number(match[1]);
  }
  return undefined;
}

/** The API's human message (`{error:{message}}`) or a fallback for the user. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const body = error.body as { error?: { message?: unknown } } | null;
    if (body && typeof body === 'object' && typeof body.error?.message === 'string') {
      return body.error.message;
    }
  }
  return fallback;
}

export type ApiBody = FormData | object | undefined;

export interface ApiOptions extends Omit<RequestInit, 'body'> {
  body?: ApiBody;
}

function buildInit(options: ApiOptions, token: string | null): RequestInit {
  const { body, headers: extraHeaders, ...rest } = options;
  const headers = new Headers(extraHeaders);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary itself
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return { credentials: 'include', ...rest, headers, body: payload };
}

async function throwIfNotOk(response: Response): Promise<Response> {
  if (response.ok) return response;
  const text = await response.text().catch(() => '');
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : text;
  } catch {
    // Plain-text body: keep the text.
  }
  throw new ApiError(response.status, text || response.statusText, body);
}

/**
 * Asks the auth server for the current session using the session cookie, and stores the
 * fresh bearer token it carries. Returns null when there is no session.
 */
export async function refreshAuthToken(): Promise<string | null> {
  try {
    const response = await fetch('/api/auth/get-session', { credentials: 'include' });
    if (!response.ok) return null;
    const data = (await response.json()) as { session?: { token?: string } } | null;
    const token = data?.session?.token ?? null;
    if (token) authToken.set(token);
    return token;
  } catch {
    return null;
  }
}

/** Authenticated call: bearer token, cookies, one refresh-and-retry on 401. */
export async function apiFetch(path: string, options: ApiOptions = {}): Promise<Response> {
  const response = await fetch(path, buildInit(options, authToken.get()));
  if (response.status !== 401) return throwIfNotOk(response);
  const fresh = await refreshAuthToken();
  if (!fresh) return throwIfNotOk(response);
  return throwIfNotOk(await fetch(path, buildInit(options, fresh)));
}

/** Unauthenticated variant: cookies only, no token, no refresh. */
export async function publicFetch(path: string, options: ApiOptions = {}): Promise<Response> {
  return throwIfNotOk(await fetch(path, buildInit(options, null)));
}

async function readJson<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Authenticated JSON request. */
export async function apiRequest<T>(
  method: string,
  path: string,
  body?: ApiBody,
  options: Omit<ApiOptions, 'method' | 'body'> = {},
): Promise<T> {
  return readJson<T>(await apiFetch(path, { ...options, method, body }));
}

/** Unauthenticated JSON request. */
export async function publicRequest<T>(method: string, path: string, body?: ApiBody): Promise<T> {
  return readJson<T>(await publicFetch(path, { method, body }));
}

/**
 * SPEC.md §5: a cache key that is empty, only the API root, or shorter than 5 characters
 * would turn into a meaningless request, so it is rejected before anything is sent.
 */
export function queryKeyPath(queryKey: readonly unknown[]): string {
  const path = queryKey
    .filter((part) => part !== undefined && part !== null && part !== '')
    .join('/');
  if (!path || path === '/api' || path === '/api/' || path.length < 5) {
    throw new Error('Invalid queryKey');
  }
  return path;
}

/** Default query function: GET the key joined as a path (['/api/products'] → /api/products). */
export async function defaultQueryFn({
  queryKey,
  signal,
}: {
  queryKey: readonly unknown[];
  signal?: AbortSignal;
}): Promise<unknown> {
  const path = queryKeyPath(queryKey);
  return readJson<unknown>(await apiFetch(path, { method: 'GET', signal }));
}
