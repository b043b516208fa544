import type { PngPurchase } from '@atelier/shared/schemas/png-purchases';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { cacheTierFor } from '@/lib/query-client';

const PATH = '/api/png-purchases/user';

export const pngPurchasesKey = [PATH] as const;

/** The shopper's PNG purchases, paid or waiting for payment. */
export const getPngPurchases = () => apiRequest<PngPurchase[]>('GET', PATH);

export const pngPurchasesQueryOptions = () =>
  queryOptions({ queryKey: pngPurchasesKey, queryFn: getPngPurchases, ...cacheTierFor(PATH) });

export const usePngPurchases = (enabled = true) =>
  useQuery({ ...pngPurchasesQueryOptions(), enabled });
