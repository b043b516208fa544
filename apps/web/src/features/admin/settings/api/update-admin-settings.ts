import type { AdminSettings, AdminSettingsValues } from '@atelier/shared/schemas/admin-settings';
import { useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/features/admin/api/admin-api';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
import { pricingQueryOptions } from '@/lib/pricing';
import { adminSettingsKey } from './get-admin-settings';

/** PUT /api/admin/settings: the whole set, with the version it edits. */
export const updateAdminSettings = (body: AdminSettingsValues & { updatedAt: string }) =>
  adminApi.send<AdminSettings>('PUT', '/api/admin/settings', body);

// The shop's own cached copies of these settings (landing, product page, content pages, and
// the production days in the pricing answer).
const PUBLIC_KEYS = [['/api/public/settings'], ['/api/pages'], pricingQueryOptions().queryKey];

export function useUpdateAdminSettings() {
  const queryClient = useQueryClient();
  // AdminForm shows a failure; the form keeps the edits it could not save.
  return useAdminMutation({
    mutationFn: updateAdminSettings,
    onSuccess: (saved) => {
      if (saved?.updatedAt) queryClient.setQueryData(adminSettingsKey, saved);
    },
    invalidate: [adminSettingsKey, ...PUBLIC_KEYS],
    refetchAfterError: false,
  });
}
