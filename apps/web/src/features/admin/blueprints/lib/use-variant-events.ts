import { variantEventSchema, type SavedVariant } from '@atelier/shared/schemas/admin-variants';
import { useEffect, useState } from 'react';
import { variantEventsUrl } from '../api/test-runs';

export type VariantStatus = SavedVariant['status'];
export type StreamState = 'off' | 'live' | 'reconnecting' | 'closed';

const FINAL = new Set<VariantStatus>(['succeeded', 'failed']);
export const isFinal = (status: VariantStatus) => FINAL.has(status);

function parse(text: string) {
  try {
    const parsed = variantEventSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/**
 * Follows GET /api/admin/saved-variants/events?ids=… for the given variants (an EventSource:
 * the admin's session cookie authenticates it) and answers each one's latest status, starting
 * from `initial`. After a drop the browser reconnects by itself with Last-Event-ID; when it gives
 * up (an error answer, e.g. while the API restarts) the stream is opened again after 1 s, then
 * doubling up to 30 s, with `?lastEventId=`, so the server replays what was missed. The stream
 * closes once every variant has finished (succeeded or failed), and when the component leaves.
 */
export function useVariantEvents(initial: readonly { id: string; status: VariantStatus }[]): {
  statuses: Record<string, VariantStatus>;
  state: StreamState;
} {
  const [statuses, setStatuses] = useState<Record<string, VariantStatus>>({});
  const [state, setState] = useState<StreamState>('off');
  const key = initial.map((v) => v.id).join(',');

  useEffect(() => {
    const current: Record<string, VariantStatus> = {};
    for (const v of initial) current[v.id] = v.status;
    setStatuses({ ...current });
    const ids = Object.keys(current);
    const allFinal = () => Object.values(current).every(isFinal);
    if (ids.length === 0 || allFinal()) {
      setState('off');
      return;
    }
    let source: EventSource | null = null;
    let lastEventId = '';
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let done = false;
    const stop = () => {
      done = true;
      clearTimeout(timer);
      source?.close();
    };
    const onEvent = (message: MessageEvent<string>) => {
      if (message.lastEventId) lastEventId = message.lastEventId;
      attempt = 0;
      const event = parse(message.data);
      if (!event || !(event.variantId in current)) return;
      current[event.variantId] = event.status;
      setStatuses({ ...current });
      if (allFinal()) {
        stop();
        setState('off');
      }
    };
    const connect = () => {
      const url = variantEventsUrl(ids);
      const es = new EventSource(
        lastEventId ? `${url}&lastEventId=${encodeURIComponent(lastEventId)}` : url,
        { withCredentials: true },
      );
      source = es;
      es.onopen = () => setState('live');
      // Plain `data:` messages (data: { variantId, status }); a stream that names them
      // `variant` is read the same way.
      es.addEventListener('message', onEvent);
      es.addEventListener('variant', onEvent);
      es.onerror = () => {
        // CONNECTING: the browser tries again by itself (with Last-Event-ID).
        if (es.readyState !== EventSource.CLOSED) return setState('reconnecting');
        // CLOSED: it gave up; open it again ourselves, resuming after the last event.
        es.close();
        if (done) return;
        setState('reconnecting');
        const delay = Math.min(FIRST_RETRY_MS * 2 ** attempt, MAX_RETRY_MS);
        attempt += 1;
        timer = setTimeout(connect, delay);
      };
    };
    connect();
    setState('live');
    return stop;
    // `key` names the variants; `initial` is a new array on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return { statuses, state };
}
