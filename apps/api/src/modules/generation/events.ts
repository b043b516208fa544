import { EventEmitter } from 'node:events';
import { artworkEventSchema, type ArtworkEvent } from '@atelier/shared/schemas/generation';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { PgListener } from '../../db/pg-listener';
import { afterCommit } from '../../db/scoped';
import { coalesced } from '../../lib/coalesced';
import * as repo from './artwork-events.repository';

/** The PostgreSQL channel that says "new artwork events up to id N" between processes. */
export const ARTWORK_EVENTS_CHANNEL = 'artwork_events';

/** How long the recorded events are kept for clients that reconnect with Last-Event-ID. */
export const ARTWORK_EVENTS_RETENTION_MS = 24 * 60 * 60_000;

/**
 * An id below the newest one seen but not yet read (a transaction that took it has not
 * committed, or rolled back) is waited for this long, in the background only: rows after it
 * are delivered at once, and it is given up afterwards so the cursor never stalls.
 */
export const ARTWORK_EVENTS_GAP_MS = 10_000;

/** Rows read per query by the live cursor and by a replay. */
const BATCH = 500;

/** An artwork event as recorded: `id` is its SSE id (increasing, per database). */
export type StoredArtworkEvent = ArtworkEvent & { id: number };

export type ArtworkEventListener = (event: StoredArtworkEvent) => void;

/**
 * Artwork status changes (DESIGN.md §1 "live updates"), each recorded as an `artwork_events`
 * row whose id is the event's SSE id. In-process on the embedded database; on PostgreSQL a
 * NOTIFY names the newest id and every API instance reads the rows from the database.
 */
export interface ArtworkEvents {
  /**
   * Records the event. With `tx` (PostgreSQL only) the row and the NOTIFY are part of that
   * transaction: the event exists exactly when the change it describes committed.
   */
  publish(event: ArtworkEvent, tx?: Database): Promise<void>;
  /** True when publish can take part in a transaction (PostgreSQL). */
  readonly transactional: boolean;
  /** Events of one vision board; returns the unsubscribe function. */
  subscribe(visionBoardId: string, listener: ArtworkEventListener): () => void;
  /** Every board's events as this process hears them (the queue moved); answers unsubscribe. */
  subscribeAll(listener: ArtworkEventListener): () => void;
  /** Open subscriptions of a board (each SSE stream holds one until it closes). */
  listenerCount(visionBoardId: string): number;
  /** The board's recorded events after `afterId`, oldest first (a Last-Event-ID replay). */
  since(visionBoardId: string, afterId: number): Promise<StoredArtworkEvent[]>;
  /** The id of the board's newest recorded event, 0 when it has none. */
  latestId(visionBoardId: string): Promise<number>;
  /** Deletes the events recorded more than `olderThanMs` ago; answers how many. */
  prune(olderThanMs?: number): Promise<number>;
  close(): Promise<void>;
}

/** The emitter's name for every board's events (never a board id, which is a uuid). */
const ANY_BOARD = '*';

const toEvent = (row: { id: number; payload: unknown }): StoredArtworkEvent | null => {
  const parsed = artworkEventSchema.safeParse(row.payload);
  return parsed.success ? { ...parsed.data, id: row.id } : null;
};

const rowOf = (event: ArtworkEvent) => {
  const parsed = artworkEventSchema.parse(event);
  return {
    artworkId: parsed.artworkId,
    visionBoardId: parsed.visionBoardId,
    type: 'artwork',
    payload: parsed,
  };
};

export class InProcessArtworkEvents implements ArtworkEvents {
  protected readonly emitter = new EventEmitter();
  readonly transactional: boolean = false;

  constructor(protected readonly db: Database) {
    // One listener per open SSE stream; many streams are normal.
    this.emitter.setMaxListeners(0);
  }

  /**
   * After the change committed: the row is written, then delivered with its id. Called inside a
   * request's transaction (an admin write), it waits for that commit (`afterCommit`): the one
   * embedded connection is busy until then, and a rolled-back change records nothing.
   */
  async publish(event: ArtworkEvent): Promise<void> {
    await afterCommit(() => this.record(event));
  }

  private async record(event: ArtworkEvent): Promise<void> {
    const id = await repo.insertEvent(this.db, rowOf(event));
    this.emit({ ...artworkEventSchema.parse(event), id });
  }

  protected emit(event: StoredArtworkEvent) {
    this.emitter.emit(event.visionBoardId, event);
    this.emitter.emit(ANY_BOARD, event);
  }

  subscribeAll(listener: ArtworkEventListener): () => void {
    this.emitter.on(ANY_BOARD, listener);
    return () => this.emitter.off(ANY_BOARD, listener);
  }

  subscribe(visionBoardId: string, listener: ArtworkEventListener): () => void {
    this.emitter.on(visionBoardId, listener);
    return () => this.emitter.off(visionBoardId, listener);
  }

  listenerCount(visionBoardId: string): number {
    return this.emitter.listenerCount(visionBoardId);
  }

  async since(visionBoardId: string, afterId: number): Promise<StoredArtworkEvent[]> {
    const out: StoredArtworkEvent[] = [];
    let cursor = afterId;
    for (;;) {
      const rows = await repo.eventsAfter(this.db, cursor, BATCH, visionBoardId);
      for (const row of rows) {
        const event = toEvent(row);
        if (event) out.push(event);
      }
      if (rows.length < BATCH) return out;
      cursor = rows.at(-1)!.id;
    }
  }

  latestId(visionBoardId: string): Promise<number> {
    return repo.latestEventId(this.db, visionBoardId);
  }

  async prune(olderThanMs = ARTWORK_EVENTS_RETENTION_MS): Promise<number> {
    return repo.deleteEventsBefore(this.db, new Date(Date.now() - olderThanMs));
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

/**
 * The row and `NOTIFY artwork_events, '<id>'` in one statement (in `tx` when given). One
 * dedicated LISTEN connection (opened by `listen()`, in API processes) reads every row after
 * its cursor on each notification and delivers each id once, also after a reconnect.
 */
export class PostgresArtworkEvents extends InProcessArtworkEvents {
  private readonly listener: PgListener;
  /** Every id up to here was delivered (or given up); ids above it that were delivered. */
  private floor = 0;
  private readonly delivered = new Set<number>();
  private gapSince: number | null = null;
  private gapTimer: NodeJS.Timeout | null = null;
  /** Reads what is new; one read at a time, and one more if asked meanwhile. */
  private readonly reader = coalesced(
    () => this.readNew(),
    (err) => this.log.warn({ err }, 'could not read artwork events'),
  );

  constructor(
    db: Database,
    databaseUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {
    super(db);
    this.listener = new PgListener({
      databaseUrl,
      channel: ARTWORK_EVENTS_CHANNEL,
      applicationName: 'atelier-artwork-events',
      log,
      onNotification: () => this.read(),
      onReconnect: () => this.read(),
    });
  }

  override readonly transactional = true;

  override async publish(event: ArtworkEvent, tx?: Database): Promise<void> {
    // Without `tx`, inside a request's transaction: with its commit, never before.
    if (tx) await this.insert(event, tx);
    else await afterCommit(() => this.insert(event, this.db));
  }

  private insert(event: ArtworkEvent, db: Database): Promise<void> {
    return repo.insertEventAndNotify(db, rowOf(event), ARTWORK_EVENTS_CHANNEL);
  }

  /** Starts listening from the newest recorded event; resolves once LISTEN is in place. */
  async listen(): Promise<void> {
    this.floor = await repo.latestEventId(this.db);
    await this.listener.listen();
  }

  private read(): Promise<void> {
    return this.reader.run();
  }

  private async readNew() {
    for (;;) {
      const rows = await repo.eventsAfter(this.db, this.floor, BATCH);
      for (const row of rows) {
        if (this.delivered.has(row.id)) continue;
        this.delivered.add(row.id);
        const event = toEvent(row);
        if (event) this.emit(event);
        else this.log.warn({ id: row.id }, 'ignored a malformed artwork event');
      }
      this.advance();
      if (rows.length < BATCH) return;
    }
  }

  /** Moves the floor over delivered ids; a gap older than ARTWORK_EVENTS_GAP_MS is given up. */
  private advance() {
    const step = () => {
      while (this.delivered.delete(this.floor + 1)) this.floor += 1;
    };
    step();
    if (this.delivered.size === 0) {
      this.gapSince = null;
      return;
    }
    const now = Date.now();
    if (this.gapSince === null) this.gapSince = now;
    else if (now - this.gapSince >= ARTWORK_EVENTS_GAP_MS) {
      this.floor = Math.min(...this.delivered) - 1;
      step();
      this.gapSince = this.delivered.size > 0 ? now : null;
    }
    if (this.gapSince !== null && !this.gapTimer) {
      this.gapTimer = setTimeout(() => {
        this.gapTimer = null;
        void this.read();
      }, ARTWORK_EVENTS_GAP_MS);
      this.gapTimer.unref();
    }
  }

  override async close(): Promise<void> {
    if (this.gapTimer) clearTimeout(this.gapTimer);
    await this.listener.close();
    await this.reader.idle();
    await super.close();
  }
}
