// What the HTTP providers (OpenAI images, Replicate) share: one fetch wrapper that maps every
// failure onto ProviderError, reading the image they return, and an abortable sleep.
import sharp, { type Metadata } from 'sharp';
import { abortError } from '@atelier/studio';
import { ProviderError, type GeneratedImage } from './types';

export type FetchLike = typeof fetch;

/** Largest image a provider may hand back (bytes). */
export const MAX_IMAGE_BYTES = 50 * 1024 * 1024;

/** 408, 409, 425, 429 and 5xx are worth another attempt; other 4xx are not. */
export function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 409 || status === 425 || status === 429;
}

/** OpenAI's error codes for a prompt or image its content policy refuses. */
const CONTENT_POLICY_CODES = new Set(['content_policy_violation', 'moderation_blocked']);

/**
 * The API's own words for a failed response (OpenAI `{error:{message, code}}`, Replicate
 * `{detail}`) and its machine-readable error code, when it gives one.
 */
export async function errorAnswer(
  res: Response,
): Promise<{ message: string; code: string | null }> {
  const text = await res.text().catch(() => '');
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    const err = body.error;
    if (err && typeof err === 'object') {
      const { message, code } = err as { message?: unknown; code?: unknown };
      if (typeof message === 'string')
        return { message, code: typeof code === 'string' ? code : null };
    }
    for (const key of ['detail', 'message', 'error', 'title'] as const)
      if (typeof body[key] === 'string' && body[key]) return { message: body[key], code: null };
  } catch {
    // not JSON
  }
  const plain = text.replace(/\s+/g, ' ').trim().slice(0, 300);
  return { message: plain || `HTTP ${res.status}`, code: null };
}

/** The API's own words for a failed response. */
export async function errorMessage(res: Response): Promise<string> {
  return (await errorAnswer(res)).message;
}

/**
 * fetch that throws ProviderError: the attempt's signal firing → retryable 'timed out';
 * a network failure → retryable; a non-2xx answer → retryable or not by status, with the
 * API's message.
 */
export async function request(
  fetchImpl: FetchLike,
  url: string,
  init: RequestInit,
  signal: AbortSignal,
): Promise<Response> {
  if (signal.aborted) throw abortError(signal);
  let res: Response;
  try {
    res = await fetchImpl(url, { ...init, signal });
  } catch (err) {
    if (signal.aborted) throw abortError(signal);
    const cause = err instanceof Error ? (err.cause instanceof Error ? err.cause : err) : null;
    throw new ProviderError(`network error: ${cause?.message ?? String(err)}`, true);
  }
  if (!res.ok) {
    const { message, code } = await errorAnswer(res);
    // A content-policy refusal is the provider's answer to this input: not worth repeating.
    if (res.status === 400 && code && CONTENT_POLICY_CODES.has(code))
      throw new ProviderError(message, false, res.status, 'content_refused');
    throw new ProviderError(message, isRetryableStatus(res.status), res.status);
  }
  return res;
}

/** Reads a JSON body; a body cut off by the signal counts as timed out. */
export async function readJson<T>(res: Response, signal: AbortSignal): Promise<T> {
  try {
    return (await res.json()) as T;
  } catch {
    if (signal.aborted) throw abortError(signal);
    throw new ProviderError('the provider answered with invalid JSON', true, res.status);
  }
}

async function readBytes(res: Response, signal: AbortSignal): Promise<Buffer> {
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > MAX_IMAGE_BYTES) throw new ProviderError('the image is too large', false);
  try {
    const bytes = Buffer.from(await res.arrayBuffer());
    if (bytes.length > MAX_IMAGE_BYTES) throw new ProviderError('the image is too large', false);
    return bytes;
  } catch (err) {
    if (err instanceof ProviderError) throw err;
    if (signal.aborted) throw abortError(signal);
    throw new ProviderError('the image download was cut off', true);
  }
}

/** Fetches a result image (no credentials: result URLs are pre-signed or public). */
export async function download(
  fetchImpl: FetchLike,
  url: string,
  signal: AbortSignal,
): Promise<Buffer> {
  if (url.startsWith('data:')) {
    const comma = url.indexOf(',');
    if (comma < 0 || !url.slice(0, comma).endsWith(';base64'))
      throw new ProviderError('unsupported data URI in the answer', false);
    return Buffer.from(url.slice(comma + 1), 'base64');
  }
  if (!/^https?:\/\//i.test(url)) throw new ProviderError('the answer has no image URL', true);
  const res = await request(fetchImpl, url, { method: 'GET' }, signal);
  return readBytes(res, signal);
}

/** Checks the bytes are an image we can store and reads its size. */
export async function toGeneratedImage(data: Buffer): Promise<GeneratedImage> {
  let meta: Metadata;
  try {
    meta = await sharp(data).metadata();
  } catch {
    throw new ProviderError('the provider returned something that is not an image', true);
  }
  const type =
    meta.format === 'png'
      ? 'image/png'
      : meta.format === 'jpeg'
        ? 'image/jpeg'
        : meta.format === 'webp'
          ? 'image/webp'
          : null;
  if (!type || !meta.width || !meta.height) {
    // Anything else (e.g. AVIF, GIF) is re-encoded as PNG.
    try {
      const { data: png, info } = await sharp(data).png().toBuffer({ resolveWithObject: true });
      return { data: png, width: info.width, height: info.height, contentType: 'image/png' };
    } catch {
      throw new ProviderError('the provider returned something that is not an image', true);
    }
  }
  return { data, width: meta.width, height: meta.height, contentType: type };
}

/** Waits `ms`, or throws the retryable timeout as soon as the signal fires. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(abortError(signal));
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError(signal));
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** The prompt sent to a model: the blueprint's text, what to avoid, and no lettering. */
export function modelPrompt(prompt: string, negativePrompt: string, maxLength: number): string {
  const avoid = ['any text, letters or words', negativePrompt.trim()].filter(Boolean).join(', ');
  return `${prompt.trim()} Avoid: ${avoid}.`.slice(0, maxLength);
}
