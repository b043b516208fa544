import { useMemo, useState } from 'react';
import type { ListParams } from '@/features/admin/lib/list-params';

type TableParams = Pick<ListParams, 'page' | 'pageSize' | 'sort' | 'dir'>;

/**
 * DataTable's sort and page state for a short list the API sends whole (canvas sizes, shipping
 * rates): kept in the component, sorted and sliced here. One screen holds several such tables,
 * so their state stays out of the URL, which would need a prefix per table.
 */
export function useLocalTable<T>(
  rows: readonly T[],
  compare: Record<string, (a: T, b: T) => number>,
  defaults: { sort: string; dir?: 'asc' | 'desc'; pageSize?: number },
) {
  const [params, setParams] = useState<TableParams>({
    page: 1,
    pageSize: defaults.pageSize ?? 20,
    sort: defaults.sort,
    dir: defaults.dir ?? 'asc',
  });

  const sorted = useMemo(() => {
    const by = compare[params.sort];
    if (!by) return [...rows];
    const sign = params.dir === 'desc' ? -1 : 1;
    return [...rows].sort((a, b) => sign * by(a, b));
  }, [rows, compare, params.sort, params.dir]);

  const pageCount = Math.max(1, Math.ceil(sorted.length / params.pageSize));
  const page = Math.min(params.page, pageCount);
  const pageRows = sorted.slice((page - 1) * params.pageSize, page * params.pageSize);

  const onParamsChange = (next: Partial<ListParams>) =>
    setParams((current) => ({
      page: next.page ?? current.page,
      pageSize: next.pageSize ?? current.pageSize,
      sort: next.sort ?? current.sort,
      dir: next.dir ?? current.dir,
    }));

  return { params: { ...params, page }, onParamsChange, pageRows, total: sorted.length };
}
