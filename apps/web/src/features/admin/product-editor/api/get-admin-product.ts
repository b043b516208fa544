import type { AdminProduct } from '@atelier/shared/schemas/admin-products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, adminKeys } from '../../api/admin-api';

export const adminProductKey = (id: string) =>
  [...adminKeys.area('products'), 'detail', id] as const;

export const getAdminProduct = (id: string) =>
  adminApi.get<AdminProduct>(`/api/admin/products/${encodeURIComponent(id)}`);

export const adminProductQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminProductKey(id), queryFn: () => getAdminProduct(id) });

export const useAdminProduct = (id: string) => useQuery(adminProductQueryOptions(id));
