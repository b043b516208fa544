import type { CanvasOrderDetail } from '@atelier/shared/schemas/prints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { canvasOrderKey } from './get-canvas-order';
import { orderTrackingKey } from './get-order-tracking';
import { ordersKey } from './get-orders';

/** The shopper approves the print proof: production starts. */
export const approveProof = (orderId: string) =>
  apiRequest<CanvasOrderDetail>('POST', `/api/orders/${encodeURIComponent(orderId)}/approve`);

/** The shopper asks for a change to the proof, with a note for the shop. */
export const requestProofChange = ({ orderId, note }: { orderId: string; note: string }) =>
  apiRequest<CanvasOrderDetail>(
    'POST',
    `/api/orders/${encodeURIComponent(orderId)}/request-change`,
    { note },
  );

function useRefresh() {
  const queryClient = useQueryClient();
  return (orderId: string) =>
    Promise.all(
      [canvasOrderKey(orderId), orderTrackingKey(orderId), ordersKey].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export const useApproveProof = () => {
  const refresh = useRefresh();
  return useMutation({ mutationFn: approveProof, onSuccess: (_, orderId) => refresh(orderId) });
};

export const useRequestProofChange = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: requestProofChange,
    onSuccess: (_, { orderId }) => refresh(orderId),
  });
};
