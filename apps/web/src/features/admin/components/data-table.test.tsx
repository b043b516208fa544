import type { ColumnDef } from '@tanstack/react-table';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ListParams } from '../lib/list-params';
import { DataTable } from './data-table';

type Product = { id: string; title: string; priceCents: number };

const columns: ColumnDef<Product>[] = [
  { id: 'title', header: 'Title', accessorKey: 'title', enableSorting: true },
  { id: 'price', header: 'Price', cell: ({ row }) => `$${row.original.priceCents / 100}` },
  { id: 'updatedAt', header: 'Updated', cell: () => 'today', enableSorting: true },
];

const rows: Product[] = [
  { id: 'p1', title: 'Pet Portrait', priceCents: 999 },
  { id: 'p2', title: 'Family Canvas', priceCents: 4900 },
];

const base: ListParams = {
  q: '',
  page: 1,
  pageSize: 20,
  sort: 'title',
  dir: 'asc',
  filters: {},
};

function renderTable(params: Partial<ListParams> = {}, total = 45) {
  const onParamsChange = vi.fn();
  const view = render(
    <DataTable<Product>
      caption="Products"
      columns={columns}
      data={rows}
      total={total}
      getRowId={(row) => row.id}
      params={{ ...base, ...params }}
      onParamsChange={onParamsChange}
      emptyText="No products yet."
    />,
  );
  return { ...view, onParamsChange };
}

describe('DataTable', () => {
  it('renders a captioned table with a row per item and the cells the columns make', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Products' });
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(2);
    expect(within(bodyRows[0]!).getByRole('cell', { name: 'Pet Portrait' })).toBeInTheDocument();
    expect(within(bodyRows[1]!).getByRole('cell', { name: '$49' })).toBeInTheDocument();
  });

  it('sortable headers are buttons with aria-sort; clicking one asks for that sort', async () => {
    const user = userEvent.setup();
    const { onParamsChange, rerender } = renderTable({ sort: 'title', dir: 'asc' });
    const title = screen.getByRole('columnheader', { name: /title/i });
    const updated = screen.getByRole('columnheader', { name: /updated/i });
    expect(title).toHaveAttribute('aria-sort', 'ascending');
    expect(updated).toHaveAttribute('aria-sort', 'none');
    // Not sortable: no button, no aria-sort.
    const price = screen.getByRole('columnheader', { name: 'Price' });
    expect(price).not.toHaveAttribute('aria-sort');
    expect(within(price).queryByRole('button')).toBeNull();

    await user.click(within(title).getByRole('button'));
    expect(onParamsChange).toHaveBeenLastCalledWith({ sort: 'title', dir: 'desc', page: 1 });
    await user.click(within(updated).getByRole('button'));
    expect(onParamsChange).toHaveBeenLastCalledWith({ sort: 'updatedAt', dir: 'asc', page: 1 });

    rerender(
      <DataTable<Product>
        caption="Products"
        columns={columns}
        data={rows}
        total={45}
        getRowId={(row) => row.id}
        params={{ ...base, sort: 'updatedAt', dir: 'desc' }}
        onParamsChange={onParamsChange}
      />,
    );
    expect(screen.getByRole('columnheader', { name: /updated/i })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('columnheader', { name: /title/i })).toHaveAttribute(
      'aria-sort',
      'none',
    );
  });

  it('pages with Previous and Next, which are disabled at the ends', async () => {
    const user = userEvent.setup();
    const first = renderTable({ page: 1 }, 45);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(first.onParamsChange).toHaveBeenLastCalledWith({ page: 2 });
    first.unmount();

    const middle = renderTable({ page: 2 }, 45);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(middle.onParamsChange).toHaveBeenLastCalledWith({ page: 1 });
    middle.unmount();

    renderTable({ page: 3 }, 45);
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByText('41–45 of 45')).toBeInTheDocument();
  });

  it('the page-size select asks for the new size from page 1', async () => {
    const user = userEvent.setup();
    const { onParamsChange } = renderTable({ page: 2 });
    await user.selectOptions(screen.getByLabelText('Rows per page'), '50');
    expect(onParamsChange).toHaveBeenLastCalledWith({ pageSize: 50, page: 1 });
  });

  it('shows the empty text when there are no rows, and Loading… while loading', () => {
    const onParamsChange = vi.fn();
    const props = {
      caption: 'Products',
      columns,
      data: [] as Product[],
      total: 0,
      getRowId: (row: Product) => row.id,
      params: base,
      onParamsChange,
      emptyText: 'No products yet.',
    };
    const { rerender } = render(<DataTable<Product> {...props} />);
    expect(screen.getByText('No products yet.')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    rerender(<DataTable<Product> {...props} isLoading />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });

  it('a page past the end (rows were deleted) moves to the last page', () => {
    const { onParamsChange } = renderTable({ page: 5 }, 45);
    expect(onParamsChange).toHaveBeenCalledWith({ page: 3 });
  });

  it('keeps a wide table in its own focusable scroll box, named like the table', () => {
    renderTable();
    const box = screen.getByRole('region', { name: 'Products' });
    expect(box).toHaveAttribute('tabindex', '0');
    expect(box.className).toContain('overflow-x-auto');
    expect(box).toContainElement(screen.getByRole('table'));
  });

  it('pages by cursor: Previous and Next go to the pages their cursors name, no page numbers', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    render(
      <DataTable<Product>
        caption="Products"
        columns={columns}
        data={rows}
        getRowId={(row) => row.id}
        params={{ sort: 'title', dir: 'asc' }}
        onParamsChange={vi.fn()}
        cursors={{ prevCursor: null, nextCursor: 'NEXT', onPage, noun: ['product', 'products'] }}
      />,
    );
    expect(screen.getByText('2 products on this page')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Products pages' });
    expect(within(pages).getByRole('button', { name: /previous/i })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: /next/i }));
    expect(onPage).toHaveBeenCalledWith('NEXT');
    expect(screen.queryByRole('button', { name: /page 2/i })).toBeNull();
  });
});
