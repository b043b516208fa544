import type { AdminProduct } from '@atelier/shared/schemas/admin-products';
import { useQueryClient } from '@tanstack/react-query';
import { adminApi, adminKeys } from '../../api/admin-api';
import { useAdminMutation } from '../../api/use-admin-mutation';
import type { CreateBody, UpdateBody } from '../lib/product-body';
import { adminProductKey } from './get-admin-product';

export type SaveProduct = { id: null; body: CreateBody } | { id: string; body: UpdateBody };

export const saveAdminProduct = ({ id, body }: SaveProduct) =>
  id === null
    ? adminApi.send<AdminProduct>('POST', '/api/admin/products', body)
    : adminApi.send<AdminProduct>('PUT', `/api/admin/products/${encodeURIComponent(id)}`, body);

/** POST (new) or PUT (with the version edited); the lists and the shop's reads refresh. */
export function useSaveAdminProduct() {
  const queryClient = useQueryClient();
  // AdminForm shows a failure; the lists refresh only after a save.
  return useAdminMutation({
    mutationFn: saveAdminProduct,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminProductKey(saved.id), saved);
      // The lists (not this product: its answer is the fresh version already).
      void queryClient.invalidateQueries({
        queryKey: adminKeys.area('products'),
        predicate: (query) => query.queryKey[2] !== 'detail',
      });
      void queryClient.invalidateQueries({ queryKey: ['/api/products'] });
    },
  });
}
