import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dispatch,
  toast,
  TOAST_DURATIONS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  toastReducer,
  useToast,
  type ToasterToast,
} from './use-toast';

const t = (id: string, extra: Partial<ToasterToast> = {}): ToasterToast => ({
  id,
  open: true,
  ...extra,
});

describe('toastReducer', () => {
  it('keeps one toast at a time: the newest replaces the old', () => {
    expect(TOAST_LIMIT).toBe(1);
    const one = toastReducer({ toasts: [] }, { type: 'ADD_TOAST', toast: t('1') });
    const two = toastReducer(one, { type: 'ADD_TOAST', toast: t('2') });
    expect(two.toasts.map((x) => x.id)).toEqual(['2']);
  });

  it('updates a toast by id', () => {
    const state = { toasts: [t('1', { title: 'Old' })] };
    const next = toastReducer(state, { type: 'UPDATE_TOAST', toast: { id: '1', title: 'New' } });
    expect(next.toasts[0]?.title).toBe('New');
  });

  it('dismiss closes the toast but keeps it mounted for the exit animation', () => {
    const next = toastReducer({ toasts: [t('1')] }, { type: 'DISMISS_TOAST', toastId: '1' });
    expect(next.toasts).toEqual([{ id: '1', open: false }]);
  });

  it('dismiss without an id closes every toast', () => {
    const next = toastReducer({ toasts: [t('1')] }, { type: 'DISMISS_TOAST' });
    expect(next.toasts.every((x) => x.open === false)).toBe(true);
  });

  it('remove deletes the toast; without an id it clears all', () => {
    expect(
      toastReducer({ toasts: [t('1')] }, { type: 'REMOVE_TOAST', toastId: '1' }).toasts,
    ).toEqual([]);
    expect(toastReducer({ toasts: [t('1')] }, { type: 'REMOVE_TOAST' }).toasts).toEqual([]);
  });
});

describe('toast()', () => {
  afterEach(() => {
    act(() => dispatch({ type: 'REMOVE_TOAST' }));
    vi.useRealTimers();
  });

  it('uses SPEC §9 durations per variant', () => {
    expect(TOAST_DURATIONS).toEqual({ default: 5000, success: 4000, destructive: 6000 });
    const { result } = renderHook(() => useToast());
    act(() => void toast({ title: 'Saved', variant: 'success' }));
    expect(result.current.toasts[0]).toMatchObject({ title: 'Saved', duration: 4000, open: true });
    act(() => void toast({ title: 'Oops', variant: 'destructive' }));
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]).toMatchObject({ title: 'Oops', duration: 6000 });
    act(() => void toast({ title: 'Note' }));
    expect(result.current.toasts[0]).toMatchObject({ duration: 5000, variant: 'default' });
  });

  it('removes a dismissed toast after 1,000,000 ms', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToast());
    let handle: ReturnType<typeof toast> | undefined;
    act(() => {
      handle = toast({ title: 'Bye' });
    });
    act(() => handle?.dismiss());
    expect(result.current.toasts[0]?.open).toBe(false);
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1));
    expect(result.current.toasts).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.toasts).toHaveLength(0);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });
});
