import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { PgListener, pgNotify } from '../db/pg-listener';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Call after any write to what the storefront shows (catalogue, content, prices, settings):
     * drops the cached public answers (and with them the ETags, the server-painted first view,
     * the sitemap and the JSON-LD) on every API instance, so the next storefront request shows
     * the change whichever instance answers it.
     */
    shopChanged: () => Promise<void>;
  }
}

/** The PostgreSQL channel a shop change travels on between API instances. */
export const SHOP_CHANGES_CHANNEL = 'shop_changes';

/**
 * Registered after the catalogue and content routes (it clears their caches) and before the
 * admin routes (they call it). On PostgreSQL a change is also published with NOTIFY, and every
 * other instance clears its caches when it hears it; on the embedded database
 * there is one process, so clearing here is all there is.
 */
export const shopChangesPlugin = fp(
  async (app: FastifyInstance) => {
    // The caches made from these answers (pages, SEO, the page's settings) follow their clear().
    const clearLocal = () => {
      app.catalogueCache.clear();
      app.contentCache.clear();
    };
    const databaseUrl = app.database.kind === 'postgres' ? app.config.databaseUrl : undefined;
    if (!databaseUrl) {
      app.decorate('shopChanged', async () => clearLocal());
      return;
    }

    const instance = randomUUID();
    const log = app.log.child({ module: 'shop-changes' });
    // Each other instance's notification clears the caches; so does a reconnect (a change may
    // have been missed). This instance's own comes back to it too, some milliseconds after it
    // cleared: by then a request may have cached the new state, which a second clear would
    // throw away for nothing, so it is skipped.
    const listener = new PgListener({
      databaseUrl,
      channel: SHOP_CHANGES_CHANNEL,
      applicationName: 'atelier-shop-changes',
      log,
      onNotification: (from) => {
        if (from !== instance) clearLocal();
      },
      onReconnect: clearLocal,
    });
    await listener.listen();
    app.addHook('onClose', () => listener.close());
    const db: Database = app.db;
    app.decorate('shopChanged', async () => {
      clearLocal();
      try {
        await pgNotify(db, SHOP_CHANGES_CHANNEL, instance);
      } catch (err) {
        // The change is saved; the other instances' caches expire on their own within seconds.
        log.error({ err }, 'could not tell the other instances about a shop change');
      }
    });
  },
  { name: 'shop-changes', dependencies: ['catalogue'] },
);
