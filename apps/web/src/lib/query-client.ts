import {
  QueryClient,
  type DefaultError,
  type DefaultedQueryObserverOptions,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import {
  CACHE_TIER_TIMINGS,
  PRODUCT_GALLERY_TIMING,
  type CacheTierKey,
  type CacheTierTiming,
} from '@atelier/shared/constants/cache-tiers';
import { defaultQueryFn, errorStatus } from './api-client';

const SECOND = 1000;

export interface CacheTier {
  /** How long data counts as fresh (TanStack `staleTime`). */
  staleTime: number;
  /** How long unused data is kept (TanStack `gcTime`). */
  gcTime: number;
}

const toTier = ({ freshMs, keptMs }: CacheTierTiming): CacheTier => ({
  staleTime: freshMs,
  gcTime: keptMs,
});

/** SPEC.md §9 freshness tiers (fresh / kept): the same numbers the API's Cache-Control uses. */
export const CACHE_TIERS = {
  static: toTier(CACHE_TIER_TIMINGS.static),
  semiStatic: toTier(CACHE_TIER_TIMINGS.semiStatic),
  user: toTier(CACHE_TIER_TIMINGS.user),
  dynamic: toTier(CACHE_TIER_TIMINGS.dynamic),
  realTime: toTier(CACHE_TIER_TIMINGS.realTime),
  none: toTier(CACHE_TIER_TIMINGS.none),
} as const satisfies Record<CacheTierKey, CacheTier>;

export type CacheTierName = keyof typeof CACHE_TIERS;

/** The product page's gallery strip: 5 min fresh, 10 min kept. */
export const PRODUCT_GALLERY_CACHE: CacheTier = toTier(PRODUCT_GALLERY_TIMING);

const startsWithAny = (path: string, prefixes: string[]) =>
  prefixes.some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`),
  );

/** Picks the SPEC.md §9 tier for an API path. User content is the default. */
export function cacheTierName(path: string): CacheTierName {
  if (
    startsWithAny(path, ['/api/admin', '/api/payment-intent']) ||
    path.startsWith('/api/download') ||
    path.endsWith('/artwork/latest') ||
    path.endsWith('/approved-artworks')
  ) {
    return 'realTime';
  }
  // The full testimonial list is read uncached (SPEC.md §7); the featured list is static.
  if (path === '/api/testimonials') return 'none';
  if (startsWithAny(path, ['/api/canvas/sizes', '/api/public/statistics', '/api/testimonials'])) {
    return 'static';
  }
  if (startsWithAny(path, ['/api/products', '/api/gallery'])) return 'semiStatic';
  if (
    startsWithAny(path, [
      '/api/canvas-orders',
      '/api/canvas/orders',
      '/api/png-purchases',
      '/api/png-purchase',
      '/api/order-tracking',
      '/api/vision-boards',
    ])
  ) {
    return 'dynamic';
  }
  return 'user';
}

export function cacheTierFor(path: string): CacheTier {
  return CACHE_TIERS[cacheTierName(path)];
}

const NO_QUERY_RETRY = new Set([401, 403, 404]);
const NO_MUTATION_RETRY = new Set([400, 401, 403]);

/** Queries: never retried on 404/401/403, otherwise up to 2 retries. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = errorStatus(error);
  if (status !== undefined && NO_QUERY_RETRY.has(status)) return false;
  return failureCount < 2;
}

/** Query retry delay: 1 s, doubling, capped at 30 s. */
export function queryRetryDelay(attemptIndex: number): number {
  return Math.min(SECOND * 2 ** attemptIndex, 30 * SECOND);
}

/** Mutations: never retried on 400/401/403, otherwise once. */
export function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  const status = errorStatus(error);
  if (status !== undefined && NO_MUTATION_RETRY.has(status)) return false;
  return failureCount < 1;
}

export const MUTATION_RETRY_DELAY = SECOND;

const pathOf = (queryKey: QueryKey | undefined): string =>
  typeof queryKey?.[0] === 'string' ? queryKey[0] : '';

/**
 * Applies the freshness tier of the key's path to every query that does not set its own
 * staleTime/gcTime, so generic `useQuery({ queryKey: ['/api/...'] })` reads get SPEC.md §9's
 * caching without each caller repeating it.
 */
class TieredQueryClient extends QueryClient {
  override defaultQueryOptions<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    if ('_defaulted' in options && options._defaulted) return super.defaultQueryOptions(options);
    const tier = cacheTierFor(pathOf(options.queryKey));
    const keyDefaults = options.queryKey ? this.getQueryDefaults(options.queryKey) : {};
    return super.defaultQueryOptions({
      ...options,
      staleTime: options.staleTime ?? keyDefaults.staleTime ?? tier.staleTime,
      gcTime: options.gcTime ?? keyDefaults.gcTime ?? tier.gcTime,
    });
  }
}

export function createQueryClient(): QueryClient {
  return new TieredQueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: CACHE_TIERS.user.staleTime,
        gcTime: CACHE_TIERS.user.gcTime,
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: {
        retry: shouldRetryMutation,
        retryDelay: MUTATION_RETRY_DELAY,
      },
    },
  });
}

export const queryClient = createQueryClient();
