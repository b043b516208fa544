import type { ReactNode } from 'react';

export interface SimpleColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** The row's name cell: a row header for screen readers. */
  rowHeader?: boolean;
  className?: string;
}

/**
 * A short, unpaged admin table (a handful of canvas sizes or shipping rates): caption for
 * screen readers, row headers, and its own horizontal scroll on narrow screens.
 */
export function SimpleTable<T>({
  caption,
  columns,
  rows,
  getRowId,
  emptyText,
}: {
  caption: string;
  columns: SimpleColumn<T>[];
  rows: T[];
  getRowId: (row: T) => string;
  emptyText: string;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-parchment">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-cream/60">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className="px-3 py-2 font-semibold whitespace-nowrap text-navy"
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-6 text-center text-muted">
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={getRowId(row)} className="border-t border-parchment">
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th
                      key={column.header}
                      scope="row"
                      className={column.className ?? 'px-3 py-2 font-medium text-navy'}
                    >
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.header} className={column.className ?? 'px-3 py-2'}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
