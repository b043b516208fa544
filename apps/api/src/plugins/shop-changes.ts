import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import type { Database } from '../db/client';

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
 * One dedicated LISTEN connection (as the artwork events keep one, generation/events.ts): each
 * notification runs `onChange`; a dropped connection reconnects after a second, and clears the
 * caches once it is back (a change may have been missed meanwhile).
 */
class ShopChangesListener {
  private client: pg.Client | null = null;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly databaseUrl: string,
    private readonly onChange: () => void,
    private readonly log: FastifyBaseLogger,
  ) {}

  async listen(): Promise<void> {
    if (this.closed || this.client) return;
    const client = new pg.Client({
      connectionString: this.databaseUrl,
      application_name: 'atelier-shop-changes',
    });
    client.on('notification', (msg) => {
      if (msg.channel === SHOP_CHANGES_CHANNEL) this.onChange();
    });
    const lost = (err?: unknown) => {
      if (this.client !== client) return;
      this.client = null;
      client.end().catch(() => {});
      if (this.closed) return;
      this.log.warn({ err }, 'shop changes connection lost; reconnecting');
      this.reconnectTimer = setTimeout(() => {
        this.reconnectTimer = null;
        this.listen()
          .then(() => this.onChange())
          .catch((e: unknown) => lost(e));
      }, 1_000);
      this.reconnectTimer.unref();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    this.client = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${SHOP_CHANGES_CHANNEL}`);
    } catch (err) {
      lost(err);
      throw err;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }
}

/**
 * Registered after the catalogue and content routes (it clears their caches) and before the
 * admin routes (they call it). On PostgreSQL a change is also published with NOTIFY, and every
 * instance (this one included) clears its caches when it hears it; on the embedded database
 * there is one process, so clearing here is all there is.
 */
export const shopChangesPlugin = fp(
  async (app: FastifyInstance) => {
    // Looked up on every call: later plugins (the static shell, SEO) wrap these clear functions.
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
    const listener = new ShopChangesListener(databaseUrl, clearLocal, log);
    await listener.listen();
    app.addHook('onClose', () => listener.close());
    const db: Database = app.db;
    app.decorate('shopChanged', async () => {
      clearLocal();
      try {
        await db.execute(sql`SELECT pg_notify(${SHOP_CHANGES_CHANNEL}, ${instance})`);
      } catch (err) {
        // The change is saved; the other instances' caches expire on their own within seconds.
        log.error({ err }, 'could not tell the other instances about a shop change');
      }
    });
  },
  { name: 'shop-changes', dependencies: ['catalogue'] },
);
