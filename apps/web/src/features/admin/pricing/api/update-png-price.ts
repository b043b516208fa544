import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/features/admin/api/admin-api';
import { invalidatePricing } from './get-admin-pricing';

/** PUT /api/admin/pricing/png-download: the full-resolution PNG's price, with its version. */
export const updatePngPrice = (body: { priceCents: number; updatedAt: string }) =>
  adminApi.send<unknown>('PUT', '/api/admin/pricing/png-download', body);

export function useUpdatePngPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    retry: false, // an admin write is never re-sent: a 409 stays a 409, a POST could land twice
    mutationFn: updatePngPrice,
    onSuccess: () => invalidatePricing(queryClient),
  });
}
