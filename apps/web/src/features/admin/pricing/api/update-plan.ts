import type { AdminPlan, AdminPlanUpdate } from '@atelier/shared/schemas/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/features/admin/api/admin-api';
import { invalidatePricing } from './get-admin-pricing';

/** PUT /api/admin/pricing/plans/:id with the version edited. */
export const updatePlan = (id: string, body: AdminPlanUpdate) =>
  adminApi.send<AdminPlan>('PUT', `/api/admin/pricing/plans/${encodeURIComponent(id)}`, body);

export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    retry: false, // an admin write is never re-sent: a 409 stays a 409, a POST could land twice
    mutationFn: ({ id, body }: { id: string; body: AdminPlanUpdate }) => updatePlan(id, body),
    onSuccess: () => invalidatePricing(queryClient),
  });
}
