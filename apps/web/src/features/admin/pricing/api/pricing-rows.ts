import { adminApi } from '@/features/admin/api/admin-api';

// POST / PUT / DELETE /api/admin/pricing/{canvas-sizes,shipping-rates}(/:id): the pricing
// screen's tables of rows, each row with its version.

export type RowWrite<I> =
  { id?: undefined; body: I } | { id: string; body: I & { updatedAt: string } };

export type RowDelete = { id: string; updatedAt: string };

export type PricingRowsApi<T, I> = {
  save: (write: RowWrite<I>) => Promise<T>;
  /** DELETE carries the version deleted (?updatedAt=): a row changed meanwhile answers 409. */
  remove: (row: RowDelete) => Promise<void>;
};

export function pricingRowsApi<T, I extends object>(path: string): PricingRowsApi<T, I> {
  const one = (id: string) => `${path}/${encodeURIComponent(id)}`;
  return {
    save: ({ id, body }) =>
      id ? adminApi.send<T>('PUT', one(id), body) : adminApi.send<T>('POST', path, body),
    remove: ({ id, updatedAt }) =>
      adminApi.send<void>('DELETE', `${one(id)}?updatedAt=${encodeURIComponent(updatedAt)}`),
  };
}
