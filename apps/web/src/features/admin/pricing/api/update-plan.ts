import type { AdminPlan, AdminPlanUpdate } from '@atelier/shared/schemas/admin-pricing';
import { adminApi } from '@/features/admin/api/admin-api';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
import { PRICING_KEYS } from './get-admin-pricing';

/** PUT /api/admin/pricing/plans/:id with the version edited. */
export const updatePlan = (id: string, body: AdminPlanUpdate) =>
  adminApi.send<AdminPlan>('PUT', `/api/admin/pricing/plans/${encodeURIComponent(id)}`, body);

export function useUpdatePlan() {
  // AdminForm shows a failure; the form keeps the edits it could not save.
  return useAdminMutation({
    mutationFn: ({ id, body }: { id: string; body: AdminPlanUpdate }) => updatePlan(id, body),
    invalidate: PRICING_KEYS,
    refetchAfterError: false,
  });
}
