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

/**
 * Follows GET /api/admin/saved-variants/events?ids=… for the given variants (an EventSource:
 * the admin's session cookie authenticates it, and the browser reconnects after a drop) and
 * answers each one's latest status, starting from `initial`. The stream closes once every
 * variant has finished (succeeded or failed), and when the component leaves.
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
    const source = new EventSource(variantEventsUrl(ids), { withCredentials: true });
    setState('live');
    source.onopen = () => setState('live');
    const onEvent = (message: MessageEvent<string>) => {
      const event = parse(message.data);
      if (!event || !(event.variantId in current)) return;
      current[event.variantId] = event.status;
      setStatuses({ ...current });
      if (allFinal()) {
        source.close();
        setState('off');
      }
    };
    // Plain `data:` messages (data: { variantId, status }); a stream that names them `variant`
    // is read the same way.
    source.addEventListener('message', onEvent);
    source.addEventListener('variant', onEvent);
    source.onerror = () => {
      // CONNECTING: the browser tries again by itself; CLOSED: it gave up (signed out, gone).
      setState(source.readyState === EventSource.CLOSED ? 'closed' : 'reconnecting');
    };
    return () => source.close();
    // `key` names the variants; `initial` is a new array on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return { statuses, state };
}
