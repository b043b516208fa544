import { MutationObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import {
  CACHE_TIERS,
  cacheTierName,
  createQueryClient,
  queryRetryDelay,
  shouldRetryMutation,
  shouldRetryQuery,
} from './query-client';

const apiError = (status: number) => new ApiError(status, 'x', 'x');

describe('query retry policy', () => {
  it.each([401, 403, 404])('never retries a query that failed with %i', (status) => {
    expect(shouldRetryQuery(0, apiError(status))).toBe(false);
  });

  it('retries other failures up to 2 times', () => {
    expect(shouldRetryQuery(0, apiError(500))).toBe(true);
    expect(shouldRetryQuery(1, apiError(500))).toBe(true);
    expect(shouldRetryQuery(2, apiError(500))).toBe(false);
    expect(shouldRetryQuery(0, new TypeError('Failed to fetch'))).toBe(true);
  });

  it('reads the status from a plain "status: body" error too', () => {
    expect(shouldRetryQuery(0, new Error('404: {"error":{}}'))).toBe(false);
  });

  it('waits 1 s, doubling, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(queryRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});

describe('mutation retry policy', () => {
  it.each([400, 401, 403])('never retries a mutation that failed with %i', (status) => {
    expect(shouldRetryMutation(0, apiError(status))).toBe(false);
  });

  it('retries other failures once', () => {
    expect(shouldRetryMutation(0, apiError(500))).toBe(true);
    expect(shouldRetryMutation(1, apiError(500))).toBe(false);
  });
});

describe('the query client applies the policy', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs a failing 500 query 3 times (2 retries after 1 s and 2 s)', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(() => Promise.reject(apiError(500)));
    const result = client.fetchQuery({ queryKey: ['/api/gallery'], queryFn }).catch((e) => e);
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(queryFn).toHaveBeenCalledTimes(3);
    expect(await result).toBeInstanceOf(ApiError);
  });

  it('runs a 404 query once', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(() => Promise.reject(apiError(404)));
    await expect(client.fetchQuery({ queryKey: ['/api/products/x'], queryFn })).rejects.toThrow();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('runs a failing 500 mutation twice (one retry after 1 s), a 400 once', async () => {
    const client = createQueryClient();
    const failing500 = vi.fn(() => Promise.reject(apiError(500)));
    const done = new MutationObserver(client, { mutationFn: failing500 }).mutate().catch((e) => e);
    await vi.advanceTimersByTimeAsync(0);
    expect(failing500).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(failing500).toHaveBeenCalledTimes(2);
    await done;

    const failing400 = vi.fn(() => Promise.reject(apiError(400)));
    await expect(
      new MutationObserver(client, { mutationFn: failing400 }).mutate(),
    ).rejects.toThrow();
    expect(failing400).toHaveBeenCalledTimes(1);
  });

  it('does not refetch on window focus', () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions().queries?.refetchOnWindowFocus).toBe(false);
  });

  it('gives a generic read the freshness tier of its path', () => {
    const client = createQueryClient();
    const sizes = client.defaultQueryOptions({ queryKey: ['/api/canvas/sizes'] });
    expect([sizes.staleTime, sizes.gcTime]).toEqual([30 * 60_000, 60 * 60_000]);
    const own = client.defaultQueryOptions({ queryKey: ['/api/canvas/sizes'], staleTime: 5 });
    expect(own.staleTime).toBe(5);
  });
});

describe('freshness tiers', () => {
  it('matches SPEC §9 durations', () => {
    expect(CACHE_TIERS).toEqual({
      static: { staleTime: 1_800_000, gcTime: 3_600_000 },
      semiStatic: { staleTime: 900_000, gcTime: 1_800_000 },
      user: { staleTime: 300_000, gcTime: 900_000 },
      dynamic: { staleTime: 120_000, gcTime: 600_000 },
      realTime: { staleTime: 30_000, gcTime: 120_000 },
      none: { staleTime: 0, gcTime: 0 },
    });
  });

  it.each([
    ['/api/canvas/sizes', 'static'],
    ['/api/public/statistics', 'static'],
    ['/api/testimonials/featured', 'static'],
    ['/api/testimonials', 'none'],
    ['/api/products', 'semiStatic'],
    ['/api/products/vision-board', 'semiStatic'],
    ['/api/gallery', 'semiStatic'],
    ['/api/canvas-orders', 'dynamic'],
    ['/api/png-purchases/user', 'dynamic'],
    ['/api/order-tracking', 'dynamic'],
    ['/api/vision-boards/abc', 'dynamic'],
    ['/api/vision-boards/abc/artwork/latest', 'realTime'],
    ['/api/vision-boards/abc/approved-artworks', 'realTime'],
    ['/api/admin/products', 'realTime'],
    ['/api/payment-intent', 'realTime'],
    ['/api/download-png/1', 'realTime'],
    ['/api/favorites', 'user'],
    ['/api/auth/profile', 'user'],
  ])('%s is %s', (path, tier) => {
    expect(cacheTierName(path)).toBe(tier);
  });
});
