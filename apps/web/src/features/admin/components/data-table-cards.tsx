import { flexRender, type Cell, type Column, type Table } from '@tanstack/react-table';
import { Fragment, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

// The data table on a phone: one card per row, so the row's name, its status and its main
// action are in view without scrolling sideways inside a table. Each column's place on the
// card comes from `meta.card`, or from its id: 'select' (a checkbox), 'thumbnail' (the picture
// beside the title), 'status', 'actions'; the first other column is the card's title, the rest
// are label: value lines.

export type CardPlace = 'select' | 'media' | 'primary' | 'status' | 'action' | 'detail' | 'hidden';

type CardMeta = { card?: CardPlace; label?: string };

function placesOf<T>(columns: Column<T, unknown>[]): Map<string, CardPlace> {
  const places = new Map<string, CardPlace>();
  const byId: Record<string, CardPlace> = {
    select: 'select',
    thumbnail: 'media',
    status: 'status',
    actions: 'action',
  };
  for (const column of columns) {
    const meta = (column.columnDef.meta ?? {}) as CardMeta;
    places.set(column.id, meta.card ?? byId[column.id] ?? 'detail');
  }
  if (![...places.values()].includes('primary')) {
    const first = columns.find((c) => places.get(c.id) === 'detail');
    if (first) places.set(first.id, 'primary');
  }
  return places;
}

/** A column's name on the card: `meta.label`, else its header when that is text. */
function labelOf<T>(column: Column<T, unknown>): string | undefined {
  const meta = (column.columnDef.meta ?? {}) as CardMeta;
  const header = column.columnDef.header;
  return meta.label ?? (typeof header === 'string' ? header : undefined);
}

const render = <T,>(cell: Cell<T, unknown>) =>
  flexRender(cell.column.columnDef.cell, cell.getContext());

export function DataTableCards<T>({
  table,
  caption,
  isLoading,
  emptyText,
  sortControl,
}: {
  table: Table<T>;
  caption: string;
  isLoading: boolean;
  emptyText: ReactNode;
  /** Sorting by a select, as the column headers it replaces did. */
  sortControl?: ReactNode;
}) {
  const columns = table.getVisibleLeafColumns();
  const places = placesOf(columns);
  const rows = table.getRowModel().rows;
  // The select column's header ("select all") has no table header to live in: above the cards.
  const headerTools = table
    .getHeaderGroups()
    .flatMap((group) => group.headers)
    .filter((h) => !h.isPlaceholder && places.get(h.column.id) === 'select')
    .map((h) => (
      <Fragment key={h.id}>{flexRender(h.column.columnDef.header, h.getContext())}</Fragment>
    ));

  return (
    <div role="region" aria-label={caption} className="grid min-w-0 gap-3">
      {headerTools.length > 0 || sortControl ? (
        <div className="flex flex-wrap items-end gap-3 text-sm">
          {headerTools.length > 0 ? (
            <label className="flex min-h-11 items-center gap-2 text-navy">
              {headerTools}
              Select all
            </label>
          ) : null}
          {sortControl}
        </div>
      ) : null}
      {rows.length === 0 ? (
        <p className="rounded-xl border border-parchment px-4 py-10 text-center text-sm text-muted">
          {isLoading ? 'Loading…' : emptyText}
        </p>
      ) : (
        <ul aria-busy={isLoading} aria-label={caption} className="grid gap-3">
          {rows.map((row) => {
            const cells = row.getVisibleCells();
            const at = (place: CardPlace) => cells.filter((c) => places.get(c.column.id) === place);
            const details = at('detail');
            const actions = at('action');
            return (
              <li
                key={row.id}
                className={cn(
                  'grid min-w-0 gap-3 rounded-xl border border-parchment bg-white/70 p-4 text-sm',
                  isLoading && 'opacity-60',
                )}
              >
                <div className="flex min-w-0 items-start gap-3">
                  {at('select').map((cell) => (
                    <div key={cell.id} className="flex min-h-6 items-center">
                      {render(cell)}
                    </div>
                  ))}
                  {at('media').map((cell) => (
                    <div key={cell.id} className="shrink-0">
                      {render(cell)}
                    </div>
                  ))}
                  <div className="min-w-0 flex-1 [&_*]:min-w-0">
                    {at('primary').map((cell) => (
                      <Fragment key={cell.id}>{render(cell)}</Fragment>
                    ))}
                  </div>
                  {at('status').map((cell) => (
                    <div key={cell.id} className="shrink-0">
                      {render(cell)}
                    </div>
                  ))}
                </div>
                {details.length > 0 ? (
                  <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5">
                    {details.map((cell) => {
                      const label = labelOf(cell.column);
                      return (
                        <Fragment key={cell.id}>
                          {label ? <dt className="text-muted">{label}</dt> : null}
                          <dd
                            className={cn(
                              'min-w-0 break-words text-navy [&_*]:max-w-full [&_*]:min-w-0',
                              !label && 'col-span-2',
                            )}
                          >
                            {render(cell)}
                          </dd>
                        </Fragment>
                      );
                    })}
                  </dl>
                ) : null}
                {actions.length > 0 ? (
                  <div className="flex flex-wrap items-center gap-2 border-t border-parchment pt-3">
                    {actions.map((cell) => (
                      <Fragment key={cell.id}>{render(cell)}</Fragment>
                    ))}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
