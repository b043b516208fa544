import type { AdminCategory, AdminCategoryInput } from '@atelier/shared/schemas/admin';
import { queryOptions } from '@tanstack/react-query';
import { adminApi, adminKeys } from '@/features/admin/api/admin-api';
import { CACHE_TIERS } from '@/lib/query-client';

// /api/admin/categories: few enough to show and reorder all at once (up to 100).
export const categoryKeys = adminKeys.area('categories');

interface CategoryList {
  items: AdminCategory[];
  total: number;
  page: number;
  pageSize: number;
}

export const categoryListQuery = () =>
  queryOptions({
    queryKey: [...categoryKeys, 'list'],
    queryFn: () =>
      adminApi.get<CategoryList>('/api/admin/categories?pageSize=100&sort=sortOrder&dir=asc'),
    ...CACHE_TIERS.realTime,
  });

const path = (id: string) => `/api/admin/categories/${encodeURIComponent(id)}`;

export const createCategory = (body: AdminCategoryInput) =>
  adminApi.send<AdminCategory>('POST', '/api/admin/categories', body);
export const updateCategory = (id: string, body: AdminCategoryInput & { updatedAt: string }) =>
  adminApi.send<AdminCategory>('PUT', path(id), body);
export const deleteCategory = (row: AdminCategory) =>
  adminApi.send<void>('DELETE', `${path(row.id)}?updatedAt=${encodeURIComponent(row.updatedAt)}`);
export const reorderCategories = (ids: string[]) =>
  adminApi.send<unknown>('POST', '/api/admin/categories/reorder', { ids });
