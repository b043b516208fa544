import type { AdminSettings } from '@atelier/shared/schemas/admin-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, adminKeys } from '@/features/admin/api/admin-api';

// GET /api/admin/settings: everything the site content screen edits, with its version.
export const adminSettingsKey = adminKeys.area('settings');

export const getAdminSettings = () => adminApi.get<AdminSettings>('/api/admin/settings');

export const adminSettingsQueryOptions = () =>
  queryOptions({ queryKey: adminSettingsKey, queryFn: getAdminSettings });

export const useAdminSettings = () => useQuery(adminSettingsQueryOptions());
