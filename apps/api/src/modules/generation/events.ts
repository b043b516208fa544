import { EventEmitter } from 'node:events';
import { artworkEventSchema, type ArtworkEvent } from '@atelier/shared/schemas/generation';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { PgListener, pgNotify } from '../../db/pg-listener';

/** The PostgreSQL channel status changes travel on between worker processes and API instances. */
export const ARTWORK_EVENTS_CHANNEL = 'artwork_events';

export type ArtworkEventListener = (event: ArtworkEvent) => void;

/**
 * Artwork status changes (DESIGN.md §1 "live updates"). In-process on the embedded database;
 * PostgreSQL LISTEN/NOTIFY otherwise, so an API instance hears what a worker process did.
 */
export interface ArtworkEvents {
  /**
   * With `tx` (PostgreSQL only), the event is sent when that transaction commits, so it
   * reaches listeners before anything another process does after the commit.
   */
  publish(event: ArtworkEvent, tx?: Database): Promise<void>;
  /** True when publish can take part in a transaction (NOTIFY). */
  readonly transactional: boolean;
  /** Events of one vision board; returns the unsubscribe function. */
  subscribe(visionBoardId: string, listener: ArtworkEventListener): () => void;
  /** Open subscriptions of a board (each SSE stream holds one until it closes). */
  listenerCount(visionBoardId: string): number;
  close(): Promise<void>;
}

export class InProcessArtworkEvents implements ArtworkEvents {
  protected readonly emitter = new EventEmitter();
  readonly transactional: boolean = false;

  constructor() {
    // One listener per open SSE stream; many streams are normal.
    this.emitter.setMaxListeners(0);
  }

  async publish(event: ArtworkEvent): Promise<void> {
    this.emit(event);
  }

  protected emit(event: ArtworkEvent) {
    this.emitter.emit(event.visionBoardId, event);
  }

  subscribe(visionBoardId: string, listener: ArtworkEventListener): () => void {
    this.emitter.on(visionBoardId, listener);
    return () => this.emitter.off(visionBoardId, listener);
  }

  listenerCount(visionBoardId: string): number {
    return this.emitter.listenerCount(visionBoardId);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

/**
 * NOTIFY on publish; one dedicated LISTEN connection (opened by `listen()`, in API processes)
 * that re-emits to local subscribers and reconnects after a dropped connection.
 */
export class PostgresArtworkEvents extends InProcessArtworkEvents {
  private readonly listener: PgListener;

  constructor(
    private readonly db: Database,
    databaseUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {
    super();
    this.listener = new PgListener({
      databaseUrl,
      channel: ARTWORK_EVENTS_CHANNEL,
      applicationName: 'atelier-artwork-events',
      log,
      onNotification: (payload) => this.received(payload),
    });
  }

  override readonly transactional = true;

  override async publish(event: ArtworkEvent, tx?: Database): Promise<void> {
    const payload = JSON.stringify(artworkEventSchema.parse(event));
    await pgNotify(tx ?? this.db, ARTWORK_EVENTS_CHANNEL, payload);
  }

  private received(payload: string | undefined) {
    if (!payload) return;
    try {
      const parsed = artworkEventSchema.safeParse(JSON.parse(payload));
      if (parsed.success) this.emit(parsed.data);
    } catch {
      this.log.warn({ payload }, 'ignored a malformed artwork event');
    }
  }

  /** Starts listening; resolves once LISTEN is in place. */
  listen(): Promise<void> {
    return this.listener.listen();
  }

  override async close(): Promise<void> {
    await this.listener.close();
    await super.close();
  }
}
