import type { AdminShippingRate, AdminShippingRateInput } from '@atelier/shared/schemas/admin';
import { adminApi } from '@/features/admin/api/admin-api';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
import { PRICING_KEYS } from './get-admin-pricing';

// POST / PUT / DELETE /api/admin/pricing/shipping-rates(/:id).
const PATH = '/api/admin/pricing/shipping-rates';

export type ShippingRateWrite =
  | { id?: undefined; body: AdminShippingRateInput }
  | { id: string; body: AdminShippingRateInput & { updatedAt: string } };

export const saveShippingRate = ({ id, body }: ShippingRateWrite) =>
  id
    ? adminApi.send<AdminShippingRate>('PUT', `${PATH}/${encodeURIComponent(id)}`, body)
    : adminApi.send<AdminShippingRate>('POST', PATH, body);

/** DELETE carries the version deleted (?updatedAt=): a row changed meanwhile answers 409. */
export const deleteShippingRate = ({ id, updatedAt }: { id: string; updatedAt: string }) =>
  adminApi.send<void>(
    'DELETE',
    `${PATH}/${encodeURIComponent(id)}?updatedAt=${encodeURIComponent(updatedAt)}`,
  );

export function useSaveShippingRate() {
  // Also after a failure: an inline toggle that met a newer version then shows that one.
  return useAdminMutation({ mutationFn: saveShippingRate, invalidate: PRICING_KEYS });
}

export function useDeleteShippingRate() {
  // Also after a failure: a 409 or 404 means the table is out of date.
  return useAdminMutation({ mutationFn: deleteShippingRate, invalidate: PRICING_KEYS });
}
