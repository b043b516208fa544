import {
  productDetailSchema,
  productListSchema,
  productParamsSchema,
} from '@atelier/shared/schemas/catalogue';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createCatalogueRepository } from './catalogue.repository';
import { createCatalogueService } from './catalogue.service';
import { AppError } from '../../lib/errors';
import { sendCached, toCachedBody, type CachedBody } from '../../lib/http-cache';
import { createTtlCache } from '../../lib/ttl-cache';
import { createClearable, type Clearable } from '../../lib/clearable';

declare module 'fastify' {
  interface FastifyInstance {
    catalogueCache: Clearable;
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

// Wrapped with fastify-plugin so the cache handle is visible to the whole app.
export const catalogueRoutes = fp(
  async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const service = createCatalogueService(createCatalogueRepository(app.db), {
      localStudio: app.config.generation.provider === 'local',
    });
    const cache = createTtlCache<CachedBody>({ ttlMs: CACHE_TTL_MS });
    // Writers (the admin catalogue) call this so their change shows at once on this instance.
    fastify.decorate(
      'catalogueCache',
      createClearable(() => cache.clear()),
    );

    const listBody = () =>
      cache.get('list', async () => toCachedBody(await service.listProducts()));
    const productBody = (slug: string) =>
      cache.get(`product:${slug}`, async () => toCachedBody(await service.getProduct(slug)));
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
        // Compressed once per version by sendCached, not again by the compress plugin.
        compress: false,
        schema: {
          tags: ['catalogue'],
          summary: 'Active products, in shop order',
          response: { 200: productListSchema },
        },
      },
      async (request, reply) => sendCached(request, reply, await listBody(), 'semiStatic'),
    );

    app.get(
      '/api/products/:slug',
      {
        // Compressed once per version by sendCached, not again by the compress plugin.
        compress: false,
        schema: {
          tags: ['catalogue'],
          summary: 'One active product with its personalisation fields (by slug or id)',
          params: productParamsSchema,
          response: { 200: productDetailSchema },
        },
      },
      async (request, reply) =>
        sendCached(request, reply, await productBody(request.params.slug), 'semiStatic'),
    );
  },
  { name: 'catalogue' },
);
