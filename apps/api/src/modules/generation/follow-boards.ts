import type { SseStream } from '../../lib/sse-stream';
import type { ArtworkEvents, StoredArtworkEvent } from './events';

/**
 * What an SSE stream of some boards' artwork events sends: subscribed first, then either the
 * state now (`snapshot`, under the id of the boards' newest event, where a reconnect resumes;
 * a change in between may be sent twice, never lost) or, after Last-Event-ID, every event after
 * it; then the live events that arrived meanwhile, in order, each id once; then live ones.
 * A replayed event can still be announced live afterwards (its row was read by the replay
 * before this instance's listener heard its NOTIFY): it is not sent again.
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
  /** Replayed ids not yet heard live: the listener delivers each id once, so each is dropped once. */
  const sent = new Set<number>();
  let ready = false;
  const live = (event: StoredArtworkEvent) => {
    if (!sent.delete(event.id)) write(event);
  };
  for (const boardId of boardIds) {
    stream.onClose(
      events.subscribe(boardId, (event) => {
        if (ready) live(event);
        else pending.push(event);
      }),
    );
  }
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
  for (const event of pending.splice(0)) live(event);
}
