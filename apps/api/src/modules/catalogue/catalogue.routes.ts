import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import {
  productDetailSchema,
  productListSchema,
  productParamsSchema,
} from '@atelier/shared/schemas/catalogue';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createCatalogueRepository } from './catalogue.repository';
import { createCatalogueService } from './catalogue.service';
import { AppError } from '../../lib/errors';
import { CACHE_CONTROL, sendCached, toCachedBody, type CachedBody } from '../../lib/http-cache';
import { createTtlCache } from '../../lib/ttl-cache';

declare module 'fastify' {
  interface FastifyInstance {
    catalogueCache: { clear: () => void };
    /** The cached JSON of the public product reads (the web app's first paint uses them). */
    catalogue: {
      listBody: () => Promise<CachedBody>;
      /** Null for an unknown or inactive product. */
      productBody: (slugOrId: string) => Promise<CachedBody | null>;
    };
  }
}

// Product reads are the hottest public calls; serialising once and keeping the bytes for a few
// seconds keeps them close to a static file (DESIGN.md §5: p99 <= 15 ms at 100 connections).
const CACHE_TTL_MS = 10_000;
// Below this, compression is not worth a Content-Encoding (the compress plugin's threshold).
const COMPRESS_MIN_BYTES = 1024;

/** The JSON, and for bodies worth it its brotli and gzip bytes, made once per cache fill. */
type CatalogueBody = CachedBody & { br?: Buffer; gzip?: Buffer };

function toCatalogueBody(value: unknown): CatalogueBody {
  const body = toCachedBody(value);
  if (Buffer.byteLength(body.json) < COMPRESS_MIN_BYTES) return body;
  return {
    ...body,
    br: brotliCompressSync(body.json, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 },
    }),
    gzip: gzipSync(body.json, { level: 9 }),
  };
}

/** 'br' or 'gzip' when the Accept-Encoding header allows it (q > 0), brotli first. */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const allowed = new Map<string, boolean>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    allowed.set(name.trim(), q === undefined || Number(q) > 0);
  }
  const ok = (name: string) => allowed.get(name) ?? allowed.get('*') ?? false;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

const notModified = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch &&
  ifNoneMatch
    .split(',')
    .map((v) => v.trim().replace(/^W\//, ''))
    .some((v) => v === etag || v === '*');

/**
 * Like sendCached, but a compressed answer sends the bytes made with the cache entry instead
 * of compressing the same JSON again on every request.
 */
function sendCatalogue(request: FastifyRequest, reply: FastifyReply, body: CatalogueBody) {
  reply.header('Vary', 'Accept-Encoding');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  const bytes = encoding ? body[encoding] : undefined;
  if (!encoding || !bytes || notModified(request.headers['if-none-match'], body.etag)) {
    return sendCached(request, reply, body, 'semiStatic');
  }
  // The compress plugin leaves an answer that already has a Content-Encoding alone.
  return reply
    .header('ETag', body.etag)
    .header('Cache-Control', CACHE_CONTROL.semiStatic)
    .header('Content-Encoding', encoding)
    .type('application/json; charset=utf-8')
    .send(bytes);
}

// Wrapped with fastify-plugin so the cache handle is visible to the whole app.
export const catalogueRoutes = fp(
  async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const service = createCatalogueService(createCatalogueRepository(app.db));
    const cache = createTtlCache<CatalogueBody>({ ttlMs: CACHE_TTL_MS });
    // Writers (the admin catalogue) call this so their change shows at once on this instance.
    fastify.decorate('catalogueCache', { clear: () => cache.clear() });

    const listBody = () =>
      cache.get('list', async () => toCatalogueBody(await service.listProducts()));
    const productBody = (slug: string) =>
      cache.get(`product:${slug}`, async () => toCatalogueBody(await service.getProduct(slug)));
    fastify.decorate('catalogue', {
      listBody,
      productBody: (slug: string) =>
        productBody(slug).catch((err: unknown) => {
          if (err instanceof AppError && err.statusCode === 404) return null;
          throw err;
        }),
    });

    app.get(
      '/api/products',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Active products, in shop order',
          response: { 200: productListSchema },
        },
      },
      async (request, reply) => sendCatalogue(request, reply, await listBody()),
    );

    app.get(
      '/api/products/:slug',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'One active product with its personalisation fields (by slug or id)',
          params: productParamsSchema,
          response: { 200: productDetailSchema },
        },
      },
      async (request, reply) =>
        sendCatalogue(request, reply, await productBody(request.params.slug)),
    );
  },
  { name: 'catalogue' },
);
