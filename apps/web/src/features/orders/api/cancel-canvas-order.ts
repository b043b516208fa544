import type { CanvasOrderDetail } from '@atelier/shared/schemas/prints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { canvasOrderKey } from './get-canvas-order';
import { orderTrackingKey } from './get-order-tracking';
import { ordersKey } from './get-orders';

/** The shopper cancels before production (a paid order is refunded by the server). */
export const cancelCanvasOrder = (orderId: string) =>
  apiRequest<CanvasOrderDetail>('POST', `/api/canvas/orders/${encodeURIComponent(orderId)}/cancel`);

export const useCancelCanvasOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelCanvasOrder,
    onSuccess: (_, orderId) =>
      Promise.all(
        [canvasOrderKey(orderId), orderTrackingKey(orderId), ordersKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
};
