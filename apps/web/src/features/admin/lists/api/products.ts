import type {
  AdminProduct,
  AdminProductList,
  AdminProductListItem,
} from '@atelier/shared/schemas/admin-products';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminApi, adminKeys } from '@/features/admin/api/admin-api';
import { CACHE_TIERS } from '@/lib/query-client';

// /api/admin/products: the products list and its row actions.
export const productKeys = adminKeys.area('products');

/** GET /api/admin/products{qs}: one page of the list (qs from toQueryString). */
export const productListQuery = (qs: string) =>
  queryOptions({
    queryKey: [...productKeys, 'list', qs],
    queryFn: () => adminApi.get<AdminProductList>(`/api/admin/products${qs}`),
    placeholderData: keepPreviousData,
    ...CACHE_TIERS.realTime,
  });

/** Up to 100 products for the product selects of the gallery and testimonial forms. */
export const productOptionsQuery = () => productListQuery('?pageSize=100&sort=title&dir=asc');

type Row = AdminProductListItem;
const path = (id: string) => `/api/admin/products/${encodeURIComponent(id)}`;

export const duplicateProduct = (row: Row) =>
  adminApi.send<AdminProduct>('POST', `${path(row.id)}/duplicate`);
export const archiveProduct = (row: Row) =>
  adminApi.send<AdminProduct>('POST', `${path(row.id)}/archive`, { updatedAt: row.updatedAt });
export const restoreProduct = (row: Row) =>
  adminApi.send<AdminProduct>('POST', `${path(row.id)}/restore`, { updatedAt: row.updatedAt });
export const activateProduct = (row: Row) =>
  adminApi.send<AdminProduct>('POST', `${path(row.id)}/activate`, { updatedAt: row.updatedAt });
export const deactivateProduct = (row: Row) =>
  adminApi.send<AdminProduct>('POST', `${path(row.id)}/deactivate`, { updatedAt: row.updatedAt });
export const deleteProduct = (row: Row) =>
  adminApi.send<void>('DELETE', `${path(row.id)}?updatedAt=${encodeURIComponent(row.updatedAt)}`);
