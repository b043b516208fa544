import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { negotiateEncoding, type ContentEncoding } from './compressed-cache';

/**
 * Public reads are serialised once and kept as bytes (see createTtlCache), then sent with a
 * strong ETag of those bytes and the Cache-Control of their SPEC.md §9 tier.
 */
export type CachedBody = { json: string; etag: string };

/**
 * Which public answer this is. Every public tier may be stored by browsers and shared caches,
 * but must be revalidated with its ETag on every use (`no-cache`; an unchanged answer costs a
 * 304): an admin's change to the catalogue, prices or content shows on the next request,
 * not when a max-age runs out. SPEC.md §9's
 * freshness tiers are the web app's in-memory query cache (apps/web/src/lib/query-client.ts).
 */
export type HttpCacheTier = 'static' | 'semiStatic' | 'noCache';

export const CACHE_CONTROL: Record<HttpCacheTier, string> = {
  static: 'public, no-cache',
  semiStatic: 'public, no-cache',
  noCache: 'no-cache',
};

/** A strong ETag over the bytes: equal bytes, equal tag; any change, a new one. */
export function etagOf(bytes: string | Buffer): string {
  return `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 20)}"`;
}

export function toCachedBody(value: unknown): CachedBody {
  const json = JSON.stringify(value);
  return { json, etag: etagOf(json) };
}

/** True when one of the If-None-Match validators (or `*`) matches the current ETag. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((v) => v.trim().replace(/^W\//, ''))
    .some((v) => v === etag || v === '*');
}

/** Adds Accept-Encoding to Vary, keeping whatever another layer put there. */
function varyOnEncoding(reply: FastifyReply) {
  const vary = reply.getHeader('Vary');
  const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) return;
  reply.header('Vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

export type Versioned = {
  /** The plain bytes of this version (a Buffer spares large pages a UTF-8 encoding per send). */
  body: string | Buffer;
  /** Strong ETag of `body` (etagOf): names the version, and the compressed copies with it. */
  etag: string;
  contentType: string;
  cacheControl: string;
  /** 200 unless told; only a 200 answers a matching If-None-Match with 304. */
  status?: number;
  /**
   * Where a caller that keeps this version keeps its compressed copies once made: the next send
   * finds them there, without a lookup in app.compressedCache (the hot pages, web.routes.ts).
   */
  compressed?: Partial<Record<ContentEncoding, Buffer>>;
};

/**
 * Sends one version of an answer with its ETag and Cache-Control: 304 without a body when the
 * client has it, else the plain bytes or, when Accept-Encoding allows, the brotli or gzip copy
 * made once per version (app.compressedCache). The route must opt out of the compress plugin
 * (`compress: false`), which would otherwise compress the plain answers again per request.
 * Sent at once when the copy is already made; a promise only while it is being made.
 */
export function sendVersioned(
  request: FastifyRequest,
  reply: FastifyReply,
  v: Versioned,
): FastifyReply | Promise<FastifyReply> {
  const status = v.status ?? 200;
  varyOnEncoding(reply);
  reply.header('ETag', v.etag).header('Cache-Control', v.cacheControl);
  if (status === 200 && matches(request.headers['if-none-match'], v.etag)) {
    return reply.status(304).send();
  }
  reply.status(status).type(v.contentType);
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(v.body);
  const kept = v.compressed?.[encoding];
  if (kept) return reply.header('Content-Encoding', encoding).send(kept);
  const cache = reply.server.compressedCache;
  const send = (compressed: Buffer | null) => {
    if (!compressed) return reply.send(v.body);
    if (v.compressed) v.compressed[encoding] = compressed;
    return reply.header('Content-Encoding', encoding).send(compressed);
  };
  const stored = cache.peek(v.etag, encoding);
  return stored ? send(stored) : cache.get(v.etag, encoding, v.body).then(send);
}

/** Sends cached JSON bytes with ETag + Cache-Control (compressed once per version), or 304. */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
  tier: HttpCacheTier,
) {
  return sendVersioned(request, reply, {
    body: body.json,
    etag: body.etag,
    contentType: 'application/json; charset=utf-8',
    cacheControl: CACHE_CONTROL[tier],
  });
}
