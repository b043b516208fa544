import {
  artworkEventSchema,
  type Artwork,
  type ArtworkEvent,
  type ArtworkQueue,
  type ArtworkStatus,
} from '@atelier/shared/schemas/generation';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { refreshAuthToken } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { authToken } from '@/lib/auth-token';
import { artworkKeys, invalidateArtwork } from '../api/keys';
import { createSseParser } from '../lib/sse';

export type LiveState = 'off' | 'connecting' | 'live' | 'reconnecting';

/** The stream's state, and each queued artwork's place in the queue as the server last said. */
export type ArtworkEventsState = { live: LiveState; queue: Readonly<Record<string, ArtworkQueue>> };

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;
/** Answers that another attempt would not change. */
const FINAL_STATUSES = new Set([401, 403, 404]);

class FinalError extends Error {}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The status the screen shows now for the event's artwork, if it has it at all. */
function cachedStatus(queryClient: QueryClient, event: ArtworkEvent): ArtworkStatus | undefined {
  const one = queryClient.getQueryData<Artwork>(artworkKeys.artwork(event.artworkId));
  const list = queryClient.getQueryData<Artwork[]>(artworkKeys.boardArtworks(event.visionBoardId));
  const inList = list?.find((a) => a.id === event.artworkId);
  // Both views must agree, or one of them is behind and is worth a refetch.
  if (one && inList && one.status !== inList.status) return undefined;
  return (one ?? inList)?.status;
}

/**
 * Reads again what shows these artworks after a change. A read already on its way may have left
 * before the change, and invalidating alone joins it when the query holds no data yet (TanStack
 * Query starts a new read over one in flight only when there is data): its answer, older than the
 * event, then stayed on screen with no later event to correct it (the artwork screen said
 * 'Creating' beside a version strip that said 'Ready'). So reads on their way are cancelled first.
 */
async function readAgain(queryClient: QueryClient, ids: string[]): Promise<void> {
  const keys = [artworkKeys.boards, ...ids.map((id) => artworkKeys.artwork(id))];
  await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  await Promise.all([
    invalidateArtwork(queryClient),
    ...ids.map((id) => queryClient.invalidateQueries({ queryKey: artworkKeys.artwork(id) })),
  ]);
}

async function open(url: string, signal: AbortSignal): Promise<Response> {
  const request = (token: string | null) =>
    fetch(url, {
      headers: {
        Accept: 'text/event-stream',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      credentials: 'include',
      cache: 'no-store',
      signal,
    });
  let response = await request(authToken.get());
  if (response.status === 401) {
    const fresh = await refreshAuthToken();
    if (fresh) response = await request(fresh);
  }
  if (FINAL_STATUSES.has(response.status)) throw new FinalError(String(response.status));
  if (!response.ok || !response.body) throw new Error(`Event stream answered ${response.status}`);
  return response;
}

/**
 * Follows GET /api/vision-boards/{id}/events while `enabled` (something on the board is still
 * being generated) and refetches the affected queries on each `artwork` event. The stream is
 * read with fetch because it needs the Authorization header. A dropped stream reconnects with
 * a doubling delay (1 s up to 30 s) and `?lastEventId=` (the id of the last event read, as
 * EventSource would send Last-Event-ID): the server, on whichever instance, replays every change
 * after it. The first connection gets the board's current state instead. No polling.
 * `queue` events (not recorded, so without an id) carry a queued artwork's place and wait: sent
 * when the stream opens and whenever the queue moves.
 */
export function useArtworkEvents(
  visionBoardId: string | undefined,
  enabled: boolean,
): ArtworkEventsState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>('off');
  const [queue, setQueue] = useState<Record<string, ArtworkQueue>>({});
  // A final failure gives the generation back: the allowance shown everywhere is re-read.
  const { refreshProfile } = useAuth();
  const refreshProfileRef = useRef(refreshProfile);
  useEffect(() => {
    refreshProfileRef.current = refreshProfile;
  }, [refreshProfile]);

  useEffect(() => {
    if (!visionBoardId || !enabled) return;
    const controller = new AbortController();
    const url = `/api/vision-boards/${encodeURIComponent(visionBoardId)}/events`;
    let attempt = 0;
    /** The id of the last event read: a reconnect resumes after it. */
    let lastEventId: string | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const connect = async () => {
      setState(attempt === 0 ? 'connecting' : 'reconnecting');
      try {
        const response = await open(
          lastEventId ? `${url}?lastEventId=${encodeURIComponent(lastEventId)}` : url,
          controller.signal,
        );
        attempt = 0;
        setState('live');
        // The server first sends the status of every artwork of the board (or, on a reconnect,
        // every change missed), then each change.
        // Events of one chunk are applied together, and a status the cache already shows
        // (the snapshot after a reconnect, mostly) costs no refetch.
        const changed = new Set<string>();
        let refunded = false;
        const parser = createSseParser(({ event, data, id }) => {
          if (id) lastEventId = id;
          if (event !== 'artwork' && event !== 'queue') return;
          const parsed = artworkEventSchema.safeParse(parseJson(data));
          if (!parsed.success || parsed.data.visionBoardId !== visionBoardId) return;
          const place = parsed.data.queue;
          if (event === 'queue') {
            if (place) setQueue((q) => ({ ...q, [parsed.data.artworkId]: place }));
            return;
          }
          if (cachedStatus(queryClient, parsed.data) !== parsed.data.status) {
            changed.add(parsed.data.artworkId);
            if (parsed.data.status === 'failed') refunded = true;
          }
        });
        const reader = response.body!.getReader();
        const decoder = new TextDecoder();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          parser.push(decoder.decode(value, { stream: true }));
          if (refunded) {
            refunded = false;
            void refreshProfileRef.current().catch(() => null);
          }
          if (changed.size > 0) {
            const ids = [...changed];
            changed.clear();
            void readAgain(queryClient, ids);
          }
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        if (error instanceof FinalError) {
          setState('off');
          return;
        }
      }
      if (controller.signal.aborted) return;
      const delay = Math.min(FIRST_RETRY_MS * 2 ** attempt, MAX_RETRY_MS);
      attempt += 1;
      setState('reconnecting');
      timer = setTimeout(() => void connect(), delay);
    };

    void connect();
    return () => {
      controller.abort();
      clearTimeout(timer);
      setState('off');
      setQueue({});
    };
  }, [visionBoardId, enabled, queryClient]);

  return { live: state, queue };
}
