import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Call after any write to what the storefront shows (catalogue, content, prices, settings):
     * drops the cached public answers (and with them the ETags, the server-painted first view,
     * the sitemap and the JSON-LD), so the next storefront request shows the change.
     */
    shopChanged: () => Promise<void>;
  }
}

/**
 * Registered after the catalogue and content routes (it clears their caches) and before the
 * admin routes (they call it).
 * TODO(issue 13, helper B): tell the other API instances too (PostgreSQL NOTIFY), as the
 * artwork events do; today it clears this instance's caches only.
 */
export const shopChangesPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('shopChanged', async () => {
      app.catalogueCache.clear();
      app.contentCache.clear();
    });
  },
  { name: 'shop-changes', dependencies: ['catalogue'] },
);
