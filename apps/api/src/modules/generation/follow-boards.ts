import type { SseStream } from '../../lib/sse-stream';
import type { ArtworkEvents, StoredArtworkEvent } from './events';

/**
 * What an SSE stream of some boards' artwork events sends: subscribed first, then either the
 * state now (`snapshot`, under the id of the boards' newest event, where a reconnect resumes;
 * a change in between may be sent twice, never lost) or, after Last-Event-ID, every event after
 * it; then the live events that arrived meanwhile, in order, each id once; then live ones.
 */
export async function followBoards(opts: {
  events: ArtworkEvents;
  boardIds: readonly string[];
  lastEventId: number | null;
  stream: SseStream;
  write: (event: StoredArtworkEvent) => void;
  snapshot: (latestId: number) => Promise<void>;
}): Promise<void> {
  const { events, boardIds, lastEventId, stream, write } = opts;
  const pending: StoredArtworkEvent[] = [];
  let ready = false;
  for (const boardId of boardIds) {
    stream.onClose(
      events.subscribe(boardId, (event) => {
        if (ready) write(event);
        else pending.push(event);
      }),
    );
  }
  const sent = new Set<number>();
  if (lastEventId === null) {
    const latest = await Promise.all(boardIds.map((b) => events.latestId(b)));
    await opts.snapshot(Math.max(0, ...latest));
  } else {
    const missed = await Promise.all(boardIds.map((b) => events.since(b, lastEventId)));
    for (const event of missed.flat().sort((x, y) => x.id - y.id)) {
      write(event);
      sent.add(event.id);
    }
  }
  ready = true;
  for (const event of pending.splice(0)) if (!sent.has(event.id)) write(event);
}
