import { describe, expect, it } from 'vitest';
import type { SseStream } from '../../lib/sse-stream';
import type { ArtworkEventListener, ArtworkEvents, StoredArtworkEvent } from './events';
import { followBoards } from './follow-boards';

const BOARD = '00000000-0000-4000-8000-000000000001';
const ART = '00000000-0000-4000-8000-000000000002';
const event = (id: number, status: StoredArtworkEvent['status']): StoredArtworkEvent => ({
  id,
  artworkId: ART,
  visionBoardId: BOARD,
  status,
});

/**
 * Recorded events and a live feed the test drives by hand: `announce` is what an instance's
 * listener does when it hears a NOTIFY, which can come after a replay already read the row.
 */
function eventsOf(recorded: StoredArtworkEvent[]) {
  const listeners: ArtworkEventListener[] = [];
  const events = {
    subscribe: (_board: string, fn: ArtworkEventListener) => {
      listeners.push(fn);
      return () => listeners.splice(listeners.indexOf(fn), 1);
    },
    since: async (_board: string, after: number) => recorded.filter((e) => e.id > after),
    latestId: async () => Math.max(0, ...recorded.map((e) => e.id)),
  } as unknown as ArtworkEvents;
  return { events, announce: (e: StoredArtworkEvent) => listeners.forEach((fn) => fn(e)) };
}

const stream: SseStream = { send: () => {}, onClose: () => {} };

describe('followBoards', () => {
  it('sends a replayed event once, also when the live feed announces it after the replay', async () => {
    const { events, announce } = eventsOf([event(1, 'queued'), event(2, 'running')]);
    const sent: number[] = [];
    await followBoards({
      events,
      boardIds: [BOARD],
      lastEventId: 0,
      stream,
      write: (e) => sent.push(e.id),
      snapshot: async () => {},
    });
    // The rows were read by the replay; their NOTIFYs reach this instance only now.
    announce(event(1, 'queued'));
    announce(event(2, 'running'));
    announce(event(3, 'succeeded'));
    expect(sent).toEqual([1, 2, 3]);
  });

  it('sends events announced during the replay once, after it, in order', async () => {
    const recorded = [event(4, 'queued')];
    const { events, announce } = eventsOf(recorded);
    const sent: number[] = [];
    const slowSince = events.since.bind(events);
    events.since = async (board, after) => {
      const rows = await slowSince(board, after);
      announce(event(4, 'queued'));
      announce(event(5, 'running'));
      return rows;
    };
    await followBoards({
      events,
      boardIds: [BOARD],
      lastEventId: 3,
      stream,
      write: (e) => sent.push(e.id),
      snapshot: async () => {},
    });
    announce(event(6, 'succeeded'));
    expect(sent).toEqual([4, 5, 6]);
  });

  it('without Last-Event-ID sends the state now under the newest id, then every live event', async () => {
    const { events, announce } = eventsOf([event(7, 'running')]);
    const sent: string[] = [];
    await followBoards({
      events,
      boardIds: [BOARD],
      lastEventId: null,
      stream,
      write: (e) => sent.push(`${e.id}:${e.status}`),
      snapshot: async (latest) => void sent.push(`snapshot@${latest}`),
    });
    announce(event(8, 'succeeded'));
    expect(sent).toEqual(['snapshot@7', '8:succeeded']);
  });
});
