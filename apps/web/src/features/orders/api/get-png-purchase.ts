import type { PngPurchase } from '@atelier/shared/schemas/png-purchases';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { cacheTierFor } from '@/lib/query-client';

const PATH = '/api/png-purchase';

export const pngPurchaseKey = (id: string) => [PATH, id] as const;

/** One of the caller's PNG purchases (404 for anyone else). */
export const getPngPurchase = (id: string) =>
  apiRequest<PngPurchase>('GET', `${PATH}/${encodeURIComponent(id)}`);

export const pngPurchaseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: pngPurchaseKey(id),
    queryFn: () => getPngPurchase(id),
    ...cacheTierFor(PATH), // SPEC.md §9: PNG purchases are 'dynamic'
  });

export const usePngPurchase = (id: string) => useQuery(pngPurchaseQueryOptions(id));
