import type { CanvasOrderDetail } from '@atelier/shared/schemas/prints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { cacheTierFor } from '@/lib/query-client';

const PATH = '/api/canvas/orders';

export const canvasOrderKey = (orderId: string) => [PATH, orderId] as const;

/** One of the caller's canvas orders with its timeline and shipments (404 for anyone else). */
export const getCanvasOrder = (orderId: string) =>
  apiRequest<CanvasOrderDetail>('GET', `${PATH}/${encodeURIComponent(orderId)}`);

export const canvasOrderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: canvasOrderKey(orderId),
    queryFn: () => getCanvasOrder(orderId),
    ...cacheTierFor(PATH), // SPEC.md §9: canvas orders are 'dynamic'
  });

export const useCanvasOrder = (orderId: string) => useQuery(canvasOrderQueryOptions(orderId));
