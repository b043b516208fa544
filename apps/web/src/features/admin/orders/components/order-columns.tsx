import type { AdminOrderRow } from '@atelier/shared/schemas/admin-orders';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { formatCents } from '@/features/admin/lib/money';
import { formatDate, shortId } from '@/features/admin/lib/format';
import { KIND_LABELS } from '../lib/labels';
import { OrderStatusBadge, PrintFileBadge } from './order-status-badge';

// The /admin/orders table. Sortable columns use the API's sort keys (createdAt, total, status).
// The minimum widths let the eight columns fit the admin's content width at 1280 px.

export const orderColumns: ColumnDef<AdminOrderRow>[] = [
  {
    id: 'order',
    header: 'Order',
    enableSorting: false,
    cell: ({ row: { original } }) => (
      <div className="grid">
        <Link
          to={`/admin/orders/${original.id}`}
          className="font-mono font-semibold text-navy underline-offset-4 hover:underline"
          aria-label={`Order ${shortId(original.id)}, ${KIND_LABELS[original.kind]}`}
        >
          {shortId(original.id)}
        </Link>
        <span className="text-xs text-muted">{KIND_LABELS[original.kind]}</span>
      </div>
    ),
  },
  {
    id: 'customer',
    header: 'Customer',
    enableSorting: false,
    cell: ({ row: { original } }) => (
      <div className="grid max-w-48 min-w-32">
        {original.customerName ? (
          <span className="truncate font-medium text-navy">{original.customerName}</span>
        ) : null}
        <span className="truncate text-xs text-muted">{original.customerEmail}</span>
      </div>
    ),
  },
  {
    id: 'summary',
    header: 'Summary',
    enableSorting: false,
    cell: ({ row }) => <span className="block min-w-28">{row.original.summary}</span>,
  },
  {
    id: 'total',
    header: 'Total',
    enableSorting: true,
    meta: { className: 'text-right tabular-nums', headerClassName: 'text-right' },
    cell: ({ row }) => formatCents(row.original.totalCents, row.original.currency),
  },
  {
    id: 'status',
    header: 'Status',
    enableSorting: true,
    cell: ({ row }) => <OrderStatusBadge status={row.original.status} />,
  },
  {
    id: 'printFile',
    header: 'Print file',
    enableSorting: false,
    cell: ({ row }) =>
      row.original.kind === 'canvas' ? (
        <PrintFileBadge status={row.original.printFileStatus} />
      ) : (
        <span className="text-muted">Not needed</span>
      ),
  },
  {
    id: 'createdAt',
    header: 'Date',
    enableSorting: true,
    cell: ({ row }) => (
      <span className="whitespace-nowrap">{formatDate(row.original.createdAt)}</span>
    ),
  },
];
