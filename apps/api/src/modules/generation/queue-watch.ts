import type { ArtworkEvent } from '@atelier/shared/schemas/generation';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { ArtworkEvents } from './events';
import { coalesced } from '../../lib/coalesced';
import { queuePositions } from './queue-position';

export type QueueUpdateListener = (events: ArtworkEvent[]) => void;

/**
 * Fresh queue numbers for the boards whose streams are open in this process. The queue moves
 * only when an artwork event happens (a job queued, started or finished: every API instance
 * hears every board's events, through NOTIFY on PostgreSQL), so each event triggers one reading
 * of the queue for all the watched boards (readings coalesce while one runs), and each board is
 * sent a queued event with its `queue` numbers when they changed. No timer invents numbers.
 */
export class QueueWatch {
  /** Per board, its streams' listeners, each with what it was last sent (artwork id → place). */
  private readonly watchers = new Map<string, Map<QueueUpdateListener, Map<string, string>>>();
  private readonly reader = coalesced(
    () => this.readOnce(),
    (err) => this.log.warn({ err }, 'could not read the queue positions'),
  );
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Database,
    events: ArtworkEvents,
    private readonly concurrency: number,
    private readonly log: FastifyBaseLogger,
  ) {
    this.unsubscribe = events.subscribeAll(() => void this.refresh());
  }

  /** The queued artworks of these boards with their places now (a stream's snapshot). */
  async current(boardIds: readonly string[]): Promise<ArtworkEvent[]> {
    const places = await queuePositions(this.db, { concurrency: this.concurrency, boardIds });
    return places.map((p) => ({
      artworkId: p.artworkId,
      visionBoardId: p.visionBoardId,
      status: 'queued' as const,
      queue: p.queue,
    }));
  }

  /** Calls `listener` with the board's queued artworks whenever their places change. */
  watch(boardId: string, listener: QueueUpdateListener): () => void {
    let set = this.watchers.get(boardId);
    if (!set) this.watchers.set(boardId, (set = new Map()));
    set.set(listener, new Map());
    return () => {
      set.delete(listener);
      if (set.size === 0) this.watchers.delete(boardId);
    };
  }

  /** Reads the queue for the watched boards; one reading at a time, one more if asked meanwhile. */
  refresh(): Promise<void> {
    if (this.watchers.size === 0) return Promise.resolve();
    return this.reader.run();
  }

  private async readOnce() {
    const boardIds = [...this.watchers.keys()];
    if (boardIds.length === 0) return;
    const events = await this.current(boardIds);
    for (const boardId of boardIds) {
      const mine = events.filter((e) => e.visionBoardId === boardId);
      for (const [listener, last] of this.watchers.get(boardId) ?? []) {
        // Only places that changed since this stream was last told (an artwork that left the
        // queue is announced by its own status event).
        const changed = mine.filter((e) => last.get(e.artworkId) !== JSON.stringify(e.queue));
        last.clear();
        for (const e of mine) last.set(e.artworkId, JSON.stringify(e.queue));
        if (changed.length > 0) listener(changed);
      }
    }
  }

  async close(): Promise<void> {
    this.unsubscribe();
    this.watchers.clear();
    await this.reader.idle();
  }
}
