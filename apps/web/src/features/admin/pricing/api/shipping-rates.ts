import type { AdminShippingRate, AdminShippingRateInput } from '@atelier/shared/schemas/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/features/admin/api/admin-api';
import { invalidatePricing } from './get-admin-pricing';

// POST / PUT / DELETE /api/admin/pricing/shipping-rates(/:id).
const PATH = '/api/admin/pricing/shipping-rates';

export type ShippingRateWrite =
  | { id?: undefined; body: AdminShippingRateInput }
  | { id: string; body: AdminShippingRateInput & { updatedAt: string } };

export const saveShippingRate = ({ id, body }: ShippingRateWrite) =>
  id
    ? adminApi.send<AdminShippingRate>('PUT', `${PATH}/${encodeURIComponent(id)}`, body)
    : adminApi.send<AdminShippingRate>('POST', PATH, body);

export const deleteShippingRate = (id: string) =>
  adminApi.send<void>('DELETE', `${PATH}/${encodeURIComponent(id)}`);

export function useSaveShippingRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveShippingRate,
    onSuccess: () => invalidatePricing(queryClient),
  });
}

export function useDeleteShippingRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShippingRate,
    onSuccess: () => invalidatePricing(queryClient),
  });
}
