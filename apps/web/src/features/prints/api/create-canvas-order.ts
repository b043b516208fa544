import type { CanvasOrder } from '@atelier/shared/schemas/prints';
import type { CreateCanvasOrderBody } from '@atelier/shared/schemas/shipping-address';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorStatus } from '@/lib/api-client';

interface CreateCanvasOrder {
  body: CreateCanvasOrderBody;
  /** Made once per review step: a retry with it answers the same order, never a second one. */
  idempotencyKey: string;
}

/** POST /api/canvas-orders: the server prices the order (canvas, shipping, total). */
export const createCanvasOrder = ({ body, idempotencyKey }: CreateCanvasOrder) =>
  apiRequest<CanvasOrder>('POST', '/api/canvas-orders', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export const useCreateCanvasOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCanvasOrder,
    // Only a lost answer is worth repeating (the key makes it safe); a refusal stays a refusal.
    retry: (failures, error) => failures < 1 && (errorStatus(error) ?? 500) >= 500,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/canvas-orders'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/orders'] }),
      ]),
  });
};
