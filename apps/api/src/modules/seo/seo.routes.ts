import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSeoService, type SeoService } from './seo.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Crawler data: product share data for the served HTML, the sitemap and robots.txt. */
    seo: SeoService;
  }
}

/**
 * /sitemap.xml and /robots.txt, registered before the web app so neither its static files nor
 * its catch-all can answer them.
 */
export const seoRoutes = fp(
  async (app: FastifyInstance) => {
    const seo = createSeoService(app.db, { publicUrl: app.config.publicUrl });
    app.decorate('seo', seo);

    // Catalogue writers already call catalogueCache.clear(); the share data follows at once.
    app.catalogueCache.onClear(() => seo.clear());

    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(await seo.sitemapXml()),
    );

    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(seo.robotsTxt()),
    );
  },
  { name: 'seo', dependencies: ['catalogue'] },
);
