import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type Header,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { PAGE_SIZES, type ListParams } from '../lib/list-params';
import { CardSortSelect } from './card-sort-select';
import { DataTableCards, type CardPlace } from './data-table-cards';
import { KeysetPager, type CursorPaging } from './keyset-pager';
import { TablePager } from './table-pager';
import { useNarrowScreen } from './use-media-query';

// The admin's data table: TanStack Table for the column model, the server for sorting and
// paging (manualSorting, manualPagination), the URL for the state (useListParams). On a phone
// the rows are cards (data-table-cards.tsx), so nothing needs scrolling sideways.

/**
 * Optional per-column look, read from `columnDef.meta`: `{ className }` for the cells,
 * `{ headerClassName }` for the header (e.g. 'w-20 text-right'); on a phone's cards, `card`
 * places the column (see data-table-cards.tsx) and `label` names it when its header is not text.
 */
export type DataTableColumnMeta = {
  className?: string;
  headerClassName?: string;
  card?: CardPlace;
  label?: string;
};

export type DataTableProps<T> = {
  /** Names the table for screen readers (a visually hidden <caption>). */
  caption: string;
  /**
   * The columns. A column with `enableSorting: true` gets a sort button; its `id` is the API's
   * sort key. Sorting is off unless a column turns it on.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's own ColumnDef<T, any>
  columns: ColumnDef<T, any>[];
  data: T[];
  getRowId: (row: T) => string;
  /**
   * Paged by offset (the default): numbered pages over `total` rows, at `params.page` and
   * `params.pageSize`.
   */
  total?: number;
  params: Pick<ListParams, 'sort' | 'dir'> & Partial<Pick<ListParams, 'page' | 'pageSize'>>;
  /**
   * Paged by keyset instead (a list whose API answers cursors): Previous and Next go to the
   * pages the cursors name; no total, no page numbers.
   */
  cursors?: CursorPaging;
  onParamsChange: (next: Partial<ListParams>) => void;
  isLoading?: boolean;
  emptyText?: ReactNode;
  /** Offer these page sizes (default 10, 20, 50, 100). */
  pageSizes?: readonly number[];
  /** Replaces the pager below the table (a keyset list that loads more rows onto the same page). */
  footer?: ReactNode;
  /**
   * On a phone the sortable headers give way to a "Sort by" select; false when the page
   * already has its own sort control.
   */
  cardSort?: boolean;
};

function meta<T>(header: { column: { columnDef: ColumnDef<T> } }): DataTableColumnMeta {
  return (header.column.columnDef.meta ?? {}) as DataTableColumnMeta;
}

export function DataTable<T>({
  caption,
  columns,
  data,
  total: offsetTotal,
  getRowId,
  params: sortParams,
  cursors,
  onParamsChange,
  isLoading = false,
  emptyText = 'Nothing here yet.',
  pageSizes = PAGE_SIZES,
  footer,
  cardSort = true,
}: DataTableProps<T>) {
  const narrow = useNarrowScreen();
  // A keyset page is the whole of what the table knows: one page of the rows it was given.
  const total = offsetTotal ?? data.length;
  const params = {
    ...sortParams,
    page: sortParams.page ?? 1,
    pageSize: sortParams.pageSize ?? (data.length || 1),
  };
  const pageCount = Math.max(1, Math.ceil(total / params.pageSize));
  const table = useReactTable<T>({
    data,
    columns,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    rowCount: total,
    pageCount,
    state: {
      sorting: params.sort ? [{ id: params.sort, desc: params.dir === 'desc' }] : [],
      pagination: { pageIndex: params.page - 1, pageSize: params.pageSize },
    },
  });

  // A page past the end (rows deleted, a smaller page size) goes to the last page.
  const pastEnd = !footer && !cursors && !isLoading && total > 0 && params.page > pageCount;
  useEffect(() => {
    if (pastEnd) onParamsChange({ page: pageCount });
  }, [pastEnd, pageCount, onParamsChange]);

  const sortable = (header: Header<T, unknown>) => header.column.columnDef.enableSorting === true;

  const sortBy = (id: string) => {
    const dir = params.sort === id && params.dir === 'asc' ? 'desc' : 'asc';
    onParamsChange({ sort: id, dir, page: 1 });
  };

  const rows = table.getRowModel().rows;
  const columnCount = table.getVisibleLeafColumns().length || 1;

  const sortControl =
    cardSort && table.getVisibleLeafColumns().some((c) => c.columnDef.enableSorting) ? (
      <CardSortSelect table={table} params={params} onParamsChange={onParamsChange} />
    ) : null;

  return (
    <div className="grid min-w-0 gap-3">
      {narrow ? (
        <DataTableCards
          table={table}
          caption={caption}
          isLoading={isLoading}
          emptyText={emptyText}
          sortControl={sortControl}
        />
      ) : (
        <>
          {/* Wide tables scroll inside this box (a window just above the phone layout); the page
          itself never scrolls sideways. `relative` makes the box the containing block of the absolutely placed sr-only texts
          (caption, hidden column headers), so they are clipped by it instead of widening the page. */}
          <div
            role="region"
            aria-label={caption}
            tabIndex={0}
            className="relative max-w-full overflow-x-auto rounded-xl border border-parchment focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold"
          >
            <table
              className="w-full min-w-[36rem] border-collapse text-left text-sm"
              aria-busy={isLoading}
            >
              <caption className="sr-only">{caption}</caption>
              <thead className="bg-cream/60 text-navy">
                {table.getHeaderGroups().map((group) => (
                  <tr key={group.id}>
                    {group.headers.map((header) => {
                      const sorted = sortable(header) && params.sort === header.column.id;
                      const ariaSort = sortable(header)
                        ? sorted
                          ? params.dir === 'desc'
                            ? 'descending'
                            : 'ascending'
                          : 'none'
                        : undefined;
                      const content = header.isPlaceholder
                        ? null
                        : flexRender(header.column.columnDef.header, header.getContext());
                      return (
                        <th
                          key={header.id}
                          scope="col"
                          colSpan={header.colSpan}
                          aria-sort={ariaSort}
                          className={cn(
                            'px-3 py-3 font-semibold whitespace-nowrap first:pl-4 last:pr-4',
                            meta(header).headerClassName,
                          )}
                        >
                          {sortable(header) && !header.isPlaceholder ? (
                            <button
                              type="button"
                              onClick={() => sortBy(header.column.id)}
                              className="-mx-2 inline-flex min-h-11 items-center gap-1 rounded-md px-2 hover:bg-cream focus-visible:outline-3 focus-visible:outline-gold sm:min-h-8"
                            >
                              {content}
                              {sorted ? (
                                params.dir === 'desc' ? (
                                  <ArrowDown className="size-3.5" aria-hidden />
                                ) : (
                                  <ArrowUp className="size-3.5" aria-hidden />
                                )
                              ) : (
                                <ArrowUpDown className="size-3.5 opacity-40" aria-hidden />
                              )}
                            </button>
                          ) : (
                            content
                          )}
                        </th>
                      );
                    })}
                  </tr>
                ))}
              </thead>
              <tbody>
                {rows.length === 0 ? (
                  <tr>
                    <td colSpan={columnCount} className="px-4 py-10 text-center text-muted">
                      {isLoading ? 'Loading…' : emptyText}
                    </td>
                  </tr>
                ) : (
                  rows.map((row) => (
                    <tr
                      key={row.id}
                      className={cn(
                        'border-t border-parchment align-middle hover:bg-ivory',
                        isLoading && 'opacity-60',
                      )}
                    >
                      {row.getVisibleCells().map((cell) => (
                        <td
                          key={cell.id}
                          className={cn('px-3 py-3 first:pl-4 last:pr-4', meta(cell).className)}
                        >
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </td>
                      ))}
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
        </>
      )}

      {footer ??
        (cursors ? (
          <KeysetPager label={caption} shown={data.length} {...cursors} />
        ) : (
          <TablePager
            caption={caption}
            total={total}
            params={params}
            pageCount={pageCount}
            pageSizes={pageSizes}
            onParamsChange={onParamsChange}
          />
        ))}
    </div>
  );
}
