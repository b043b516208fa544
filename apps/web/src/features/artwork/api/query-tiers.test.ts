import { describe, expect, it } from 'vitest';
import { CACHE_TIERS } from '@/lib/query-client';
import { boardArtworksQueryOptions } from './get-board-artworks';
import { latestArtworkQueryOptions } from './get-latest-artwork';
import { visionBoardQueryOptions } from '@/lib/api/get-vision-board';
import { visionBoardsQueryOptions } from '@/lib/api/get-vision-boards';

const tierOf = (o: { staleTime?: unknown; gcTime?: unknown }) => ({
  staleTime: o.staleTime,
  gcTime: o.gcTime,
});

describe('artwork screen cache tiers (SPEC.md §9)', () => {
  it('vision boards and their artwork lists are dynamic (2 min fresh, 10 min kept)', () => {
    expect(tierOf(visionBoardsQueryOptions())).toEqual(CACHE_TIERS.dynamic);
    expect(tierOf(visionBoardQueryOptions('b1'))).toEqual(CACHE_TIERS.dynamic);
    expect(tierOf(boardArtworksQueryOptions('b1'))).toEqual(CACHE_TIERS.dynamic);
    expect(CACHE_TIERS.dynamic).toEqual({ staleTime: 120_000, gcTime: 600_000 });
  });

  it('the latest artwork is real-time (30 s fresh, 2 min kept)', () => {
    expect(tierOf(latestArtworkQueryOptions('b1'))).toEqual(CACHE_TIERS.realTime);
    expect(CACHE_TIERS.realTime).toEqual({ staleTime: 30_000, gcTime: 120_000 });
  });

  it('every key sits under the boards prefix, so one invalidation refreshes the screen', () => {
    for (const o of [
      visionBoardQueryOptions('b1'),
      boardArtworksQueryOptions('b1'),
      latestArtworkQueryOptions('b1'),
    ]) {
      expect(o.queryKey.slice(0, 1)).toEqual(visionBoardsQueryOptions().queryKey);
    }
  });
});
