import type { ColumnDef } from '@tanstack/react-table';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubScreenWidth } from '@/test/screen-width';
import type { ListParams } from '../lib/list-params';
import { DataTable, type DataTableProps } from './data-table';
import { NARROW_SCREEN } from './use-media-query';

// The data table below 768 px: a card per row with its title, status and main action in view.

type Order = { id: string; number: string; customer: string; status: string; totalCents: number };

const columns: ColumnDef<Order>[] = [
  {
    id: 'select',
    header: () => <input type="checkbox" aria-label="Select all orders" />,
    cell: ({ row }) => <input type="checkbox" aria-label={`Select ${row.original.number}`} />,
  },
  { id: 'number', header: 'Order', accessorKey: 'number' },
  { id: 'customer', header: 'Customer', accessorKey: 'customer' },
  {
    id: 'total',
    header: 'Total',
    enableSorting: true,
    cell: ({ row }) => `$${row.original.totalCents / 100}`,
  },
  {
    id: 'status',
    header: 'Status',
    enableSorting: true,
    cell: ({ row }) => <span>{row.original.status}</span>,
  },
  {
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    cell: ({ row }) => <button type="button">Open {row.original.number}</button>,
  },
];

const rows: Order[] = [
  { id: 'o1', number: 'A-1', customer: 'ada@example.com', status: 'Paid', totalCents: 10900 },
  { id: 'o2', number: 'B-2', customer: 'grace@example.com', status: 'Shipped', totalCents: 4900 },
];

const base: ListParams = { q: '', page: 1, pageSize: 20, sort: 'total', dir: 'asc', filters: {} };

const screenWidth = (narrow: boolean) => stubScreenWidth([NARROW_SCREEN], narrow);

function renderTable(props: Partial<DataTableProps<Order>> = {}) {
  const onParamsChange = vi.fn();
  render(
    <DataTable<Order>
      caption="Orders"
      columns={columns}
      data={rows}
      total={rows.length}
      getRowId={(row) => row.id}
      params={base}
      onParamsChange={onParamsChange}
      emptyText="No orders yet."
      {...props}
    />,
  );
  return { onParamsChange };
}

describe('DataTable on a phone', () => {
  it('shows each row as a card: title, status, labelled values and the row action', () => {
    screenWidth(true);
    renderTable();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Orders' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = cards[0]!;
    expect(within(first).getByText('A-1')).toBeInTheDocument();
    expect(within(first).getByText('Paid')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Open A-1' })).toBeInTheDocument();
    expect(within(first).getByRole('checkbox', { name: 'Select A-1' })).toBeInTheDocument();
    // The other columns as "label: value", named by their headers.
    const terms = within(first)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms).toEqual(['Customer', 'Total']);
    expect(
      within(first)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['ada@example.com', '$109']);
    // The select column's header ("select all") stays above the cards.
    expect(screen.getByRole('checkbox', { name: 'Select all orders' })).toBeInTheDocument();
  });

  it('sorts with a select instead of the column headers, unless the page has its own', async () => {
    screenWidth(true);
    const user = userEvent.setup();
    const { onParamsChange } = renderTable();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('total:asc');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Total, ascending', 'Total, descending', 'Status, ascending', 'Status, descending']);
    await user.selectOptions(sort, 'status:desc');
    expect(onParamsChange).toHaveBeenLastCalledWith({ sort: 'status', dir: 'desc', page: 1 });
  });

  it('leaves the sort to the page when cardSort is off, and says when there is nothing', () => {
    screenWidth(true);
    renderTable({ cardSort: false, data: [], total: 0 });
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
    expect(screen.getByText('No orders yet.')).toBeInTheDocument();
  });

  it('turns into the table when the window widens, and back', () => {
    const width = screenWidth(false);
    renderTable();
    expect(screen.getByRole('table', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Orders' })).not.toBeInTheDocument();
    width.set(true);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Orders' })).toBeInTheDocument();
    width.set(false);
    expect(screen.getByRole('table', { name: 'Orders' })).toBeInTheDocument();
  });

  it('puts a picture column beside the title, and meta.card can place or hide any column', () => {
    screenWidth(true);
    type Item = { id: string; title: string };
    render(
      <DataTable<Item>
        caption="Products"
        columns={[
          { id: 'thumbnail', header: () => null, cell: () => <img alt="Pet Portrait photo" /> },
          { id: 'title', header: 'Title', accessorKey: 'title' },
          { id: 'kind', header: 'Kind', meta: { card: 'status' }, cell: () => 'Draft' },
          { id: 'note', header: 'Note', meta: { card: 'hidden' }, cell: () => 'internal' },
          {
            id: 'slug',
            header: () => <span>Slug</span>,
            meta: { label: 'Address' },
            cell: () => '/pet',
          },
        ]}
        data={[{ id: 'p1', title: 'Pet Portrait' }]}
        total={1}
        getRowId={(row) => row.id}
        params={base}
        onParamsChange={vi.fn()}
      />,
    );
    const card = within(screen.getByRole('list', { name: 'Products' })).getByRole('listitem');
    expect(within(card).getByRole('img', { name: 'Pet Portrait photo' })).toBeInTheDocument();
    expect(within(card).getByText('Draft')).toBeInTheDocument();
    expect(within(card).queryByText('internal')).not.toBeInTheDocument();
    // The title heads the card; the picture, status and hidden columns have no value line.
    expect(
      within(card)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Address']);
    expect(within(card).getByRole('definition')).toHaveTextContent('/pet');
    expect(within(card).queryByRole('term', { name: 'Title' })).not.toBeInTheDocument();
  });
});
