import { CACHE_TIER_TIMINGS } from '@atelier/shared/constants/cache-tiers';
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Public reads are serialised once and kept as bytes (see createTtlCache), then sent with a
 * strong ETag of those bytes and the Cache-Control of their SPEC.md §9 tier.
 */
export type CachedBody = { json: string; etag: string };

/** `public` tiers allow shared caches; `noCache` makes every use revalidate with the ETag. */
export type HttpCacheTier = 'static' | 'semiStatic' | 'noCache';

function publicTier(timing: { freshMs: number; keptMs: number }): string {
  const fresh = Math.round(timing.freshMs / 1000);
  const stale = Math.round((timing.keptMs - timing.freshMs) / 1000);
  return `public, max-age=${fresh}, stale-while-revalidate=${stale}`;
}

export const CACHE_CONTROL: Record<HttpCacheTier, string> = {
  // 'public, max-age=1800, stale-while-revalidate=1800'
  static: publicTier(CACHE_TIER_TIMINGS.static),
  // 'public, max-age=900, stale-while-revalidate=900'
  semiStatic: publicTier(CACHE_TIER_TIMINGS.semiStatic),
  noCache: 'no-cache',
};

export function toCachedBody(value: unknown): CachedBody {
  const json = JSON.stringify(value);
  return { json, etag: `"${createHash('sha1').update(json).digest('base64url').slice(0, 20)}"` };
}

/** True when one of the If-None-Match validators (or `*`) matches the current ETag. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((v) => v.trim().replace(/^W\//, ''))
    .some((v) => v === etag || v === '*');
}

/** Sends cached JSON bytes with ETag + Cache-Control, or 304 without a body when they match. */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
  tier: HttpCacheTier,
) {
  reply.header('ETag', body.etag).header('Cache-Control', CACHE_CONTROL[tier]);
  if (matches(request.headers['if-none-match'], body.etag)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(body.json);
}
