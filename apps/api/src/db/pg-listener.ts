import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from './client';

/**
 * NOTIFY `channel` with `payload`, on `db` (a transaction delivers it at its commit). Every
 * PgListener on that channel, in any API instance, receives it.
 */
export async function pgNotify(db: Database, channel: string, payload: string): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
}

export type PgListenerOptions = {
  databaseUrl: string;
  channel: string;
  /** application_name of the connection (seen in pg_stat_activity). */
  applicationName: string;
  log: FastifyBaseLogger;
  /** Each notification on `channel`, with its payload (if any). */
  onNotification: (payload: string | undefined) => void;
  /** After a dropped connection is back: what may have been missed meanwhile. */
  onReconnect?: () => void;
};

/**
 * One dedicated PostgreSQL LISTEN connection (artwork events, shop changes): a dropped
 * connection is reconnected after a second, then `onReconnect` runs; `close()` stops it for good.
 */
export class PgListener {
  private client: pg.Client | null = null;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: PgListenerOptions) {}

  /** Resolves once LISTEN is in place. */
  async listen(): Promise<void> {
    if (this.closed || this.client) return;
    const { databaseUrl, channel, applicationName, log, onNotification, onReconnect } =
      this.options;
    const client = new pg.Client({
      connectionString: databaseUrl,
      application_name: applicationName,
    });
    client.on('notification', (msg) => {
      if (msg.channel === channel) onNotification(msg.payload);
    });
    const lost = (err?: unknown) => {
      if (this.client !== client) return;
      this.client = null;
      client.end().catch(() => {});
      if (this.closed) return;
      log.warn({ err, channel }, `${channel} connection lost; reconnecting`);
      this.reconnectTimer = setTimeout(() => {
        this.reconnectTimer = null;
        this.listen()
          .then(() => {
            if (!this.closed) onReconnect?.();
          })
          .catch((e: unknown) => lost(e));
      }, 1_000);
      this.reconnectTimer.unref();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    this.client = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
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
