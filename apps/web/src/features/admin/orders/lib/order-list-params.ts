import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

// The order list's state in the URL: filters, search, sort and the keyset cursor of the page
// shown. Any change but the cursor goes back to the first page (the cursor belongs to a list).

export const ORDER_FILTERS = ['kind', 'status', 'from', 'to', 'customer', 'q'] as const;
export type OrderFilterName = (typeof ORDER_FILTERS)[number];

export type OrderListParams = {
  filters: Partial<Record<OrderFilterName, string>>;
  sort: string;
  dir: 'asc' | 'desc';
  cursor: string | undefined;
};

export type OrderListUpdate = {
  filters?: Partial<Record<OrderFilterName, string | undefined>>;
  sort?: string;
  dir?: 'asc' | 'desc';
  cursor?: string | null;
};

const DEFAULT_SORT = 'createdAt';
const DEFAULT_DIR = 'desc';

export function readOrderListParams(search: URLSearchParams): OrderListParams {
  const filters: OrderListParams['filters'] = {};
  for (const name of ORDER_FILTERS) {
    const value = search.get(name);
    if (value) filters[name] = value;
  }
  const dir = search.get('dir');
  return {
    filters,
    sort: search.get('sort') || DEFAULT_SORT,
    dir: dir === 'asc' || dir === 'desc' ? dir : DEFAULT_DIR,
    cursor: search.get('cursor') || undefined,
  };
}

/** The API's query string for these params ('' when all are defaults). */
export function orderListSearch(params: OrderListParams, withCursor = true): string {
  const out = new URLSearchParams();
  for (const name of ORDER_FILTERS) {
    const value = params.filters[name]?.trim();
    if (value) out.set(name, value);
  }
  if (params.sort !== DEFAULT_SORT) out.set('sort', params.sort);
  if (params.dir !== DEFAULT_DIR) out.set('dir', params.dir);
  if (withCursor && params.cursor) out.set('cursor', params.cursor);
  const text = out.toString();
  return text ? `?${text}` : '';
}

export function useOrderListParams(): [OrderListParams, (next: OrderListUpdate) => void] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readOrderListParams(search), [search]);
  const update = useCallback(
    (next: OrderListUpdate) => {
      setSearch(
        (previous) => {
          const current = readOrderListParams(previous);
          const merged: OrderListParams = {
            filters: { ...current.filters },
            sort: next.sort ?? current.sort,
            dir: next.dir ?? current.dir,
            // A new filter or sort starts from the first page.
            cursor: next.cursor === undefined ? undefined : (next.cursor ?? undefined),
          };
          for (const [name, value] of Object.entries(next.filters ?? {})) {
            if (value) merged.filters[name as OrderFilterName] = value;
            else delete merged.filters[name as OrderFilterName];
          }
          // A status another kind cannot have is dropped with the kind change.
          return new URLSearchParams(orderListSearch(merged));
        },
        { replace: Object.keys(next).length === 1 && next.filters?.q !== undefined },
      );
    },
    [setSearch],
  );
  return [params, update];
}
