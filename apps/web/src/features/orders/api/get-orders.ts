import type { OrderSummary } from '@atelier/shared/schemas/generation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CACHE_TIERS } from '@/lib/query-client';

export const ordersKey = ['/api/orders'] as const;

/** Every order of the caller (artwork requests, canvas prints, PNG downloads), newest first. */
export const getOrders = () => apiRequest<OrderSummary[]>('GET', '/api/orders');

export const ordersQueryOptions = () =>
  queryOptions({
    queryKey: ordersKey,
    queryFn: getOrders,
    // The list carries canvas orders and PNG purchases with live statuses: SPEC.md §9 'dynamic'.
    ...CACHE_TIERS.dynamic,
  });

export const useOrders = () => useQuery(ordersQueryOptions());
