import type { OrderTracking } from '@atelier/shared/schemas/generation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { cacheTierFor } from '@/lib/query-client';

const PATH = '/api/order-tracking';

export const orderTrackingKey = (orderId: string) => [PATH, { orderId }] as const;

/** One of the caller's orders with its timeline, oldest event first (404 for anyone else). */
export const getOrderTracking = (orderId: string) =>
  apiRequest<OrderTracking>('GET', `${PATH}?orderId=${encodeURIComponent(orderId)}`);

export const orderTrackingQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderTrackingKey(orderId),
    queryFn: () => getOrderTracking(orderId),
    ...cacheTierFor(PATH), // SPEC.md §9: order tracking is 'dynamic'
  });

export const useOrderTracking = (orderId: string, enabled = true) =>
  useQuery({ ...orderTrackingQueryOptions(orderId), enabled });
