import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubEventSource, VAR1, VAR2 } from '../testing/variant-fixtures';
import { useVariantEvents } from './use-variant-events';

const URL_BASE = `/api/admin/saved-variants/events?ids=${VAR1},${VAR2}`;
const initial = [
  { id: VAR1, status: 'queued' as const },
  { id: VAR2, status: 'queued' as const },
];

describe('useVariantEvents', () => {
  it('opens the stream again after the browser gave up, resuming after the last event id', async () => {
    const sources = stubEventSource();
    const { result } = renderHook(() => useVariantEvents(initial));
    expect(sources[0]!.url).toBe(URL_BASE);
    act(() => sources[0]!.send({ variantId: VAR1, status: 'running' }, 'message', '41'));
    expect(result.current.statuses[VAR1]).toBe('running');

    act(() => sources[0]!.fail());
    expect(result.current.state).toBe('reconnecting');
    await waitFor(() => expect(sources).toHaveLength(2), { timeout: 3000 });
    expect(sources[1]!.url).toBe(`${URL_BASE}&lastEventId=41`);
    // What the server replays from there is applied as usual.
    act(() => sources[1]!.send({ variantId: VAR1, status: 'succeeded' }, 'message', '42'));
    act(() => sources[1]!.send({ variantId: VAR2, status: 'failed' }, 'message', '43'));
    expect(result.current.statuses).toEqual({ [VAR1]: 'succeeded', [VAR2]: 'failed' });
    expect(result.current.state).toBe('off');
    expect(sources[1]!.readyState).toBe(2);
  });

  it('a stream that gave up before any event opens again without lastEventId', async () => {
    const sources = stubEventSource();
    const { unmount } = renderHook(() => useVariantEvents(initial));
    act(() => sources[0]!.fail());
    await waitFor(() => expect(sources).toHaveLength(2), { timeout: 3000 });
    expect(sources[1]!.url).toBe(URL_BASE);
    unmount();
    expect(sources[1]!.readyState).toBe(2);
  });
});
