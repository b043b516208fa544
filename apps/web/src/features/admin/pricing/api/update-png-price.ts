import { adminApi } from '@/features/admin/api/admin-api';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
import { PRICING_KEYS } from './get-admin-pricing';

/** PUT /api/admin/pricing/png-download: the full-resolution PNG's price, with its version. */
export const updatePngPrice = (body: { priceCents: number; updatedAt: string }) =>
  adminApi.send<unknown>('PUT', '/api/admin/pricing/png-download', body);

export function useUpdatePngPrice() {
  // AdminForm shows a failure; the form keeps the edits it could not save.
  return useAdminMutation({
    mutationFn: updatePngPrice,
    invalidate: PRICING_KEYS,
    refetchAfterError: false,
  });
}
