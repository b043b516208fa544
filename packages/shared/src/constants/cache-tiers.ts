// SPEC.md §9 cache freshness tiers (fresh / kept), shared by the API's Cache-Control headers
// and the web's query cache so both sides age data alike.

const SECOND = 1000;
const MINUTE = 60 * SECOND;

export type CacheTierTiming = {
  /** How long a copy counts as fresh (HTTP max-age, TanStack staleTime). */
  freshMs: number;
  /** How long a copy is kept in all (fresh + stale-while-revalidate, TanStack gcTime). */
  keptMs: number;
};

export const CACHE_TIER_TIMINGS = {
  static: { freshMs: 30 * MINUTE, keptMs: 60 * MINUTE },
  semiStatic: { freshMs: 15 * MINUTE, keptMs: 30 * MINUTE },
  user: { freshMs: 5 * MINUTE, keptMs: 15 * MINUTE },
  dynamic: { freshMs: 2 * MINUTE, keptMs: 10 * MINUTE },
  realTime: { freshMs: 30 * SECOND, keptMs: 2 * MINUTE },
  none: { freshMs: 0, keptMs: 0 },
} as const satisfies Record<string, CacheTierTiming>;

export type CacheTierKey = keyof typeof CACHE_TIER_TIMINGS;

/** The product page's gallery strip: 5 min fresh, 10 min kept. */
export const PRODUCT_GALLERY_TIMING: CacheTierTiming = { freshMs: 5 * MINUTE, keptMs: 10 * MINUTE };
