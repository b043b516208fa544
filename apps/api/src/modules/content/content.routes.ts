import {
  canvasSizeListSchema,
  contentPageParamsSchema,
  contentPageSchema,
  galleryListSchema,
  galleryQuerySchema,
  pricingSchema,
  publicSettingsSchema,
  publicStatisticsSchema,
  testimonialListSchema,
} from '@atelier/shared/schemas/content';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import {
  sendCached,
  toCachedBody,
  type CachedBody,
  type HttpCacheTier,
} from '../../lib/http-cache';
import { createTtlCache } from '../../lib/ttl-cache';
import { createClearable, type Clearable } from '../../lib/clearable';
import { createContentRepository } from './content.repository';
import { createContentService } from './content.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drops this instance's cached content reads; admin writers call it after a change. */
    contentCache: Clearable;
  }
}

// Same policy as the catalogue: serialise once, keep the bytes 10 s per instance. Every route
// here sends through sendCached, which compresses once per version, so each opts out of the
// compress plugin (`compress: false`).
const CACHE_TTL_MS = 10_000;

/** Public storefront content: testimonials, gallery, canvas sizes, pricing, statistics. */
export const contentRoutes = fp(
  async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const service = createContentService(createContentRepository(app.db));
    const cache = createTtlCache<CachedBody>({ ttlMs: CACHE_TTL_MS });
    fastify.decorate(
      'contentCache',
      createClearable(() => cache.clear()),
    );

    const reply = async (
      request: FastifyRequest,
      res: FastifyReply,
      key: string,
      tier: HttpCacheTier,
      load: () => Promise<unknown>,
    ) =>
      sendCached(request, res, await cache.get(key, async () => toCachedBody(await load())), tier);

    app.get(
      '/api/testimonials',
      {
        compress: false,
        schema: {
          tags: ['content'],
          summary: 'Active testimonials in display order (not cached: no-cache + ETag)',
          response: { 200: testimonialListSchema },
        },
      },
      (req, res) => reply(req, res, 'testimonials', 'noCache', service.listTestimonials),
    );

    app.get(
      '/api/testimonials/featured',
      {
        compress: false,
        schema: {
          tags: ['content'],
          summary: 'Up to 3 testimonials that are both active and featured',
          response: { 200: testimonialListSchema },
        },
      },
      (req, res) =>
        reply(req, res, 'testimonials:featured', 'static', service.listFeaturedTestimonials),
    );

    app.get(
      '/api/gallery',
      {
        compress: false,
        schema: {
          tags: ['content'],
          summary: 'Active gallery items; hero items only with includeHero=true',
          querystring: galleryQuerySchema,
          response: { 200: galleryListSchema },
        },
      },
      (req, res) => {
        const { productId, category, includeHero } = req.query;
        const filter = { productId, categorySlug: category, includeHero };
        const key = `gallery:${productId ?? ''}:${category ?? ''}:${includeHero}`;
        return reply(req, res, key, 'semiStatic', () => service.listGallery(filter));
      },
    );

    app.get(
      '/api/canvas/sizes',
      {
        compress: false,
        schema: {
          tags: ['content'],
          summary: 'Active canvas print sizes with prices, smallest first',
          response: { 200: canvasSizeListSchema },
        },
      },
      (req, res) => reply(req, res, 'canvas-sizes', 'static', service.listCanvasSizes),
    );

    app.get(
      '/api/pricing',
      {
        compress: false,
        schema: {
          tags: ['content'],
          summary: 'Plans, canvas sizes and the PNG download price',
          response: { 200: pricingSchema },
        },
      },
      (req, res) => reply(req, res, 'pricing', 'semiStatic', service.getPricing),
    );

    app.get(
      '/api/public/statistics',
      {
        compress: false,
        schema: {
          tags: ['content'],
          summary: 'Shop figures: artworks created, customers, average rating',
          response: { 200: publicStatisticsSchema },
        },
      },
      (req, res) => reply(req, res, 'statistics', 'static', service.getStatistics),
    );

    app.get(
      '/api/public/settings',
      {
        compress: false,
        schema: {
          tags: ['content'],
          summary: 'Storefront settings: social proof, guarantee, live counter, landing copy',
          response: { 200: publicSettingsSchema },
        },
      },
      (req, res) =>
        reply(req, res, 'settings', 'semiStatic', () =>
          service.getPublicSettings(app.config.shopEmail),
        ),
    );

    app.get(
      '/api/pages/:slug',
      {
        compress: false,
        schema: {
          tags: ['content'],
          summary: 'A content page (terms, privacy, returns, faq) as markdown',
          params: contentPageParamsSchema,
          response: { 200: contentPageSchema },
        },
      },
      (req, res) => {
        const { slug } = req.params;
        return reply(req, res, `page:${slug}`, 'semiStatic', async () => {
          const page = await service.getPage(slug);
          if (!page) throw notFound('Page not found');
          return page;
        });
      },
    );
  },
  { name: 'content', dependencies: ['db'] },
);
