import { createHmac, timingSafeEqual } from 'node:crypto';
import { REVIEW_LINK_DAYS } from '@atelier/shared/schemas/reviews';

// The review link's token: `<order id>.<expiry, unix seconds>.<HMAC-SHA256>` signed with the
// app's secret (AUTH_SECRET). It names one order and proves the shop mailed it; nobody can make
// one for another order or stretch its expiry without the secret. No sign-in is needed.

const DAY_MS = 24 * 60 * 60_000;

const mac = (secret: string, orderId: string, exp: number) =>
  createHmac('sha256', secret).update(`review:${orderId}.${exp}`).digest('base64url');

/** The link's expiry: REVIEW_LINK_DAYS after the request was mailed. */
export const reviewLinkExpiry = (requestedAt: Date) =>
  new Date(requestedAt.getTime() + REVIEW_LINK_DAYS * DAY_MS);

export function signReviewToken(secret: string, orderId: string, expiresAt: Date): string {
  const exp = Math.floor(expiresAt.getTime() / 1000);
  return `${orderId}.${exp}.${mac(secret, orderId, exp)}`;
}

export type ReviewTokenCheck =
  { ok: true; orderId: string; expiresAt: Date } | { ok: false; reason: 'invalid' | 'expired' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Checks the signature first, then the expiry (an expired forgery is "invalid", not "expired"). */
export function verifyReviewToken(
  secret: string,
  token: string,
  now = new Date(),
): ReviewTokenCheck {
  const [orderId, expText, signature, ...rest] = token.split('.');
  if (!orderId || !expText || !signature || rest.length > 0)
    return { ok: false, reason: 'invalid' };
  if (!UUID.test(orderId) || !/^\d{1,12}$/.test(expText)) return { ok: false, reason: 'invalid' };
  const exp = Number(expText);
  const expected = Buffer.from(mac(secret, orderId, exp));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  const expiresAt = new Date(exp * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, orderId, expiresAt };
}
