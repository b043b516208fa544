import { createHmac, timingSafeEqual } from 'node:crypto';
import { isValidKey } from './storage';

/** Path the local driver's signed URLs point at (served by GET /api/files/*). */
export const FILES_ROUTE_PREFIX = '/api/files/';

/** A signing key of its own, derived from AUTH_SECRET, so a URL signature never doubles as anything else. */
export function deriveSigningKey(authSecret: string): Buffer {
  return createHmac('sha256', authSecret).update('atelier:storage-url-signature:v1').digest();
}

function signature(signingKey: Buffer, key: string, expires: number): string {
  return createHmac('sha256', signingKey).update(`${key}\n${expires}`).digest('base64url');
}

/** `/api/files/<key>?expires=<unix seconds>&signature=<base64url HMAC-SHA256 of key and expires>`. */
export function signLocalUrl(signingKey: Buffer, key: string, expires: number): string {
  return `${FILES_ROUTE_PREFIX}${key}?expires=${expires}&signature=${signature(signingKey, key, expires)}`;
}

export type SignatureCheck = { ok: true; remainingSeconds: number } | { ok: false };

/** Valid when the signature matches (constant-time) and `expires` is still in the future. */
export function verifyLocalSignature(
  signingKey: Buffer,
  key: string,
  expires: string | undefined,
  sig: string | undefined,
  nowMs = Date.now(),
): SignatureCheck {
  if (!expires || !sig || !/^\d{1,12}$/.test(expires) || !isValidKey(key)) return { ok: false };
  const exp = Number(expires);
  const expected = Buffer.from(signature(signingKey, key, exp));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false };
  const remainingSeconds = exp - Math.floor(nowMs / 1000);
  if (remainingSeconds <= 0) return { ok: false };
  return { ok: true, remainingSeconds };
}

/** The key in a path under one of our route prefixes (`/api/files/`, `/media/`), or null. */
export function keyFromPath(pathname: string, prefixes: readonly string[]): string | null {
  for (const prefix of prefixes) {
    if (!pathname.startsWith(prefix)) continue;
    let key: string;
    try {
      key = decodeURIComponent(pathname.slice(prefix.length));
    } catch {
      return null;
    }
    return isValidKey(key) ? key : null;
  }
  return null;
}

/**
 * When a signed URL for `ttl` seconds asked at `now` (seconds, fractional) starts and ends.
 * Long-lived URLs start and end on 5-minute boundaries, so reads within those minutes get the
 * same URL and the browser's image cache keeps working (the lifetime grows by under 5 minutes).
 * The end is rounded up from the exact time: from the whole second, a URL whose end fell on a
 * boundary lived up to a second less than it was asked to.
 */
export function signedUrlWindow(ttl: number, now: number): { start: number; expires: number } {
  if (ttl < 600) return { start: Math.floor(now), expires: Math.floor(now) + ttl };
  return { start: Math.floor(now / 300) * 300, expires: Math.ceil((now + ttl) / 300) * 300 };
}
