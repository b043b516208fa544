import type { Table } from '@tanstack/react-table';
import { useId } from 'react';
import type { ListParams } from '../lib/list-params';

/**
 * The data table's sort on a phone, where its cards have no column headers to click: one
 * option per sortable column and direction; choosing one asks for it from page 1.
 */
export function CardSortSelect<T>({
  table,
  params,
  onParamsChange,
}: {
  table: Table<T>;
  params: Pick<ListParams, 'sort' | 'dir'>;
  onParamsChange: (next: Partial<ListParams>) => void;
}) {
  const id = useId();
  const columns = table.getVisibleLeafColumns().filter((c) => c.columnDef.enableSorting);
  return (
    <div className="grid min-w-0 flex-1 basis-48 gap-1.5">
      <label htmlFor={id} className="font-medium text-navy">
        Sort by
      </label>
      <select
        id={id}
        value={params.sort ? `${params.sort}:${params.dir}` : ''}
        onChange={(event) => {
          const [sort, dir] = event.target.value.split(':');
          onParamsChange({ sort, dir: dir === 'desc' ? 'desc' : 'asc', page: 1 });
        }}
        className="min-h-11 w-full rounded-lg border border-navy/20 bg-white px-3 text-base text-navy"
      >
        {params.sort ? null : <option value="">Default order</option>}
        {columns.flatMap((c) => {
          const name = (c.columnDef.meta as { label?: string } | undefined)?.label;
          const header = c.columnDef.header;
          const label = name ?? (typeof header === 'string' ? header : c.id);
          return [
            <option key={`${c.id}:asc`} value={`${c.id}:asc`}>
              {label}, ascending
            </option>,
            <option key={`${c.id}:desc`} value={`${c.id}:desc`}>
              {label}, descending
            </option>,
          ];
        })}
      </select>
    </div>
  );
}
