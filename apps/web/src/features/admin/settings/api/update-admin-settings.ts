import type { AdminSettings, AdminSettingsValues } from '@atelier/shared/schemas/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/features/admin/api/admin-api';
import { adminSettingsKey } from './get-admin-settings';

/** PUT /api/admin/settings: the whole set, with the version it edits. */
export const updateAdminSettings = (body: AdminSettingsValues & { updatedAt: string }) =>
  adminApi.send<AdminSettings>('PUT', '/api/admin/settings', body);

// The shop's own cached copies of these settings (landing, product page, content pages).
const PUBLIC_KEYS = [['/api/public/settings'], ['/api/pages']];

export function useUpdateAdminSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    retry: false, // an admin write is never re-sent: a 409 stays a 409, a POST could land twice
    mutationFn: updateAdminSettings,
    onSuccess: (saved) => {
      if (saved?.updatedAt) queryClient.setQueryData(adminSettingsKey, saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminSettingsKey }),
        ...PUBLIC_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]);
    },
  });
}
