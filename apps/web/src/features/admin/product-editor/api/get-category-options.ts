import type { AdminCategory } from '@atelier/shared/schemas/admin-content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, adminKeys } from '../../api/admin-api';

type CategoryPage = { items: AdminCategory[]; total: number };

/** Every category (a shop has few), for the product's category select. */
export const categoryOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.area('categories'), 'options'] as const,
    queryFn: () =>
      adminApi.get<CategoryPage>('/api/admin/categories?pageSize=100&sort=name&dir=asc'),
    select: (page) => page.items.map((c) => ({ value: c.id, label: c.name })),
  });

export const useCategoryOptions = () => useQuery(categoryOptionsQueryOptions());
